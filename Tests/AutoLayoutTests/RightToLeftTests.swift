import AutoLayout
import LayoutCore
import Testing

@Suite("Right-to-left layout")
struct RightToLeftTests {
  func row(in window: Window) -> (first: View, second: View) {
    let first = constrainedView("first", in: window)
    let second = constrainedView("second", in: window)
    LayoutConstraint.activate(
      [
        first.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
        first.widthAnchor.constraint(equalToConstant: 100),
        second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
        second.widthAnchor.constraint(equalToConstant: 50),
      ]
        + [first, second].flatMap {
          [
            $0.topAnchor.constraint(equalTo: window.topAnchor),
            $0.heightAnchor.constraint(equalToConstant: 10),
          ]
        })
    return (first, second)
  }

  @Test(
    "Leading and trailing swap sides; constants still point toward trailing",
    arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func leadingFlips(_ direction: UserInterfaceLayoutDirection) {
    let window = Window(screen: Screen(size: Size(width: 400, height: 100), scale: 2))
    window.layoutDirection = direction
    let (first, second) = row(in: window)
    window.layoutIfNeeded()
    if direction == .leftToRight {
      #expect(first.frame == Rect(x: 20, y: 0, width: 100, height: 10))
      #expect(second.frame == Rect(x: 20 + 100 + 10, y: 0, width: 50, height: 10))
    } else {
      // Mirrored: measured from the right edge.
      #expect(first.frame == Rect(x: 400 - 20 - 100, y: 0, width: 100, height: 10))
      #expect(second.frame == Rect(x: 400 - 20 - 100 - 10 - 50, y: 0, width: 50, height: 10))
    }
  }

  @Test("Changing the direction later re-installs the directional constraints")
  func directionChangeRelayouts() {
    let window = Window(screen: Screen(size: Size(width: 400, height: 100), scale: 2))
    let (first, _) = row(in: window)
    window.layoutIfNeeded()
    #expect(first.frame.minX == 20)
    window.layoutDirection = .rightToLeft
    window.layoutIfNeeded()
    #expect(first.frame.minX == 400 - 20 - 100)
  }

  @Test("Left and right never flip")
  func leftStaysLeft() {
    let window = Window(screen: Screen(size: Size(width: 400, height: 100), scale: 2))
    window.layoutDirection = .rightToLeft
    let view = constrainedView("view", in: window)
    LayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 20),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.topAnchor.constraint(equalTo: window.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(view.frame.minX == 20)
  }

  @Test("A forced semantic content attribute overrides the window's direction")
  func semanticContentAttributeForcesDirection() {
    let window = Window(screen: Screen(size: Size(width: 400, height: 100), scale: 2))
    let view = constrainedView("view", in: window)
    view.semanticContentAttribute = .forceRightToLeft
    let sibling = constrainedView("sibling", in: window)
    LayoutConstraint.activate(
      [
        // A constraint resolves leading by its first item's direction: right to left here…
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
        // …and left to right here, whatever the second item's direction.
        sibling.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      ]
        + [view, sibling].flatMap {
          [
            $0.widthAnchor.constraint(equalToConstant: 100),
            $0.topAnchor.constraint(equalTo: window.topAnchor),
            $0.heightAnchor.constraint(equalToConstant: 10),
          ]
        })
    window.layoutIfNeeded()
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(sibling.effectiveUserInterfaceLayoutDirection == .leftToRight)
    let viewX: Double = 400 - 20 - 100  // its leading (right) edge 20 pt from the window's right
    #expect(view.frame.minX == viewX)
    #expect(sibling.frame.minX == viewX + 20)  // left edges, 20 pt apart
  }

  @Test("Directional margins resolve to left and right by direction")
  func directionalMargins() {
    let window = Window(screen: Screen(size: Size(width: 400, height: 100), scale: 1))
    window.layoutDirection = .rightToLeft
    let view = constrainedView("view", in: window)
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 0, trailing: 10)
    #expect(view.layoutMargins == EdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
    LayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: window.leftAnchor),
      view.rightAnchor.constraint(equalTo: window.rightAnchor),
      view.topAnchor.constraint(equalTo: window.topAnchor),
      view.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    ])
    window.layoutIfNeeded()
    let guide = view.layoutMarginsGuide
    window.layoutIfNeeded()
    #expect(guide.layoutFrame == Rect(x: 10, y: 0, width: 400 - 10 - 30, height: 100))
  }
}
