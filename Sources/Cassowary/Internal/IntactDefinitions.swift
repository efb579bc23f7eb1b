/// The required constraints that cannot have drifted, so that the check after a resize
/// (``Solver/worstRequiredViolation()``) need not evaluate them.
///
/// A required constraint `a·s + Σ aⱼ·vⱼ + σ·m + k = 0` (marker `m` optional) that entered the
/// tableau through a fresh subject `s` became the definition `s = c + Σ bⱼ·vⱼ + bₘ·m` with
/// `bⱼ = aⱼ·(-1/a)` and `c = k·(-1/a)`, each rounded once. As long as `s`'s row still holds exactly
/// those cells, the constraint holds at the solution whatever the values `vⱼ` are:
///
/// - The solution evaluates `s = c + Σ bⱼ·vⱼ` (the marker is parametric, so zero). Put into the
///   constraint, that leaves `(a·c + k) + Σ (a·bⱼ + aⱼ)·vⱼ`, and `|a·bⱼ + aⱼ| ≤ 2.01·u·|aⱼ|` with
///   `u = 2⁻⁵³`. Evaluating the row and then the constraint adds at most `γₙ₊₂ ≈ (n + 2)·u` of
///   the magnitude `|k| + Σ |aⱼ·vⱼ| + |a·s|` twice (Higham, *Accuracy and Stability of
///   Numerical Algorithms*, 2nd ed., §4.2, the error bound of recursive summation). For up to
///   ``maximumTerms`` terms that is below 2.3·10⁻¹² of the magnitude.
/// - `a·c + k` is the only part that depends on the row's constant. A suggestion or a constant
///   change shifts `c` through the constraint's own marker by exactly what keeps `a·c + k` at
///   rounding level (``Tableau/shift(_:by:errorLevel:)``), and nothing else moves the constant of
///   a row whose cells stay the same. It is checked anyway, in O(1), against half the drift
///   tolerance; with the bound above the constraint is then within the tolerance.
///
/// So an intact definition's residual stays below ``Solver/driftTolerance`` of its magnitude, and
/// its terms stay below `Σ |aⱼ| · max |value|`, which bounds the certifiable-magnitude test. Only
/// constraints whose rows were rewritten (substituted into, pivoted, or installed in full basic
/// form) can drift; those are evaluated as before. The analysis is computed once per structure
/// (``Tableau/structureVersion`` and ``RequiredRows/version``), when two checks in a row
/// evaluated everything at the same structure — a run of resizes without pivots, such as every
/// step of a chain.
struct IntactDefinitions: Sendable {
  /// The versions this analysis is valid for.
  var structure: UInt64
  var required: UInt64
  /// Entries to evaluate at every check: rows that are not their constraint's own definition,
  /// and intact rows whose `a·c + k` test failed when this was built.
  var suspects: [Int32]
  /// Intact definitions that carry a marker, whose constant a suggestion can shift: their O(1)
  /// test runs at every check. `subjectCoefficient` is `a`.
  var shifted: [(position: Int32, slot: Int32, subjectCoefficient: Double)]
  /// The largest `Σ |aⱼ|` (the subject's included) of the intact entries left out of `suspects`.
  var coefficientSum: Double

  /// Beyond this many terms the rounding bound above no longer fits under half the tolerance.
  static let maximumTerms = 10_000

  /// The analysis of `required` against `tableau`.
  init(_ required: RequiredRows, _ tableau: Tableau) {
    structure = tableau.structureVersion
    self.required = required.version
    suspects = []
    shifted = []
    coefficientSum = 0
    for position in required.entries.indices.lazy.map(Int32.init) {
      let entry = required.entries[Int(position)]
      guard let (slot, a) = Self.intactSlot(of: position, required, tableau) else {
        suspects.append(position)
        continue
      }
      guard Self.holds(a: a, rowConstant: tableau.rows[Int(slot)].constant, constant: entry.constant) else {
        suspects.append(position)
        continue
      }
      if entry.marker >= 0 { shifted.append((position, slot, a)) }
      coefficientSum = max(coefficientSum, entry.coefficientSum)
    }
  }

  /// The slot and the subject's coefficient if the entry's subject is basic with exactly the row
  /// its constraint was installed as; `nil` otherwise.
  static func intactSlot(of position: Int32, _ required: RequiredRows, _ tableau: Tableau)
    -> (Int32, Double)?
  {
    let entry = required.entries[Int(position)]
    guard entry.subject >= 0, Int(entry.end - entry.start) <= maximumTerms,
      case let slot = tableau.slotOf[Int(entry.subject)], slot >= 0
    else { return nil }
    // Distinct terms and the marker, less the subject: a row of another length was rewritten
    // (or merged duplicate terms, which is only conservative), and building the installed row
    // to compare would cost more than the check it saves.
    let cellCount = Int(entry.end - entry.start) + (entry.marker >= 0 ? 1 : 0) - 1
    guard tableau.rows[Int(slot)].cells.count == cellCount else { return nil }
    var expected = required.installedRow(at: position)
    let index = expected.search(entry.subject)
    guard index >= 0 else { return nil }
    let a = expected.cells[index].coefficient
    expected.solve(for: entry.subject)
    let actual = tableau.rows[Int(slot)].cells
    guard actual.count == expected.cells.count else { return nil }
    for (x, y) in zip(actual, expected.cells) where x.symbol != y.symbol || x.coefficient != y.coefficient {
      return nil
    }
    // The marker must be parametric (zero at the solution); a basic symbol is in no other row,
    // so this only guards the invariant.
    if entry.marker >= 0 && tableau.slotOf[Int(entry.marker)] >= 0 { return nil }
    return (slot, a)
  }

  /// The O(1) test: `|a·c + k| ≤ ½ · driftTolerance · max(1, |k|)`.
  static func holds(a: Double, rowConstant: Double, constant: Double) -> Bool {
    abs(a * rowConstant + constant) <= 0.5 * Solver.driftTolerance * max(1, abs(constant))
  }
}
