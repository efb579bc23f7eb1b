import AutoLayout
import ConsoleLog
import DeviceCatalog
import LayoutCore

/// Explains UIKit's "Unable to simultaneously satisfy constraints." logs by rebuilding their
/// constraints with Plumb's Auto Layout and solving them.
public enum Explainer {
  /// The device whose window the constraints are rebuilt in unless one is given: the log never
  /// says which device it came from.
  public static let defaultDevice = "iPhone 15"

  /// Explains `log` in a window on `device`.
  public static func explain(_ log: UnsatisfiableConstraintsLog, device: Device) -> Explanation {
    let items = log.items
    let rebuilt = Rebuild(log, device: device, applying: nil)
    var assumptions = [
      "each view is a subview of one window on \(device.name), portrait; the log gives no "
        + "view tree, so views relate only through the logged constraints",
      "every view's width and height are at least 0, as UIKit's engine keeps them",
      "no view has an intrinsic content size other than the content-size constraints logged",
      "layout direction is left to right (leading is left)",
      "values are the solved frames, rounded to the device's pixels as UIKit rounds them",
    ]
    if log.constraints.contains(where: { usesMargins($0) }) {
      assumptions.append("layout margins are UIKit's default 8 pt on every side")
    }
    let masks = log.constraints.filter {
      if case .autoresizingMask = $0.origin { return true }
      return false
    }
    if !masks.isEmpty {
      assumptions.append(
        "autoresizing-mask constraints are the frames the log prints; the views' other "
          + "autoresizing-mask constraints are not in the log")
    }
    for item in items where item.formatName?.hasPrefix("superview of ") == true {
      assumptions.append("\(item.name) is not named in the log; one view is assumed")
    }
    for item in items where item.formatName != nil && item.formatName == item.className {
      assumptions.append("\(item.name) is a visual-format name; its class is not in the log")
    }
    for (index, reason) in rebuilt.refused {
      assumptions.append(
        "left out \(log.constraints[index].equation(items: items)): Plumb's Auto Layout "
          + "refuses it (\(reason.prefix(80)))")
    }
    let members = rebuilt.conflicts.first ?? []
    let conflict = members.map { describe($0, log: log) }
    var broken: String?
    if let index = log.broken {
      broken = effect(ofBreaking: index, log: log, device: device)
    }
    let fixes = rankedFixes(members: members, log: log, device: device)
    let constraints = log.constraints.map {
      ExplainedConstraint(
        equation: $0.equation(items: items), madeBy: madeBy($0, log: log), priority: $0.priority,
        position: $0.position)
    }
    return Explanation(
      device: device.name, assumptions: assumptions, constraints: constraints,
      conflict: conflict, members: members, reproduced: !rebuilt.conflicts.isEmpty,
      broken: broken, brokenConstraint: log.broken, fixes: fixes)
  }

  private static func usesMargins(_ constraint: LoggedConstraint) -> Bool {
    [constraint.first.attribute, constraint.second?.attribute].contains {
      $0.map { "\($0)".contains("Margin") || "\($0)".contains("Margins") } ?? false
    }
  }

  /// A conflict member in plain words.
  static func describe(_ member: ConflictMember, log: UnsatisfiableConstraintsLog) -> String {
    switch member {
    case .logged(let index):
      let constraint = log.constraints[index]
      return "\(constraint.equation(items: log.items)) (\(madeBy(constraint, log: log)))"
    case .nonNegativeSize(let item, let axis):
      let size = axis == .horizontal ? "width" : "height"
      return "\(log.items[item].name).\(size) >= 0 (UIKit keeps sizes non-negative)"
    }
  }

  static func madeBy(_ constraint: LoggedConstraint, log: UnsatisfiableConstraintsLog) -> String {
    let subject = log.items[constraint.subject].name
    switch constraint.origin {
    case .app: return "your constraint"
    case .autoresizingMask(let h, let v):
      return "\(subject)'s frame, from its autoresizing mask h=\(h) v=\(v)"
    case .contentSize: return "\(subject)'s intrinsic content size"
    case .encapsulatedLayoutSize:
      return "the size its container (a table, collection or parent controller) gives it"
    case .temporaryLayoutSize: return "a size UIKit holds while it sizes \(subject)"
    case .stackView: return "a stack view's arrangement"
    case .layoutSupportGuide: return "a view controller's top or bottom layout guide"
    case .layoutMarginsGuide: return "the layout margins"
    case .safeAreaGuide: return "the safe area"
    case .interfaceBuilderPrototype:
      return "Interface Builder's stand-in for a view without constraints"
    }
  }

  /// What UIKit's recovery does: solve without the broken constraint and compare its sides.
  private static func effect(
    ofBreaking index: Int, log: UnsatisfiableConstraintsLog, device: Device
  ) -> String {
    let constraint = log.constraints[index]
    let without = Rebuild(log, device: device, applying: .remove(index: index))
    var text = "\(constraint.equation(items: log.items)) (\(madeBy(constraint, log: log)))"
    let left = without.value(of: constraint.first)
    let right =
      (constraint.second.map { constraint.multiplier * without.value(of: $0) } ?? 0)
      + constraint.constant
    let name = "\(log.items[constraint.first.item].name).\(constraint.first.attribute.rawValue)"
    text +=
      "; without it, \(name) solves to \(number(left)) where the constraint asked for "
      + "\(number(right))"
    if !without.conflicts.isEmpty { text += ", and other constraints still conflict" }
    return text
  }

  private static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// Candidate fixes for the conflict's members, each kept only if solving again with it leaves
  /// no conflict; ranked: a lower priority first (the layout keeps the constraint's intent where
  /// it can), then turning off an autoresizing mask, then removing a constraint; the one UIKit
  /// broke first within each kind, then the log's order.
  static func rankedFixes(
    members: [ConflictMember], log: UnsatisfiableConstraintsLog, device: Device
  ) -> [Fix] {
    var candidates: [(rank: Int, order: Int, fix: Fix)] = []
    var items: [Int] = []
    for member in members {
      guard case .logged(let index) = member else { continue }
      let constraint = log.constraints[index]
      let order = index == log.broken ? -1 : index
      let equation = constraint.equation(items: log.items)
      switch constraint.origin {
      case .app where constraint.priority == 1000:
        candidates.append(
          (
            0, order,
            Fix(
              action: .lowerPriority(index: index, to: 999),
              summary: "lower the priority of \(equation) to 999")
          ))
        candidates.append(
          (2, order, Fix(action: .remove(index: index), summary: "remove \(equation)")))
      case .autoresizingMask where !items.contains(constraint.subject):
        items.append(constraint.subject)
        let name = log.items[constraint.subject].name
        candidates.append(
          (
            1, order,
            Fix(
              action: .stopTranslatingAutoresizingMask(item: constraint.subject),
              summary: "\(name)'s autoresizing mask is turned into constraints: set "
                + "translatesAutoresizingMaskIntoConstraints = false on \(name) and "
                + "constrain its size and position", item: name)
          ))
      default: continue
      }
    }
    candidates.sort { ($0.rank, $0.order) < ($1.rank, $1.order) }
    return candidates.map(\.fix).filter { fix in
      Rebuild(log, device: device, applying: fix.action).conflicts.isEmpty
    }
  }
}

extension Explainer {
  /// The conflicts left when `log`'s constraints are rebuilt on `device` with `fix` applied
  /// (none applied if `nil`): each a minimal conflicting set.
  public static func conflicts(
    in log: UnsatisfiableConstraintsLog, device: Device, applying fix: FixAction?
  ) -> [[ConflictMember]] {
    Rebuild(log, device: device, applying: fix).conflicts
  }
}

extension Explainer {
  /// Explains constraints printed without a conflict header (`constraintsAffectingLayout(for:)`
  /// output): rebuilt and solved like a conflict log's, so the result says whether they
  /// conflict and, if they do, how to end it.
  public static func explain(_ listing: ConstraintListing, device: Device) -> Explanation {
    explain(UnsatisfiableConstraintsLog(listing), device: device)
  }
}
