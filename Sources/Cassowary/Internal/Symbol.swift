/// A column of the simplex tableau: a small integer that indexes the tableau's per-symbol
/// arrays. Internal: clients only see ``Variable`` and ``Constraint``.
typealias Symbol = Int32

/// What a symbol stands for, which decides the values it may take.
enum SymbolKind: UInt8, Sendable {
  /// A user variable: unrestricted in sign.
  case external
  /// The slack of an inequality: `≥ 0`.
  case slack
  /// The violation of a non-required constraint: `≥ 0`, and counted in the objective.
  case error
  /// The marker of a required equality whose constant can change: always `0`. Never enters the
  /// basis during optimisation; it only records how row constants depend on that constant.
  case dummy
  /// The phase-one variable used to add a constraint that has no other subject: `≥ 0`.
  case artificial

  /// Restricted symbols take only non-negative values; the simplex keeps them feasible.
  var isRestricted: Bool { self == .slack || self == .error || self == .artificial }
}

/// The tolerances of the solver, in one place.
///
/// Rows are never compared with `==`: pivots accumulate rounding error. Two different questions
/// need two different answers.
///
/// *Is a coefficient zero?* Only a sum can be rounding residue: a product or quotient of non-zero
/// numbers is a true, if small, value, and is kept however small it is. With coefficients such as
/// 0.001 chained through a few pivots, a true coupling of 8e-11 is what ties a required equality
/// to the rest of the tableau; the first session's absolute threshold (kiwi uses 1e-8) dropped it
/// and lost the constraint (Fuzz/RESULTS.md, finding 7). A *sum* is zero when it cancels to within
/// ``relative`` of its larger operand, or when it is below the absolute ``zero``: residue built up
/// over several sums escapes the relative test (about 2e-9 of its row, in finding 14, where it let
/// an infeasible constraint in), and the relative test cannot be loosened to catch it, because
/// chains of 0.001 also make *true* differences of a few 1e-10 relative (finding 12).
///
/// *Is a value negative, or a cost an improvement?* Layout values are points (magnitudes up to
/// about 10⁵), and costs are sums of unit error weights times coefficients, so these sign tests,
/// and the costs themselves, use the absolute ``zero``. A relative test on costs let residue of
/// -8e-17 at a high priority outrank a real cost of 1 below it (finding 11).
///
/// Random systems whose variables and required rows are rescaled by 10⁻⁴…10⁴ keep their optimum
/// (`SolverRandomizedTests.scaledSystemsHaveTheSameOptimum`); at 10⁻⁵…10⁵ the absolute floor on
/// sums drops true terms of rows scaled down that far.
enum Tolerance {
  /// A sum, a row constant or an objective cost with a smaller magnitude counts as zero.
  static let zero = 1.0e-9
  /// The relative size below which a sum is cancellation residue of its operands. Rounding leaves
  /// a few units in the last place (2.2e-16) per operation; this leaves room for error that has
  /// grown through many pivots, and stays below the true differences of a few 1e-10 that chains
  /// of small coefficients make.
  static let relative = 1.0e-11
  /// An objective cost this small on a symbol that no row bounds is rounding residue: costs are
  /// sums of unit error weights times row coefficients, and residue from subtracting rows is
  /// orders of magnitude below any real rate of improvement.
  static let residualCost = 1.0e-6

  /// `a + b`, or exactly zero if the sum is residue: it cancels to within ``relative`` of the
  /// larger operand, or it is below ``zero``.
  @inline(__always)
  static func sum(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return abs(sum) <= relative * max(abs(a), abs(b)) || abs(sum) <= zero ? 0 : sum
  }
}
