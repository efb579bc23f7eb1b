import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import LayoutReports
import Testing

// Table cells and headers laid out as scenes of their own (r17-table-cells.storyboard, whose
// saved frames are UIKit's answer on its retina4_7 design device: the iPhone SE (2nd
// generation), 375 × 667, status bar 20 pt; see Tests/Fixtures/Repros/README.md for where
// those numbers come from).

private let tolerance = 0.25

/// The scene `id` of r17 laid out on `device` in portrait (the design device when nil).
private func layOutR17(_ id: String, on device: String? = nil) throws -> LayoutResult {
  let document = try ReproductionTests.read("r17-table-cells.storyboard")
  var scenario = try #require(Pipeline.defaultScenario(for: document))
  if let device { scenario.device = try Device.lookup(device) }
  let scene = try #require(document.scene(named: id))
  return try Pipeline.run(
    scene, of: document, file: "r17", in: scenario, options: .init(check: true))
}

private func frame(_ result: LayoutResult, _ name: String) throws -> Rect {
  try #require(result.items.first { $0.name == name }).frame
}

private func expectClose(_ a: Rect, _ b: Rect, _ comment: Comment? = nil) {
  #expect(
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance,
    "\(a) is not \(b)\(comment.map { ": \($0)" } ?? "")")
}

@Test("A table's prototype cell and header are scenes of their own, named after their host")
func cellScenesAreRead() throws {
  let document = try ReproductionTests.read("r17-table-cells.storyboard")
  #expect(document.scenes.map(\.id) == ["VC0-12-aaa", "HDR-12-aaa", "CEL-12-aaa"])
  let cell = try #require(document.scene(named: "CEL-12-aaa"))
  #expect(cell.name == "VC0-12-aaa › DetailCell")
  #expect(cell.placement?.role == .prototypeCell && cell.placement?.containerID == "TBL-12-aaa")
  #expect(cell.placement?.contentViewID == "CCV-12-aaa")
  #expect(cell.placement?.host.map(\.id) == ["VC0-12-aaa"])
  #expect(document.scene(named: "HDR-12-aaa")?.placement?.role == .tableHeaderView)
  // The host scene keeps the table as a box, without the cell's views.
  #expect(document.scene(named: "VC0-12-aaa")?.view("BOX-12-aaa") == nil)
  #expect(!document.warnings.contains { $0.message.contains("tableViewCell") })
}

@Test("On its design device a cell gives its saved frames: content view less the accessory")
func cellOnDesignDevice() throws {
  let result = try layOutR17("CEL-12-aaa")
  // The cell at the safe area's top (20), 375 × 44; its content view 375 − 26.5 = 348.5 wide
  // (the disclosure indicator's saved room); the box on the content view's margins, 16 at the
  // leading side, 11 above and below, and at the trailing side only the content view's own 8:
  // the cell's 16-pt margin ends 26.5 pt before the content view does, max(8, 16 − 26.5)
  // (Documentation/Facts/Cells.md#accessory-and-margins): (16, 20 + 11, 348.5 − 24, 44 − 22).
  expectClose(
    try frame(result, "tableViewCell CEL-12-aaa"), Rect(x: 0, y: 20, width: 375, height: 44))
  expectClose(
    try frame(result, "tableViewCellContentView CCV-12-aaa"),
    Rect(x: 0, y: 20, width: 348.5, height: 44))
  expectClose(
    try frame(result, "Box (view BOX-12-aaa)"), Rect(x: 16, y: 31, width: 324.5, height: 22))
  #expect(
    !result.findings.contains { $0.isAwayFromSavedFrame } && result.findings(.ambiguous).isEmpty)
}

@Test("On a wider device a cell takes its table's width, and 20-pt side margins")
func cellFollowsTableWidth() throws {
  // The iPhone XR is 414 pt wide, its safe area 48 pt from the top; its root views' side
  // margins are 20 (Documentation/Facts/Devices.md#root-view-margins). The table fills the
  // root: the cell is 414 wide, its content view 414 − 26.5 = 387.5, the box 387.5 − 20 − 8
  // (the trailing margin beside the accessory is the content view's own, max(8, 20 − 26.5)).
  let result = try layOutR17("CEL-12-aaa", on: "iPhone XR")
  expectClose(
    try frame(result, "tableViewCell CEL-12-aaa"), Rect(x: 0, y: 48, width: 414, height: 44))
  expectClose(
    try frame(result, "Box (view BOX-12-aaa)"), Rect(x: 20, y: 59, width: 359.5, height: 22))
}

@Test("A table header view keeps its saved height at the table's width")
func tableHeaderAtTableWidth() throws {
  let result = try layOutR17("HDR-12-aaa", on: "iPhone XR")
  expectClose(try frame(result, "view HDR-12-aaa"), Rect(x: 0, y: 48, width: 414, height: 100))
  // The banner 8 pt inside it on every side.
  expectClose(
    try frame(result, "Banner (view BAN-12-aaa)"), Rect(x: 8, y: 56, width: 398, height: 84))
}

@Test("A self-sizing row is a notModelled warning at its cell, and the scene is partly checked")
func selfSizingRowIsNamed() throws {
  // Profile.storyboard's Settings table has rowHeight="-1" (automatic): UIKit sizes its
  // prototype cell to fit, which Plumb does not compute.
  let document = try readFixture("Profile.storyboard")
  let cell = try #require(document.scene(named: "cel-02-abc"))
  #expect(cell.placement?.isSelfSizing == true)
  let scenario = try #require(Pipeline.defaultScenario(for: document))
  let result = try Pipeline.run(
    cell, of: document, file: "Profile.storyboard", in: scenario, options: .init(check: true))
  let warnings = result.findings(.notModelled)
  #expect(warnings.map(\.items) == [["tableViewCell cel-02-abc"]])
  #expect(warnings.first?.severity == .warning && result.passed)
  #expect(CheckReport(results: [result]).table().contains("partly checked"))
  // Beside its host scene, the cell's findings name the scene and the cell before the view.
  let host = try Pipeline.run(
    try #require(document.scene(named: "Settings")), of: document, file: "Profile.storyboard",
    in: scenario, options: .init(check: true))
  let table = CheckReport(results: [host, result]).table()
  #expect(table.contains("[notModelled] Settings › NameCell › `tableViewCell cel-02-abc`"))
}

@Test("A table's background view is a notModelled warning at the table, not skipped in silence")
func tableBackgroundViewIsNamed() throws {
  let text = FindingKindTests.storyboard(
    """
    <tableView dataMode="prototypes" style="plain" rowHeight="44" id="tbl">
      <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      <view key="backgroundView" id="bkg">
        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
      </view>
    </tableView>
    """, "")
  let document = try IBReader.read(Data(text.utf8), file: "table.storyboard")
  let scenario = try #require(Pipeline.defaultScenario(for: document))
  let result = try Pipeline.run(
    document.scenes[0], of: document, file: "table.storyboard", in: scenario,
    options: .init(check: true))
  let warnings = result.findings(.notModelled)
  #expect(warnings.map(\.items) == [["tableView tbl"]])
  #expect(warnings.first?.message.hasPrefix("<view key=\"backgroundView\"> (line ") == true)
}
