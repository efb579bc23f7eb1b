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
/// form) can drift; those are evaluated as before.
///
/// The analysis is computed once per set of required entries (``RequiredRows/version``), at the
/// first check after many changed rows (a first layout), and stays valid while that set stays; each
/// check drops the members whose rows its operation rewrote (``dropRewritten(moved:_:)``).
struct IntactDefinitions: Sendable {
  /// The version of the required entries this analysis is valid for.
  var required: UInt64
  /// ``Tableau/structureVersion`` at the analysis or the last ``dropRewritten(moved:_:)``: that of
  /// the last check, which calls it whenever the analysis is valid.
  var checked: UInt64
  /// Entries to evaluate at every check: rows that are not their constraint's own definition,
  /// intact rows whose `a·c + k` test failed when this was built, and dropped members.
  var alwaysSuspect: [Int32] = []
  /// The intact definitions: their entry, slot (`-1` once dropped) and subject's coefficient `a`
  /// (a struct, not a tuple: a new process builds no tuple metadata for it).
  struct Member: Sendable { var position, slot: Int32, subjectCoefficient: Double }
  var members: [Member] = []
  /// The members with a marker, whose constant a suggestion can shift: O(1)-tested at each check.
  var shifted: [Int32] = []
  /// Per variable (``Tableau/SymbolInfo/tag``), the member whose subject it is (one at most), or `-1`.
  var memberOfVariable: [Int32] = []
  /// The largest `Σ |aⱼ|` (the subject's included) of the intact entries left out of `suspects`.
  var coefficientSum = 0.0
  /// At structure ``checked`` (``Solver/entriesReachedByShifts()``): the records the last step
  /// shifted; the entries they reach, if fewer than ``alwaysSuspect``; the moved values, sorted.
  var shiftedIDs: [UInt64] = []
  var reached: (entries: [Int32], moved: EvaluationProgram?, variables: [Int32])?

  /// Beyond this many terms the rounding bound above no longer fits under half the tolerance.
  static let maximumTerms = 10_000

  /// The analysis of `required` against `tableau`, whose user variables number `variables`.
  init(_ required: RequiredRows, _ tableau: Tableau, variables: Int) {
    (self.required, checked) = (required.version, tableau.structureVersion)
    memberOfVariable = Array(repeating: -1, count: variables)
    members.reserveCapacity(required.entries.count)
    for position in required.entries.indices.lazy.map(Int32.init) {
      let entry = required.entries[Int(position)]
      guard let (slot, a) = Self.intactSlot(of: position, required, tableau),
        Self.holds(a: a, rowConstant: tableau.rows[Int(slot)].constant, constant: entry.constant),
        case let variable = Int(tableau.info[Int(entry.subject)].tag),
        memberOfVariable[variable] < 0
      else {
        alwaysSuspect.append(position)
        continue
      }
      memberOfVariable[variable] = Int32(members.count)
      if entry.marker >= 0 { shifted.append(Int32(members.count)) }
      members.append(Member(position: position, slot: slot, subjectCoefficient: a))
      coefficientSum = max(coefficientSum, entry.coefficientSum)
    }
  }

  /// Drops the members whose rows the running operation saved (``Tableau/rowEpochs``; a failed
  /// one puts them back), if any row changed since the last call. The journal saved each with its
  /// basic symbol, the subject, so `moved` names it; else all (a resize: hence buffer pointers).
  mutating func dropRewritten(moved: [Symbol]?, _ tableau: Tableau) {
    guard tableau.structureVersion != checked else { return }
    (checked, shiftedIDs, reached) = (tableau.structureVersion, [], nil)
    let (info, epoch, byVariable) = (tableau.info, tableau.journal.epoch, memberOfVariable)
    members.withUnsafeMutableBufferPointer { members in
      tableau.rowEpochs.withUnsafeBufferPointer { epochs in
        func drop(_ index: Int) {
          let slot = index >= 0 ? Int(members[index].slot) : -1
          guard slot >= 0, slot >= epochs.count || epochs[slot] == epoch else { return }
          alwaysSuspect.append(members[index].position)
          members[index].slot = -1
        }
        if moved == nil { for index in members.indices { drop(index) } }
        for variable in (moved ?? []).lazy.map({ Int(info[Int($0)].tag) }) where variable >= 0 {
          drop(variable < byVariable.count ? Int(byVariable[variable]) : -1)
        }
      }
    }
  }

  /// The entries to evaluate now: ``alwaysSuspect`` and the members with a marker failing the test.
  func suspects(_ required: RequiredRows, _ tableau: Tableau) -> [Int32] {
    var suspects = alwaysSuspect
    for member in shifted.lazy.map({ members[Int($0)] }) where member.slot >= 0 {
      let (position, slot, a) = (member.position, member.slot, member.subjectCoefficient)
      let constant = required.entries[Int(position)].constant
      if !Self.holds(a: a, rowConstant: tableau.rows[Int(slot)].constant, constant: constant) {
        suspects.append(position)
      }
    }
    return suspects
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
    // (or merged duplicate terms or dropped a zero one, which is only conservative). At this
    // length, with the subject once and no symbol twice, the installed row's cells are the terms
    // and the marker as they are, so its solved form has each coefficient `c·(-1/a)`
    // (``Row/solve(for:)``), compared cell by cell without building it. Each must be found at a
    // different index (a bit per cell), so that the row holds nothing else.
    let cellCount = Int(entry.end - entry.start) + (entry.marker >= 0 ? 1 : 0) - 1
    let actual = tableau.rows[Int(slot)]
    guard actual.cells.count == cellCount, cellCount <= 64 else { return nil }
    var a = 0.0
    var subjectCount = 0
    required.forEachCell(at: position) { symbol, coefficient in
      if symbol == entry.subject {
        a = coefficient
        subjectCount += 1
      }
    }
    guard subjectCount == 1, a != 0 else { return nil }
    let factor = -1 / a
    var found: UInt64 = 0
    var matches = true
    required.forEachCell(at: position) { symbol, coefficient in
      guard matches, symbol != entry.subject else { return }
      let index = actual.search(symbol)
      guard index >= 0, actual.cells[index].coefficient == coefficient * factor,
        found & (1 << index) == 0
      else {
        matches = false
        return
      }
      found |= 1 << index
    }
    guard matches else { return nil }
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
