import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

// Labels on the canvas of Xcode 7 and 8
// (Documentation/Facts/Typography.md#label-sizes-on-the-canvas-of-xcode-7-and-8): those
// Xcodes saved a label at its line height rounded up to whole points, where iOS (and Xcode
// from 9 on) rounds up to the pixel. The widths below are whole on the 2× grid too.

/// ``FindingKindTests/storyboard(_:_:)``'s scene saved by `tools` on the 4.7-inch (2×) iPhone,
/// as the public files below were, whose root holds one label showing `text` in `font`, pinned
/// to the root's top left and saved at `saved`.
private func document(tools: String, text: String, font: String, saved: Size) throws
  -> IBDocument
{
  let label = """
    <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="LBL">
      <rect key="frame" x="16" y="20" width="\(saved.width)" height="\(saved.height)"/>
      \(font)
    </label>
    """
  let pins = [("leading", 16.0), ("top", 20.0)].map { edge, constant in
    FindingKindTests.constraint(
      #"firstItem="LBL" firstAttribute="\#(edge)" secondItem="root" "#
        + #"secondAttribute="\#(edge)" constant="\#(constant)""#, id: edge)
  }
  let source = FindingKindTests.storyboard(label, pins.joined(separator: "\n"))
    .replacingOccurrences(of: #"version="3.0">"#, with: #"version="3.0" toolsVersion="\#(tools)">"#)
    .replacingOccurrences(of: #"id="retina6_1""#, with: #"id="retina4_7""#)
    .replacingOccurrences(of: #"width="414" height="896""#, with: #"width="375" height="667""#)
  return try IBReader.read(Data(source.utf8), file: "labels.storyboard")
}

private func labelSize(_ document: IBDocument, canvas: Bool) throws -> (Size, LayoutResult) {
  let scenario = try #require(Pipeline.defaultScenario(for: document))
  let result = try Pipeline.run(
    try #require(document.scene(named: "vc")), of: document, file: "labels.storyboard",
    in: scenario, options: .init(check: true, canvas: canvas))
  let frame = try #require(result.items.first { $0.name.hasSuffix("(label LBL)") }).frame
  return (frame.size, result)
}

/// A label of a public file saved by Xcode 7 or 8, with the size that file saves and the size
/// iOS gives it today on the same 2× screen.
struct SavedLabel: Sendable, CustomTestStringConvertible {
  var tools: String
  var text: String
  var font: String
  var saved: Size
  var runTime: Size
  var testDescription: String { "\"\(text)\" saved by toolsVersion \(tools)" }
}

let wholePointLabels = [
  // HeroTransitions/Hero (MIT), `LegacyExamples/Examples/Basic.storyboard` at d7a72e13
  // (11762): "purple" in the 17-pt system font, saved 49 × 21. Today: San Francisco's
  // 17-pt line, 20.287 pt, on the 2× pixel grid is 20.5.
  SavedLabel(
    tools: "11762", text: "purple",
    font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
    saved: Size(width: 49, height: 21), runTime: Size(width: 49, height: 20.5)),
  // The same repository, `CityGuide/CityGuide.storyboard` (11762): "Description" at 12 pt,
  // saved 65 × 15; 12 × 2444 / 2048 = 14.32 is 14.5 on the pixel grid.
  SavedLabel(
    tools: "11762", text: "Description",
    font: #"<fontDescription key="fontDescription" type="system" pointSize="12"/>"#,
    saved: Size(width: 65, height: 15), runTime: Size(width: 65, height: 14.5)),
  // Hero's `Basic.storyboard` again: "HeroID" in the Headline style (17 pt semibold), saved
  // 56 × 21.
  SavedLabel(
    tools: "11762", text: "HeroID",
    font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#,
    saved: Size(width: 56, height: 21), runTime: Size(width: 56, height: 20.5)),
]

@Test(
  "On the canvas of Xcode 7 and 8 a label's height is rounded up to whole points",
  arguments: wholePointLabels)
func wholePointLabelOnOldCanvas(_ label: SavedLabel) throws {
  let saved = try document(
    tools: label.tools, text: label.text, font: label.font, saved: label.saved)
  let (drawn, _) = try labelSize(saved, canvas: true)
  #expect(drawn == label.saved)
  // The saved frame is where the canvas puts it: not misplaced.
  let (runTime, result) = try labelSize(saved, canvas: false)
  #expect(!result.findings.contains { $0.isAwayFromSavedFrame })
  // At run time iOS rounds to the pixel.
  #expect(runTime == label.runTime)
}

@Test("From Xcode 9 the canvas rounds a label to the pixel, as iOS does")
func pixelLabelOnLaterCanvas() throws {
  // ReactiveX/RxSwift (MIT), `RxExample/RxExample/Examples/Numbers/Numbers.storyboard` at
  // 5abdfe46 (Xcode 9, 12118): "+" in the 17-pt system font saved 11 × 20.5.
  let saved = try document(
    tools: "12118", text: "+",
    font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
    saved: Size(width: 11, height: 20.5))
  // The height is the rule; the width is San Francisco's, of another era there.
  #expect(try labelSize(saved, canvas: true).0.height == 20.5)
}
