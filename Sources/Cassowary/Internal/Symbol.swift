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
/// need two different tolerances.
///
/// *Is a coefficient zero?* Only a sum can be rounding residue: a product or quotient of non-zero
/// numbers is a true, if small, value. So a sum `a + b` is zero when it cancels to within
/// ``relative`` of its larger operand, `|a + b| ≤ relative · max(|a|, |b|)`, and is kept however
/// small it is otherwise. An absolute threshold (kiwi's 1e-8, ours before) cannot tell the two
/// apart: with coefficients such as 0.001 chained through a few pivots, a true coupling of 8e-11
/// fell below 1e-9 and a required equality was lost (Fuzz/RESULTS.md, finding 7).
///
/// *Is a value negative, or a cost an improvement?* Layout values are points (magnitudes up to
/// about 10⁵), and costs are sums of unit error weights times coefficients, so these sign tests,
/// and the costs themselves, use the absolute ``zero``. A relative test on costs let residue of
/// -8e-17 at a high priority outrank a real cost of 1 below it (finding 11).
enum Tolerance {
  /// A row constant or objective cost with a smaller magnitude counts as zero in sign tests.
  static let zero = 1.0e-9
  /// The relative size below which a sum is cancellation residue. Rounding leaves a residue of
  /// a few units in the last place (2.2e-16) per operation; this leaves room for error that has
  /// grown through many pivots. It cannot be much larger: chains of coefficients such as 0.001
  /// make true differences of a few 1e-10 relative (2000.0000005 beside 2000, the 0.0000005
  /// being 0.001 · 0.0005), and at 1e-9 one was zeroed and a required equality lost its hold on
  /// a variable (Fuzz/RESULTS.md, finding 12).
  static let relative = 1.0e-11
  /// An objective cost this small on a symbol that no row bounds is rounding residue: costs are
  /// sums of unit error weights times row coefficients, and residue from subtracting rows is
  /// orders of magnitude below any real rate of improvement.
  static let residualCost = 1.0e-6

  /// `a + b`, or exactly zero if the sum is cancellation residue (see ``relative``).
  @inline(__always)
  static func sum(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return abs(sum) <= relative * max(abs(a), abs(b)) ? 0 : sum
  }
}
