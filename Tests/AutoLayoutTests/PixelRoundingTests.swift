import AutoLayout
import LayoutCore
import Testing

@Suite("Pixel rounding")
struct PixelRoundingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var scale: Double
    var x: Double
    var width: Double
    /// The frame's x and width once each edge is on the nearest pixel.
    var expectedX: Double
    var expectedWidth: Double
    var testDescription: String { "@\(Int(scale))x x=\(x) width=\(width)" }
  }

  static let cases: [Case] = [
    // @1x: 10.5 rounds up to 11 (half away from zero); 10.5 + 20.2 = 30.7 rounds to 31.
    Case(scale: 1, x: 10.5, width: 20.2, expectedX: 11, expectedWidth: 31 - 11),
    Case(scale: 1, x: 10.4, width: 20, expectedX: 10, expectedWidth: 30 - 10),
    // @2x (Documentation/Facts/AutoLayout.md#pixel-rounding): 950.25 becomes 950.5 and 950.2
    // becomes 950.
    Case(scale: 2, x: 0, width: 950.25, expectedX: 0, expectedWidth: 1901.0 / 2),
    Case(scale: 2, x: 0, width: 950.2, expectedX: 0, expectedWidth: 950),
    Case(scale: 2, x: 0.3, width: 10, expectedX: 0.5, expectedWidth: 10.5 - 0.5),
    // @3x (Documentation/Facts/AutoLayout.md#pixel-rounding): 173.5 pt is 520.5 px, which rounds to
    // 521 px = 173.667 pt.
    Case(scale: 3, x: 0, width: 173.5, expectedX: 0, expectedWidth: 521.0 / 3),
    Case(scale: 3, x: 0.5, width: 10, expectedX: 2.0 / 3, expectedWidth: 32.0 / 3 - 2.0 / 3),
  ]

  @Test("Each edge goes to the nearest device pixel", arguments: cases)
  func edgesSnapToPixels(_ testCase: Case) {
    let window = Window(screen: Screen(size: Size(width: 2000, height: 500), scale: testCase.scale))
    let view = constrainedView("view", in: window)
    LayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: testCase.x),
      view.widthAnchor.constraint(equalToConstant: testCase.width),
      view.topAnchor.constraint(equalTo: window.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(abs(view.frame.minX - testCase.expectedX) < tolerance)
    #expect(abs(view.frame.width - testCase.expectedWidth) < tolerance)
  }

  @Test("A new screen scale re-rounds frames whose solved values did not change")
  func scaleChangeRoundsAgain() {
    // Found by LayoutRandomizedTests (seed 4): frames kept the old pixel grid, so required
    // constraints looked broken by half a point on the new screen.
    let window = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 1))
    let view = constrainedView("view", in: window)
    LayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 0.5),
      view.widthAnchor.constraint(equalToConstant: 10),
      view.topAnchor.constraint(equalTo: window.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    // @1x: 0.5 rounds to 1 (half away from zero), 10.5 to 11.
    expectFrame(view.frame, Rect(x: 1, y: 0, width: 11 - 1, height: 10))
    window.screen = Screen(size: Size(width: 100, height: 100), scale: 2)
    window.layoutIfNeeded()
    // @2x both edges are on the grid already.
    expectFrame(view.frame, Rect(x: 0.5, y: 0, width: 10, height: 10))
  }

  @Test("Adjacent views share a rounded edge, and guides keep exact values")
  func adjacentViewsLeaveNoGap() {
    let window = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 2))
    let first = constrainedView("first", in: window)
    let second = constrainedView("second", in: window)
    let gap = LayoutGuide(identifier: "gap")
    window.addLayoutGuide(gap)
    LayoutConstraint.activate(
      [
        first.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 0.3),
        first.widthAnchor.constraint(equalToConstant: 10.3),
        second.leftAnchor.constraint(equalTo: first.rightAnchor),
        second.widthAnchor.constraint(equalToConstant: 10.3),
        gap.leftAnchor.constraint(equalTo: second.rightAnchor),
        gap.widthAnchor.constraint(equalToConstant: 0.3),
      ]
        + [first, second].flatMap {
          [
            $0.topAnchor.constraint(equalTo: window.topAnchor),
            $0.heightAnchor.constraint(equalToConstant: 1),
          ]
        } + [
          gap.topAnchor.constraint(equalTo: window.topAnchor),
          gap.heightAnchor.constraint(equalToConstant: 1),
        ])
    window.layoutIfNeeded()
    #expect(first.frame.maxX == second.frame.minX)
    // 0.3 + 10.3 = 10.6 → 21.2 px → 21 px = 10.5 pt.
    #expect(abs(second.frame.minX - 10.5) < tolerance)
    // The guide starts at the unrounded edge 0.3 + 10.3 + 10.3 = 20.9.
    let guideX: Double = 0.3 + 10.3 + 10.3
    #expect(abs(gap.layoutFrame.minX - guideX) < tolerance)
    #expect(abs(gap.layoutFrame.width - 0.3) < tolerance)
  }

  @Test("Frames are relative to the superview after rounding in window coordinates")
  func nestedFramesStayOnTheGrid() {
    let window = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 3))
    let outer = constrainedView("outer", in: window)
    let inner = constrainedView("inner", in: outer)
    LayoutConstraint.activate([
      outer.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10.1),
      outer.topAnchor.constraint(equalTo: window.topAnchor, constant: 10.1),
      outer.widthAnchor.constraint(equalToConstant: 50),
      outer.heightAnchor.constraint(equalToConstant: 50),
      inner.leftAnchor.constraint(equalTo: outer.leftAnchor, constant: 5.1),
      inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 5.1),
      inner.widthAnchor.constraint(equalToConstant: 20),
      inner.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    let outerInWindow = pixelAligned(Rect(x: 10.1, y: 10.1, width: 50, height: 50), scale: 3)
    let innerInWindow = pixelAligned(Rect(x: 15.2, y: 15.2, width: 20, height: 20), scale: 3)
    expectFrame(outer.frame, outerInWindow)
    expectFrame(
      inner.frame, innerInWindow.offsetBy(dx: -outerInWindow.minX, dy: -outerInWindow.minY))
  }

  /// One layout pass's constants for `rerounding`'s view (window coordinates, @3x).
  struct Step: Sendable {
    var left: Double
    var top: Double
    var width: Double
    var height: Double
  }

  // Each step moves some of the view's solved values; the later passes round only the edges
  // whose values moved, and must land where rounding all four would.
  static let steps: [Step] = [
    // x: 10.1 pt = 30.3 px → 30 px; right edge 30.3 pt = 90.9 px → 91 px.
    Step(left: 10.1, top: 10.2, width: 20.2, height: 5.1),
    // Width alone: right edge 10.1 + 20.35 = 30.45 pt = 91.35 px → 91 px, then 20.5: 91.8 → 92.
    Step(left: 10.1, top: 10.2, width: 20.35, height: 5.1),
    Step(left: 10.1, top: 10.2, width: 20.5, height: 5.1),
    // Left alone: 10.2 pt = 30.6 px → 31 px; right edge 30.7 pt = 92.1 px → 92 px: the origin
    // moves a pixel, the right edge stays, so the width shrinks.
    Step(left: 10.2, top: 10.2, width: 20.5, height: 5.1),
    // Height alone, then top alone, then both of them with the width.
    Step(left: 10.2, top: 10.2, width: 20.5, height: 5.3),
    Step(left: 10.2, top: 10.0, width: 20.5, height: 5.3),
    Step(left: 10.2, top: 10.4, width: 19.9, height: 5.6),
    // Nothing of this view: another view's constant changes.
    Step(left: 10.2, top: 10.4, width: 19.9, height: 5.6),
  ]

  @Test("Later passes round only the moved edges and land where rounding every edge would")
  func reroundingMovedEdges() {
    let window = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 3))
    let view = constrainedView("view", in: window)
    let other = constrainedView("other", in: window)
    let first = Self.steps[0]
    let left = view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: first.left)
    let top = view.topAnchor.constraint(equalTo: window.topAnchor, constant: first.top)
    let width = view.widthAnchor.constraint(equalToConstant: first.width)
    let height = view.heightAnchor.constraint(equalToConstant: first.height)
    let otherWidth = other.widthAnchor.constraint(equalToConstant: 10)
    LayoutConstraint.activate([
      left, top, width, height, otherWidth,
      other.leftAnchor.constraint(equalTo: window.leftAnchor),
      other.topAnchor.constraint(equalTo: window.topAnchor),
      other.heightAnchor.constraint(equalToConstant: 10),
    ])
    for (index, step) in Self.steps.enumerated() {
      left.constant = step.left
      top.constant = step.top
      width.constant = step.width
      height.constant = step.height
      otherWidth.constant = 10 + Double(index)
      window.layoutIfNeeded()
      let expected = pixelAligned(
        Rect(x: step.left, y: step.top, width: step.width, height: step.height), scale: 3)
      #expect(view.frame == expected, "step \(index): \(view.frame) is not \(expected)")
    }
  }
}
