import Cassowary
import Foundation
import SolverFormat
import Testing

// The `cassowary-bench/1` format: solver → JSON → solver round trips, and typed errors with the
// path of the offending field for malformed documents.

@Test("A solver saved to JSON and loaded again reaches the same values")
func solverRoundTripsThroughJSON() throws {
  let left = Variable("left")
  let width = Variable("width")
  let right = Variable("right")
  let name = Variable("label \"quoted\"")
  var solver = Solver()
  try solver.add([
    left == 0.1, right == left + width, width >= 1.0 / 3,
    (width == 250.25).withPriority(.defaultHigh), (right <= 100).withPriority(999.5),
    (name == 2 * width + left + left).withPriority(1),  // `left` twice: merged into 2·left
  ])
  try solver.addEditVariable(width, priority: 500)
  try solver.suggestValue(77.7, for: width)

  let system = ConstraintSystem(solver, name: "round trip")
  let loaded = try ConstraintSystem(json: system.jsonData())
  #expect(loaded.name == "round trip")
  #expect(loaded.variables == solver.variables.map(\.description))
  #expect(loaded.constraints == system.constraints)
  #expect(loaded.edits == system.edits)
  #expect(loaded.constraints.last?.terms.map(\.coefficient) == [1, -2, -2])

  let (copy, variables) = try loaded.makeSolver()
  for (original, loadedVariable) in zip(solver.variables, variables) {
    #expect(isClose(copy.value(of: loadedVariable), solver.value(of: original)))
  }
  #expect(copy.editVariables.map(\.value) == [77.7])
  // Saving the copy gives the same document, byte for byte.
  #expect(ConstraintSystem(copy, name: "round trip").jsonData() == system.jsonData())
}

@Test("Every fixture survives a JSON round trip unchanged", arguments: try SolverFixture.all())
func fixtureRoundTripsThroughJSON(_ fixture: SolverFixture) throws {
  let system = fixture.system
  let loaded = try ConstraintSystem(json: system.jsonData())
  #expect(loaded.name == system.name)
  #expect(loaded.variables == system.variables)
  #expect(loaded.constraints == system.constraints)
  #expect(loaded.edits == system.edits)
  #expect(loaded.initial.elementsEqual(system.initial) { $0 == $1 })
  #expect(loaded.steps.elementsEqual(system.steps) { $0.elementsEqual($1) { $0 == $1 } })
}

// MARK: - Malformed documents

/// A valid one-constraint document with `constraint` (JSON text) as its constraint.
private func document(constraint: String, edits: String = "[]", initial: String = "[]") -> Data {
  Data(
    """
    {"format": "cassowary-bench/1", "variables": ["x", "y"], "constraints": [
      {"terms": [[1, 0], [-1, 1]], "constant": -8, "relation": "==", "priority": 1000},
      \(constraint)], "edits": \(edits), "initial": \(initial)}
    """.utf8)
}

private let valid = #"{"terms": [[1, 0]], "constant": 2, "relation": "<=", "priority": 250}"#

private func formatError(_ data: Data) -> FormatError? {
  do {
    _ = try ConstraintSystem(json: data)
    return nil
  } catch {
    return error
  }
}

@Test("The test document is valid")
func testDocumentIsValid() throws {
  let system = try ConstraintSystem(json: document(constraint: valid))
  #expect(system.constraints.count == 2)
  #expect(system.constraints[1].priority == 250)
}

@Test("An unknown relation is rejected with its path")
func badRelation() {
  let data = document(
    constraint: #"{"terms": [[1, 0]], "constant": 2, "relation": "<", "priority": 250}"#)
  #expect(formatError(data) == .invalidRelation(path: "constraints[1].relation", relation: "<"))
}

@Test("A priority outside 1...1000 is rejected with its path", arguments: [0, 1001, -5])
func badPriority(_ priority: Int) {
  let data = document(
    constraint: #"{"terms": [[1, 0]], "constant": 2, "relation": ">=", "priority": \#(priority)}"#)
  #expect(
    formatError(data)
      == .invalidPriority(path: "constraints[1].priority", priority: Double(priority)))
  let edit = document(constraint: valid, edits: #"[{"variable": 0, "priority": \#(priority)}]"#)
  #expect(
    formatError(edit) == .invalidPriority(path: "edits[0].priority", priority: Double(priority)))
}

@Test("A variable index outside `variables` is rejected with its path")
func unknownVariableIndex() {
  let data = document(
    constraint: #"{"terms": [[1, 0], [2, 5]], "constant": 2, "relation": "<=", "priority": 1}"#)
  #expect(formatError(data) == .unknownVariable(path: "constraints[1].terms[1][1]", index: 5))
  let initial = document(constraint: valid, initial: "[[-1, 3]]")
  #expect(formatError(initial) == .unknownVariable(path: "initial[0][0]", index: -1))
}

@Test("A string where a number belongs is rejected with its path")
func nonNumbers() {
  let text = document(
    constraint: #"{"terms": [["2", 0]], "constant": 2, "relation": "<=", "priority": 1}"#)
  #expect(
    formatError(text) == .invalidField(path: "constraints[1].terms[0][0]", expected: "a number"))
  let fraction = document(
    constraint: #"{"terms": [[1, 0.5]], "constant": 1, "relation": "<=", "priority": 1}"#)
  #expect(
    formatError(fraction)
      == .invalidField(path: "constraints[1].terms[0][1]", expected: "an integer"))
}

@Test(
  "A boolean where a number belongs is rejected with its path")
func booleansAreNotNumbers() {
  let constant = document(
    constraint: #"{"terms": [[1, 0]], "constant": true, "relation": "<=", "priority": 1}"#)
  #expect(
    formatError(constant) == .invalidField(path: "constraints[1].constant", expected: "a number"))
  let coefficient = document(
    constraint: #"{"terms": [[false, 0]], "constant": 1, "relation": "<=", "priority": 1}"#)
  #expect(
    formatError(coefficient)
      == .invalidField(path: "constraints[1].terms[0][0]", expected: "a number"))
}

@Test("A number too large for a Double is rejected, never read as infinity")
func hugeExponent() {
  let data = document(
    constraint: #"{"terms": [[1, 0]], "constant": 1e400, "relation": "<=", "priority": 1}"#)
  // JSON has no NaN or infinity, but 1e400 overflows a Double. Foundation on Linux refuses the
  // number itself (so the error has no path); a reader that let it through as ±inf must report
  // the field.
  switch formatError(data) {
  case .notJSON(let reason)?: #expect(reason.contains("1e400"))
  case let error?: #expect(error == .nonFiniteNumber(path: "constraints[1].constant"))
  case nil: Issue.record("1e400 was accepted")
  }
}

@Test("Documents that are not cassowary-bench/1 objects are rejected")
func wrongDocuments() {
  #expect(
    formatError(Data("not json".utf8)).map { if case .notJSON = $0 { true } else { false } } == true
  )
  #expect(formatError(Data("[1, 2]".utf8)) == .invalidField(path: "$", expected: "an object"))
  #expect(
    formatError(Data(#"{"format": "cassowary-bench/2", "variables": [], "constraints": []}"#.utf8))
      == .unsupportedFormat("cassowary-bench/2"))
  #expect(
    formatError(Data(#"{"variables": ["x"]}"#.utf8))
      == .invalidField(path: "constraints", expected: "an array"))
  #expect(
    formatError(Data(#"{"variables": [1], "constraints": []}"#.utf8))
      == .invalidField(path: "variables[0]", expected: "a string"))
}

@Test("Unknown top-level keys are ignored")
func unknownKeysAreIgnored() throws {
  let data = Data(
    #"{"variables": ["x"], "constraints": [], "expected": {"first": [1]}, "meta": 3}"#.utf8)
  let system = try ConstraintSystem(json: data)
  #expect(system.variables == ["x"])
  #expect(system.edits.isEmpty)
}
