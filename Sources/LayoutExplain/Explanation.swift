import ConsoleLog

/// What a conflict log means, as Plumb's solver sees it: a typed value for text and JSON.
public struct Explanation: Hashable, Sendable {
  /// The catalogued device whose window the constraints were rebuilt in.
  public var device: String
  /// Facts the log does not give, and what was assumed for each.
  public var assumptions: [String]
  /// The log's constraints in its order: what ``members``, ``brokenConstraint`` and the fixes'
  /// indices point at.
  public var constraints: [ExplainedConstraint]
  /// The minimal conflicting set, one plain sentence per constraint; empty if the rebuilt
  /// constraints do not conflict (see ``reproduced``).
  public var conflict: [String]
  /// The same set as typed members, in the same order as ``conflict``.
  public var members: [ConflictMember]
  /// `true` if the rebuilt constraints conflict as UIKit reported.
  public var reproduced: Bool
  /// The constraint UIKit broke and what breaking it does; `nil` if the log does not say.
  public var broken: String?
  /// The index in ``constraints`` of the one UIKit broke, if the log says.
  public var brokenConstraint: Int?
  /// The smallest fixes, best first; each left no conflict when the constraints were solved
  /// again with it applied.
  public var fixes: [Fix]

  /// The explanation as plain text.
  public func text() -> String {
    var lines: [String] = []
    if reproduced {
      lines.append("These constraints cannot all hold:")
      lines += conflict.map { "  - \($0)" }
    } else {
      lines.append("Rebuilt on \(device), these constraints do not conflict.")
    }
    if let broken { lines.append("UIKit broke: \(broken)") }
    if fixes.isEmpty {
      lines.append("No single change that Plumb could verify ends the conflict.")
    } else {
      lines.append("Smallest fixes, each verified by solving again:")
      for (rank, fix) in fixes.enumerated() { lines.append("  \(rank + 1). \(fix.summary)") }
    }
    lines.append("Assumed (the log does not say):")
    lines += assumptions.map { "  - \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// A logged constraint as an explanation names it.
public struct ExplainedConstraint: Hashable, Sendable {
  /// The equation with the items' stable names (`UIView#1.height == 100`).
  public var equation: String
  /// Who made it, in words (`your constraint`, `the layout margins`, …).
  public var madeBy: String
  /// The constraint's priority, 1 to 1000.
  public var priority: Double
  /// Where its description starts in the log.
  public var position: SourcePosition
}

/// One change that ends a conflict, verified by solving again.
public struct Fix: Hashable, Sendable {
  /// The change.
  public var action: FixAction
  /// The change in words, naming items by their stable names.
  public var summary: String
  /// For ``FixAction/stopTranslatingAutoresizingMask(item:)``, the view's stable name.
  public var item: String? = nil
}
