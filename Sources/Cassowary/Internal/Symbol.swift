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
/// Rows are never compared with `==`: pivots accumulate rounding error. Two questions need an
/// answer.
///
/// *Is a coefficient zero?* Only a sum can be rounding residue: a product or quotient of non-zero
/// numbers is a true value, kept however small (a threshold on every coefficient, as kiwi's 1e-8,
/// dropped a true coupling of 8e-11 and lost a constraint: Fuzz/RESULTS.md, finding 7). A *sum*
/// is zero below the absolute ``zero``; relative tests on sums each failed on a fuzzer's input
/// (findings 12, 14 and 15).
///
/// *Is a value negative, or a cost an improvement?* Layout values are points (magnitudes up to
/// about 10⁵), and costs are sums of unit error weights times coefficients, so these sign tests,
/// and the costs themselves, use the absolute ``zero``. A relative test on costs let residue of
/// -8e-17 at a high priority outrank a real cost of 1 below it (finding 11).
///
/// Random systems whose variables and required rows are rescaled by 10⁻³…10³ keep their optimum
/// (`SolverRandomizedTests.scaledSystemsHaveTheSameOptimum`); at 10⁻⁴…10⁴ rows scaled down that
/// far have true sums below 1e-9.
enum Tolerance {
  /// A sum, a row constant or an objective cost with a smaller magnitude counts as zero.
  static let zero = 1.0e-9
  /// An objective cost this small on a symbol that no row bounds is rounding residue: costs are
  /// sums of unit error weights times row coefficients, and residue from subtracting rows is
  /// orders of magnitude below any real rate of improvement.
  static let residualCost = 1.0e-6

  /// `a + b`, or exactly zero if the sum is below ``zero``.
  @inline(__always)
  static func sum(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return abs(sum) <= zero ? 0 : sum
  }
}
