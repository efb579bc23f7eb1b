import AutoLayout
import DeviceCatalog
import LayoutCore
import LayoutFile

/// What only the solver of a built window knows: conflicts and ambiguity, each finding naming
/// the items, saying by how much, and pointing at the constraints responsible as the source
/// wrote them. Everything else is checked on the neutral screen (``ScreenChecks``).
extension BuiltWindow {
  /// The findings for the laid-out window: conflicts always; with `checking`, the shared
  /// checks of its items, then ambiguity.
  func findings(_ items: [LaidOutItem], in environment: ScenarioEnvironment, checking: Bool)
    -> [Finding]
  {
    var findings = conflictFindings()
    guard checking else { return findings }
    findings += ScreenChecks.findings(
      items, in: environment, conventions: .autoLayout, placing: placing()
    ).filter {
      isScreen || !Finding.placeOnScreenKinds.contains($0.kind)
    }
    findings += PhaseClock.during(.ambiguity) { ambiguityFindings() }
    return findings
  }

  // MARK: Conflicts

  /// The conflicts Auto Layout reported, worded as UIKit logs them, with the constraints as the
  /// file wrote them instead of object addresses.
  private func conflictFindings() -> [Finding] {
    diagnostics.compactMap { diagnostic in
      switch diagnostic {
      case .unsatisfiableConstraints(let report):
        let involved = sourceConstraints(report.conflictingConstraints)
        let broken = sourceConstraints([report.brokenConstraint]).first.map(describe) ?? ""
        return Finding(
          kind: .unsatisfiable, items: itemNames(in: report.conflictingConstraints),
          message: "Unable to simultaneously satisfy constraints: "
            + involved.map(describe).joined(separator: "; ")
            + ". Will attempt to recover by breaking constraint \(broken).",
          constraints: involved)
      case .activationFailed(let error):
        return Finding(kind: .unsatisfiable, items: [], message: "\(error)")
      case .priorityChangeReverted, .stackViewInputRejected:
        // Neither can come from a layout file: it changes no priority and has no stack views.
        return nil
      }
    }
  }

  /// `line 8: bar.height == 50`, or the equation alone for Auto Layout's own constraints.
  private func describe(_ constraint: Finding.SourceConstraint) -> String {
    constraint.line > 0 ? "line \(constraint.line): \(constraint.text)" : constraint.text
  }

  /// Each constraint as written: the file's line for the file's constraints (once per line: a
  /// Visual Format string makes several), or an equation in the file's names for the ones Auto
  /// Layout makes.
  func sourceConstraints(_ constraints: [LayoutConstraint]) -> [Finding.SourceConstraint] {
    var seen = Set<Finding.SourceConstraint>()
    return constraints.map { constraint in
      if let written = sourceConstraint(of: constraint) { return written }
      return Finding.SourceConstraint(line: 0, text: written(constraint))
    }.filter { seen.insert($0).inserted }
  }

  /// `bar.height >= 44 @750 (content size)`: a constraint in the file's names.
  func written(_ c: LayoutConstraint) -> String {
    func anchor(_ item: LayoutItem?, _ attribute: LayoutConstraint.Attribute) -> String {
      "\(item.map(name(of:)) ?? "?").\(attribute)"
    }
    var rhs = c.secondItem == nil ? "" : anchor(c.secondItem, c.secondAttribute)
    if !rhs.isEmpty, c.multiplier != 1 { rhs = "\(formatted(c.multiplier, decimals: 6)) * \(rhs)" }
    if rhs.isEmpty {
      rhs = formatted(c.constant, decimals: 6)
    } else if c.constant != 0 {
      rhs +=
        c.constant < 0
        ? " - \(formatted(-c.constant, decimals: 6))" : " + \(formatted(c.constant, decimals: 6))"
    }
    var text = "\(anchor(c.firstItem, c.firstAttribute)) \(c.relation.rawValue) \(rhs)"
    if !c.priority.isRequired { text += " @\(formatted(Double(c.priority.rawValue), decimals: 3))" }
    if let identifier = c.identifier { text += " (\(identifier))" }
    return text
  }

  /// An item's name in the file: a view's or guide's, `window`, or the name the file gives a
  /// system guide; else the adapter's name for an unnamed guide, else its identifier.
  private func name(of item: LayoutItem) -> String {
    if item === window { return "window" }
    if let name = names[ObjectIdentifier(item)] { return name }
    if let guide = item as? LayoutGuide, let name = unnamedGuideName(guide) { return name }
    return item.identifier ?? "\(type(of: item))"
  }

  /// The file's names of the views and guides that `constraints` relate, in first-seen order.
  private func itemNames(in constraints: [LayoutConstraint]) -> [String] {
    var seen = Set<String>()
    return constraints.flatMap { [$0.firstItem, $0.secondItem] }.compactMap { item in
      item.flatMap { names[ObjectIdentifier($0)] }
    }.filter { seen.insert($0).inserted }
  }

  /// The constraints that relate `view` itself along `axes`, as written, file lines first in
  /// line order. (`constraintsAffectingLayout(for:)` follows every item they reach as well: too
  /// much to point a user at, and O(n) for each of a column of n rows tied one to the next.)
  func responsible(for view: View, axes: [Axis]) -> [Finding.SourceConstraint] {
    responsible(for: [view], axes: axes)
  }

  /// ``responsible(for:axes:)`` of several views in one list, each constraint once: a
  /// constraint between two of them (`heading.centerY == bar.centerY` for an overlap of the
  /// two) is one cause, not one per view.
  func responsible(for views: [View], axes: [Axis]) -> [Finding.SourceConstraint] {
    let direct = views.flatMap { view in
      axes.flatMap { axis in
        view.constraintsMentioning(axis: axis).filter {
          $0.firstItem === view || $0.secondItem === view
        }
      }
    }
    return sourceConstraints(direct).sorted {
      ($0.line == 0 ? Int.max : $0.line) < ($1.line == 0 ? Int.max : $1.line)
    }
  }

  // MARK: Ambiguity

  /// The file's views and guides whose layout is ambiguous: which attributes are free, and, for
  /// views, two frames the constraints allow equally (what `exerciseAmbiguityInLayout()` shows).
  private func ambiguityFindings() -> [Finding] {
    let fileGuides = checkedGuideNames
    let items: [(String, LayoutItem)] =
      views.map { ($0.name, $0.view as LayoutItem) }
      + guides.filter { fileGuides.contains($0.name) }.map { ($0.name, $0.guide as LayoutItem) }
    // Each ambiguous item costs a probe of a copy of the solver: a file of thousands of
    // unconstrained views would take minutes. Past the limit, one finding says so.
    let limit = 100
    var findings: [Finding] = []
    var frames: [ObjectIdentifier: Rect]?
    for (name, item) in items {
      guard findings.count < limit else {
        findings.append(
          Finding(
            kind: .ambiguous, items: [],
            message:
              "more views may be ambiguous: the check stops looking after \(limit) ambiguous items")
        )
        break
      }
      guard item.hasAmbiguousLayout else { continue }
      let free = item.ambiguousAttributes
      let axes = Axis.allCases.filter { axis in free.contains { $0.axis == axis } }
      // Two frames the constraints allow: where the view is, and where exercising its
      // ambiguity would move it — worked out on a copy of the solver, so no view moves and the
      // order of the checks does not matter.
      var evidence: [Rect] = []
      if let view = item as? View, let moved = view.exercisedFrame {
        if frames == nil { frames = windowFrames() }
        evidence = [frames?[ObjectIdentifier(view)] ?? view.frame, moved]
      }
      let what = free.map { attribute in
        switch attribute {
        case .left: return "x position"
        case .top: return "y position"
        default: return attribute.description
        }
      }
      findings.append(
        Finding(
          kind: .ambiguous, items: [name],
          message:
            "the constraints do not fix the \(what.joined(separator: ", ")) of `\(name)` (\(axes.map { "\($0)" }.joined(separator: " and ")))",
          constraints: (item as? View).map { responsible(for: $0, axes: axes) } ?? [],
          evidence: evidence))
    }
    return findings
  }
}
