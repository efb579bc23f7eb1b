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
/// Rows are never compared with `==`: pivots accumulate rounding error. Layout values are points
/// (magnitudes up to about 10⁵) and coefficients are ratios near 1, so an absolute tolerance works
/// well; kiwi uses 1e-8 for the same purpose.
enum Tolerance {
  /// A coefficient or constant with a smaller magnitude is zero.
  static let zero = 1.0e-9
  /// An objective cost this small on a symbol that no row bounds is rounding residue: costs are
  /// sums of unit error weights times row coefficients, and residue from subtracting rows is
  /// orders of magnitude below any real rate of improvement.
  static let residualCost = 1.0e-6
}
