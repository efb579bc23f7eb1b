import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

// Bars and container view controllers (Documentation/Facts/Containers.md): the reproductions
// r12–r15 in Tests/Fixtures/Repros, and variants of r12 made by editing its text. Heights: the
// status bar of a 4.7-inch iPhone is 20 and a sensor housing's inset 44
// (Documentation/Facts/Devices.md#device-table); a navigation bar 44, 32 where an iPhone's
// height is compact, 50 on an iPad; a large title adds 52; a tab bar is 49.

/// `scene` (an IB id) of the reproduction `name`, laid out on `scenario` (the document's own
/// device when nil), at run time or as Interface Builder's `canvas` draws it.
private func layOut(
  _ name: String, scene: String = "VC0-00-000", edit: (String) -> String = { $0 },
  in scenario: Scenario? = nil, canvas: Bool = false
) throws -> LayoutResult {
  let url = ReproductionTests.folder.appendingPathComponent(name)
  let text = edit(try String(contentsOf: url, encoding: .utf8))
  let document = try IBReader.read(Data(text.utf8), file: name)
  let scenario = try #require(scenario ?? Pipeline.defaultScenario(for: document))
  return try Pipeline.run(
    try #require(document.scene(named: scene)), of: document, file: name, in: scenario,
    options: .init(check: true, canvas: canvas))
}

private func frame(_ result: LayoutResult, _ name: String) throws -> Rect {
  try #require(result.items.first { $0.name == name }).frame
}

@Test("A scene knows its containers: a tab bar controller's navigation controller's root")
func sceneKnowsItsContainers() throws {
  let url = ReproductionTests.folder.appendingPathComponent("r14-tab-bar.storyboard")
  let document = try IBReader.read(Data(contentsOf: url), file: "r14")
  let bars = try #require(document.scene(named: "VC0-00-000")).bars
  #expect(bars.top?.kind == .navigationBar && bars.bottom?.kind == .tabBar)
  #expect(bars.containerNames == ["NAV-00-000", "TAB-00-000"])
  #expect(bars.extendsUnderTop && bars.extendsUnderBottom)
}

@Test("r12: a navigation controller's root has its safe area below the bar, at 20 + 44")
func navigationBarSafeArea() throws {
  let result = try layOut("r12-navigation-bar.storyboard")
  #expect(try frame(result, "view TOP-12-aaa") == Rect(x: 0, y: 64, width: 375, height: 40))
  #expect(
    !result.findings.contains { $0.isAwayFromSavedFrame }
      && result.findings(.notModelled).isEmpty)
}

@Test("r12 in landscape: no status bar and a 32-pt bar where the height is compact")
func compactHeightNavigationBar() throws {
  let result = try layOut(
    "r12-navigation-bar.storyboard",
    in: Scenario(device: .iPhoneSE2, orientation: .landscapeLeft))
  #expect(try frame(result, "view TOP-12-aaa").minY == 32)
}

@Test("r12 on an iPad: the navigation bar is 50 pt below the 24-pt top inset")
func padNavigationBar() throws {
  let result = try layOut(
    "r12-navigation-bar.storyboard", in: Scenario(device: .iPadAir5, orientation: .portrait))
  #expect(try frame(result, "view TOP-12-aaa").minY == 24 + 50)
}

@Test("A large title adds 52 pt; an item with largeTitleDisplayMode never keeps the small bar")
func largeTitles() throws {
  let large: (String) -> String = {
    $0.replacingOccurrences(
      of: "<navigationBar key=\"navigationBar\"",
      with: "<navigationBar key=\"navigationBar\" largeTitles=\"YES\"")
  }
  let result = try layOut("r12-navigation-bar.storyboard", edit: large)
  #expect(try frame(result, "view TOP-12-aaa").minY == 20 + 44 + 52)
  let never = try layOut(
    "r12-navigation-bar.storyboard",
    edit: {
      large($0).replacingOccurrences(
        of: "title=\"Title\"", with: "title=\"Title\" largeTitleDisplayMode=\"never\"")
    })
  #expect(try frame(never, "view TOP-12-aaa").minY == 64)
}

@Test("A prompt, whose height Plumb has no source for, is a not-modelled warning at the root")
func promptIsNotModelled() throws {
  let result = try layOut(
    "r12-navigation-bar.storyboard",
    edit: { $0.replacingOccurrences(of: "title=\"Title\"", with: "title=\"T\" prompt=\"P\"") })
  let finding = try #require(result.findings(.notModelled).first)
  #expect(finding.severity == .warning && finding.items == ["view ROOT-00-000"])
  #expect(finding.message.contains("prompt"))
}

@Test("r13: an opaque bar puts the root below it, 603 high, with no top safe-area inset")
func opaqueBarMovesTheRoot() throws {
  let result = try layOut("r13-opaque-bar.storyboard")
  #expect(try frame(result, "view ROOT-00-000") == Rect(x: 0, y: 64, width: 375, height: 603))
  #expect(try frame(result, "view TOP-13-aaa") == Rect(x: 0, y: 64, width: 375, height: 40))
  // 64 + 603 − 40: the bottom of the root, where no bar is.
  #expect(try frame(result, "view BOT-13-aaa") == Rect(x: 0, y: 627, width: 375, height: 40))
  #expect(!result.findings.contains { $0.isAwayFromSavedFrame })
}

@Test("extendedLayoutIncludesOpaqueBars keeps the root under an opaque bar")
func extendedLayoutIncludesOpaqueBars() throws {
  let result = try layOut(
    "r13-opaque-bar.storyboard",
    edit: {
      $0.replacingOccurrences(
        of: "<viewController id=\"VC0-00-000\"",
        with: "<viewController extendedLayoutIncludesOpaqueBars=\"YES\" id=\"VC0-00-000\"")
    })
  #expect(try frame(result, "view ROOT-00-000") == Rect(x: 0, y: 0, width: 375, height: 667))
  #expect(try frame(result, "view TOP-13-aaa").minY == 64)
}

@Test("An edgesForExtendedLayout without the top edge puts the root below a translucent bar")
func edgesForExtendedLayout() throws {
  let result = try layOut(
    "r12-navigation-bar.storyboard",
    edit: {
      $0.replacingOccurrences(
        of: "<navigationItem key",
        with: "<extendedEdge key=\"edgesForExtendedLayout\" bottom=\"YES\"/><navigationItem key")
    })
  #expect(try frame(result, "view ROOT-00-000") == Rect(x: 0, y: 64, width: 375, height: 603))
  #expect(try frame(result, "view TOP-12-aaa").minY == 64)
}

@Test("r14: a tab bar covers the home indicator: the safe area ends at 812 − 34 − 49")
func tabBarSafeArea() throws {
  let result = try layOut("r14-tab-bar.storyboard")
  #expect(try frame(result, "view MID-14-aaa") == Rect(x: 0, y: 88, width: 375, height: 641))
}

@Test(
  "r15: a freeform controller is drawn at its own size on the canvas, the status bar at its top")
func freeformSize() throws {
  let result = try layOut("r15-freeform.storyboard", canvas: true)
  #expect(try frame(result, "view ROOT-00-000") == Rect(x: 0, y: 0, width: 320, height: 440))
  #expect(try frame(result, "view BOX-15-aaa") == Rect(x: 0, y: 20, width: 320, height: 420))
}

@Test("r15 at run time: the window's root controller fills the window, whatever its freeform size")
func freeformSizeAtRunTime() throws {
  // r15's controller is the storyboard's initial one, so the window's root: its view tracks
  // the window's size (UIWindow.rootViewController; Documentation/Facts/Containers.md
  // #freeform-size). The 4.7-inch window is 375 × 667 with a 20-pt status bar, so the box
  // pinned to the safe area is (0, 20, 375, 667 − 20).
  let result = try layOut("r15-freeform.storyboard")
  #expect(try frame(result, "view ROOT-00-000") == Rect(x: 0, y: 0, width: 375, height: 667))
  #expect(try frame(result, "view BOX-15-aaa") == Rect(x: 0, y: 20, width: 375, height: 647))
  // Its saved frames are the canvas's, which `misplaced` compares: none is away from them.
  #expect(!result.findings.contains { $0.isAwayFromSavedFrame })
  // In landscape, the window is 667 × 375 with no status bar (compact height).
  let landscape = try layOut(
    "r15-freeform.storyboard", in: Scenario(device: .iPhoneSE2, orientation: .landscapeLeft))
  #expect(try frame(landscape, "view ROOT-00-000") == Rect(x: 0, y: 0, width: 667, height: 375))
}

@Test(
  "A freeform controller keeps its size where the window does not size it",
  arguments: [
    // A preferred content size (a popover's, an extension's) sizes the view.
    #"<value key="contentSizeForViewInPopover" type="size" width="320" height="440"/>"#,
    // A form sheet presented by another controller of the file.
    "sheet",
  ])
func freeformKeptWhereTheWindowDoesNotSizeIt(setting: String) throws {
  let result = try layOut(
    "r15-freeform.storyboard",
    edit: { text in
      guard setting == "sheet" else {
        return text.replacingOccurrences(
          of: "<freeformSimulatedSizeMetrics", with: setting + "<freeformSimulatedSizeMetrics")
      }
      // A second controller presents VC0 as a form sheet.
      let presenter = """
        <scene sceneID="SC1-00-000"><objects>
          <viewController id="PRE-00-000" sceneMemberID="viewController">
            <view key="view" id="PRV-00-000"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <connections><segue destination="VC0-00-000" kind="presentation" modalPresentationStyle="formSheet" id="SEG-15-aaa"/></connections>
            </view>
          </viewController>
        </objects></scene>
        """
      return text.replacingOccurrences(of: "</scenes>", with: presenter + "</scenes>")
    })
  #expect(try frame(result, "view ROOT-00-000") == Rect(x: 0, y: 0, width: 320, height: 440))
}

@Test("A show segue from a prototype cell puts its destination on the same navigation stack")
func segueFromACellInheritsTheBar() throws {
  // r12's root holds a table whose cell shows a second controller: Xcode gives that one the
  // same navigation bar, so its view's safe area starts at 64 as well.
  let pushed = """
    <tableView id="TBL-16-aaa"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
      <prototypes><tableViewCell id="CEL-16-aaa"><connections>
        <segue destination="VC1-00-000" kind="show" id="SEG-16-aaa"/>
      </connections></tableViewCell></prototypes>
    </tableView>
    """
  let result = try layOut(
    "r12-navigation-bar.storyboard", scene: "VC1-00-000",
    edit: withSecondController(pushed, height: 667, id: "TOP-16-bbb", fortyHigh: true))
  #expect(try frame(result, "view TOP-16-bbb").minY == 64)
}

/// r12 with a container view at `y` (300 pt high) embedding a second controller whose view
/// has a 40-pt view pinned to its safe area's top.
private func embedded(at y: Int) -> (String) -> String {
  let container = """
    <containerView translatesAutoresizingMaskIntoConstraints="NO" id="CON-17-aaa">
      <rect key="frame" x="0.0" y="\(y)" width="375" height="300"/>
      <connections><segue destination="VC1-00-000" kind="embed" id="SEG-17-aaa"/></connections>
    </containerView>
    """
  return withSecondController(container, height: 300, id: "TOP-17-bbb", fortyHigh: true)
}

/// r12, r13 or r14's text with `subview` added first to the root view's subviews and a second
/// controller, VC1-00-000 (`attributes` on it), whose root RT1-00-000 is 375 × `height` and
/// holds `id`, a view pinned to its safe area's top, leading and trailing edges and to its
/// bottom, or 40 pt high when `fortyHigh`.
private func withSecondController(
  _ subview: String, height: Int, id: String, fortyHigh: Bool, attributes: String = ""
) -> (String) -> String {
  let size =
    fortyHigh
    ? "<constraint firstItem=\"\(id)\" firstAttribute=\"height\" constant=\"40\" id=\"c-h\"/>"
    : "<constraint firstItem=\"SAF-00-001\" firstAttribute=\"bottom\" secondItem=\"\(id)\" "
      + "secondAttribute=\"bottom\" id=\"c-b\"/>"
  let second = """
    <scene sceneID="SC1-00-000"><objects>
      <viewController \(attributes) id="VC1-00-000" sceneMemberID="viewController">
        <view key="view" id="RT1-00-000">
          <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
              <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
            </view>
          </subviews>
          <viewLayoutGuide key="safeArea" id="SAF-00-001"/>
          <constraints>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="SAF-00-001" secondAttribute="top" id="c-t"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="SAF-00-001" secondAttribute="leading" id="c-l"/>
            <constraint firstItem="SAF-00-001" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="c-r"/>
            \(size)
          </constraints>
        </view>
      </viewController>
    </objects></scene>
    """
  return {
    $0.replacingOccurrences(of: "<subviews>\n", with: "<subviews>\n" + subview)
      .replacingOccurrences(of: "</scenes>", with: second + "</scenes>")
  }
}

@Test("An embedded controller fills its container view; its safe area is what that overlaps")
func embeddedControllerSize() throws {
  // At the top of r12's root the container lies under the status bar and the navigation bar:
  // the child's safe area starts 64 pt down. At y = 200 it overlaps neither: no inset.
  let top = try layOut("r12-navigation-bar.storyboard", scene: "VC1-00-000", edit: embedded(at: 0))
  #expect(try frame(top, "view RT1-00-000") == Rect(x: 0, y: 0, width: 375, height: 300))
  #expect(try frame(top, "view TOP-17-bbb").minY == 64)
  let lower = try layOut(
    "r12-navigation-bar.storyboard", scene: "VC1-00-000", edit: embedded(at: 200))
  #expect(try frame(lower, "view RT1-00-000") == Rect(x: 0, y: 200, width: 375, height: 300))
  #expect(try frame(lower, "view TOP-17-bbb").minY == 200)
}

@Test("Two controllers embedded in one host, laid out in one scenario, each fill their own")
func twoControllersEmbeddedInOneHost() throws {
  // r12's root holds two 300-pt containers, at y = 0 (embedding VC1) and y = 300 (VC2). Laid
  // out together, the document's scenes share one layout of the host in the scenario: each
  // child still fills its own container. The upper one lies under the status bar and the
  // navigation bar (20 + 44: its safe area starts 64 pt down); the lower one overlaps neither.
  let containers = """
    <containerView translatesAutoresizingMaskIntoConstraints="NO" id="CON-18-aaa">
      <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
      <connections><segue destination="VC1-00-000" kind="embed" id="SEG-18-aaa"/></connections>
    </containerView>
    <containerView translatesAutoresizingMaskIntoConstraints="NO" id="CON-18-bbb">
      <rect key="frame" x="0.0" y="300" width="375" height="300"/>
      <connections><segue destination="VC2-00-000" kind="embed" id="SEG-18-bbb"/></connections>
    </containerView>
    """
  // The third controller: the second one's scene with every id of it renamed.
  let renamed = [
    ("VC1-00-000", "VC2-00-000"), ("RT1-00-000", "RT2-00-000"), ("SAF-00-001", "SAF-00-002"),
    ("SC1-00-000", "SC2-00-000"), ("TOP-18-aaa", "TOP-18-bbb"), ("id=\"c-", "id=\"c2-"),
  ]
  let third = renamed.reduce(
    withSecondController("", height: 300, id: "TOP-18-aaa", fortyHigh: true)("</scenes>")
  ) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  let name = "r12-navigation-bar.storyboard"
  let text = withSecondController(containers, height: 300, id: "TOP-18-aaa", fortyHigh: true)(
    try String(contentsOf: ReproductionTests.folder.appendingPathComponent(name), encoding: .utf8)
  ).replacingOccurrences(of: "</scenes>", with: third)
  let document = try IBReader.read(Data(text.utf8), file: name)
  let scenario = try #require(Pipeline.defaultScenario(for: document))
  let results = try Pipeline.run(try Source(document, file: name), in: scenario)
  let items = results.flatMap(\.items)
  let frame = { (name: String) in try #require(items.first { $0.name == name }).frame }
  #expect(try frame("view RT1-00-000") == Rect(x: 0, y: 0, width: 375, height: 300))
  #expect(try frame("view TOP-18-aaa").minY == 64)
  #expect(try frame("view RT2-00-000") == Rect(x: 0, y: 300, width: 375, height: 300))
  #expect(try frame("view TOP-18-bbb").minY == 300)
}

@Test("An embedded controller fills its container as the host lays it out on the device")
func embeddedControllerFollowsItsContainer() throws {
  // The container, saved 375 wide on r12's 4.7-inch design device, is pinned to the root's
  // sides and to the safe area's bottom, 300 pt high. On the iPhone 14 Plus (428 × 926 pt, a
  // 34-pt home-indicator inset in portrait: the device catalog) it is 428 wide and ends at
  // 926 − 34 = 892: the child's root fills that, not the saved 375-pt frame.
  let pinned = { (text: String) in
    embedded(at: 0)(text).replacingOccurrences(
      of: "id=\"c12-r0-001\"/>",
      with: """
        id="c12-r0-001"/>
        <constraint firstItem="CON-17-aaa" firstAttribute="leading" secondItem="ROOT-00-000" secondAttribute="leading" id="c-con-l"/>
        <constraint firstItem="ROOT-00-000" firstAttribute="trailing" secondItem="CON-17-aaa" secondAttribute="trailing" id="c-con-r"/>
        <constraint firstItem="SAFE-00-000" firstAttribute="bottom" secondItem="CON-17-aaa" secondAttribute="bottom" id="c-con-b"/>
        <constraint firstItem="CON-17-aaa" firstAttribute="height" constant="300" id="c-con-h"/>
        """)
  }
  let plus = Scenario(device: try Device.lookup("iPhone 14 Plus"), orientation: .portrait)
  let result = try layOut(
    "r12-navigation-bar.storyboard", scene: "VC1-00-000", edit: pinned, in: plus)
  #expect(try frame(result, "view RT1-00-000") == Rect(x: 0, y: 592, width: 428, height: 300))
  #expect(try frame(result, "view TOP-17-bbb") == Rect(x: 0, y: 592, width: 428, height: 40))
}

@Test("A freeform navigation controller's size is its root controller's on the canvas")
func containerFreeformSize() throws {
  let edit = { (text: String) in
    text.replacingOccurrences(
      of: "</navigationBar>",
      with: "</navigationBar><size key=\"freeformSize\" width=\"320\" height=\"440\"/>")
  }
  let result = try layOut("r12-navigation-bar.storyboard", edit: edit, canvas: true)
  #expect(try frame(result, "view ROOT-00-000") == Rect(x: 0, y: 0, width: 320, height: 440))
  #expect(try frame(result, "view TOP-12-aaa") == Rect(x: 0, y: 64, width: 320, height: 40))
  // At run time the navigation controller is the window's root: its child fills the window,
  // 375 pt wide, its safe area still from 20 + 44 = 64.
  let running = try layOut("r12-navigation-bar.storyboard", edit: edit)
  #expect(try frame(running, "view ROOT-00-000") == Rect(x: 0, y: 0, width: 375, height: 667))
  #expect(try frame(running, "view TOP-12-aaa") == Rect(x: 0, y: 64, width: 375, height: 40))
}

/// r14 with a second controller pushed from the tab's root by a button's `show` segue, or
/// presented by a `presentation` segue (`kind`), the second carrying `attributes`.
private func secondScene(kind: String, attributes: String = "") -> (String) -> String {
  let button = """
    <button translatesAutoresizingMaskIntoConstraints="NO" id="BTN-18-aaa">
      <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
      <connections><segue destination="VC1-00-000" kind="\(kind)" id="SEG-18-aaa"/></connections>
    </button>
    """
  return withSecondController(
    button, height: 812, id: "MID-18-bbb", fortyHigh: false, attributes: attributes)
}

@Test("A pushed controller keeps the tab bar, unless hidesBottomBarWhenPushed")
func hidesBottomBarWhenPushed() throws {
  // 5.8-inch: the safe area ends at 812 − 34 − 49 = 729 with the tab bar, 812 − 34 = 778
  // without it; it starts at 44 + 44 = 88 below the navigation bar either way.
  let kept = try layOut(
    "r14-tab-bar.storyboard", scene: "VC1-00-000", edit: secondScene(kind: "show"))
  #expect(try frame(kept, "view MID-18-bbb") == Rect(x: 0, y: 88, width: 375, height: 641))
  let hidden = try layOut(
    "r14-tab-bar.storyboard", scene: "VC1-00-000",
    edit: secondScene(kind: "show", attributes: "hidesBottomBarWhenPushed=\"YES\""))
  #expect(try frame(hidden, "view MID-18-bbb") == Rect(x: 0, y: 88, width: 375, height: 690))
}

@Test("A controller presented as a sheet is a not-modelled warning; full screen is modelled")
func sheetsAreNotModelled() throws {
  let sheet = try layOut(
    "r14-tab-bar.storyboard", scene: "VC1-00-000", edit: secondScene(kind: "presentation"))
  // The edit moves views away from the frames the file saved: those are fidelity gaps, and
  // not what this test is about.
  let finding = try #require(sheet.findings(.notModelled).first { !$0.isFidelityGap })
  #expect(finding.items == ["view RT1-00-000"] && finding.message.contains("sheet"))
  // Presented, it has none of the presenter's bars: its safe area is the screen's.
  #expect(try frame(sheet, "view MID-18-bbb").minY == 44)
  let full = try layOut(
    "r14-tab-bar.storyboard", scene: "VC1-00-000",
    edit: secondScene(kind: "presentation", attributes: "modalPresentationStyle=\"fullScreen\""))
  #expect(!full.findings(.notModelled).contains { !$0.isFidelityGap })
}

@Test(
  "A page or form sheet is full screen where the height is compact, and a warning elsewhere",
  arguments: ["", "modalPresentationStyle=\"pageSheet\"", "modalPresentationStyle=\"formSheet\""])
func sheetsAreFullScreenInCompactHeight(style: String) throws {
  // Apple: in a compact-height size class a page or form sheet behaves as a full-screen
  // presentation (UIModalPresentationStyle.pageSheet and .formSheet; a sheet controller is full
  // screen at compact height unless prefersEdgeAttachedInCompactHeight). An iPhone SE (2nd
  // generation) in landscape is 667 × 375 with no status bar, so the view pinned to the safe
  // area's top starts at 0 and no warning is due.
  let landscape = try layOut(
    "r14-tab-bar.storyboard", scene: "VC1-00-000",
    edit: secondScene(kind: "presentation", attributes: style),
    in: Scenario(device: .iPhoneSE2, orientation: .landscapeLeft))
  #expect(!landscape.findings(.notModelled).contains { !$0.isFidelityGap })
  #expect(try frame(landscape, "view MID-18-bbb").minY == 0)
  // In portrait the sheet's frame has no public source: the warning says so and names the
  // 56-pt navigation bar reported for sheets on iPhones.
  let portrait = try layOut(
    "r14-tab-bar.storyboard", scene: "VC1-00-000",
    edit: secondScene(kind: "presentation", attributes: style))
  let finding = try #require(portrait.findings(.notModelled).first { !$0.isFidelityGap })
  #expect(finding.message.contains("sheet's frame") && finding.message.contains("56 pt"))
}

@Test("A popover or custom presentation is not modelled, whatever the height")
func otherPresentationsAreNotModelled() throws {
  let result = try layOut(
    "r14-tab-bar.storyboard", scene: "VC1-00-000",
    edit: secondScene(kind: "presentation", attributes: "modalPresentationStyle=\"popover\""),
    in: Scenario(device: .iPhoneSE2, orientation: .landscapeLeft))
  let finding = try #require(result.findings(.notModelled).first { !$0.isFidelityGap })
  #expect(finding.message.contains("`popover`, which Plumb does not model"))
}

@Test("A navigation item with no navigation controller in the file is a not-modelled warning")
func navigationItemWithoutContainer() throws {
  // r13 without its simulated bar but with a navigation item: pushed, perhaps, by another
  // storyboard, whose navigation bar Plumb cannot see.
  let result = try layOut(
    "r13-opaque-bar.storyboard",
    edit: {
      $0.replacingOccurrences(
        of:
          "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" translucent=\"NO\" prompted=\"NO\"/>",
        with: "<navigationItem key=\"navigationItem\" title=\"T\" id=\"ITM-00-000\"/>")
    })
  let finding = try #require(result.findings(.notModelled).first { !$0.isFidelityGap })
  #expect(finding.items == ["view ROOT-00-000"] && finding.message.contains("navigation item"))
  #expect(try frame(result, "view TOP-13-aaa").minY == 20)
}

@Test(
  "A freeform controller's root margins follow its own width: 20 pt at 815 pt, 16 at 320",
  arguments: [(815.0, 20.0), (320, 16)])
func freeformRootMargins(width: Double, margin: Double) throws {
  // r15 with the box's leading edge on the root's leading margin. The 815-pt case is
  // artsy/eidolon's Fulfillment.storyboard, whose 815-pt freeform scenes Xcode saved with their
  // margins 20 pt in on a 4.7-inch design device; 16 is the 4.7-inch iPhone's own margin
  // (Documentation/Facts/Devices.md#root-view-margins-at-another-width). On the canvas, where
  // the scene keeps its freeform size (at run time the window sizes it).
  let result = try layOut(
    "r15-freeform.storyboard",
    edit: {
      $0.replacingOccurrences(of: "width=\"320\"", with: "width=\"\(width)\"")
        .replacingOccurrences(
          of: "firstItem=\"BOX-15-aaa\" firstAttribute=\"leading\" secondItem=\"SAFE-00-000\" "
            + "secondAttribute=\"leading\"",
          with: "firstItem=\"BOX-15-aaa\" firstAttribute=\"leading\" secondItem=\"ROOT-00-000\" "
            + "secondAttribute=\"leadingMargin\"")
    }, canvas: true)
  #expect(try frame(result, "view ROOT-00-000").width == width)
  #expect(try frame(result, "view BOX-15-aaa").minX == margin)
}

@Test("A container scene shows its own bars at UIKit's frames, named by their IB ids")
func containerBarFrames() throws {
  // Documentation/Facts/Containers.md#bar-frames: a navigation bar directly below the 44-pt
  // sensor housing, 44 high; a tab bar 49 + 34 = 83 high on the view's bottom, 812 − 83 = 729.
  let tabs = try layOut("r14-tab-bar.storyboard", scene: "TAB-00-000")
  #expect(try frame(tabs, "tabBar TBR-00-000") == Rect(x: 0, y: 729, width: 375, height: 83))
  let navigation = try layOut("r14-tab-bar.storyboard", scene: "NAV-00-000")
  #expect(
    try frame(navigation, "navigationBar BAR-00-000") == Rect(x: 0, y: 44, width: 375, height: 44))
  // On a 4.7-inch iPhone, below the 20-pt status bar; 32 high where the height is compact.
  let small = try layOut("r12-navigation-bar.storyboard", scene: "NAV-00-000")
  #expect(
    try frame(small, "navigationBar BAR-00-000") == Rect(x: 0, y: 20, width: 375, height: 44))
  let landscape = try layOut(
    "r12-navigation-bar.storyboard", scene: "NAV-00-000",
    edit: { $0 }, in: Scenario(device: .iPhoneSE2, orientation: .landscapeLeft))
  #expect(
    try frame(landscape, "navigationBar BAR-00-000")
      == Rect(x: 0, y: 0, width: 667, height: 32))
  // A controller's scene has no container bars of its own.
  let root = try layOut("r12-navigation-bar.storyboard")
  #expect(!root.items.contains { $0.name.hasPrefix("navigationBar") })
}
