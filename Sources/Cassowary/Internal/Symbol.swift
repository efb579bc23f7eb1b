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
/// about 10⁵), so these sign tests use the absolute ``zero``.
enum Tolerance {
  /// A row constant or objective cost with a smaller magnitude counts as zero in sign tests.
  static let zero = 1.0e-9
  /// The relative size below which a sum is cancellation residue. One operation leaves a few
  /// units in the last place (2.2e-16), but residue also builds up over several sums (`a + b`
  /// then `+ c`, each checked alone) and comes back from old pivots, and a residue that survives
  /// can later be chosen as a pivot and divide every row it touches by noise (Fuzz/RESULTS.md,
  /// finding 11: 2e-14 beside 1e5 turned values of 10⁵ into 10¹⁶). At 1e-11 that happened; at
  /// 1e-9 — the absolute tolerance's size at unit scale — it does not, and a difference a layout
  /// means is still far larger.
  static let relative = 1.0e-9
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
