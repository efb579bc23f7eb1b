/// Every operation checks its result against the constraints themselves, not against the rows
/// derived from them, and re-solves exactly when rounding has broken a required constraint.
///
/// The tableau's rows are consequences of the constraints computed in floating point. In
/// layouts — coefficients near 1, values up to 10⁵ — they stay within an ulp or two of the truth.
/// In systems that mix coefficients such as 0.001 with 100, values reach 10⁷ to 10¹⁶ and the rows
/// can stop agreeing with each other (Fuzz/RESULTS.md, findings 9, 16 and 17): a required
/// inequality read as satisfied in its slack's row while the variable's own row put it 1251
/// below its bound. No tolerance tells such drift from a true small coefficient in every system
/// (findings 11–15), so the check looks at the outcome instead: each required constraint is
/// evaluated at the solution, and if one is off by more than ``Solver/requiredTolerance`` of its
/// magnitude, the tableau is replaced by one rebuilt from the exact rational optimum
/// (``ExactTableau``).
extension Solver {
  /// How far a required constraint may be from holding, relative to its magnitude
  /// `|constant| + Σ |coefficient · value|` (at least 1): a layout's rounding is near 10⁻¹⁶ of
  /// that, and every lost constraint the fuzzer found was off by more than 10⁻⁵.
  static let requiredTolerance = 1e-7

  /// The required constraint (or required edit, as `variable == value`) that is furthest from
  /// holding, relative to its magnitude, if any is beyond ``requiredTolerance``. Computes every
  /// value, which the caller's next read then reuses.
  mutating func worstRequiredViolation() -> (constraint: Constraint, residual: Double)? {
    updateVariables()
    var worst: (constraint: Constraint, residual: Double, excess: Double)?
    for record in records.values where record.constraint.priority.isRequired {
      let expression = record.constraint.expression
      var value = expression.constant
      var magnitude = abs(value)
      for term in expression.terms {
        guard let index = indexOfVariable[term.variable.id] else { continue }
        let product = term.coefficient * cachedValues[Int(symbolOfVariable[Int(index)])]
        value += product
        magnitude += abs(product)
      }
      let residual: Double
      switch record.constraint.relation {
      case .equal: residual = abs(value)
      case .lessThanOrEqual: residual = max(0, value)
      case .greaterThanOrEqual: residual = max(0, -value)
      }
      let excess = residual / max(1, magnitude)
      if excess > Self.requiredTolerance && excess > worst?.excess ?? 0 {
        worst = (record.constraint, residual, excess)
      }
    }
    return worst.map { ($0.constraint, $0.residual) }
  }

  /// The tableau to continue with when rounding has broken a required constraint: the exact
  /// optimum of the installed constraints, rounded once. `nil` when every required constraint
  /// holds.
  ///
  /// - Throws: ``Failure/unsatisfiable(_:)`` if the exact solve finds the required constraints
  ///   contradictory (the floating-point solve accepted a contradiction), or ``Failure/imprecise(_:residual:)``
  ///   if the system is too large to re-solve exactly.
  mutating func exactReplacementIfDrifted() throws(Failure) -> Tableau? {
    guard let (offender, residual) = worstRequiredViolation() else { return nil }
    var equations: [ExactTableau.Row] = []
    var errorsByPriority: [Float: [Symbol]] = [:]
    for record in records.values.sorted(by: { $0.sequence < $1.sequence }) {
      let constraint = record.constraint
      var row = ExactTableau.Row(constant: Rational(constraint.expression.constant))
      for term in constraint.expression.terms {
        guard let index = indexOfVariable[term.variable.id] else { continue }
        row.add(symbolOfVariable[Int(index)], Rational(term.coefficient))
      }
      // The markers enter as in `install`: the marker with `markerSign`, the second error
      // symbol with the opposite sign.
      if record.marker >= 0 { row.add(record.marker, Rational(record.markerSign)) }
      if record.other >= 0 { row.add(record.other, Rational(-record.markerSign)) }
      equations.append(row)
      if !constraint.priority.isRequired {
        let errors = [record.marker, record.other].filter { $0 >= 0 && tableau.kinds[Int($0)] == .error }
        errorsByPriority[constraint.priority.rawValue, default: []] += errors
      }
    }
    let levels = tableau.levelOrder.map { errorsByPriority[tableau.levels[$0].priority] ?? [] }
    do {
      let exact = try ExactTableau(kinds: tableau.kinds, equations: equations, levels: levels)
      return Tableau(exact: exact, like: tableau)
    } catch .infeasible {
      throw .unsatisfiable(offender)
    } catch {
      throw .imprecise(offender, residual: residual)
    }
  }
}
