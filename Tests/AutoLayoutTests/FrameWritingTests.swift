import AutoLayout
import LayoutCore
import Testing

/// The layout pass writes frames from the solver's changes alone: each view keeps its four
/// solved values, and a pass updates only those that changed. These tests pin the cases where a
/// view's values could come from somewhere else.
@Suite("Writing frames from the solver's changes")
struct FrameWritingTests {
  /// Pins `view` inside `container` by its four edges, so that every constraint is installed
  /// on the container and leaves with the view; returns the trailing edge's constraint.
  func pin(
    _ view: View, in container: View, x: Double, y: Double, width: Double, height: Double
  ) -> LayoutConstraint {
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    let trailing = view.trailingAnchor.constraint(
      equalTo: container.leadingAnchor, constant: x + width)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: x),
      view.topAnchor.constraint(equalTo: container.topAnchor, constant: y),
      trailing,
      view.bottomAnchor.constraint(equalTo: container.topAnchor, constant: y + height),
    ])
    return trailing
  }

  /// A window with a frame-based container that fills it.
  func window(_ name: String) -> (Window, container: View) {
    let window = Window(screen: Screen(size: Size(width: 400, height: 800)), identifier: name)
    let container = View(
      frame: Rect(x: 0, y: 0, width: 400, height: 800), identifier: name + ".container")
    window.addSubview(container)
    return (window, container)
  }

  @Test("A moved view keeps its new window's values when the old window lays out later")
  func movedViewIgnoresItsOldWindow() {
    let (first, firstContainer) = window("first")
    let (second, secondContainer) = window("second")
    let view = View(identifier: "moving")
    _ = pin(view, in: firstContainer, x: 10, y: 20, width: 100, height: 50)
    first.layoutIfNeeded()
    expectFrame(view.frame, Rect(x: 10, y: 20, width: 100, height: 50))

    // Leaving the first window drops its constraints to that window's container there.
    view.removeFromSuperview()
    let trailing = pin(view, in: secondContainer, x: 30, y: 40, width: 70, height: 60)
    second.layoutIfNeeded()
    expectFrame(view.frame, Rect(x: 30, y: 40, width: 70, height: 60))

    // The first window now removes the view's old constraints: its variables change there
    // (they are in no constraint any more), which must not reach the view.
    first.setNeedsLayout()
    first.layoutIfNeeded()
    // Only the width changes in the second window; the other three values must still be its.
    trailing.constant = 30 + 90
    second.layoutIfNeeded()
    expectFrame(view.frame, Rect(x: 30, y: 40, width: 90, height: 60))
  }

  @Test("A view that leaves and rejoins a window gets all four values again")
  func rejoiningViewReadsEveryValue() {
    let (window, container) = window("window")
    let view = View(identifier: "view")
    let trailing = pin(view, in: container, x: 10, y: 20, width: 100, height: 50)
    window.layoutIfNeeded()
    view.removeFromSuperview()
    window.layoutIfNeeded()
    #expect(!trailing.isActive)

    // Back with new constraints; while it was out, its variables changed without it.
    _ = pin(view, in: container, x: 15, y: 25, width: 100, height: 50)
    window.layoutIfNeeded()
    expectFrame(view.frame, Rect(x: 15, y: 25, width: 100, height: 50))
  }

  @Test("A view constrained on one axis gets the other axis's values once constraints name it")
  func variablesThatJoinTheSolverLater() {
    let (window, container) = window("window")
    let view = View(identifier: "late")
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      view.widthAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    // y and height are in no constraint yet: the solver has not seen them, and they read 0.
    expectFrame(view.frame, Rect(x: 10, y: 0, width: 100, height: 0))

    // Now they join the solver in a later pass, with values the view must receive.
    LayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      view.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    expectFrame(view.frame, Rect(x: 10, y: 20, width: 100, height: 50))

    // And keep receiving their changes afterwards.
    container.frame = Rect(x: 0, y: 5, width: 400, height: 795)
    window.layoutIfNeeded()
    expectFrame(view.frame, Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.superview?.frame.minY == 5)
  }

  // The layout pass decides whether a view or a constraint's container is in its window by the
  // view's record of its window's engine (`View.windowEngineSerial`); the next two tests move
  // views between windows in the orders that record must follow.

  @Test("A subtree moved to another window is solved there, its inner constraints moved along")
  func subtreeMovedToAnotherWindow() {
    let (first, firstContainer) = window("first")
    let (second, secondContainer) = window("second")
    let card = View(identifier: "card")
    let inner = View(identifier: "inner")
    _ = pin(card, in: firstContainer, x: 10, y: 20, width: 200, height: 100)
    let innerTrailing = pin(inner, in: card, x: 5, y: 6, width: 50, height: 40)
    first.layoutIfNeeded()
    expectFrame(inner.frame, Rect(x: 5, y: 6, width: 50, height: 40))

    // The card's constraints to the first container leave with it; the inner ones stay active,
    // still in the first window's solver when the second window's pass takes them.
    card.removeFromSuperview()
    _ = pin(card, in: secondContainer, x: 30, y: 40, width: 300, height: 200)
    second.layoutIfNeeded()
    first.layoutIfNeeded()
    #expect(innerTrailing.isActive)
    expectFrame(card.frame, Rect(x: 30, y: 40, width: 300, height: 200))
    expectFrame(inner.frame, Rect(x: 5, y: 6, width: 50, height: 40))

    // A later change reaches the inner view through the second window only.
    innerTrailing.constant = 5 + 80
    first.layoutIfNeeded()
    expectFrame(inner.frame, Rect(x: 5, y: 6, width: 50, height: 40))
    second.layoutIfNeeded()
    expectFrame(inner.frame, Rect(x: 5, y: 6, width: 80, height: 40))
  }

  @Test("A view kept after its window is freed lays out in the window it joins next")
  func viewOutlivingItsWindow() {
    let view = View(identifier: "survivor")
    do {
      let (old, oldContainer) = window("old")
      _ = pin(view, in: oldContainer, x: 10, y: 20, width: 100, height: 50)
      old.layoutIfNeeded()
      expectFrame(view.frame, Rect(x: 10, y: 20, width: 100, height: 50))
    }
    // The window and its container are gone; the view stays, out of every window.
    #expect(view.window == nil && view.superview == nil)

    let (next, nextContainer) = window("next")
    let trailing = pin(view, in: nextContainer, x: 30, y: 40, width: 70, height: 60)
    next.layoutIfNeeded()
    expectFrame(view.frame, Rect(x: 30, y: 40, width: 70, height: 60))
    trailing.constant = 30 + 90
    next.layoutIfNeeded()
    expectFrame(view.frame, Rect(x: 30, y: 40, width: 90, height: 60))
  }

  /// The inner constraints stay active on the card and still name the freed window's engine as
  /// their holder (the engine's serial): a change made meanwhile finds no engine to tell, and the
  /// next window takes them as moved ones, with no old engine left to remove them from.
  @Test("A subtree kept after its window is freed brings its changed inner constraints along")
  func subtreeOutlivingItsWindow() {
    let card = View(identifier: "card")
    let inner = View(identifier: "inner")
    var innerTrailing: LayoutConstraint?
    do {
      let (old, oldContainer) = window("old")
      _ = pin(card, in: oldContainer, x: 10, y: 20, width: 200, height: 100)
      innerTrailing = pin(inner, in: card, x: 5, y: 6, width: 50, height: 40)
      old.layoutIfNeeded()
      expectFrame(inner.frame, Rect(x: 5, y: 6, width: 50, height: 40))
    }
    #expect(card.window == nil && card.superview == nil)
    #expect(innerTrailing?.isActive == true)
    innerTrailing?.constant = 5 + 70

    let (next, nextContainer) = window("next")
    _ = pin(card, in: nextContainer, x: 30, y: 40, width: 300, height: 200)
    next.layoutIfNeeded()
    expectFrame(card.frame, Rect(x: 30, y: 40, width: 300, height: 200))
    expectFrame(inner.frame, Rect(x: 5, y: 6, width: 70, height: 40))
    innerTrailing?.constant = 5 + 90
    next.layoutIfNeeded()
    expectFrame(inner.frame, Rect(x: 5, y: 6, width: 90, height: 40))
  }
}
