import Cassowary
import Foundation
import SolverFormat
import Testing

/// A `cassowary-bench/1` system from `Fixtures/solver` or `Fixtures/workloads`, with the values
/// kiwisolver computed for it (see `Fixtures/README.md`).
struct SolverFixture: Sendable, CustomTestStringConvertible {
  /// `folder/name`, e.g. `solver/random-small-1000`.
  let name: String
  let system: ConstraintSystem
  /// Every variable after the edits, `initial` and the first update; indexed like `variables`.
  let first: [Double]
  /// Every variable after the last step.
  let final: [Double]

  var testDescription: String { name }

  /// Every `Fixtures/<folder>/*.json` beside this file, folders and files in name order.
  static func all(file: String = #filePath) throws -> [SolverFixture] {
    let root = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(
      "Fixtures")
    var fixtures: [SolverFixture] = []
    for folder in ["solver", "workloads"] {
      let urls = try FileManager.default.contentsOfDirectory(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil
      ).filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
      for url in urls {
        let data = try Data(contentsOf: url)
        let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let expected = document?["expected"] as? [String: Any]
        func numbers(_ key: String) -> [Double] {
          (expected?[key] as? [Any] ?? []).map { ($0 as? NSNumber)?.doubleValue ?? .nan }
        }
        fixtures.append(
          SolverFixture(
            name: "\(folder)/\(url.deletingPathExtension().lastPathComponent)",
            system: try ConstraintSystem(json: data), first: numbers("first"),
            final: numbers("final")))
      }
    }
    return fixtures
  }
}

/// How the runner adds a fixture's constraints.
enum AddMode: String, Sendable, CaseIterable, CustomTestStringConvertible {
  case oneByOne = "one by one"
  case batch = "as one batch"
  /// One by one, with the edit variables and the first suggestion, inside
  /// `withOptimizationDeferred` (`plumb-bench`'s protocol): the suggestion reaches the optimum
  /// from an unoptimised build.
  case deferred = "one by one, deferred up to the first suggestion"
  var testDescription: String { rawValue }
}

@Test(
  "Every fixture reaches kiwisolver's first and final values",
  arguments: try SolverFixture.all(), AddMode.allCases)
func fixtureMatchesOracle(_ fixture: SolverFixture, mode: AddMode) throws {
  let system = fixture.system
  #expect(fixture.first.count == system.variables.count)
  #expect(fixture.final.count == system.variables.count)
  let (variables, constraints) = system.makeConstraints()
  var solver = Solver()
  // The invariant checker after every operation (a broken invariant throws `internalError`).
  solver.checksInvariants = true
  func build(_ solver: inout Solver) throws(SolverError) {
    switch mode {
    case .oneByOne, .deferred: for constraint in constraints { try solver.add(constraint) }
    case .batch: try solver.add(constraints)
    }
    for edit in system.edits {
      try solver.addEditVariable(variables[edit.variable], priority: edit.priority)
    }
    try solver.suggestValues(system.initial.map { (variables[$0.variable], $0.value) })
  }
  if mode == .deferred { try solver.withOptimizationDeferred(build) } else { try build(&solver) }
  expectValues(of: solver, variables, equal: fixture.first, state: "first")

  for step in system.steps {
    try solver.suggestValues(step.map { (variables[$0.variable], $0.value) })
  }
  expectValues(of: solver, variables, equal: fixture.final, state: "final")
  #expect(solver.invariantViolation() == nil)
  solver.updateVariables()
  for constraint in constraints where constraint.priority.isRequired {
    #expect(residual(of: constraint, in: solver) <= 1e-7, "required \(constraint) is violated")
  }
}

/// Compares every variable with the oracle within the fixtures' tolerance, naming the first few
/// that differ.
private func expectValues(
  of solver: Solver, _ variables: [Variable], equal expected: [Double], state: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var solver = solver
  solver.updateVariables()  // Every value once, in one pass: reads below are O(1).
  let tolerance = 1e-6  // Fixtures/README.md: absolute, values are at most a few thousand
  let wrong = zip(variables, expected).filter {
    !isClose(solver.value(of: $0), $1, tolerance: tolerance)
  }
  let report = wrong.prefix(5).map { "\($0) = \(solver.value(of: $0)), expected \($1)" }
  #expect(
    wrong.isEmpty, "\(wrong.count) values differ at the \(state) state: \(report)",
    sourceLocation: sourceLocation)
}
