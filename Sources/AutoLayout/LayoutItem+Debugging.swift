import Cassowary
import LayoutCore

// UIKit's UIConstraintBasedLayoutDebugging, for views and guides
// (Documentation/Facts/AutoLayout.md#debugging-methods).

extension LayoutItem {
  /// `true` if the item's frame is not fixed by its constraints: some edge or size can move
  /// without changing how well any constraint is satisfied.
  ///
  /// Unlike UIKit's, this check is exact for the solved layout (within 10⁻⁶ pt): for each of the
  /// item's four variables it pulls the variable both ways with a lowest-priority edit in a copy
  /// of the window's solver and sees whether it moves. An item outside a window is not
  /// ambiguous. Run a layout pass first so pending changes are in the solver.
  public var hasAmbiguousLayout: Bool { firstAmbiguousVariable() != nil }

  /// Which of the item's x position, y position, width and height its constraints leave free
  /// (`.left`, `.top`, `.width`, `.height`), by the same test as ``hasAmbiguousLayout``. Plumb's
  /// addition to UIKit's debugging API: it says which attribute on which axis is missing.
  public var ambiguousAttributes: [LayoutConstraint.Attribute] {
    guard let engine = hostView?.window?.engine else { return [] }
    return zip(
      [minX, minY, width, height], [LayoutConstraint.Attribute.left, .top, .width, .height]
    )
    .filter { engine.freeDirection(of: $0.0) != nil }.map(\.1)
  }

  /// The active constraints that position and size the item along `axis`: those that mention
  /// it on that axis, and, transitively, those that position the items they relate it to.
  ///
  /// A ratio between width and height is included but not followed into the other axis.
  public func constraintsAffectingLayout(for axis: Axis) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    var seenConstraints = Set<ObjectIdentifier>()
    var seenItems: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
    var frontier: [LayoutItem] = [self]
    while let item = frontier.popLast() {
      let constraints = item.mentioningConstraints.sorted {
        $0.creationOrder < $1.creationOrder
      }
      for constraint in constraints where constraint.installed != nil {
        let terms = constraint.first.array + constraint.second.array
        guard terms.contains(where: { $0.item === item && $0.attribute.axis == axis }),
          seenConstraints.insert(ObjectIdentifier(constraint)).inserted
        else { continue }
        result.append(constraint)
        for term in terms where term.attribute.axis == axis {
          if let other = term.item, seenItems.insert(ObjectIdentifier(other)).inserted {
            frontier.append(other)
          }
        }
      }
    }
    return result
  }

  /// The first of the item's variables that can move freely, if any.
  func firstAmbiguousVariable() -> Variable? {
    guard let engine = hostView?.window?.engine else { return nil }
    return [minX, minY, width, height].first { engine.freeDirection(of: $0) != nil }
  }
}

extension View {
  /// Moves an ambiguously laid-out view to another of its valid frames and writes the frames
  /// (UIKit's debugging aid). Calling it again moves it the other way. Does nothing if the
  /// layout is not ambiguous.
  ///
  /// The moved variable is held where it was moved by a lowest-priority edit, so the view stays
  /// there until its constraints change (a Cassowary solver would otherwise drop back to its
  /// previous vertex).
  public func exerciseAmbiguityInLayout() {
    guard let engine = window?.engine, let variable = firstAmbiguousVariable() else { return }
    engine.exercise(variable)
  }
}

extension LayoutEngine {
  /// The variables the solver certainly fixes, recomputed only when the tableau's structure or
  /// basis has changed since the last question.
  var determinedVariables: DeterminedVariables {
    let revision = solver.determinationRevision
    if let cached = determination, cached.revision == revision { return cached.variables }
    let variables = solver.determinedVariables(above: Self.probePriority)
    determination = (revision, variables)
    return variables
  }

  /// How far an ambiguity check pulls a variable, in points.
  static let ambiguityProbe: Double = 1
  /// Movement below this many points is rounding noise, not freedom.
  static let ambiguityTolerance: Double = 1e-6
  /// The priority of ambiguity probes: the lowest there is.
  static let probePriority = LayoutPriority(rawValue: 1)

  /// The direction (+1 or −1) in which `variable` can move without worsening any constraint's
  /// satisfaction, or `nil` if it cannot move.
  ///
  /// A lowest-priority edit competes with nothing: strict priorities keep every other level as
  /// it is, so the variable moves only where the constraints leave it free — along a direction
  /// that costs nothing at any level *and* keeps every inequality met (see
  /// ``Cassowary/Solver/determinedVariables(above:)`` on degenerate optima: an inequality that
  /// holds with equality blocks a zero-cost direction that would break it). The probe runs on
  /// a copy of the solver, which is a value.
  func freeDirection(of variable: Variable, preferring preferred: Double = 1) -> Double? {
    // Most variables of a layout are determined, which one pass over the tableau shows for all
    // of them; only the others need a probe, which copies the solver.
    guard !determinedVariables.contains(variable) else { return nil }
    let current = solver.value(of: variable)
    for direction in [preferred, -preferred] {
      var probe = solver
      // The question is movement beyond 10⁻⁶ pt of a checked solver after one suggestion:
      // rounding cannot change the answer, so the copy skips the check of required constraints.
      probe.verifiesRequiredConstraints = false
      do {
        if !probe.hasEditVariable(variable) {
          try probe.addEditVariable(variable, priority: Self.probePriority)
        }
        try probe.suggestValue(current + direction * Self.ambiguityProbe, for: variable)
      } catch {
        continue
      }
      if abs(probe.value(of: variable) - current) > Self.ambiguityTolerance { return direction }
    }
    return nil
  }

  /// Pulls `variable` as far as a generous probe allows, the other way from last time, holds it
  /// there with a lowest-priority edit, and writes the frames.
  func exercise(_ variable: Variable) {
    let preferred = -(exercisedDirections[variable.id] ?? -1)
    guard let direction = freeDirection(of: variable, preferring: preferred) else { return }
    let current = solver.value(of: variable)
    do {
      if !solver.hasEditVariable(variable) {
        try solver.addEditVariable(variable, priority: Self.probePriority)
      }
      try solver.suggestValue(current + direction * 100 * Self.ambiguityProbe, for: variable)
    } catch {
      return
    }
    exercisedDirections[variable.id] = direction
    needsLayout = true
    layoutIfNeeded()
  }
}
