import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

// The minimal reproductions in Tests/Fixtures/Repros: every frame they save is the one UIKit
// gives on the document's device (their README), so these tests hold Plumb to those frames.

/// A reproduction laid out on its own device, in its default scenario.
private func layOutRepro(_ name: String, scene index: Int = 0) throws -> LayoutResult {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/Repros/\(name)")
  let document = try IBReader.read(Data(contentsOf: url), file: name)
  let scenario = try #require(Pipeline.defaultScenario(for: document))
  return try Pipeline.run(
    document.scenes[index], of: document, file: name, in: scenario,
    options: .init(check: true))
}

/// The frame of the item named `name`, in window coordinates.
private func reproFrame(_ result: LayoutResult, _ name: String) throws -> Rect {
  try #require(result.items.first { $0.name == name }).frame
}

@Test("r02: a scroll view's edges tied to its content bind to the content area, which scrolls")
func scrollEdgesBindToContent() throws {
  let result = try layOutRepro("r02-scroll-edges.storyboard")
  // retina4_7 is 375 × 667; the scroll view fills the root, the content is as wide as the root
  // and 1,000 pt high (its own constraint) and starts at the content area's origin.
  #expect(
    try reproFrame(result, "scrollView SCR-02-aaa") == Rect(x: 0, y: 0, width: 375, height: 667))
  #expect(try reproFrame(result, "view CNT-02-aaa") == Rect(x: 0, y: 0, width: 375, height: 1000))
  #expect(result.findings(.unsatisfiable).isEmpty && result.findings(.ambiguous).isEmpty)
}
