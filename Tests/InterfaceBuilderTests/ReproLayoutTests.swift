import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

// The minimal reproductions in Tests/Fixtures/Repros: every frame they save is the one UIKit
// gives on the document's device (their README), so these tests hold Plumb to those frames.

/// A reproduction laid out on its own device, in its default scenario (read and run as
/// ``ReproductionTests`` does).
private func layOutRepro(_ name: String) throws -> LayoutResult {
  try ReproductionTests.run(ReproductionTests.read(name))
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

/// One retina6_1 scene (the iPhone XR, 414 × 896) whose root holds `body`, with `constraints`
/// on the root (``FindingKindTests/storyboard(_:_:)``).
private func layOutScene(_ body: String, constraints: String) throws -> LayoutResult {
  let text = FindingKindTests.storyboard(body, constraints)
  let document = try IBReader.read(Data(text.utf8), file: "scene.storyboard")
  let scenario = try #require(Pipeline.defaultScenario(for: document))
  return try Pipeline.run(
    document.scenes[0], of: document, file: "scene.storyboard", in: scenario,
    options: .init(check: true))
}

@Test("Fill proportionally shares the stack by the saved frames of views without intrinsic size")
func fillProportionallyByFrames() throws {
  // A 300-pt vertical stack of two plain views saved 100 and 200 pt tall: UIKit proportions
  // views without an intrinsic size by their frames, so they keep 100 / 300 and 200 / 300 of
  // the 300 pt, with no conflict (Documentation/Facts/AutoLayout.md#fill-proportionally).
  let result = try layOutScene(
    """
    <stackView axis="vertical" distribution="fillProportionally"
      translatesAutoresizingMaskIntoConstraints="NO" id="stk">
      <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
      <subviews>
        <view id="top"><rect key="frame" x="0.0" y="0.0" width="414" height="100"/></view>
        <view id="bot"><rect key="frame" x="0.0" y="100" width="414" height="200"/></view>
      </subviews>
      <constraints>
        <constraint firstAttribute="height" constant="300" id="h"/>
      </constraints>
    </stackView>
    """,
    constraints: """
      <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top"
        id="t"/>
      <constraint firstItem="stk" firstAttribute="leading" secondItem="root"
        secondAttribute="leading" id="l"/>
      <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" id="r"/>
      """)
  #expect(try reproFrame(result, "view top") == Rect(x: 0, y: 0, width: 414, height: 100))
  #expect(try reproFrame(result, "view bot") == Rect(x: 0, y: 100, width: 414, height: 200))
  #expect(result.findings(.unsatisfiable).isEmpty)
}

@Test("r08: a full-screen xib's root is at (0, 0); only its subviews follow the safe area")
func fullScreenXibRootAtOrigin() throws {
  let result = try layOutRepro("r08-xib-root.xib")
  // retina6_5 in landscape is 896 × 414 with 44-pt safe-area insets at the sides (the saved
  // frames): the root fills the screen and the box is 16 pt inside the safe area, x = 44 + 16.
  #expect(try reproFrame(result, "view XRT-08-aaa") == Rect(x: 0, y: 0, width: 896, height: 414))
  #expect(try reproFrame(result, "view BOX-08-aaa") == Rect(x: 60, y: 16, width: 100, height: 100))
}

@Test("rb1: a card xib has a view controller root's side margins and no inset past the screen")
func xibCardMarginsAndOverhang() throws {
  let result = try layOutRepro("rb1-xib-card.xib")
  // A 600 × 309 card on the 375-pt-wide 4.7-inch iPhone, put below its 20-pt status bar. Its
  // side margins are a 600-pt-wide root's, 20 pt (Documentation/Facts/InterfaceBuilder.md
  // #a-xibs-top-level-view); nothing covers the 225 pt it reaches past the screen's right edge,
  // so that is no safe-area inset (Documentation/Facts/AutoLayout.md#safe-area). The view
  // 10 pt inside the margins: x = 20 + 10, y = 20 + 0 + 10, 600 − 2 × 30 wide, 309 − 20 high —
  // the frame SwiftKickMobile/SwiftMessages' Demo/Demo/TacoDialogView.xib saves, (30, 10, 540 ×
  // 289) in the card.
  #expect(try reproFrame(result, "view CRD-b1-aaa") == Rect(x: 0, y: 20, width: 600, height: 309))
  #expect(
    try reproFrame(result, "view BKG-b1-aaa") == Rect(x: 30, y: 30, width: 540, height: 289))
}

@Test("rb2: a xib's cell, in no table, keeps a view's default 8-pt content margins")
func xibCellContentMargins() throws {
  let result = try layOutRepro("rb2-xib-cell.xib")
  // No table gives the content view its 16-pt side and 11-pt top margins: the box, 8 pt inside
  // the content view's default 8-pt margins (Documentation/Facts/Cells.md#content-view-margins),
  // is at (16, 16) in the 375-pt cell and 375 − 2 × 16 wide — the frame xmartlabs/Eureka's
  // Example/Example/CustomDesign/TextCell.xib saves for its text field.
  let cell = try reproFrame(result, "tableViewCell CEL-b2-aaa")
  let box = try reproFrame(result, "view BOX-b2-aaa")
  #expect(
    Rect(x: box.minX - cell.minX, y: box.minY - cell.minY, width: box.width, height: box.height)
      == Rect(x: 16, y: 16, width: 343, height: 60))
}

@Test("A storyboard view laid out with a negative height is a negativeSize finding")
func negativeHeightIsFound() throws {
  // The view's top is 1,000 pt below the root's top and its bottom on the root's bottom: on the
  // 896-pt-high iPhone XR it is 896 − 1,000 = −104 pt tall, as UIKit would lay it out.
  let result = try layOutScene(
    """
    <view translatesAutoresizingMaskIntoConstraints="NO" id="neg">
      <rect key="frame" x="0.0" y="1000" width="414" height="0.0"/>
    </view>
    """,
    constraints: """
      <constraint firstItem="neg" firstAttribute="top" secondItem="root" secondAttribute="top"
        constant="1000" id="c1"/>
      <constraint firstAttribute="bottom" secondItem="neg" secondAttribute="bottom" id="c2"/>
      <constraint firstItem="neg" firstAttribute="leading" secondItem="root"
        secondAttribute="leading" id="c3"/>
      <constraint firstAttribute="trailing" secondItem="neg" secondAttribute="trailing" id="c4"/>
      """)
  let negative = result.findings(.negativeSize)
  #expect(negative.map(\.items) == [["view neg"]])
  #expect(negative.first.map { abs(($0.amount ?? 0) - 104) <= 0.5 } == true)
}

@Test("A view controller's root view has UIKit's system minimum side margins, not 8 pt")
func rootViewMarginsInStoryboards() throws {
  // The iPhone XR is 414 pt wide: its root view's system minimum margins are 20 pt at the sides
  // (UIKit's systemMinimumLayoutMargins: 16 pt below 414 pt wide, 20 pt from 414 pt, see
  // Documentation/Facts/Devices.md#root-view-margins), so a view pinned to them is 374 pt wide.
  let result = try layOutScene(
    """
    <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
      <rect key="frame" x="20" y="100" width="374" height="50"/>
    </view>
    """,
    constraints: """
      <constraint firstItem="box" firstAttribute="leading" secondItem="root"
        secondAttribute="leadingMargin" id="l"/>
      <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing"
        id="r"/>
      <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top"
        constant="100" id="t"/>
      <constraint firstItem="box" firstAttribute="height" constant="50" id="h"/>
      """)
  #expect(try reproFrame(result, "view box") == Rect(x: 20, y: 100, width: 374, height: 50))
}
