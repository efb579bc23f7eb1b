import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

// Scenes laid out through the pipeline. The expected frames are the ones derived by hand in the
// fixtures' comments. The "View as" device retina6_1 is the iPhone XR: 414 × 896 points, safe
// area insets 48 (top) and 34 (bottom) in portrait, 2 pixels per point — frames are snapped to
// that grid, so derived values are compared within a quarter point.

private let tolerance = 0.25

// The labels' heights, by hand. Plumb measures system-font text with San Francisco's metrics as
// iOS reports them (ascender 1950, descender −494, line gap 0, 2,048 units per em;
// Documentation/Facts/Typography.md#san-francisco-as-ios-measures-it), so one line is
// (1950 + 494) / 2048 = 1.193359375 em high, and a label rounds its height up to the device
// pixel, ½ pt on this 2× screen, as `UILabel` does. At the Large text size (the default scenario's)
// Apple's Dynamic Type table gives title1 28 pt and body 17 pt (Human Interface Guidelines,
// "Typography", https://developer.apple.com/design/human-interface-guidelines/typography#Specifications), and
// both texts ("Ada Lovelace", "Analyst") fit on one line in 382 points.
/// title1 at Large: 28 × 1.193359375 = 33.4140625, rounded up to the half point.
private let titleHeight = 33.5
/// body at Large: 17 × 1.193359375 = 20.287109375, rounded up to the half point.
private let bodyHeight = 20.5

private func run(_ sceneName: String, orientation: Orientation? = nil) throws -> LayoutResult {
  let document = try readFixture("Profile.storyboard")
  var scenario = try #require(Pipeline.defaultScenario(for: document))
  if let orientation { scenario.orientation = orientation }
  let scene = try #require(document.scene(named: sceneName))
  return try Pipeline.run(
    scene, of: document, file: "Profile.storyboard", in: scenario, options: .init(check: true))
}

private func frame(_ result: LayoutResult, _ name: String) throws -> Rect {
  try #require(result.items.first { $0.name == name }).frame
}

private func close(_ a: Rect, _ b: Rect) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance
    && abs(a.height - b.height) <= tolerance
}

@Test("The document's device is the default scenario: retina6_1 is the iPhone XR, portrait")
func defaultScenario() throws {
  let scenario = try #require(Pipeline.defaultScenario(for: try readFixture("Profile.storyboard")))
  #expect(scenario.device.name == "iPhone XR" && scenario.orientation == .portrait)
}

@Test("A scroll view on the safe area holds a stack view 16 in from its content guide")
func scrollAndStackGeometry() throws {
  let result = try run("Profile")
  // (0, 48, 414, 896 − 48 − 34) in window coordinates.
  #expect(
    close(try frame(result, "scrollView scr-01-abc"), Rect(x: 0, y: 48, width: 414, height: 814)))
  let stack = try frame(result, "stackView stk-01-abc")
  // 16 in from the content guide: window x 16, y 48 + 16; width 414 − 32.
  #expect(
    abs(stack.minX - 16) <= tolerance && abs(stack.minY - 64) <= tolerance
      && abs(stack.width - 382) <= tolerance)
  let title = try frame(result, "Title (label ttl-01-abc)")
  let body = try frame(result, "\"Analyst\" (label bdy-01-abc)")
  #expect(
    abs(title.height - titleHeight) <= tolerance && abs(body.height - bodyHeight) <= tolerance)
  // Image 80 + title 33.5 + body 20.5 + banner 382 × 9/16 = 214.875 + switch 31
  // + 4 × 8 spacing = 411.875.
  #expect(abs(stack.height - 411.875) <= 2 * tolerance)
  #expect(abs(try frame(result, "Banner (view bnr-01-abc)").height - 214.875) <= tolerance)
  #expect(abs(try frame(result, "imageView img-01-abc").height - 80) <= tolerance)
  #expect(result.findings(.unsatisfiable).isEmpty && result.findings(.ambiguous).isEmpty)
}

@Test("In a compact height the banner's variation replaces 16:9 with a height of 100")
func variationInLandscape() throws {
  // The iPhone XR is compact in height in landscape (Apple's size-class table).
  let result = try run("Profile", orientation: .landscapeLeft)
  #expect(abs(try frame(result, "Banner (view bnr-01-abc)").height - 100) <= tolerance)
  #expect(result.findings(.unsatisfiable).isEmpty)
}

@Test("Misplaced: the views whose solved frames leave the document's, by how much, with lines")
func misplaced() throws {
  let result = try run("Profile")
  let misplaced = result.findings(.misplaced)
  // The fixture sized the labels by Apple's line spacing (34 and 22); Plumb measures the text,
  // so the body label and everything the stack places below it move. The title is 33.5 high
  // against 34, off by exactly the half point the check allows (more than half a point is
  // misplaced), so it is not reported; the image above the labels and the scroll view do not
  // move.
  #expect(
    Set(misplaced.flatMap(\.items)) == [
      "stackView stk-01-abc", "\"Analyst\" (label bdy-01-abc)",
      "Banner (view bnr-01-abc)", "switch swt-01-abc",
    ])
  // The switch moves up by what the two labels lost against the design frames' 34 and 22
  // (Apple's leading for title1 and body at Large): (34 − 33.5) + (22 − 20.5).
  let moved = (34 - titleHeight) + (22 - bodyHeight)
  let finding = try #require(misplaced.first { $0.items == ["switch swt-01-abc"] })
  #expect(abs((finding.amount ?? 0) - moved) <= 2 * tolerance)
  #expect(finding.severity == .warning && finding.message.contains("(line 70)"))
  // Not checked away from the document's own device.
  let landscape = try run("Profile", orientation: .landscapeLeft)
  #expect(!landscape.findings.contains { $0.isAwayFromSavedFrame })
}

@Test("Margins, the safe area, a fixed-frame slider and an opaque table in the Settings scene")
func settingsLayout() throws {
  let result = try run("Settings")
  #expect(
    close(
      try frame(result, "\"Name\" (textField txt-02-abc)"),
      Rect(x: 20, y: 68, width: 374, height: 34)))
  #expect(
    close(try frame(result, "tableView tbl-02-abc"), Rect(x: 0, y: 110, width: 414, height: 752)))
  #expect(
    close(try frame(result, "slider sld-02-abc"), Rect(x: 18, y: 820, width: 378, height: 31)))
  #expect(result.findings.filter { $0.severity == .error }.isEmpty)
  #expect(!result.findings.contains { $0.isAwayFromSavedFrame })
}

@Test("A conflict names the IB constraints with their lines")
func conflictPointsAtLines() throws {
  let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
      <device id="retina6_1" orientation="portrait"/>
      <scenes><scene sceneID="s"><objects>
        <viewController id="vc" sceneMemberID="viewController">
          <view key="view" id="root">
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box"/></subviews>
            <constraints>
              <constraint firstItem="box" firstAttribute="width" constant="100" id="w1"/>
              <constraint firstItem="box" firstAttribute="width" constant="200" id="w2"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene></scenes>
    </document>
    """
  let document = try IBReader.read(Data(text.utf8), file: "conflict.storyboard")
  let scenario = try #require(Pipeline.defaultScenario(for: document))
  let result = try Pipeline.run(
    document.scenes[0], of: document, file: "conflict.storyboard", in: scenario)
  let conflict = try #require(result.findings(.unsatisfiable).first)
  #expect(Set(conflict.lines).isSubset(of: [9, 10]) && !conflict.lines.isEmpty)
  #expect(conflict.items.contains("view box"))
}

@Test("A xib's card keeps its design size; its fill-equally stack splits 304 points in two")
func xibLayout() throws {
  let document = try readFixture("Card.xib")
  let scenario = try #require(Pipeline.defaultScenario(for: document))
  let result = try Pipeline.run(
    document.scenes[0], of: document, file: "Card.xib", in: scenario, options: .init(check: true))
  // The card sits at the safe area's top left corner: (0, 48) on the iPhone XR in portrait.
  #expect(
    close(
      try frame(result, "Card (CardView crd-00-xyz)"), Rect(x: 0, y: 48, width: 320, height: 120)))
  // Margins 8: the stack spans 320 − 16 = 304, bottom at 120 − 8; two views of (304 − 10) / 2.
  #expect(
    close(try frame(result, "stackView row-00-xyz"), Rect(x: 8, y: 48 + 72, width: 304, height: 40))
  )
  #expect(close(try frame(result, "view lft-00-xyz"), Rect(x: 8, y: 120, width: 147, height: 40)))
  #expect(
    close(
      try frame(result, "view rgt-00-xyz"), Rect(x: 8 + 147 + 10, y: 120, width: 147, height: 40)))
  // The button's trailing edge is on the trailing margin, 320 − 8.
  #expect(abs(try frame(result, "\"Follow\" (button btn-00-xyz)").maxX - 312) <= tolerance)
  #expect(result.findings(.unsatisfiable).isEmpty && result.findings(.ambiguous).isEmpty)
}
