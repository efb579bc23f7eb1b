/// The ways a ``Solver`` operation can fail. Each case carries the input that caused it.
///
/// Whenever an operation throws, the solver is left exactly as it was before the call.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The constraint is required and cannot hold together with the required constraints already
  /// in the solver. `conflicts` is a minimal set of installed required constraints (required edit
  /// variables appear as `variable == value` constraints) that rules it out.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The required edit variable cannot take the suggested value: `conflicts` is a minimal set of
  /// installed required constraints that rules the value out.
  case unsatisfiableSuggestion(Variable, value: Double, conflicts: [Constraint])
  /// The constraint has already been added (or appears twice in one batch).
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// The priority lies outside `1...1000` (or is not a number).
  case invalidPriority(Priority)
  /// A coefficient or the constant of the constraint is infinite or not a number.
  case nonFiniteConstraint(Constraint)
  /// A suggested value or a new constant is infinite or not a number.
  case nonFiniteValue(Double)
  /// The simplex did not converge within its pivot budget, or met an unbounded objective, and the
  /// exact re-solve could not finish the operation instead (the system has more than 400
  /// constraints, or the breakdown came while a constraint was being installed). This signals a
  /// numerical breakdown, never a property of the input alone; the solver is unchanged.
  case internalError(String)
  /// Rounding left the required constraint off by `residual` (more than 10⁻⁷ of its magnitude),
  /// and the system is too large for the exact re-solve that would otherwise repair it. Only
  /// systems with extreme coefficient ratios drift that far; the solver is unchanged.
  case numericalBreakdown(Constraint, residual: Double)

  public var description: String {
    func list(_ constraints: [Constraint]) -> String {
      constraints.map { "  \($0)" }.joined(separator: "\n")
    }
    switch self {
    case .unsatisfiableConstraint(let constraint, let conflicts):
      return
        "unsatisfiable required constraint \(constraint); it conflicts with:\n\(list(conflicts))"
    case .unsatisfiableSuggestion(let variable, let value, let conflicts):
      return "required edit variable \(variable) cannot be \(number(value)); "
        + "it conflicts with:\n\(list(conflicts))"
    case .duplicateConstraint(let constraint): return "duplicate constraint \(constraint)"
    case .unknownConstraint(let constraint): return "unknown constraint \(constraint)"
    case .duplicateEditVariable(let variable): return "duplicate edit variable \(variable)"
    case .unknownEditVariable(let variable): return "unknown edit variable \(variable)"
    case .invalidPriority(let priority):
      return "invalid priority \(priority): priorities must lie in 1...1000"
    case .nonFiniteConstraint(let constraint):
      return "constraint with a non-finite coefficient or constant: \(constraint)"
    case .nonFiniteValue(let value): return "non-finite value \(value)"
    case .internalError(let message): return "internal solver error: \(message)"
    case .numericalBreakdown(let constraint, let residual):
      return "rounding left the required constraint \(constraint) off by \(number(residual)), "
        + "and the system is too large to re-solve exactly"
    }
  }
}
