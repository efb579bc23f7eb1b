import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

// Interface Builder's canvas (Documentation/Facts/InterfaceBuilder.md#the-canvas-and-its-simulated-insets):
// Xcode 15 (toolsVersion 22505) draws `retina5_9` with a 50-pt top inset where the iPhone XS has
// 44 (Documentation/Facts/Devices.md#device-table); Xcode 26 (24127) draws `retina6_1` with 96
// and 68 where the iPhone XR has 48 and 34. `misplaced` compares with the canvas; every other
// result is the run time's.

/// A one-scene storyboard saved by `tools` on `device`, whose view `TOP` is pinned to the safe
/// area's top and bottom and saved at `savedY`, `savedHeight` high; `simulated` is the
/// controller's simulated-metrics elements.
private func document(
  tools: String, device: String, screen: (Double, Double), savedY: Double, savedHeight: Double,
  simulated: String = ""
) throws -> IBDocument {
  let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
      <device id="\(device)" orientation="portrait" appearance="light"/>
      <scenes><scene sceneID="s"><objects>
        <viewController id="VC" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="ROOT">
            <rect key="frame" x="0.0" y="0.0" width="\(screen.0)" height="\(screen.1)"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="TOP">
                <rect key="frame" x="0.0" y="\(savedY)" width="\(screen.0)" height="\(savedHeight)"/>
              </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="SAFE"/>
            <constraints>
              <constraint firstItem="TOP" firstAttribute="top" secondItem="SAFE" secondAttribute="top" id="c1"/>
              <constraint firstItem="SAFE" firstAttribute="bottom" secondItem="TOP" secondAttribute="bottom" id="c2"/>
              <constraint firstItem="TOP" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c3"/>
              <constraint firstItem="TOP" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c4"/>
            </constraints>
          </view>
          \(simulated)
        </viewController>
      </objects></scene></scenes>
    </document>
    """
  return try IBReader.read(Data(text.utf8), file: "canvas.storyboard")
}

private func layOut(_ document: IBDocument, canvas: Bool = false) throws -> LayoutResult {
  let scenario = try #require(Pipeline.defaultScenario(for: document))
  return try Pipeline.run(
    try #require(document.scene(named: "VC")), of: document, file: "canvas.storyboard",
    in: scenario, options: .init(check: true, canvas: canvas))
}

private func frame(_ result: LayoutResult) throws -> Rect {
  try #require(result.items.first { $0.name == "view TOP" }).frame
}

/// A saving Xcode, its design device and screen, the canvas's top and bottom insets, and the
/// device's at run time.
struct CanvasCase: Sendable, CustomTestStringConvertible {
  var tools: String
  var device: String
  var screen: (Double, Double)
  var canvas: (top: Double, bottom: Double)
  var runTime: (top: Double, bottom: Double)
  /// The controller's simulated-metrics elements.
  var simulated = ""
  var testDescription: String { "\(device) saved by toolsVersion \(tools) \(simulated)" }
}

let canvasCases = [
  CanvasCase(
    tools: "22505", device: "retina5_9", screen: (375, 812), canvas: (50, 34), runTime: (44, 34)),
  CanvasCase(
    tools: "24127", device: "retina6_1", screen: (414, 896), canvas: (96, 68), runTime: (48, 34)),
  // Xcode 11.4 on the 4.7-inch screen draws no status bar: openfoodfacts/openfoodfacts-ios
  // (Apache-2.0), `Sources/Views/Products/Search/Search.storyboard` at 35cf4ea5, saves a view
  // pinned 8 below the safe area's top at y = 8 and one pinned 8 above its bottom ending at
  // 659 = 667 − 8. The iPhone 8 has a 20-pt status bar (Documentation/Facts/Devices.md).
  CanvasCase(
    tools: "15705", device: "retina4_7", screen: (375, 667), canvas: (0, 0), runTime: (20, 0)),
  // Xcode 13 likewise: ReactiveX/RxSwift (MIT), `APIWrappers.storyboard` at 5abdfe46, saves a
  // freeform 500 × 568 controller under a 44-pt opaque navigation bar 524 = 568 − 44 high.
  CanvasCase(
    tools: "18122", device: "retina4_7", screen: (375, 667), canvas: (0, 0), runTime: (20, 0)),
  // A simulated Status Bar of None
  // (Documentation/Facts/InterfaceBuilder.md#a-status-bar-set-to-none):
  // WenchaoD/FSCalendar (MIT), `Example-TodayExtension/TodayExtension/Base.lproj/
  // MainInterface.storyboard` at df53e79c (Xcode 10, 14313.18), saves two buttons pinned 8
  // below the top layout guide at y = 8, where Xcode 10 otherwise draws the 20-pt status bar.
  CanvasCase(
    tools: "14313.18", device: "retina4_7", screen: (375, 667), canvas: (0, 0), runTime: (20, 0),
    simulated: #"<nil key="simulatedStatusBarMetrics"/>"#),
]

@Test(
  "A view saved where the canvas puts it is not misplaced; the run time is the device's",
  arguments: canvasCases)
func savedOnTheCanvas(_ c: CanvasCase) throws {
  let height = c.screen.1 - c.canvas.top - c.canvas.bottom
  let saved = try document(
    tools: c.tools, device: c.device, screen: c.screen, savedY: c.canvas.top,
    savedHeight: height, simulated: c.simulated)
  let result = try layOut(saved)
  #expect(!result.findings.contains { $0.isAwayFromSavedFrame })
  #expect(
    try frame(result)
      == Rect(
        x: 0, y: c.runTime.top, width: c.screen.0,
        height: c.screen.1 - c.runTime.top - c.runTime.bottom))
  let drawn = try layOut(saved, canvas: true)
  #expect(try frame(drawn) == Rect(x: 0, y: c.canvas.top, width: c.screen.0, height: height))
}

@Test(
  "A view saved at the run-time inset is away from the canvas, by the inset's difference",
  arguments: canvasCases)
func savedAtRunTime(_ c: CanvasCase) throws {
  let saved = try document(
    tools: c.tools, device: c.device, screen: c.screen, savedY: c.runTime.top,
    savedHeight: c.screen.1 - c.runTime.top - c.runTime.bottom, simulated: c.simulated)
  // Not flagged misplaced="YES" in the file: a frame Xcode would not have saved so, which
  // Plumb reports as a fidelity gap (see Finding.isFidelityGap).
  let misplaced = try layOut(saved).findings.filter(\.isAwayFromSavedFrame)
  #expect(misplaced.count == 1)
  // The canvas's inset may be larger or smaller than the device's.
  let difference = max(
    abs(c.canvas.top - c.runTime.top), abs(c.canvas.bottom - c.runTime.bottom))
  #expect(misplaced.first?.amount == difference)
}

/// Saving Xcodes whose canvas draws the device's own insets, with the inset a view pinned to
/// the safe area's top is saved below.
let runTimeCanvases = [
  // Xcode 12 (19455) on retina5_9 saves views 44 below the safe area's top, the iPhone XS's
  // inset (Juanpe/SkeletonView's `Main.storyboard`).
  CanvasCase(
    tools: "19455", device: "retina5_9", screen: (375, 812), canvas: (44, 34), runTime: (44, 34)),
  // Xcode 14 (22505) on retina4_7 draws the 20-pt status bar again: SwiftKickMobile/
  // SwiftMessages (MIT), `Demo/Demo/Base.lproj/Main.storyboard` at c0ff6c65, saves a view
  // pinned to the top layout guide 64 = 20 + 44 below the top of a navigation controller's
  // child.
  CanvasCase(
    tools: "22505", device: "retina4_7", screen: (375, 667), canvas: (20, 0), runTime: (20, 0)),
]

@Test(
  "Another Xcode draws the device's own insets: the canvas is the run time",
  arguments: runTimeCanvases)
func otherXcodeIsRunTime(_ c: CanvasCase) throws {
  let saved = try document(
    tools: c.tools, device: c.device, screen: c.screen, savedY: c.runTime.top,
    savedHeight: c.screen.1 - c.runTime.top - c.runTime.bottom)
  #expect(!(try layOut(saved).findings.contains { $0.isAwayFromSavedFrame }))
  #expect(try frame(layOut(saved, canvas: true)) == frame(layOut(saved)))
}

// An embedded controller on the canvas
// (Documentation/Facts/InterfaceBuilder.md#embedded-scenes-on-the-canvas): xmartlabs/
// XLPagerTabStrip's `Storyboard.storyboard` (Xcode 10, 4.7-inch) embeds a child in a 375 × 497
// container view at y = 121 of its host and saves the child's bar view, pinned to the top
// layout guide, at y = 20: the canvas draws the child on its own, at the container's size,
// under the 20-pt status bar. At run time the container overlaps no status bar
// (Documentation/Facts/Containers.md#embedded-controllers): the guide is at the container's
// top, y = 121 in the window.
private let embeddedChild = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
  toolsVersion="14460.31" useAutolayout="YES">
    <device id="retina4_7" orientation="portrait"/>
    <scenes>
      <scene sceneID="h"><objects>
        <viewController id="HOST" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="HROOT">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
              <containerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX">
                <rect key="frame" x="0.0" y="121" width="375" height="497"/>
                <connections>
                  <segue destination="CHILD" kind="embed" id="e1"/>
                </connections>
              </containerView>
            </subviews>
            <constraints>
              <constraint firstItem="BOX" firstAttribute="top" secondItem="HROOT" secondAttribute="top" constant="121" id="h1"/>
              <constraint firstItem="BOX" firstAttribute="leading" secondItem="HROOT" secondAttribute="leading" id="h2"/>
              <constraint firstItem="BOX" firstAttribute="trailing" secondItem="HROOT" secondAttribute="trailing" id="h3"/>
              <constraint firstItem="BOX" firstAttribute="height" constant="497" id="h4"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene>
      <scene sceneID="c"><objects>
        <viewController id="CHILD" sceneMemberID="viewController">
          <layoutGuides>
            <viewControllerLayoutGuide type="top" id="GTOP"/>
            <viewControllerLayoutGuide type="bottom" id="GBOTTOM"/>
          </layoutGuides>
          <view key="view" contentMode="scaleToFill" id="CROOT">
            <rect key="frame" x="0.0" y="0.0" width="375" height="497"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="TOP">
                <rect key="frame" x="0.0" y="20" width="375" height="5"/>
              </view>
            </subviews>
            <constraints>
              <constraint firstItem="TOP" firstAttribute="top" secondItem="GTOP" secondAttribute="bottom" id="c1"/>
              <constraint firstItem="TOP" firstAttribute="leading" secondItem="CROOT" secondAttribute="leading" id="c2"/>
              <constraint firstItem="TOP" firstAttribute="trailing" secondItem="CROOT" secondAttribute="trailing" id="c3"/>
              <constraint firstItem="TOP" firstAttribute="height" constant="5" id="c4"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene>
    </scenes>
  </document>
  """

@Test("The canvas draws an embedded controller on its own, under the simulated status bar")
func embeddedControllerOnTheCanvas() throws {
  let document = try IBReader.read(Data(embeddedChild.utf8), file: "embedded.storyboard")
  let scene = try #require(document.scene(named: "CHILD"))
  let scenario = try #require(Pipeline.defaultScenario(for: document))
  let run = { (canvas: Bool) throws -> LayoutResult in
    try Pipeline.run(
      scene, of: document, file: "embedded.storyboard", in: scenario,
      options: .init(check: true, canvas: canvas))
  }
  let runTime = try run(false)
  #expect(try frame(runTime) == Rect(x: 0, y: 121, width: 375, height: 5))
  // Saved where the canvas draws it: not misplaced, though the run time differs.
  #expect(!runTime.findings.contains { $0.isAwayFromSavedFrame })
  #expect(try frame(run(true)) == Rect(x: 0, y: 20, width: 375, height: 5))
}

// Placeholder constraints (Documentation/Facts/InterfaceBuilder.md#placeholder-constraints):
// the canvas lays them out, the build removes them. A custom view pinned by its top and sides
// with only a placeholder height of 59 is 59 high on the canvas, as openfoodfacts-ios's
// ProductAddViewController.storyboard saves its EditNutritiveValueView; at run time the app's
// code decides its height, which the document leaves open.
private let placeholderHeight = FindingKindTests.storyboard(
  #"<view translatesAutoresizingMaskIntoConstraints="NO" id="box">"#
    + #"<rect key="frame" x="0.0" y="20" width="414" height="59"/><constraints>"#
    + #"<constraint firstAttribute="height" constant="59" placeholder="YES" id="ph"/>"#
    + "</constraints></view>",
  #"<constraint firstItem="box" firstAttribute="top" secondItem="root" "#
    + #"secondAttribute="top" constant="20" id="t"/>"#
    + #"<constraint firstItem="box" firstAttribute="leading" secondItem="root" "#
    + #"secondAttribute="leading" id="l"/>"#
    + #"<constraint firstItem="root" firstAttribute="trailing" secondItem="box" "#
    + #"secondAttribute="trailing" id="r"/>"#)

@Test("A placeholder constraint holds on the canvas and is gone at run time")
func placeholderConstraintOnTheCanvasOnly() throws {
  let saved = try IBReader.read(Data(placeholderHeight.utf8), file: "canvas.storyboard")
  let scenario = try #require(Pipeline.defaultScenario(for: saved))
  let scene = try #require(saved.scenes.first)
  let run = { (canvas: Bool) in
    try Pipeline.run(
      scene, of: saved, file: "canvas.storyboard", in: scenario,
      options: .init(check: true, canvas: canvas))
  }
  let box = { (result: LayoutResult) in result.items.first { $0.name == "view box" }?.frame }
  #expect(box(try run(true)) == Rect(x: 0, y: 20, width: 414, height: 59))
  // The saved frame is where the canvas puts the view: not away from it.
  let runTime = try run(false)
  #expect(!runTime.findings.contains { $0.isAwayFromSavedFrame })
  // At run time nothing sizes the view's height: it is ambiguous, not 59.
  #expect(runTime.findings.contains { $0.kind == .ambiguous })
}

/// A component xib (its owner no view controller) saved by `tools` on `device`: a 434 × 200
/// card whose box is pinned to its top and bottom margins, 20 pt in from its sides.
private func componentXib(tools: String, device: String) throws -> IBDocument {
  let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \
    toolsVersion="\(tools)" useAutolayout="YES" useTraitCollections="YES">
      <device id="\(device)" orientation="portrait" appearance="light"/>
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <view contentMode="scaleToFill" id="CARD" customClass="CardView">
          <rect key="frame" x="0.0" y="0.0" width="434" height="200"/>
          <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX">
              <rect key="frame" x="20" y="44" width="394" height="122"/>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="BOX" firstAttribute="top" secondItem="CARD" secondAttribute="topMargin" id="c1"/>
            <constraint firstAttribute="bottomMargin" secondItem="BOX" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="BOX" firstAttribute="leading" secondItem="CARD" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="BOX" secondAttribute="trailing" constant="20" id="c4"/>
          </constraints>
        </view>
      </objects>
    </document>
    """
  return try IBReader.read(Data(text.utf8), file: "Card.xib")
}

@Test("The canvas draws a component xib as its design device's screen, insets inside the view")
func componentXibOnTheCanvas() throws {
  // Documentation/Facts/InterfaceBuilder.md#a-xibs-top-level-view: Xcode 12 (toolsVersion
  // 17506) saves SwiftKickMobile/SwiftMessages' CardView.xib, a 510 × 160 card on `retina6_1`,
  // with its margin-pinned view at y = 44, 82 high: 44 + 82 + 34 = 160, the canvas's 44-pt
  // top and the iPhone XR's 34-pt bottom inside the card. Here: 200 − 44 − 34 = 122.
  let card = { (tools: String, device: String, canvas: Bool) throws -> Rect in
    let document = try componentXib(tools: tools, device: device)
    let scenario = try #require(Pipeline.defaultScenario(for: document))
    let result = try Pipeline.run(
      try #require(document.scenes.first), of: document, file: "Card.xib", in: scenario,
      options: .init(check: true, canvas: canvas))
    let root = try #require(result.items.first { $0.name.hasSuffix("CARD") }).frame
    let box = try #require(result.items.first { $0.name == "view BOX" }).frame
    return Rect(
      x: box.minX - root.minX, y: box.minY - root.minY, width: box.size.width,
      height: box.size.height)
  }
  #expect(try card("17506", "retina6_1", true) == Rect(x: 20, y: 44, width: 394, height: 122))
  // At run time the app places the card; it is laid out at the safe area's top left with no
  // insets of its own (Documentation/Facts/Containers.md#a-xibs-component-view).
  #expect(try card("17506", "retina6_1", false) == Rect(x: 20, y: 0, width: 394, height: 200))
  // Xcode 9 on the 4.7-inch screen, a canvas the table does not hold: SwiftMessages'
  // TacoDialogView.xib (toolsVersion 14113) has its margin-pinned view 0 below the top margin.
  #expect(try card("14113", "retina4_7", true) == Rect(x: 20, y: 0, width: 394, height: 200))
}
