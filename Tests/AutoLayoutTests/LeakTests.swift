import AutoLayout
import LayoutCore
import Testing

// Found by LeakSanitizer while fuzzing (Fuzz/RESULTS.md, finding 4): windows were never freed.
@Suite("Lifetimes")
struct LeakTests {
  @Test("A window with no subviews is freed when released")
  func emptyWindowIsFreed() {
    weak var weakWindow: Window?
    do {
      let window = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 1))
      weakWindow = window
    }
    // The engine's work lists held the window strongly until its first layout pass.
    #expect(weakWindow == nil)
  }

  @Test("A view outside any window is freed when released")
  func plainViewIsFreed() {
    weak var weakView: View?
    do {
      let parent = View()
      parent.addSubview(View())
      weakView = parent
    }
    #expect(weakView == nil)
  }

  @Test("A laid-out window is freed when released, with its views")
  func laidOutWindowIsFreed() {
    weak var weakWindow: Window?
    weak var weakView: View?
    do {
      let window = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 1))
      let view = View()
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10).isActive = true
      view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10).isActive = true
      view.widthAnchor.constraint(equalToConstant: 20).isActive = true
      view.heightAnchor.constraint(equalToConstant: 20).isActive = true
      window.layoutIfNeeded()
      #expect(view.frame == Rect(x: 10, y: 10, width: 20, height: 20))
      weakWindow = window
      weakView = view
    }
    // The engine files the views whose frames it writes by their variables' positions; an
    // entry holding the window would keep the window, its engine and every view alive.
    #expect(weakWindow == nil)
    #expect(weakView == nil)
  }

  @Test("A view removed from a laid-out window is freed when released")
  func removedViewIsFreed() {
    let window = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 1))
    weak var weakView: View?
    do {
      let view = View(frame: Rect(x: 5, y: 5, width: 30, height: 30))
      window.addSubview(view)
      window.layoutIfNeeded()
      #expect(view.frame == Rect(x: 5, y: 5, width: 30, height: 30))
      view.removeFromSuperview()
      window.layoutIfNeeded()
      weakView = view
    }
    #expect(weakView == nil)
  }

  // The references that must not keep an item alive read `nil` once it is freed: a constraint's
  // and an anchor's items, which their documentation says they hold weakly, and a view's
  // superview and window and a guide's owning view, which the view or guide does not own.

  @Test("A constraint kept after its views are freed names no items and cannot be activated")
  func constraintOutlivesItsViews() {
    let constraint: LayoutConstraint
    let anchor: LayoutXAxisAnchor
    do {
      let parent = View(identifier: "parent")
      let child = View(identifier: "child")
      parent.addSubview(child)
      constraint = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 8)
      anchor = child.trailingAnchor
      #expect(constraint.firstItem === child && constraint.secondItem === parent)
      #expect(anchor.description == "View:'child'.trailing")
    }
    #expect(constraint.firstItem == nil && constraint.secondItem == nil)
    #expect(anchor.description == "nil.trailing")
    #expect(throws: LayoutError.self) { try LayoutConstraint.activateChecked([constraint]) }
    #expect(!constraint.isActive)
  }

  @Test("Activating a constraint whose other view is freed reports a deallocated item")
  func activationWithAFreedItem() {
    let window = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 1))
    let recorder = DiagnosticsRecorder(window)
    let kept = View(identifier: "kept")
    window.addSubview(kept)
    let constraint: LayoutConstraint
    do {
      let gone = View(identifier: "gone")
      constraint = kept.widthAnchor.constraint(equalTo: gone.widthAnchor)
    }
    #expect(constraint.firstItem === kept && constraint.secondItem == nil)
    LayoutConstraint.activate([constraint])
    #expect(!constraint.isActive)
    let reported = recorder.diagnostics.filter {
      guard case .activationFailed(.deallocatedItem(let offending)) = $0 else { return false }
      return offending === constraint
    }
    #expect(reported.count == 1 && recorder.diagnostics.count == 1)
  }

  @Test("An active constraint whose container is freed while its items live is inactive")
  func constraintOutlivesItsContainer() {
    let first = View(identifier: "first")
    let second = View(identifier: "second")
    let constraint = first.widthAnchor.constraint(equalTo: second.widthAnchor)
    do {
      // The siblings' common superview holds the constraint; only it is freed.
      let parent = View(identifier: "parent")
      parent.addSubview(first)
      parent.addSubview(second)
      constraint.isActive = true
      #expect(constraint.isActive && parent.constraints.contains { $0 === constraint })
    }
    #expect(first.superview == nil && second.superview == nil)
    #expect(constraint.firstItem === first && constraint.secondItem === second)
    #expect(!constraint.isActive)
    // Its items in a new hierarchy, it installs on their new common superview.
    let window = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 1))
    let recorder = DiagnosticsRecorder(window)
    let other = View(identifier: "other")
    window.addSubview(other)
    other.addSubview(first)
    other.addSubview(second)
    constraint.isActive = true
    #expect(constraint.isActive && other.constraints.contains { $0 === constraint })
    window.layoutIfNeeded()
    #expect(recorder.diagnostics.isEmpty)
  }

  @Test("A view kept after its superview and window are freed has neither")
  func viewOutlivesItsSuperviewAndWindow() {
    let child = View()
    let guide = LayoutGuide()
    do {
      let window = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 1))
      let parent = View()
      window.addSubview(parent)
      parent.addSubview(child)
      parent.addLayoutGuide(guide)
      child.translatesAutoresizingMaskIntoConstraints = false
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor).isActive = true
      window.layoutIfNeeded()
      #expect(child.superview === parent && child.window === window)
      #expect(guide.owningView === parent)
    }
    // The window held the parent, which held the child's active constraint.
    #expect(child.superview == nil && child.window == nil && guide.owningView == nil)
  }
}
