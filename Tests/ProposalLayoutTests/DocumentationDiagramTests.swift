import Foundation
import LayoutCore
import ProposalLayout
import SVGRendering
import Testing

/// The diagrams of the `TheProposalModel` article, computed by this module.
///
/// The test compares each layout's SVG with the file in `ProposalLayout.docc/Resources/`;
/// run `RECORD_DIAGRAMS=1 swift test --filter DocumentationDiagramTests` to rewrite them.
@Suite("Documentation diagrams")
struct DocumentationDiagramTests {
  static let diagrams: [(name: String, tree: FrameTree)] = [
    // Acceptance case S-03a: the text is least flexible, is offered a third of 184 and wraps.
    (
      "hstack-distribution",
      HStack {
        Color.purple
        Text("Hello, world")
        Color.pink
      }.layout(proposal: ProposedViewSize(width: 200, height: 100), context: testContext)
    ),
    // Documentation/Facts/SwiftUI.md#aspect-ratio / AR-04: a 2:1 ratio fitted (left) and filled
    // (right) in 120×120 frames; the filled colour overflows its frame.
    (
      "aspect-ratio-fit-fill",
      HStack(spacing: 80) {
        Color.teal.aspectRatio(2, contentMode: .fit).frame(width: 120, height: 120)
        Color.orange.aspectRatio(2, contentMode: .fill).frame(width: 120, height: 120)
      }.layout(proposal: .unspecified, context: testContext)
    ),
  ]

  static var resources: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/ProposalLayout/ProposalLayout.docc/Resources")
      .standardizedFileURL
  }

  @Test("Each diagram matches its committed SVG", arguments: diagrams.map(\.name))
  func diagramMatchesResource(_ name: String) throws {
    let tree = try #require(Self.diagrams.first { $0.name == name }?.tree)
    let svg = SVGRenderer().render(tree)
    let url = Self.resources.appendingPathComponent("\(name).svg")
    if ProcessInfo.processInfo.environment["RECORD_DIAGRAMS"] != nil {
      try FileManager.default.createDirectory(
        at: Self.resources, withIntermediateDirectories: true)
      try svg.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == svg)
  }
}
