import AutoLayout
import LayoutCore
import Testing

@Suite("Constraints and activation")
struct LayoutConstraintTests {
  func pinnedView(in window: Window) -> (View, width: LayoutConstraint) {
    let view = constrainedView("view", in: window)
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      width, view.heightAnchor.constraint(equalToConstant: 50),
    ])
    return (view, width)
  }

  @Test("New constraints are inactive, required, with multiplier 1; UIKit's properties read back")
  func newConstraintDefaults() {
    let a = View(identifier: "a")
    let b = View(identifier: "b")
    let constraint = a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 2, constant: 10)
    #expect(!constraint.isActive)
    #expect(constraint.priority == .required)
    #expect(constraint.firstItem === a && constraint.firstAttribute == .width)
    #expect(constraint.secondItem === b && constraint.secondAttribute == .height)
    #expect(
      constraint.relation == .equal && constraint.multiplier == 2 && constraint.constant == 10)
    constraint.identifier = "ratio"
    #expect(
      constraint.description.hasSuffix(
        "'ratio' View:'a'.width == 2*View:'b'.height + 10 (inactive)>"))
    #expect(a.leadingAnchor.constraint(equalTo: b.leadingAnchor).multiplier == 1)
    let fixed = a.widthAnchor.constraint(lessThanOrEqualToConstant: 5)
    #expect(fixed.secondItem == nil && fixed.secondAttribute == .notAnAttribute)
  }

  @Test("activate and deactivate go to the solver in one batch each")
  func batchActivation() {
    let window = Window(screen: Screen(size: Size(width: 300, height: 300), scale: 1))
    window.layoutIfNeeded()
    let before = window._engineStatistics
    let (view, _) = pinnedView(in: window)
    window.layoutIfNeeded()
    let added = window._engineStatistics
    #expect(added.additionBatches == before.additionBatches + 1)
    #expect(added.additions == before.additions + 4)
    #expect(view.frame == Rect(x: 10, y: 10, width: 100, height: 50))
    LayoutConstraint.deactivate(view.constraints + window.constraints)
    window.layoutIfNeeded()
    #expect(window._engineStatistics.removals == added.removals + 4)
  }

  @Test("Changing an active constraint's constant takes the solver's setConstant path")
  func constantFastPath() {
    let window = Window(screen: Screen(size: Size(width: 300, height: 300), scale: 1))
    let (view, width) = pinnedView(in: window)
    window.layoutIfNeeded()
    let before = window._engineStatistics
    width.constant = 150
    window.layoutIfNeeded()
    let after = window._engineStatistics
    #expect(view.frame.width == 150)
    #expect(after.constantChanges == before.constantChanges + 1)
    #expect(after.additions == before.additions)
    #expect(after.removals == before.removals)
  }

  @Test("Priorities change between optional and required on active constraints")
  func priorityChanges() {
    let window = Window(screen: Screen(size: Size(width: 300, height: 300), scale: 1))
    let recorder = DiagnosticsRecorder(window)
    let (view, width) = pinnedView(in: window)
    let wider = view.widthAnchor.constraint(equalToConstant: 200)
    wider.priority = .defaultHigh
    wider.isActive = true
    window.layoutIfNeeded()
    #expect(view.frame.width == 100)  // required beats 750
    width.priority = .defaultLow  // required → optional: now 750 beats 250
    window.layoutIfNeeded()
    #expect(view.frame.width == 200)
    width.priority = .required  // optional → required: fits, since `wider` is optional
    window.layoutIfNeeded()
    #expect(view.frame.width == 100)
    // optional → required that cannot hold: the change is reverted and reported.
    wider.priority = .required
    window.layoutIfNeeded()
    #expect(wider.priority == .defaultHigh)
    #expect(view.frame.width == 100)
    #expect(recorder.diagnostics.count == 1)
    guard case .priorityChangeReverted(let reverted, let conflicts) = recorder.diagnostics.first
    else {
      Issue.record("expected a reverted priority change")
      return
    }
    #expect(reverted === wider)
    #expect(conflicts.contains { $0 === width })
  }

  @Test("Frame-based views become autoresizing constraints; frame changes are constant changes")
  func translatesAutoresizingMask() {
    let window = Window(screen: Screen(size: Size(width: 300, height: 300), scale: 1))
    let panel = View(frame: Rect(x: 20, y: 30, width: 100, height: 80), identifier: "panel")
    #expect(panel.translatesAutoresizingMaskIntoConstraints)
    window.addSubview(panel)
    let child = constrainedView("child", in: panel)
    LayoutConstraint.activate([
      child.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -5),
      child.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -5),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(panel.frame == Rect(x: 20, y: 30, width: 100, height: 80))
    #expect(child.frame == Rect(x: 100 - 5 - 10, y: 80 - 5 - 10, width: 10, height: 10))
    let before = window._engineStatistics
    panel.frame = Rect(x: 20, y: 30, width: 200, height: 80)
    window.layoutIfNeeded()
    #expect(child.frame.minX == 200 - 5 - 10)
    #expect(window._engineStatistics.additions == before.additions)
  }

  @Test("Items with no common ancestor: a typed error, or a reported diagnostic, never a crash")
  func noCommonAncestor() {
    let left = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 1))
    let right = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 1))
    let recorder = DiagnosticsRecorder(left)
    let a = constrainedView("a", in: left)
    let b = constrainedView("b", in: right)
    let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    #expect {
      try LayoutConstraint.activateChecked([constraint])
    } throws: { error in
      guard case .noCommonAncestor(let offending) = error as? LayoutError else { return false }
      return offending === constraint
    }
    LayoutConstraint.activate([constraint])
    #expect(!constraint.isActive)
    guard case .activationFailed(let error) = recorder.diagnostics.first else {
      Issue.record("expected a diagnostic")
      return
    }
    #expect(error.description.contains("because they have no common ancestor"))
    #expect(error.description.contains("View:'a'.leading and View:'b'.leading"))
  }

  struct InvalidCase: Sendable, CustomTestStringConvertible {
    var name: String
    var make: @Sendable (View, View, LayoutGuide) -> LayoutConstraint
    var matches: @Sendable (LayoutError) -> Bool
    var testDescription: String { name }
  }

  static let invalidCases: [InvalidCase] = [
    InvalidCase(
      name: "leading to left",
      make: { a, b, _ in
        LayoutConstraint(
          item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left,
          multiplier: 1, constant: 0)
      },
      matches: { if case .mixedDirectionalAttributes = $0 { true } else { false } }),
    InvalidCase(
      name: "x to y",
      make: { a, b, _ in
        LayoutConstraint(
          item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .top,
          multiplier: 1, constant: 0)
      },
      matches: { if case .incompatibleAttributes = $0 { true } else { false } }),
    InvalidCase(
      name: "position to a constant",
      make: { a, _, _ in
        LayoutConstraint(
          item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
          multiplier: 1, constant: 10)
      },
      matches: { if case .incompatibleAttributes = $0 { true } else { false } }),
    InvalidCase(
      name: "guide without owner",
      make: { a, _, guide in a.topAnchor.constraint(equalTo: guide.topAnchor) },
      matches: { if case .guideWithoutOwningView = $0 { true } else { false } }),
    InvalidCase(
      name: "infinite constant",
      make: { a, _, _ in a.widthAnchor.constraint(equalToConstant: .infinity) },
      matches: { if case .nonFiniteValue = $0 { true } else { false } }),
    InvalidCase(
      name: "priority zero",
      make: { a, _, _ in
        let constraint = a.widthAnchor.constraint(equalToConstant: 1)
        constraint.priority = LayoutPriority(rawValue: 0)
        return constraint
      },
      matches: { if case .invalidPriority = $0 { true } else { false } }),
  ]

  @Test("Invalid constraints are rejected with a typed error", arguments: invalidCases)
  func invalidConstraints(_ testCase: InvalidCase) {
    let window = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 1))
    let a = constrainedView("a", in: window)
    let b = constrainedView("b", in: window)
    let unowned = LayoutGuide()  // never added to a view
    let constraint = testCase.make(a, b, unowned)
    #expect {
      try LayoutConstraint.activateChecked([constraint])
    } throws: { error in
      guard let error = error as? LayoutError else { return false }
      return testCase.matches(error) && error.constraint === constraint
    }
    #expect(!constraint.isActive)
    withExtendedLifetime(unowned) {}
  }

  @Test("Anchors with offsets and system spacing")
  func offsetsAndSystemSpacing() {
    let window = Window(screen: Screen(size: Size(width: 300, height: 300), scale: 1))
    let a = constrainedView("a", in: window)
    let b = constrainedView("b", in: window)
    let c = constrainedView("c", in: window)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      a.topAnchor.constraint(equalTo: window.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 40),
      a.heightAnchor.constraint(equalToConstant: 40),
      // b trails a by twice the system spacing and sits one spacing below it.
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
      b.widthAnchor.constraint(equalTo: a.widthAnchor),
      b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5),
      // c's width equals the gap between a and b; its left edge is at that gap's end.
      c.widthAnchor.constraint(equalTo: a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)),
      c.heightAnchor.constraint(
        equalTo: a.bottomAnchor.anchorWithOffset(to: b.topAnchor), multiplier: 3),
      c.leadingAnchor.constraint(equalTo: b.trailingAnchor),
      c.topAnchor.constraint(equalTo: b.bottomAnchor),
    ])
    window.layoutIfNeeded()
    let spacing = LayoutConstraint.systemSpacing
    #expect(b.frame == Rect(x: 40 + 2 * spacing, y: 40 + spacing, width: 40, height: 20))
    #expect(
      c.frame
        == Rect(
          x: 40 + 2 * spacing + 40, y: 40 + spacing + 20, width: 2 * spacing, height: 3 * spacing))
  }

  @Test("A position multiplier applies in the coordinates of the items' nearest common ancestor")
  func positionMultiplierInContainerCoordinates() {
    // The storyboard of issue 28: a 200 × 100 container at (100, 100) and a 20-pt child with
    // `container.centerX == 1.6 × child.centerX`
    // (Documentation/Facts/AutoLayout.md#position-multipliers).
    // In the container's coordinates its centre is 100, so the child's centre is 100 / 1.6 =
    // 62.5 and its frame starts at 52.5 (Interface Builder saved x = 52.5). In window
    // coordinates the centre would be 200 / 1.6 = 125, 15 inside the container.
    let window = Window(screen: Screen(size: Size(width: 375, height: 667), scale: 2))
    let container = constrainedView("container", in: window)
    let child = constrainedView("child", in: container)
    // On the y axis with a constant, `child.centerY == 0.25 × container.bottom + 5`: the
    // container's bottom is 100 in its own coordinates, so the child's centre is 30 and its top
    // 20 (window coordinates would give a centre of 0.25 × 200 + 5 = 55, a top 55 pt above the
    // container's).
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
      container.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      container.widthAnchor.constraint(equalToConstant: 200),
      container.heightAnchor.constraint(equalToConstant: 100),
      child.widthAnchor.constraint(equalToConstant: 20),
      child.heightAnchor.constraint(equalToConstant: 20),
      LayoutConstraint(
        item: container, attribute: .centerX, relatedBy: .equal, toItem: child,
        attribute: .centerX, multiplier: 1.6, constant: 0),
      LayoutConstraint(
        item: child, attribute: .centerY, relatedBy: .equal, toItem: container,
        attribute: .bottom, multiplier: 0.25, constant: 5),
    ])
    window.layoutIfNeeded()
    #expect(child.frame == Rect(x: 52.5, y: 20, width: 20, height: 20))
    #expect(!child.hasAmbiguousLayout)
  }

  @Test("Removing a view deactivates its constraints to the outside and keeps inner ones")
  func removeFromSuperview() {
    let window = Window(screen: Screen(size: Size(width: 300, height: 300), scale: 1))
    let card = constrainedView("card", in: window)
    let title = constrainedView("title", in: card)
    let outer = card.leadingAnchor.constraint(equalTo: window.leadingAnchor)
    let inner = title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4)
    LayoutConstraint.activate([outer, inner])
    window.layoutIfNeeded()
    card.removeFromSuperview()
    #expect(!outer.isActive)
    #expect(inner.isActive)
    #expect(card.window == nil && title.window == nil)
    window.layoutIfNeeded()
    #expect(window._engineStatistics.removals >= 2)  // both left the solver
  }

  @Test("A hand-set frame on a constrained view is overwritten by the next pass")
  func handSetFrameIsOverwritten() {
    let window = Window(screen: Screen(size: Size(width: 300, height: 300), scale: 1))
    let (view, _) = pinnedView(in: window)
    window.layoutIfNeeded()
    view.frame = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(view.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    view.layoutIfNeeded()
    #expect(view.frame == Rect(x: 10, y: 10, width: 100, height: 50))
  }

  @Test("Adding a subview again brings it to the front and keeps its constraints")
  func readdingKeepsConstraints() {
    let window = Window(screen: Screen(size: Size(width: 300, height: 300), scale: 1))
    let (view, width) = pinnedView(in: window)
    let other = constrainedView("other", in: window)
    window.addSubview(view)
    #expect(window.subviews.last === view && window.subviews.first === other)
    #expect(width.isActive)
  }
}
