import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

// Where a scroll view's content rests and what scrolling brings into view, on one-scene
// storyboards built for it, on the iPhone XR: 414 × 896, safe-area insets 48/0/34/0 in portrait
// and 0/48/21/48 in landscape (top/left/bottom/right, Documentation/Facts/Devices.md#device-table).

/// The first scene of `text` — or the scene `id` — laid out and checked on the iPhone XR in
/// `orientation`.
private func check(
  _ text: String, scene id: String? = nil, _ orientation: Orientation = .portrait
) throws -> LayoutResult {
  let document = try IBReader.read(Data(text.utf8), file: "scroll.storyboard")
  var scenario = try #require(Pipeline.defaultScenario(for: document))
  scenario.device = try Device.lookup("iPhone XR")
  scenario.orientation = orientation
  let scene = try #require(id.map { document.scene(named: $0) } ?? document.scenes.first)
  return try Pipeline.run(
    scene, of: document, file: "scroll.storyboard", in: scenario, options: .init(check: true))
}

/// A table filling its root view's width and bottom, its top 64 pt above the safe area's (the
/// old navigation bar's height, as Eureka's example pins its tables), with `attributes`.
private func tableAboveSafeArea(_ attributes: String) -> String {
  FindingKindTests.storyboard(
    "<tableView dataMode=\"prototypes\" style=\"plain\" rowHeight=\"44\" \(attributes) "
      + "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"tbl\">"
      + "<rect key=\"frame\" x=\"0.0\" y=\"-16\" width=\"414\" height=\"912\"/></tableView>",
    [
      FindingKindTests.constraint(
        "firstItem=\"tbl\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\" "
          + "constant=\"-64\"", id: "t"),
      FindingKindTests.constraint(
        "firstItem=\"tbl\" firstAttribute=\"leading\" secondItem=\"root\" "
          + "secondAttribute=\"leading\"", id: "l"),
      FindingKindTests.constraint(
        "firstItem=\"tbl\" firstAttribute=\"trailing\" secondItem=\"root\" "
          + "secondAttribute=\"trailing\"", id: "r"),
      FindingKindTests.constraint(
        "firstItem=\"tbl\" firstAttribute=\"bottom\" secondItem=\"root\" "
          + "secondAttribute=\"bottom\"", id: "b"),
    ].joined(separator: "\n"))
}

private func table(_ result: LayoutResult) throws -> LaidOutItem {
  try #require(result.items.first { $0.name == "tableView tbl" })
}

@Test("A table pinned above the safe area rests its rows below it: no view leaves the root")
func tableAboveSafeAreaRestsContentInside() throws {
  // In portrait the safe area starts at 48, so the table's top is 48 − 64 = −16. Its frame
  // overlaps the unsafe band above by 48 − (−16) = 64 and the one below by 34 (its bottom is
  // the root's, 896; the safe area ends at 896 − 34). `alwaysBounceVertical` makes the
  // vertical axis scrollable, so `.automatic` adds both
  // (Documentation/Facts/ScrollViews.md#adjusted-content-inset): the rows start at
  // −16 + 64 = 48, the safe area's top, inside the root view.
  let result = try check(tableAboveSafeArea("alwaysBounceVertical=\"YES\""))
  let table = try table(result)
  #expect(table.frame.minY == -16)
  #expect(table.contentInsets == EdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
  #expect(result.findings(.outsideSuperview).isEmpty)
}

@Test("With contentInsetAdjustmentBehavior never, the first row is 16 pt above the root view")
func neverAdjustedTableLeavesItsRoot() throws {
  // Nothing is added to the content inset: the rows start at the table's top, −16.
  let result = try check(
    tableAboveSafeArea("alwaysBounceVertical=\"YES\" contentInsetAdjustmentBehavior=\"never\""))
  #expect(try table(result).contentInsets == .zero)
  let outside = result.findings(.outsideSuperview)
  #expect(outside.map(\.items) == [["tableView tbl"]])
  #expect(outside.first?.amount == 16 && outside.first?.edges == [.top])
}

@Test("Where the window has no inset nothing is added: a table above a landscape screen hides rows")
func tableAboveScreenWithoutInsetLeavesItsRoot() throws {
  // In landscape the safe area's top is the screen's (inset 0), so the table's top is −64 and
  // no unsafe band covers it: its first row rests at −64, above the screen.
  let result = try check(tableAboveSafeArea("alwaysBounceVertical=\"YES\""), .landscapeLeft)
  let table = try table(result)
  #expect(table.frame.minY == -64)
  #expect(table.contentInsets.top == 0)
  #expect(result.findings(.outsideSuperview).first?.amount == 64)
}

@Test("`always` adjusts both axes; `scrollableAxes` only the one the table bounces along")
func adjustmentBehaviourPicksTheAxes() throws {
  // Landscape: the table spans the screen's width, so it overlaps the 48-pt side insets; its
  // bottom overlaps the 21-pt home-indicator band; its top (−64) has no inset above it.
  let always = try table(
    try check(
      tableAboveSafeArea("alwaysBounceVertical=\"YES\" contentInsetAdjustmentBehavior=\"always\""),
      .landscapeLeft))
  #expect(always.contentInsets == EdgeInsets(top: 0, left: 48, bottom: 21, right: 48))
  let scrollable = try table(
    try check(
      tableAboveSafeArea(
        "alwaysBounceVertical=\"YES\" contentInsetAdjustmentBehavior=\"scrollableAxes\""),
      .landscapeLeft))
  #expect(scrollable.contentInsets == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
}

// A table filling its root view whose prototype cell is 700 pt tall (taller than a landscape
// screen): a box 600 pt down its content view, and a box whose leading edge is 20 pt before
// the content view's trailing edge, 100 pt wide, so 80 pt of it lie past the cell's side.
private let tallRow = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
    <device id="retina6_1" orientation="portrait" appearance="light"/>
    <scenes>
      <scene sceneID="scn">
        <objects>
          <viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="root">
              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
              <subviews>
                <tableView alwaysBounceVertical="YES" dataMode="prototypes" style="plain" \
  rowHeight="700" translatesAutoresizingMaskIntoConstraints="NO" id="tbl">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                  <prototypes>
                    <tableViewCell rowHeight="700" id="cel">
                      <rect key="frame" x="0.0" y="28" width="414" height="700"/>
                      <tableViewCellContentView key="contentView" tableViewCell="cel" id="ccv">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="700"/>
                        <subviews>
                          <view translatesAutoresizingMaskIntoConstraints="NO" id="low">
                            <rect key="frame" x="16" y="600" width="100" height="80"/>
                          </view>
                          <view translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                            <rect key="frame" x="394" y="10" width="100" height="40"/>
                          </view>
                        </subviews>
                        <constraints>
                          <constraint firstItem="low" firstAttribute="leading" \
  secondItem="ccv" secondAttribute="leading" constant="16" id="c1"/>
                          <constraint firstItem="low" firstAttribute="top" secondItem="ccv" \
  secondAttribute="top" constant="600" id="c2"/>
                          <constraint firstItem="low" firstAttribute="width" constant="100" \
  id="c3"/>
                          <constraint firstItem="low" firstAttribute="height" constant="80" \
  id="c4"/>
                          <constraint firstItem="wide" firstAttribute="leading" \
  secondItem="ccv" secondAttribute="trailing" constant="-20" id="c5"/>
                          <constraint firstItem="wide" firstAttribute="top" secondItem="ccv" \
  secondAttribute="top" constant="10" id="c6"/>
                          <constraint firstItem="wide" firstAttribute="width" constant="100" \
  id="c7"/>
                          <constraint firstItem="wide" firstAttribute="height" constant="40" \
  id="c8"/>
                        </constraints>
                      </tableViewCellContentView>
                    </tableViewCell>
                  </prototypes>
                </tableView>
              </subviews>
              <constraints>
                <constraint firstItem="tbl" firstAttribute="top" secondItem="root" \
  secondAttribute="top" id="t"/>
                <constraint firstItem="tbl" firstAttribute="leading" secondItem="root" \
  secondAttribute="leading" id="l"/>
                <constraint firstItem="tbl" firstAttribute="trailing" secondItem="root" \
  secondAttribute="trailing" id="r"/>
                <constraint firstItem="tbl" firstAttribute="bottom" secondItem="root" \
  secondAttribute="bottom" id="b"/>
              </constraints>
            </view>
          </viewController>
        </objects>
      </scene>
    </scenes>
  </document>
  """

@Test("A row taller than a landscape screen: what lies below it is reached by scrolling")
func rowBelowScreenIsReachedByScrolling() throws {
  // In landscape the cell starts at the safe area's top, 0; its box at y 600…680 lies below
  // the 414-pt screen. The table scrolls vertically, and 80 pt fit in the 414 − 21 = 393 pt
  // the safe area leaves, so scrolling brings the box wholly into view
  // (Documentation/Facts/ScrollViews.md#content-reached-by-scrolling): no screen-edge finding.
  let result = try check(tallRow, scene: "cel", .landscapeLeft)
  let low = try #require(result.items.first { $0.name == "view low" })
  #expect(low.frame.minY == 600 && low.scrollsAlong == [.vertical])
  let screenEdges: [Finding.Kind] = [.offScreen, .outsideSafeArea, .outsideDisplay]
  #expect(
    !result.findings.contains { screenEdges.contains($0.kind) && $0.items == ["view low"] })
}

@Test("A view past a vertically scrolling row's side is still outside the safe area")
func viewPastTheRowsSideIsStillReported() throws {
  // The content view is inset by the 48-pt side insets (insetsContentViewsToSafeArea): x 48,
  // 896 − 96 = 800 wide. The wide box starts at 48 + 800 − 20 = 828 and ends at 928; the safe
  // area ends at 896 − 48 = 848, so it leaves it by 80 pt at the right, which no vertical
  // scrolling changes.
  let result = try check(tallRow, scene: "cel", .landscapeLeft)
  let outside = result.findings(.outsideSafeArea).filter { $0.items == ["view wide"] }
  #expect(outside.count == 1)
  #expect(outside.first?.amount == 80 && outside.first?.edges == [.right])
}

@Test("The reader takes a scroll view's inset behaviour, bounces and a flow layout's direction")
func scrollingAttributesAreRead() throws {
  let text = FindingKindTests.storyboard(
    """
    <scrollView contentInsetAdjustmentBehavior="never" alwaysBounceHorizontal="YES" id="scr">
      <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
    </scrollView>
    <collectionView dataMode="prototypes" id="col">
      <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
      <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" \
    itemSize="CGSize(width: 50, height: 50)" id="flo"/>
    </collectionView>
    <tableView dataMode="prototypes" style="plain" rowHeight="44" id="tbl">
      <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
    </tableView>
    """, "")
  let document = try IBReader.read(Data(text.utf8), file: "scroll.storyboard")
  let scene = try #require(document.scenes.first)
  let scroll = try #require(scene.view("scr")?.scrolling)
  #expect(scroll.insetAdjustment == .never && scroll.alwaysBounces == [.horizontal])
  #expect(scroll.contentAxis == nil)
  #expect(scene.view("col")?.scrolling?.contentAxis == .horizontal)
  #expect(scene.view("col")?.scrolling?.insetAdjustment == .automatic)
  #expect(scene.view("tbl")?.scrolling?.contentAxis == .vertical)
  #expect(scene.view("root")?.scrolling == nil)
}

/// A 414 × 580 image view centred in its root view with `contentMode`, and, when `titled`, a
/// 100 × 20 label centred on it.
private func photo(contentMode: String, titled: Bool) -> String {
  let label =
    titled
    ? "<label text=\"Series 2\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"ttl\">"
      + "<rect key=\"frame\" x=\"157\" y=\"438\" width=\"100\" height=\"20\"/></label>" : ""
  let centred = { (item: String, w: Double, h: Double) in
    [
      FindingKindTests.constraint(
        "firstItem=\"\(item)\" firstAttribute=\"centerX\" secondItem=\"root\" "
          + "secondAttribute=\"centerX\"", id: "\(item)-x"),
      FindingKindTests.constraint(
        "firstItem=\"\(item)\" firstAttribute=\"centerY\" secondItem=\"root\" "
          + "secondAttribute=\"centerY\"", id: "\(item)-y"),
      FindingKindTests.constraint(
        "firstItem=\"\(item)\" firstAttribute=\"width\" constant=\"\(w)\"", id: "\(item)-w"),
      FindingKindTests.constraint(
        "firstItem=\"\(item)\" firstAttribute=\"height\" constant=\"\(h)\"", id: "\(item)-h"),
    ].joined(separator: "\n")
  }
  return FindingKindTests.storyboard(
    "<imageView contentMode=\"\(contentMode)\" translatesAutoresizingMaskIntoConstraints=\"NO\" "
      + "id=\"img\"><rect key=\"frame\" x=\"0.0\" y=\"158\" width=\"414\" height=\"580\"/>"
      + "</imageView>" + label,
    centred("img", 414, 580) + (titled ? "\n" + centred("ttl", 100, 20) : ""))
}

@Test("An aspect-fill photo behind its title may be cut off by a landscape screen")
func aspectFillBackdropMayBeCutOff() throws {
  // Landscape: the root is 896 × 414, so the 580-pt image centred in it spans
  // 207 − 290 = −83 … 497, 83 pt past the root (and the screen) above and below. Aspect fill
  // lets its image be cut to fill it (Documentation/Facts/Layering.md#aspect-fill-backdrops),
  // and the title it holds (at 197 … 217) is checked on its own.
  let result = try check(photo(contentMode: "scaleAspectFill", titled: true), .landscapeLeft)
  #expect(try #require(result.items.first { $0.name == "imageView img" }).frame.minY == -83)
  #expect(!result.findings.contains { $0.items == ["imageView img"] && $0.severity == .error })
}

@Test("An aspect-fit photo, or an aspect-fill one with nothing on it, is still reported")
func otherPhotosPastTheScreenAreReported() throws {
  for (mode, titled) in [("scaleAspectFit", true), ("scaleAspectFill", false)] {
    let result = try check(photo(contentMode: mode, titled: titled), .landscapeLeft)
    let outside = result.findings(.outsideSuperview).filter { $0.items == ["imageView img"] }
    #expect(outside.first?.amount == 83, "\(mode), titled: \(titled)")
    #expect(!result.findings(.outsideSafeArea).filter { $0.items == ["imageView img"] }.isEmpty)
  }
}

/// `photo`'s layout with a plain `<view>` (of `customClass`, if any) in place of the image.
private func plainView(customClass: String?, titled: Bool) -> String {
  let element = customClass.map { "<view customClass=\"\($0)\"" } ?? "<view"
  return photo(contentMode: "scaleToFill", titled: titled)
    .replacingOccurrences(of: "<imageView", with: element)
    .replacingOccurrences(of: "</imageView>", with: "</view>")
}

@Test("A plain view behind a sibling it contains is a backdrop the screen may cut off")
func plainBackdropMayBeCutOff() throws {
  // The same 414 × 580 layout as the photo's, a plain view that draws only its background
  // colour (UIView.draw(_:) does nothing by default,
  // Documentation/Facts/Layering.md#plain-backdrops): in landscape it spans −83 … 497 of the
  // 414-pt-high root, cut off by the screen; the title on it (197 … 217) is checked on its own.
  let result = try check(plainView(customClass: nil, titled: true), .landscapeLeft)
  #expect(try #require(result.items.first { $0.name == "view img" }).frame.minY == -83)
  #expect(!result.findings.contains { $0.items == ["view img"] && $0.severity == .error })
}

@Test(
  "A plain view with nothing on it, or of a custom class that may draw, is still reported",
  arguments: [(nil, false), ("GradientView", true)] as [(String?, Bool)])
func otherPlainViewsPastTheScreenAreReported(customClass: String?, titled: Bool) throws {
  let result = try check(plainView(customClass: customClass, titled: titled), .landscapeLeft)
  let name = customClass.map { "\($0) img" } ?? "view img"
  let outside = result.findings(.outsideSuperview).filter { $0.items == [name] }
  #expect(outside.first?.amount == 83)
}

@Test("A scroll view without subviews leaves nothing open: the app's code sets its content size")
func emptyScrollViewIsNotAmbiguous() throws {
  // XLPagerTabStrip's pager: a scroll view pinned in place with no content in the file; its
  // `contentSize` is zero until the code adds pages (Documentation/Facts/ScrollViews.md).
  let text = FindingKindTests.storyboard(
    "<scrollView translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"scr\">"
      + "<rect key=\"frame\" x=\"20\" y=\"68\" width=\"100\" height=\"100\"/></scrollView>",
    FindingKindTests.placed("scr", leading: 20, top: 20))
  let result = try check(text)
  #expect(result.findings(.ambiguousScrollContent).isEmpty)
  #expect(result.findings(.ambiguous).isEmpty)
}
