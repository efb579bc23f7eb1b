import Cassowary
import Foundation
import SolverFormat
import Testing

// The solver and SolverFormat rows of Documentation/BadInputs.md: each bad input and the exact
// message users see. Solver rows also check that the failed call left the solver unchanged.

struct BadInput: Sendable, CustomTestStringConvertible {
  /// The row's id in Documentation/BadInputs.md.
  var id: String
  /// The message users see: the error's `description`.
  var message: String
  var run: @Sendable () throws -> Void
  var testDescription: String { id }
}

/// Sets up a solver, then runs `operation`, which must throw; checks the dump did not change.
private func failing(
  _ setup: (inout Solver) throws -> Void = { _ in }, _ operation: (inout Solver) throws -> Void
) throws {
  var solver = Solver()
  try setup(&solver)
  let before = solver.debugDescription
  defer { #expect(solver.debugDescription == before, "a failed call changed the solver") }
  try operation(&solver)
}

private let x = Variable("x")
private let y = Variable("y")
/// `x + constant RELATION 0`.
private func on(
  _ variable: Variable = x, _ coefficient: Double = 1, constant: Double,
  _ relation: Relation = .equal,
  priority: Priority = .required
) -> Constraint {
  Constraint(
    Expression([Term(variable, coefficient)], constant: constant), relation, priority: priority)
}

private func load(_ json: String) throws { _ = try ConstraintSystem(json: Data(json.utf8)) }
private let valid = #"{"terms": [[1, 0]], "constant": -10, "relation": ">=", "priority": 1000}"#
private func document(_ constraint: String = valid, edits: String = "[]") -> String {
  #"{"format": "cassowary-bench/1", "variables": ["x", "y"], "constraints": [\#(constraint)], "edits": \#(edits)}"#
}

let solverBadInputs: [BadInput] = [
  BadInput(
    id: "S1 priority 0", message: "invalid priority 0: priorities must lie in 1...1000",
    run: { try failing { try $0.add(on(constant: -10, priority: 0)) } }),
  BadInput(
    id: "S2 priority 1001", message: "invalid priority 1001: priorities must lie in 1...1000",
    run: { try failing { try $0.add(on(constant: -10, priority: 1001)) } }),
  BadInput(
    id: "S3 priority NaN", message: "invalid priority nan: priorities must lie in 1...1000",
    run: {
      try failing { try $0.add(on(constant: -10, priority: Priority(rawValue: .nan))) }
    }),
  BadInput(
    id: "S4 NaN coefficient",
    message: "constraint with a non-finite coefficient or constant: nan*x - 10 == 0",
    run: { try failing { try $0.add(on(x, .nan, constant: -10)) } }),
  BadInput(
    id: "S5 infinite constant",
    message: "constraint with a non-finite coefficient or constant: x + inf == 0",
    run: { try failing { try $0.add(on(constant: .infinity)) } }),
  BadInput(
    id: "S6 duplicate constraint", message: "duplicate constraint x - 10 == 0",
    run: {
      let constraint = on(constant: -10)
      try failing({ try $0.add(constraint) }) { try $0.add(constraint) }
    }),
  BadInput(
    id: "S7 same constraint twice in a batch", message: "duplicate constraint x - 10 == 0",
    run: {
      let constraint = on(constant: -10)
      try failing { try $0.add([constraint, constraint]) }
    }),
  BadInput(
    id: "S8 remove unknown constraint", message: "unknown constraint x - 10 == 0",
    run: { try failing { try $0.remove(on(constant: -10)) } }),
  BadInput(
    id: "S9 change constant of unknown constraint", message: "unknown constraint x - 10 == 0",
    run: {
      try failing { try $0.setConstant(5, of: on(constant: -10)) }
    }),
  BadInput(
    id: "S10 NaN new constant", message: "non-finite value nan",
    run: {
      let constraint = on(constant: -10)
      try failing({ try $0.add(constraint) }) { try $0.setConstant(.nan, of: constraint) }
    }),
  BadInput(
    id: "S11 unsatisfiable required constraint",
    message: "unsatisfiable required constraint x - 5 <= 0; it conflicts with:\n  x - 10 >= 0",
    run: {
      try failing({ try $0.add(on(constant: -10, .greaterThanOrEqual)) }) {
        try $0.add(on(constant: -5, .lessThanOrEqual))
      }
    }),
  BadInput(
    id: "S12 self-contradictory constraint",
    message: "unsatisfiable required constraint 0*x + 1 == 0; it conflicts with:\n",
    run: {
      try failing { try $0.add(on(x, 0, constant: 1)) }
    }),
  BadInput(
    id: "S13 duplicate edit variable", message: "duplicate edit variable x",
    run: {
      try failing({ try $0.addEditVariable(x, priority: .defaultHigh) }) {
        try $0.addEditVariable(x, priority: .defaultLow)
      }
    }),
  BadInput(
    id: "S14 edit variable priority 0",
    message: "invalid priority 0: priorities must lie in 1...1000",
    run: {
      try failing { try $0.addEditVariable(x, priority: 0) }
    }),
  BadInput(
    id: "S15 suggestion for a non-edit variable", message: "unknown edit variable x",
    run: {
      try failing { try $0.suggestValue(5, for: x) }
    }),
  BadInput(
    id: "S16 remove unknown edit variable", message: "unknown edit variable y",
    run: {
      try failing { try $0.removeEditVariable(y) }
    }),
  BadInput(
    id: "S17 NaN suggestion", message: "non-finite value nan",
    run: {
      try failing({ try $0.addEditVariable(x, priority: .defaultHigh) }) {
        try $0.suggestValue(.nan, for: x)
      }
    }),
  BadInput(
    id: "S18 conflicting required edit",
    message: "required edit variable x cannot be 5; it conflicts with:\n  x - 10 >= 0",
    run: {
      try failing({
        try $0.add(on(constant: -10, .greaterThanOrEqual))
        try $0.addEditVariable(x, priority: .required)
      }) { try $0.suggestValue(5, for: x) }
    }),
  BadInput(
    id: "S19 required edit against an equality",
    message: "unsatisfiable required constraint x - 4 == 0; it conflicts with:\n  x - 3 == 0",
    run: {
      try failing({
        try $0.addEditVariable(x, priority: .required)
        try $0.suggestValue(3, for: x)
      }) {
        try $0.add(on(constant: -4))
      }
    }),
  BadInput(
    id: "S20 constant change that cannot hold",
    message: "unsatisfiable required constraint x - 5 <= 0; it conflicts with:\n  x - 10 >= 0",
    run: {
      let upper = on(constant: -20, .lessThanOrEqual)
      try failing({
        try $0.add(on(constant: -10, .greaterThanOrEqual))
        try $0.add(upper)
      }) {
        try $0.setConstant(-5, of: upper)
      }
    }),
]

let formatBadInputs: [BadInput] = [
  BadInput(id: "F1 not JSON", message: "not JSON: …", run: { try load("not json") }),
  BadInput(id: "F2 not an object", message: "$: expected an object", run: { try load("[1, 2]") }),
  BadInput(
    id: "F3 other format",
    message: "format \"cassowary-bench/2\" is not supported (expected cassowary-bench/1)",
    run: {
      try load(#"{"format": "cassowary-bench/2", "variables": [], "constraints": []}"#)
    }),
  BadInput(
    id: "F4 missing constraints", message: "constraints: expected an array",
    run: { try load(#"{"variables": ["x"]}"#) }),
  BadInput(
    id: "F5 variable name not a string", message: "variables[0]: expected a string",
    run: { try load(#"{"variables": [1], "constraints": []}"#) }),
  BadInput(
    id: "F6 string coefficient", message: "constraints[0].terms[0][0]: expected a number",
    run: {
      try load(document(#"{"terms": [["2", 0]], "constant": 2, "relation": "<=", "priority": 1}"#))
    }),
  BadInput(
    id: "F7 boolean constant", message: "constraints[0].constant: expected a number",
    run: {
      try load(document(#"{"terms": [[1, 0]], "constant": true, "relation": "<=", "priority": 1}"#))
    }),
  BadInput(
    id: "F8 fractional variable index", message: "constraints[0].terms[0][1]: expected an integer",
    run: {
      try load(document(#"{"terms": [[1, 0.5]], "constant": 1, "relation": "<=", "priority": 1}"#))
    }),
  BadInput(
    id: "F9 unknown variable index",
    message: "constraints[0].terms[0][1]: no variable with index 7",
    run: {
      try load(document(#"{"terms": [[1, 7]], "constant": 1, "relation": "<=", "priority": 1}"#))
    }),
  BadInput(
    id: "F10 bad relation",
    message: "constraints[0].relation: relation \"<\" is not one of <=, ==, >=",
    run: {
      try load(document(#"{"terms": [[1, 0]], "constant": 1, "relation": "<", "priority": 1}"#))
    }),
  BadInput(
    id: "F11 priority out of range",
    message: "constraints[0].priority: priority 1001.0 is outside 1...1000",
    run: {
      try load(document(#"{"terms": [[1, 0]], "constant": 1, "relation": "<=", "priority": 1001}"#))
    }),
  BadInput(
    id: "F12 edit priority 0", message: "edits[0].priority: priority 0.0 is outside 1...1000",
    run: {
      try load(document(edits: #"[{"variable": 0, "priority": 0}]"#))
    }),
  BadInput(
    id: "F13 number too large for a Double", message: "not JSON: …1e400…",
    run: {
      try load(
        document(#"{"terms": [[1, 0]], "constant": 1e400, "relation": "<=", "priority": 1}"#))
    }),
]

/// `true` if `message` matches `pattern`, where `…` in the pattern stands for any text (object
/// addresses, Foundation's platform-specific wording).
func matches(_ message: String, _ pattern: String) -> Bool {
  let parts = pattern.split(separator: "…", omittingEmptySubsequences: false)
  guard message.hasPrefix(parts[0]) else { return false }
  var rest = message.dropFirst(parts[0].count)
  for part in parts.dropFirst() {
    if part.isEmpty { continue }
    guard let range = rest.range(of: part) else { return false }
    rest = rest[range.upperBound...]
  }
  return parts.count > 1 ? (parts.last!.isEmpty || message.hasSuffix(parts.last!)) : rest.isEmpty
}

@Test(
  "Bad-input catalogue: every solver and SolverFormat row fails with its documented message",
  arguments: solverBadInputs + formatBadInputs)
func badInputCatalogue(_ input: BadInput) {
  do {
    try input.run()
    Issue.record("\(input.id) did not throw")
  } catch {
    let message = String(describing: error)
    #expect(matches(message, input.message), "ACTUAL \(input.id) => \(message.debugDescription)")
  }
}
