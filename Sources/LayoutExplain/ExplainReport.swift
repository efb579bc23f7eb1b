import ConsoleLog
import Foundation

/// `plumb explain --format json`: every log of an input with its explanation, in the
/// `plumb-explain/1` schema (Documentation/Explain.md#json). Keys are written sorted, so the
/// text is the same on every run and platform; a key whose value is absent is left out.
public struct ExplainReport: Encodable, Sendable {
  /// The schema's name and version; a change that removes or renames a key bumps it.
  public var schema = "plumb-explain/1"
  /// The catalogued device the constraints were rebuilt on.
  public var device: String
  /// The logs, in the input's order.
  public var logs: [ExplainedLog]

  /// A report of `logs` rebuilt on `device`.
  public init(device: String, logs: [ExplainedLog]) {
    self.device = device
    self.logs = logs
  }

  /// The report as pretty-printed JSON with sorted keys, ending in a newline.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Every value is a string, a number, a Boolean or an array or object of them: encoding
    // cannot fail, and a failure would be a bug in this file, reported as text rather than lost.
    do {
      return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    } catch {
      return "{\"error\": \"\(error)\"}\n"
    }
  }
}

extension ExplainedLog: Encodable {
  private enum Keys: String, CodingKey {
    case kind, line, column, reproduced, constraints, conflict, broken, fixes, assumptions
    case ambiguous
  }

  /// `kind` (`unsatisfiable`, `listing` or `trace`), `line` and `column`, then the
  /// explanation's keys (a trace has only `ambiguous` and `assumptions`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(position.line, forKey: .line)
    try container.encode(position.column, forKey: .column)
    switch kind {
    case .unsatisfiable(let explanation), .listing(let explanation):
      let name = if case .listing = kind { "listing" } else { "unsatisfiable" }
      try container.encode(name, forKey: .kind)
      try container.encode(explanation.reproduced, forKey: .reproduced)
      try container.encode(explanation.constraints, forKey: .constraints)
      let conflict = zip(explanation.members, explanation.conflict).map(EncodedMember.init)
      try container.encode(conflict, forKey: .conflict)
      if let index = explanation.brokenConstraint, let effect = explanation.broken {
        try container.encode(EncodedBroken(constraint: index, effect: effect), forKey: .broken)
      }
      try container.encode(explanation.fixes, forKey: .fixes)
      try container.encode(explanation.assumptions, forKey: .assumptions)
    case .trace(let trace):
      try container.encode("trace", forKey: .kind)
      try container.encode(trace.ambiguous, forKey: .ambiguous)
      try container.encode(trace.assumptions, forKey: .assumptions)
    }
  }
}

extension ExplainedConstraint: Encodable {
  private enum Keys: String, CodingKey { case equation, madeBy, priority, line, column }

  /// `equation`, `madeBy`, `priority`, and the `line` and `column` of its description.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(equation, forKey: .equation)
    try container.encode(madeBy, forKey: .madeBy)
    try container.encode(priority, forKey: .priority)
    try container.encode(position.line, forKey: .line)
    try container.encode(position.column, forKey: .column)
  }
}

extension Fix: Encodable {
  private enum Keys: String, CodingKey { case kind, constraint, priority, item, summary }

  /// `kind` (`lowerPriority`, `remove` or `stopTranslatingAutoresizingMask`), the index of the
  /// `constraint` it changes (with the new `priority`) or the `item`'s stable name, and the
  /// `summary` in words.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    switch action {
    case .lowerPriority(let index, let priority):
      try container.encode("lowerPriority", forKey: .kind)
      try container.encode(index, forKey: .constraint)
      try container.encode(priority, forKey: .priority)
    case .remove(let index):
      try container.encode("remove", forKey: .kind)
      try container.encode(index, forKey: .constraint)
    case .stopTranslatingAutoresizingMask:
      try container.encode("stopTranslatingAutoresizingMask", forKey: .kind)
      if let item { try container.encode(item, forKey: .item) }
    }
    try container.encode(summary, forKey: .summary)
  }
}

/// A conflict member in JSON: the logged constraint's index, or the view whose size UIKit keeps
/// non-negative, with the sentence.
private struct EncodedMember: Encodable {
  var constraint: Int?
  var text: String

  init(_ member: ConflictMember, _ text: String) {
    if case .logged(let index) = member { constraint = index }
    self.text = text
  }
}

/// The constraint UIKit broke: its index and what breaking it does.
private struct EncodedBroken: Encodable {
  var constraint: Int
  var effect: String
}
