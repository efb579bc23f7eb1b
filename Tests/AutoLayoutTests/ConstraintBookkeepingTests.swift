import AutoLayout
import LayoutCore
import Testing

/// The engine's bookkeeping without hash tables: items list their constraints in arrays with
/// positions (swap-removed on deactivation), and the table from solver constraints to layout
/// constraints is built at the first conflict and kept current afterwards.
@Suite("Constraint bookkeeping")
struct ConstraintBookkeepingTests {
  @Test(
    "After deactivations in any order, leaving the hierarchy deactivates exactly the constraints that cross it"
  )
  func referencesSurviveSwapRemoval() {
    let window = Window(screen: Screen(size: Size(width: 300, height: 300), scale: 1))
    let a = constrainedView("a", in: window)
    let b = constrainedView("b", in: window)
    let leading = a.leadingAnchor.constraint(equalTo: window.leadingAnchor)
    let top = a.topAnchor.constraint(equalTo: window.topAnchor)
    let sameWidth = a.widthAnchor.constraint(equalTo: b.widthAnchor)
    // Names `a` twice: listed once in `a`'s constraints.
    let square = a.widthAnchor.constraint(equalTo: a.heightAnchor)
    let fixed = a.widthAnchor.constraint(equalToConstant: 50)
    LayoutConstraint.activate([leading, top, sameWidth, square, fixed])
    window.layoutIfNeeded()

    // Removing the first of `a`'s constraints moves the last into its place.
    leading.isActive = false
    square.isActive = false
    square.isActive = true
    a.removeFromSuperview()

    // UIKit's rule (View.removeFromSuperview): constraints to views outside the subtree are
    // deactivated, those inside it stay.
    #expect(!leading.isActive)
    #expect(!top.isActive)
    #expect(!sameWidth.isActive)
    #expect(square.isActive)
    #expect(fixed.isActive)
  }

  @Test(
    "A conflict after earlier conflicts, removals and additions names the constraints now in the solver"
  )
  func conflictsNameCurrentConstraints() throws {
    let window = Window(screen: Screen(size: Size(width: 300, height: 300), scale: 1))
    let recorder = DiagnosticsRecorder(window)
    let box = constrainedView("box", in: window)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    narrow.isActive = true
    window.layoutIfNeeded()
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    wide.isActive = true
    window.layoutIfNeeded()
    let first = try #require(recorder.reports.first)
    #expect(first.brokenConstraint === wide)
    #expect(first.conflictingConstraints.contains { $0 === narrow })

    LayoutConstraint.deactivate([narrow, wide])
    let medium = box.widthAnchor.constraint(equalToConstant: 150)
    medium.isActive = true
    window.layoutIfNeeded()
    let tight = box.widthAnchor.constraint(equalToConstant: 120)
    tight.isActive = true
    window.layoutIfNeeded()

    #expect(recorder.reports.count == 2)
    let second = try #require(recorder.reports.last)
    #expect(second.brokenConstraint === tight)
    // The two width constraints in the solver; the ones deactivated before are not blamed.
    #expect(second.conflictingConstraints.contains { $0 === medium })
    #expect(second.conflictingConstraints.contains { $0 === tight })
    #expect(!second.conflictingConstraints.contains { $0 === narrow || $0 === wide })
    // `box.width == 150` holds: 150 wide, as laid out before `tight` came.
    #expect(box.frame == Rect(x: 0, y: 0, width: 150, height: 40))
  }
}
