import Cassowary
import Testing

// Helpers shared by the solver test files: tolerant comparisons, residuals and snapshots.

/// `true` if `actual` lies within `tolerance` of `expected` (absolute).
func isClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
  abs(actual - expected) <= tolerance
}

/// How far `constraint` is from holding at the solver's current values: `0` when it holds.
func residual(of constraint: Constraint, in solver: Solver) -> Double {
  residual(of: constraint) { solver.value(of: $0) }
}

/// How far `constraint` is from holding at `values`: `0` when it holds.
func residual(of constraint: Constraint, at values: (Variable) -> Double) -> Double {
  let value = constraint.expression.evaluated(values)
  switch constraint.relation {
  case .equal: return abs(value)
  case .lessThanOrEqual: return max(0, value)
  case .greaterThanOrEqual: return max(0, -value)
  }
}

/// Whether `constraint` holds in `solver` to the solver's tolerance for required constraints:
/// 1e-7 of its magnitude `|constant| + Σ |coefficient · value|`, at least 1
/// (`Solver.requiredTolerance`).
func holdsToTolerance(_ constraint: Constraint, in solver: Solver) -> Bool {
  let magnitude = constraint.expression.terms.reduce(abs(constraint.expression.constant)) {
    $0 + abs($1.coefficient * solver.value(of: $1.variable))
  }
  return residual(of: constraint, in: solver) <= 1e-7 * max(1, magnitude)
}

/// A copy of `constraint` (a new identity) whose expression has the constant `constant`.
func rebuilt(_ constraint: Constraint, constant: Double) -> Constraint {
  Constraint(
    Expression(constraint.expression.terms, constant: constant), constraint.relation,
    priority: constraint.priority)
}

/// Everything observable about a solver: its deterministic dump and its values.
struct SolverSnapshot: Equatable {
  var dump: String
  var values: [Variable: Double]
  var constraints: [UInt64]
  var editVariables: [String]

  init(_ solver: Solver) {
    dump = solver.debugDescription
    values = solver.values
    constraints = solver.constraints.map(\.id)
    editVariables = solver.editVariables.map { "\($0.variable.id)@\($0.priority)=\($0.value)" }
  }
}

extension SolverError {
  /// The conflicts carried by an unsatisfiable constraint or suggestion, else `nil`.
  var conflicts: [Constraint]? {
    switch self {
    case .unsatisfiableConstraint(_, let conflicts): return conflicts
    case .unsatisfiableSuggestion(_, _, let conflicts): return conflicts
    default: return nil
    }
  }
}

/// Runs `operation`, which must throw, and returns its error (or `nil`, recording an issue, if it
/// did not throw).
@discardableResult
func expectFailure(
  _ solver: inout Solver, _ operation: (inout Solver) throws -> Void,
  sourceLocation: SourceLocation = #_sourceLocation
) -> SolverError? {
  do {
    try operation(&solver)
  } catch let error as SolverError {
    return error
  } catch {
    Issue.record("expected a SolverError, got \(error)", sourceLocation: sourceLocation)
    return nil
  }
  Issue.record("expected the operation to throw", sourceLocation: sourceLocation)
  return nil
}

/// `true` if the two lists hold the same constraints (by identity), in any order.
func sameConstraints(_ lhs: [Constraint], _ rhs: [Constraint]) -> Bool {
  lhs.count == rhs.count && Set(lhs) == Set(rhs)
}
