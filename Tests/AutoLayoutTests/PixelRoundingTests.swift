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
}
