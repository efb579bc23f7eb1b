import AutoLayout
import LayoutCore
import Testing

@Suite("System layout guides")
struct SystemGuideTests {
  @Test("Layout margins default to 8 pt, measured from the safe area")
  func marginsGuide() {
    let window = Window(screen: iPhone14Pro(.portrait))
    let view = constrainedView("view", in: window)
    LayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      view.widthAnchor.constraint(equalToConstant: 200),
      view.heightAnchor.constraint(equalToConstant: 100),
    ])
    let guide = view.layoutMarginsGuide
    window.layoutIfNeeded()
    #expect(view.layoutMargins == EdgeInsets(all: 8))
    #expect(guide.layoutFrame == Rect(x: 8, y: 8, width: 200 - 16, height: 100 - 16))
    // The window's own margins add its safe area (59 on top, 34 at the bottom).
    let windowGuide = window.layoutMarginsGuide
    window.layoutIfNeeded()
    #expect(
      windowGuide.layoutFrame == Rect(x: 8, y: 59 + 8, width: 393 - 16, height: 852 - 59 - 34 - 16))
  }

  @Test("Changing the margins moves the guide through constant changes")
  func marginsChangeInPlace() {
    let window = Window(screen: Screen(size: Size(width: 300, height: 300), scale: 1))
    let guide = window.layoutMarginsGuide
    window.layoutIfNeeded()
    let before = window._engineStatistics
    window.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    window.layoutIfNeeded()
    let after = window._engineStatistics
    #expect(guide.layoutFrame == Rect(x: 2, y: 1, width: 300 - 2 - 4, height: 300 - 1 - 3))
    #expect(after.additions == before.additions && after.removals == before.removals)
  }

  struct SafeAreaCase: Sendable, CustomTestStringConvertible {
    var name: String
    var frame: Rect
    var expectedInsets: EdgeInsets
    var testDescription: String { name }
  }

  /// Portrait iPhone 14 Pro: the safe rectangle is y 59…818 (852 − 34).
  static let safeAreaCases: [SafeAreaCase] = [
    SafeAreaCase(
      name: "full screen", frame: Rect(x: 0, y: 0, width: 393, height: 852),
      expectedInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
    SafeAreaCase(
      name: "under the status bar", frame: Rect(x: 0, y: 20, width: 393, height: 100),
      expectedInsets: EdgeInsets(top: 59 - 20, left: 0, bottom: 0, right: 0)),
    SafeAreaCase(
      name: "inside the safe area", frame: Rect(x: 10, y: 100, width: 100, height: 100),
      expectedInsets: .zero),
    SafeAreaCase(
      name: "over the home indicator", frame: Rect(x: 0, y: 800, width: 393, height: 52),
      expectedInsets: EdgeInsets(top: 0, left: 0, bottom: 800 + 52 - 818, right: 0)),
    // Nothing covers the screen's sides in portrait: a view reaching past the right edge is not
    // inset there (Apple: the insets reflect only the part of the view that is covered).
    SafeAreaCase(
      name: "past the uncovered right edge", frame: Rect(x: 0, y: 100, width: 600, height: 100),
      expectedInsets: .zero),
    // Above the screen, the status-bar strip covers the view from its own top edge down to 59.
    SafeAreaCase(
      name: "above the covered top edge", frame: Rect(x: 0, y: -20, width: 393, height: 100),
      expectedInsets: EdgeInsets(top: 59 + 20, left: 0, bottom: 0, right: 0)),
  ]

  @Test(
    "Safe-area insets are the part of the superview's unsafe area a view overlaps",
    arguments: safeAreaCases)
  func safeAreaPropagation(_ testCase: SafeAreaCase) {
    let window = Window(screen: iPhone14Pro(.portrait))
    let container = View(frame: Rect(x: 0, y: 0, width: 393, height: 852), identifier: "container")
    window.addSubview(container)
    let view = View(frame: testCase.frame, identifier: "view")
    container.addSubview(view)
    let guide = view.safeAreaLayoutGuide
    window.layoutIfNeeded()
    #expect(view.safeAreaInsets == testCase.expectedInsets)
    #expect(
      guide.layoutFrame
        == Rect(origin: .zero, size: testCase.frame.size).inset(by: testCase.expectedInsets))
  }

  @Test("Rotation updates the safe area of constrained views")
  func safeAreaFollowsRotation() {
    let window = Window(screen: iPhone14Pro(.portrait))
    let content = constrainedView("content", in: window)
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(content.frame == Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    window.screen = iPhone14Pro(.landscape)
    window.layoutIfNeeded()
    #expect(content.frame == Rect(x: 59, y: 0, width: 852 - 59 - 59, height: 393 - 21))
  }

  @Test("A view's safe area does not depend on which view with guides the pass visits first")
  func safeAreaIndependentOfVisitOrder() {
    // The storyboard shape that gave a different safe area from run to run: a root view whose
    // safe area places a box, inside which a view is pinned to the box's layout margins. The
    // box is created first, so the pass visits it (creation order) before the root: computing
    // the box's insets computes the root's safe rectangle on the way, and the root's own insets
    // must still come out as the screen's (59 on top, 34 at the bottom on an iPhone 14 Pro).
    let box = View(identifier: "box")
    box.translatesAutoresizingMaskIntoConstraints = false
    let window = Window(screen: iPhone14Pro(.portrait))
    let root = View(frame: Rect(x: 0, y: 0, width: 393, height: 852), identifier: "root")
    window.addSubview(root)
    root.addSubview(box)
    let inner = constrainedView("inner", in: box)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
      box.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      root.safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 20),
      box.heightAnchor.constraint(equalToConstant: 85),
      inner.topAnchor.constraint(equalTo: box.topAnchor),
      box.bottomAnchor.constraint(equalTo: inner.bottomAnchor),
      inner.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
      box.layoutMarginsGuide.trailingAnchor.constraint(equalTo: inner.trailingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(root.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(box.frame == Rect(x: 20, y: 59 + 16, width: 393 - 40, height: 85))
    // The box lies inside the safe area: no insets, so its margins are the default 8 pt.
    #expect(inner.frame == Rect(x: 8, y: 0, width: 393 - 40 - 16, height: 85))
  }

  struct ReadableCase: Sendable, CustomTestStringConvertible {
    var name: String
    var screen: Screen
    var expected: Rect
    var testDescription: String { name }
  }

  static let readableCases: [ReadableCase] = [
    // Compact width: the readable guide is the margins guide (393 − 2 × 8 = 377 < 664).
    ReadableCase(
      name: "iPhone 14 Pro portrait", screen: iPhone14Pro(.portrait),
      expected: Rect(x: 8, y: 59 + 8, width: 393 - 16, height: 852 - 59 - 34 - 16)),
    // iPad Pro 12.9" portrait, 1024 wide: 664 pt centred, 1024 − 2 × 180
    // (Documentation/Facts/AutoLayout.md#readable-content-guide).
    ReadableCase(
      name: "iPad Pro 12.9 portrait",
      screen: Screen(
        size: Size(width: 1024, height: 1366), scale: 2,
        safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
      expected: Rect(x: 180, y: 24 + 8, width: 664, height: 1366 - 24 - 20 - 16)),
  ]

  @Test(
    "The readable content guide is at most 664 pt wide, centred in the margins",
    arguments: readableCases)
  func readableContentGuide(_ testCase: ReadableCase) {
    let window = Window(screen: testCase.screen)
    let guide = window.readableContentGuide
    window.layoutIfNeeded()
    expectFrame(guide.layoutFrame, testCase.expected)
    #expect(!guide.hasAmbiguousLayout)
  }
}
