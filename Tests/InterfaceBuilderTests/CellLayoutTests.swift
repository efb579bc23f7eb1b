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

@Test("A whole document's cells, which share their table's layout, land where each alone does")
func cellsShareTheirHostsLayout() throws {
  // In a whole document's scenario the table's scene is laid out once for its header and its
  // cell; each scene laid out alone lays its host out anew. The two must agree exactly, on
  // the design device and on a wider one (the iPhone XR, where the cell follows the table).
  let name = "r17-table-cells.storyboard"
  let document = try ReproductionTests.read(name)
  for device in [nil, "iPhone XR"] {
    var scenario = try #require(Pipeline.defaultScenario(for: document))
    if let device { scenario.device = try Device.lookup(device) }
    let whole = try Pipeline.run(try Source(document, file: "r17"), in: scenario)
    #expect(whole.count == document.scenes.count)
    for (scene, shared) in zip(document.scenes, whole) {
      let alone = try Pipeline.run(scene, of: document, file: "r17", in: scenario)
      #expect(shared.items.map(\.frame) == alone.items.map(\.frame), "\(scene.name)")
    }
  }
}

@Test("A table header view keeps its saved height at the table's width")
func tableHeaderAtTableWidth() throws {
  let result = try layOutR17("HDR-12-aaa", on: "iPhone XR")
  expectClose(try frame(result, "view HDR-12-aaa"), Rect(x: 0, y: 48, width: 414, height: 100))
  // The banner 8 pt inside it on every side.
  expectClose(
    try frame(result, "Banner (view BAN-12-aaa)"), Rect(x: 8, y: 56, width: 398, height: 84))
}

/// A storyboard whose root holds a table (`tbl`, row height `rowHeight`) with one prototype
/// cell (`cel`, saved 44 pt tall) whose content holds a 50-pt box 10 pt below its top and 12 pt
/// above its bottom.
func rowsStoryboard(rowHeight: String) -> String {
  let table = """
    <tableView dataMode="prototypes" style="plain" rowHeight="\(rowHeight)" estimatedRowHeight="-1" \
    translatesAutoresizingMaskIntoConstraints="NO" id="tbl">
      <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
      <prototypes>
        <tableViewCell reuseIdentifier="Fit" id="cel">
          <rect key="frame" x="0.0" y="28" width="414" height="44"/>
          <tableViewCellContentView key="contentView" id="ccv">
            <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="10" width="374" height="50"/>
                <constraints>
                  <constraint firstAttribute="height" constant="50" id="c1"/>
                </constraints>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="box" firstAttribute="top" secondItem="ccv" \
    secondAttribute="top" constant="10" id="c2"/>
              <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" \
    constant="12" id="c3"/>
              <constraint firstItem="box" firstAttribute="leading" secondItem="ccv" \
    secondAttribute="leading" constant="20" id="c4"/>
              <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" \
    constant="20" id="c5"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </prototypes>
    </tableView>
    """
  return FindingKindTests.storyboard(
    table,
    """
    <constraint firstItem="tbl" firstAttribute="top" secondItem="root" secondAttribute="top" \
    id="t1"/>
    <constraint firstItem="tbl" firstAttribute="leading" secondItem="root" \
    secondAttribute="leading" id="t2"/>
    <constraint firstAttribute="trailing" secondItem="tbl" secondAttribute="trailing" id="t3"/>
    <constraint firstAttribute="bottom" secondItem="tbl" secondAttribute="bottom" id="t4"/>
    """)
}

@Test("A self-sizing row is as tall as its content's constraints make it at the row's width")
func selfSizingRowFitsItsContent() throws {
  // The table's rows are automatic (rowHeight="-1"); the cell is saved 44 pt tall, its content
  // view too (no separator room). The box is 50 pt tall, 10 pt below the content view's top and
  // 12 pt above its bottom, so the content's fitting height is 10 + 50 + 12 = 72 pt: the row is
  // 72 pt, not the saved 44 (Documentation/Facts/Cells.md#self-sizing-rows).
  let text = rowsStoryboard(rowHeight: "-1")
  let document = try IBReader.read(Data(text.utf8), file: "rows.storyboard")
  let cell = try #require(document.scene(named: "cel"))
  #expect(cell.placement?.isSelfSizing == true)
  let scenario = try #require(Pipeline.defaultScenario(for: document))
  let result = try Pipeline.run(
    cell, of: document, file: "rows.storyboard", in: scenario, options: .init(check: true))
  // The design device (retina6_1: 414 × 896, safe area 48 pt from the top) puts the row at the
  // safe area's top, as wide as the table.
  expectClose(try frame(result, "tableViewCell cel"), Rect(x: 0, y: 48, width: 414, height: 72))
  expectClose(try frame(result, "view box"), Rect(x: 20, y: 58, width: 374, height: 50))
  // Nothing is said about the row's height: Plumb computed it; and no constraint broke.
  #expect(result.findings(.notModelled).allSatisfy { $0.items != ["tableViewCell cel"] })
  #expect(result.findings(.unsatisfiable).isEmpty)
}

@Test("A table whose rows the app's code makes automatic: its fixed-height rows fit their content")
func rowsMadeAutomaticByCode() throws {
  // The same table with a fixed 44-pt row: the cell keeps 44 pt, and the content's required
  // 10 + 50 + 12 = 72 pt cannot fit it. Said to size its rows automatically (what
  // `rowHeight = UITableView.automaticDimension` in the app's code does), the row is 72 pt.
  var document = try IBReader.read(
    Data(rowsStoryboard(rowHeight: "44").utf8), file: "rows.storyboard")
  let scenario = try #require(Pipeline.defaultScenario(for: document))
  func cellResult() throws -> LayoutResult {
    try Pipeline.run(
      try #require(document.scene(named: "cel")), of: document, file: "rows.storyboard",
      in: scenario, options: .init(check: true))
  }
  #expect(document.scene(named: "cel")?.placement?.isSelfSizing == false)
  #expect(try frame(cellResult(), "tableViewCell cel").height == 44)
  #expect(document.tableIDs(named: ["Unrelated"]).isEmpty)
  let tables = document.tableIDs(named: ["tbl"])
  #expect(tables == ["tbl"])
  document.sizeRowsAutomatically(inTables: Set(tables))
  #expect(document.scene(named: "cel")?.placement?.isSelfSizing == true)
  let result = try cellResult()
  expectClose(try frame(result, "tableViewCell cel"), Rect(x: 0, y: 48, width: 414, height: 72))
  #expect(result.findings(.unsatisfiable).isEmpty)
}

@Test("A self-sizing row whose content gives it no height is a notModelled warning at its cell")
func selfSizingRowIsNamed() throws {
  // Profile.storyboard's Settings table has rowHeight="-1" (automatic), and its prototype
  // cell's content view is empty: its constraints suggest a height of zero, for which UIKit
  // falls back to a standard height; Plumb keeps the saved one and says so.
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

// A table view cell that is a xib's top-level view: designed 320 × 60 on the 393-pt iPhone 14
// Pro (retina6_12), its content view the cell's size, a box 8 pt inside the content view's
// sides and 10 pt inside its top and bottom.
private let cellXib = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
  targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" \
  useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <objects>
          <tableViewCell contentMode="scaleToFill" rowHeight="60" id="CEL-x1-aaa">
              <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" \
  contentMode="center" tableViewCell="CEL-x1-aaa" id="CCV-x1-aaa">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                  <autoresizingMask key="autoresizingMask"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
  id="BOX-x1-aaa" userLabel="Box">
                          <rect key="frame" x="8" y="10" width="304" height="40"/>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="BOX-x1-aaa" firstAttribute="leading" \
  secondItem="CCV-x1-aaa" secondAttribute="leading" constant="8" id="c01-x1-aaa"/>
                      <constraint firstAttribute="trailing" secondItem="BOX-x1-aaa" \
  secondAttribute="trailing" constant="8" id="c02-x1-aaa"/>
                      <constraint firstItem="BOX-x1-aaa" firstAttribute="top" \
  secondItem="CCV-x1-aaa" secondAttribute="top" constant="10" id="c03-x1-aaa"/>
                      <constraint firstAttribute="bottom" secondItem="BOX-x1-aaa" \
  secondAttribute="bottom" constant="10" id="c04-x1-aaa"/>
                  </constraints>
              </tableViewCellContentView>
          </tableViewCell>
      </objects>
  </document>
  """

/// The cell xib's scene checked on the iPhone 14 Pro in `orientation` (at run time, or as
/// Interface Builder's canvas draws it).
private func layOutCellXib(
  _ orientation: Orientation = .portrait, canvas: Bool = false
) throws -> LayoutResult {
  let document = try IBReader.read(Data(cellXib.utf8), file: "Cell.xib")
  var scenario = try #require(Pipeline.defaultScenario(for: document))
  scenario.device = try Device.lookup("iPhone 14 Pro")
  scenario.orientation = orientation
  let scene = try #require(document.scenes.first)
  return try Pipeline.run(
    scene, of: document, file: "Cell.xib", in: scenario,
    options: .init(check: true, canvas: canvas))
}

@Test("A cell xib is checked as a row of a table as wide as the window, and says so")
func cellXibTakesTheWindowWidth() throws {
  // Documentation/Facts/Cells.md#a-cell-xib-in-a-table: the cell 393 wide (the iPhone 14 Pro's
  // portrait width, Documentation/Facts/Devices.md#device-table), its saved 60 pt tall, at the
  // safe area's top (59); the box 8 pt inside the content view's sides: 393 − 16 = 377 wide.
  let result = try layOutCellXib()
  expectClose(
    try frame(result, "tableViewCell CEL-x1-aaa"), Rect(x: 0, y: 59, width: 393, height: 60))
  expectClose(try frame(result, "Box (view BOX-x1-aaa)"), Rect(x: 8, y: 69, width: 377, height: 40))
  let warnings = result.findings(.notModelled)
  #expect(warnings.map(\.items) == [["tableViewCell CEL-x1-aaa"]])
  #expect(warnings.first?.message.contains("in no table") == true)
  #expect(result.findings(.outsideDisplay).isEmpty && result.findings(.outsideSafeArea).isEmpty)
  // On the document's own device, `misplaced` compares the canvas's design size: nothing is.
  #expect(!result.findings.contains { $0.isAwayFromSavedFrame })
}

@Test("In landscape a cell xib spans the window and its content view keeps inside the safe area")
func cellXibInLandscape() throws {
  // Landscape iPhone 14 Pro: 852 wide, safe area 0/59/21/59 (top/left/bottom/right,
  // Devices.md#device-table). The table spans the window; `insetsContentViewsToSafeArea`
  // insets the content view by 59 at each side: x = 59, 852 − 118 = 734 wide; the box
  // 8 pt inside it: x = 67, 734 − 16 = 718 wide, y = 0 + 10.
  let result = try layOutCellXib(.landscapeLeft)
  expectClose(
    try frame(result, "tableViewCell CEL-x1-aaa"), Rect(x: 0, y: 0, width: 852, height: 60))
  expectClose(
    try frame(result, "tableViewCellContentView CCV-x1-aaa"),
    Rect(x: 59, y: 0, width: 734, height: 60))
  expectClose(
    try frame(result, "Box (view BOX-x1-aaa)"), Rect(x: 67, y: 10, width: 718, height: 40))
}

@Test("On Interface Builder's canvas a cell xib keeps its design size")
func cellXibOnTheCanvas() throws {
  // The saved frames: the cell 320 × 60 at the safe area's top left (0, 59), the box at
  // (8, 10) inside it, 304 × 40 — what Xcode drew and saved.
  let result = try layOutCellXib(canvas: true)
  expectClose(
    try frame(result, "tableViewCell CEL-x1-aaa"), Rect(x: 0, y: 59, width: 320, height: 60))
  expectClose(try frame(result, "Box (view BOX-x1-aaa)"), Rect(x: 8, y: 69, width: 304, height: 40))
  #expect(result.findings(.notModelled).isEmpty)
}

// An inset-grouped table's prototype cell: the table fills its controller's view (375 wide on
// the 375-pt retina4_7 design device), the cell is saved at x = 20, 335 × 51, a box 10 pt inside
// its content view's leading, top and bottom and 5 pt inside its trailing edge.
private let insetGroupedStoryboard = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
  toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
  useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" \
  initialViewController="TVC-x2-aaa">
      <device id="retina4_7" orientation="portrait" appearance="light"/>
      <scenes>
          <scene sceneID="SCN-x2-aaa">
              <objects>
                  <tableViewController id="TVC-x2-aaa" sceneMemberID="viewController">
                      <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
  dataMode="prototypes" style="insetGrouped" rowHeight="51" id="TBL-x2-aaa">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                          <prototypes>
                              <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" \
  rowHeight="51" id="CEL-x2-aaa">
                                  <rect key="frame" x="20" y="38" width="335" height="51"/>
                                  <autoresizingMask key="autoresizingMask"/>
                                  <tableViewCellContentView key="contentView" opaque="NO" \
  clipsSubviews="YES" contentMode="center" tableViewCell="CEL-x2-aaa" id="CCV-x2-aaa">
                                      <rect key="frame" x="0.0" y="0.0" width="335" height="51"/>
                                      <autoresizingMask key="autoresizingMask"/>
                                      <subviews>
                                          <view contentMode="scaleToFill" \
  translatesAutoresizingMaskIntoConstraints="NO" id="BOX-x2-aaa" userLabel="Box">
                                              <rect key="frame" x="10" y="10" width="320" height="31"/>
                                          </view>
                                      </subviews>
                                      <constraints>
                                          <constraint firstItem="BOX-x2-aaa" firstAttribute="leading" \
  secondItem="CCV-x2-aaa" secondAttribute="leading" constant="10" id="c01-x2-aaa"/>
                                          <constraint firstAttribute="trailing" secondItem="BOX-x2-aaa" \
  secondAttribute="trailing" constant="5" id="c02-x2-aaa"/>
                                          <constraint firstItem="BOX-x2-aaa" firstAttribute="top" \
  secondItem="CCV-x2-aaa" secondAttribute="top" constant="10" id="c03-x2-aaa"/>
                                          <constraint firstAttribute="bottom" secondItem="BOX-x2-aaa" \
  secondAttribute="bottom" constant="10" id="c04-x2-aaa"/>
                                      </constraints>
                                  </tableViewCellContentView>
                              </tableViewCell>
                          </prototypes>
                      </tableView>
                  </tableViewController>
              </objects>
          </scene>
      </scenes>
  </document>
  """

@Test("An inset-grouped cell keeps its content view inside the safe area by the part it overlaps")
func insetGroupedCellInLandscape() throws {
  // Landscape iPhone 14 Pro: 852 wide, safe area 0/59/21/59 (top/left/bottom/right,
  // Devices.md#device-table). The table fills the window; its cells keep the saved 40-pt
  // difference (2 × 20): 812 wide at x = 20. `insetsContentViewsToSafeArea` insets the content
  // view by the part of the cell inside the 59-pt side insets, 59 − 20 = 39 at each side
  // (Documentation/Facts/Cells.md#table-and-collection-view-cells): x = 59, 812 − 78 = 734
  // wide; the box 10 pt in at the leading side and 5 at the trailing one: x = 69, 719 wide,
  // 51 − 20 = 31 tall at y = 0 + 10.
  let document = try IBReader.read(Data(insetGroupedStoryboard.utf8), file: "Inset.storyboard")
  var scenario = try #require(Pipeline.defaultScenario(for: document))
  scenario.device = try Device.lookup("iPhone 14 Pro")
  scenario.orientation = .landscapeLeft
  let scene = try #require(document.scene(named: "CEL-x2-aaa"))
  let result = try Pipeline.run(
    scene, of: document, file: "Inset.storyboard", in: scenario, options: .init(check: true))
  expectClose(
    try frame(result, "tableViewCell CEL-x2-aaa"), Rect(x: 20, y: 0, width: 812, height: 51))
  expectClose(
    try frame(result, "tableViewCellContentView CCV-x2-aaa"),
    Rect(x: 59, y: 0, width: 734, height: 51))
  expectClose(
    try frame(result, "Box (view BOX-x2-aaa)"), Rect(x: 69, y: 10, width: 719, height: 31))
  #expect(result.findings(.outsideSafeArea).isEmpty && result.findings(.outsideDisplay).isEmpty)
}
