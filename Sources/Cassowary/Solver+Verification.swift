/// Every operation checks its result against the constraints themselves, not against the rows
/// derived from them, and re-solves exactly when rounding has broken a required constraint.
///
/// The rows are consequences of the constraints computed in floating point. In systems that mix
/// coefficients such as 0.001 with 100 they can stop agreeing with each other (Fuzz/RESULTS.md,
/// findings 9, 16 and 17: a required inequality satisfied in its slack's row, 1251 below its
/// bound in the variable's), and no tolerance tells such drift from a true small coefficient
/// (findings 11–15). So each required constraint is evaluated at the solution, and if one is off
/// by more than ``Solver/driftTolerance`` of its magnitude, the tableau is rebuilt from the exact
/// rational optimum (``ExactTableau``).
extension Solver {
  /// How far a required constraint may be from holding, relative to its magnitude
  /// `|constant| + Σ |coefficient · value|` (at least 1), before the solver re-solves exactly: a
  /// layout's rounding is near 10⁻¹⁶ of that. Values of 10⁹ make the magnitude large, and a
  /// contradiction hides behind it: `2·x3 + 2·x4 + 7 <= 0` beside `x3 + x4 == 0` read 7 off out of
  /// 4·10⁹, 1.75·10⁻⁹ (Fuzz/RESULTS.md, finding 24).
  static let driftTolerance = 1e-10

  /// The size of a required constraint's terms, `Σ |coefficient · value|`, beyond which floating
  /// point cannot show that it holds: the terms cancel, and a contradiction of 7 can hide behind
  /// values of 10¹⁸, whose ulp is 128 (Fuzz/RESULTS.md, finding 26). Such constraints are
  /// certified by the exact re-solve. Layouts, measured in points, stay far below it; a large
  /// constant alone (`width <= 10⁹`) does not count, since nothing cancels it.
  static let certifiableMagnitude = 1e8

  /// How far a required constraint may be from holding, relative to its magnitude, when the
  /// system is too large to re-solve exactly: beyond it the operation is refused with
  /// ``SolverError/numericalBreakdown(_:residual:)``. Every lost constraint the fuzzer found was
  /// off by more than 10⁻⁵.
  static let requiredTolerance = 1e-7

  /// The required constraint (or required edit, as `variable == value`) that is furthest from
  /// holding, relative to its magnitude, if one is beyond ``driftTolerance``, with that excess.
  ///
  /// Only constraints that mention a symbol whose row (or value) this operation changed are
  /// checked, so that the cost follows the operation's work; suggestions too (see below). After a
  /// step at the last check's structure, those its shifts reach (``entriesReachedByShifts()``).
  /// After many changed rows (a resize) every one, less those ``IntactDefinitions`` vouches for.
  /// After few (an add), those mentioning a changed symbol, if few too only ``isSuspect(_:)`` ones.
  mutating func worstRequiredViolation() -> Violation? {
    guard !required.entries.isEmpty else { return nil }
    if let reached = entriesReachedByShifts() {
      if !cacheWasCurrent || intact?.reached?.moved?.symbolCount != cachedValues.count {
        updateVariables()
      } else if let largest = intact?.reached?.moved?.run(rows: tableau.rows, into: &cachedValues) {
        (cacheIsCurrent, largestValue) = (true, max(largestValue, largest))
      }
      return worstRequiredViolation(among: reached)
    }
    let many = tableau.changedRowCount * 8 >= variables.count
    // One constraint in one new row, basic in a symbol it created (most adds of a build): nothing
    // else moved or mentions that symbol, so below its entry (if required) is the only suspect.
    if !many, undo.count == 1, case .added(let id) = undo[0], tableau.journal.savedRows == 0,
      tableau.changedRowCount == 1, let basic = tableau.basicOf.last,
      Int(basic) >= tableau.journal.symbolCount,
      required.entries.last?.id != id || !isSuspect(Int32(required.entries.count - 1))
    {
      if intact?.required == required.version { intact?.dropRewritten(moved: [], tableau) }
      return nil
    }
    let moved =
      many && !evaluatesMovedValuesOnly
      ? nil : tableau.symbolsOfChangedRows(userVariablesOnly: many)
    if intact?.required == required.version { intact?.dropRewritten(moved: moved, tableau) }
    if many {
      updateValues(moved: moved)
      if let suspects = suspectsOfUnchangedStructure() {
        return worstRequiredViolation(among: suspects)
      }
      return worstRequiredViolation(among: 0..<Int32(required.entries.count))
    }
    var suspects = required.entries(mentioning: moved ?? [])
    if suspects.count * 8 < variables.count { suspects = suspects.filter { isSuspect($0) } }
    if suspects.isEmpty { return nil }
    updateValues(moved: moved)
    return worstRequiredViolation(among: suspects)
  }

  /// Whether a required entry near few moved values must be evaluated: not an intact fresh
  /// definition (``IntactDefinitions``), nor one whose residual in the parameters, which costs a
  /// chain's length (``parametricResidual(at:)``), is small against its constant alone (stricter).
  private mutating func isSuspect(_ position: Int32) -> Bool {
    let constant = required.entries[Int(position)].constant
    if let (slot, a) = IntactDefinitions.intactSlot(of: position, required, tableau),
      IntactDefinitions.holds(
        a: a, rowConstant: tableau.rows[Int(slot)].constant, constant: constant)
    {
      return false
    }
    return abs(parametricResidual(at: position)) > Self.driftTolerance * max(1, abs(constant))
  }

  /// The required entries to evaluate after an operation that only shifted constants through
  /// markers at the last check's structure (``IntactDefinitions/checked``); `nil` (check as
  /// usual) otherwise, or if the same shifts reached no fewer than the usual check evaluates.
  ///
  /// Why the others need none: with the cells and the basis as that check saw them, the shifts
  /// changed only the constants of the rows that hold a shifted marker, so a value moved only if
  /// its row is one of those or refers to a moved value (what the journal names). Every other
  /// value is the same sum of the same operands as at that check, to the bit, so a constraint that
  /// mentions no moved value and whose marker did not shift (its constant is the same) has the
  /// residual that check accepted (the premise of the check after an add, too). The reached ones
  /// are evaluated in full: a shift's rounding, multiplied through chained definitions
  /// (Fuzz/RESULTS.md, finding 18), shows there. Which they are, and which values can move,
  /// depend on the structure and the markers, not on the amounts, so later steps with the same
  /// shifts here reuse them, and with the values current as they began evaluate only those.
  private mutating func entriesReachedByShifts() -> [Int32]? {
    guard intact?.required == required.version, intact?.checked == tableau.structureVersion,
      let ids = intact?.shiftedIDs, let usual = intact?.alwaysSuspect.count
    else { return nil }
    // Only the registry's undo log names the shifted constants (a structure change would show).
    var same = undo.count == ids.count
    for (k, change) in undo.enumerated() {
      guard case .constant(let id, _) = change else { return nil }
      same = same && ids[k] == id
    }
    guard !same else { return intact?.reached?.entries }
    // Used now whatever their number: the journal's moved values are marked for this operation.
    let shifted = undo.compactMap { if case .constant(let id, _) = $0 { id } else { nil } }
    let markers = shifted.compactMap { records[$0]?.marker }.filter { $0 >= 0 }
    let reached = required.entries(
      mentioning: tableau.symbolsOfChangedRows(userVariablesOnly: true) + markers)
    intact?.shiftedIDs = shifted
    reportedIsCurrent = false  // Another program's variables.
    intact?.reached = reached.count < usual ? (reached, nil, []) : nil
    if intact?.reached != nil, cachedOrder?.version == tableau.structureVersion,
      let order = cachedOrder?.order
    {
      let moved = order.filter { tableau.collectedEpochs[Int($0)] == tableau.journal.epoch }
      intact?.reached?.moved = EvaluationProgram(order: moved, tableau: tableau)
      intact?.reached?.variables = moved.map { tableau.info[Int($0)].tag }.sorted()
    }
    return reached
  }

  /// Whether the running transaction's check can evaluate only the values it moved: they were
  /// current when it began, no evaluation order of this structure is cached (a step that only
  /// moved constants runs its flat program), the journal that names the moved values is below
  /// two entries a variable (reading one costs about a fifth of evaluating a definition:
  /// Benchmarks/Results/2026-11-30-resize-3.md), and the definition log (which only a full
  /// evaluation compacts) is not long.
  private var evaluatesMovedValuesOnly: Bool {
    cacheWasCurrent && !cacheIsCurrent && tableau.journal.isActive
      && cachedOrder?.version != tableau.structureVersion
      && tableau.journal.count < 2 * variables.count
      && cachedValues.count <= tableau.symbolCount
      && tableau.definitionLog.entries.count <= 2 * tableau.rows.count + 64
  }

  /// ``updateVariables()``, or if it can and they are under a quarter of the definitions (more,
  /// and their depth-first order costs more than the full pass), only the user variables among
  /// `moved` (``Tableau/symbolsOfChangedRows(userVariablesOnly:)``); `largestValue` becomes an
  /// upper bound.
  private mutating func updateValues(moved: [Symbol]?) {
    guard let moved, evaluatesMovedValuesOnly,
      4 * moved.count < tableau.definitionLog.entries.count
    else { return updateVariables() }
    (cacheIsCurrent, reportedIsCurrent) = (true, false)
    let largest = tableau.reevaluate(moved, into: &cachedValues)
    largestValue = max(largestValue, largest)
  }

  /// The required entries that can be off, if ``IntactDefinitions`` applies. `nil` (check all) when
  /// the values are so large that an intact constraint's terms could pass
  /// ``certifiableMagnitude``, or when the analysis would be built for an add whose optimisation
  /// is deferred: the next add changes the required set again before it pays. Needs current values.
  private mutating func suspectsOfUnchangedStructure() -> [Int32]? {
    if intact?.required != required.version {
      if !isOptimal, case .added? = undo.last { return nil }
      intact = IntactDefinitions(required, tableau, variables: variables.count)
    }
    // Σ |aⱼ·vⱼ| ≤ Σ |aⱼ| · max |v|: every intact entry's terms stay certifiable.
    guard let intact, intact.coefficientSum * largestValue <= Self.certifiableMagnitude else {
      return nil
    }
    return intact.suspects(required, tableau)
  }

  /// The worst of the required entries at `positions`, evaluated at the cached values. A constraint
  /// whose terms pass ``certifiableMagnitude`` counts as a violation of excess zero. (`mutating`
  /// so that callers pass the solver in place, not a copy.)
  mutating func worstRequiredViolation(among positions: some Sequence<Int32>) -> Violation? {
    let (worst, largest) = required.worst(
      among: positions, values: cachedValues, tolerance: Self.driftTolerance)
    if let worst, let record = records[required.entries[Int(worst.position)].id] {
      return Violation(
        constraint: record.constraint, residual: worst.residual, excess: worst.excess)
    }
    if let largest, largest.terms > Self.certifiableMagnitude,
      let record = records[required.entries[Int(largest.position)].id]
    {
      return Violation(constraint: record.constraint, residual: 0, excess: 0)
    }
    return nil
  }

  /// A required constraint off by `residual`, `excess` of its magnitude (or too large to tell).
  struct Violation {
    var constraint: Constraint
    var residual: Double
    var excess: Double
  }

  /// The constant of the required entry's row once rewritten in parameters only (see above).
  /// `mutating` for the expansion's and the merges' buffers.
  mutating func parametricResidual(at position: Int32) -> Double {
    var row = Row(constant: required.entries[Int(position)].constant)
    swap(&row.cells, &tableau.mergeCells)  // Kept across calls: the row grew each time.
    row.cells.removeAll(keepingCapacity: true)
    var spare: [Cell] = []
    required.forEachCell(at: position) { symbol, coefficient in
      // A basic marker's row is in parameters already (restricted and dummy rows hold no
      // definitions); definitions are expanded below.
      let slot = tableau.slotOf[Int(symbol)]
      if slot >= 0 && !tableau.isDefinition(symbol) {
        row.add(tableau.rows[Int(slot)], times: coefficient, spare: &spare)
      } else {
        row.add(symbol, coefficient)
      }
    }
    tableau.expand(&row)
    swap(&row.cells, &tableau.mergeCells)
    return row.constant
  }

  /// The tableau to continue with when rounding has broken a required constraint: the exact
  /// optimum of the installed constraints, rounded once. Empty when every required constraint
  /// holds, and without a check in a copy whose ``verifiesRequiredConstraints`` is off.
  ///
  /// - Throws: ``Failure/unsatisfiable(_:)``, or keeps the floating-point result, as
  ///   ``exactTableauDespiteContradiction()`` decides, if the exact solve finds the required
  ///   constraints contradictory; ``Failure/imprecise(_:residual:)`` if the system is too large to
  ///   re-solve exactly and the constraint is off by more than ``requiredTolerance``.
  mutating func exactReplacementIfDrifted() throws(Failure) -> [Tableau] {
    // Unchecked, a member's row can change and values move unseen.
    guard verifiesRequiredConstraints else { intact = nil; return [] }
    guard let worst = worstRequiredViolation() else { return [] }
    do {
      return [Tableau(exact: try solveExactly(), like: tableau)]
    } catch .infeasible {
      return try exactTableauDespiteContradiction()
    } catch {
      // Too large to re-solve: rounding within the required tolerance is accepted as it is.
      guard worst.excess > Self.requiredTolerance else { return [] }
      throw .imprecise(worst.constraint, residual: worst.residual)
    }
  }

  /// The tableau to continue with when the floating-point simplex broke down optimising the
  /// installed constraints (``Failure/unoptimizable(_:)``): the exact optimum, rounded once.
  ///
  /// The objective is never unbounded and Bland's rule ends in exact arithmetic, so either failure
  /// means rounding broke the tableau (a residue taken as a pivot: Fuzz/RESULTS.md, finding 21).
  ///
  /// - Throws: as ``exactTableauDespiteContradiction()``, but the original failure where that
  ///   keeps the floating-point result (there is none), or if the system is too large.
  mutating func exactReplacement(after failure: SimplexFailure) throws(Failure) -> Tableau {
    guard verifiesRequiredConstraints else { throw .simplex(failure) }
    do {
      return Tableau(exact: try solveExactly(), like: tableau)
    } catch .infeasible {
      if let replacement = try exactTableauDespiteContradiction().first { return replacement }
    } catch {}
    throw .simplex(failure)
  }

  /// What to do when the exact solve finds the required constraints contradictory, although the
  /// floating-point solve accepted them: they contradict each other by less than its tolerance.
  ///
  /// 1. If required edit variables are part of it (one pinned at a value rounding had moved by
  ///    10⁻⁹: Fuzz/RESULTS.md, findings 22 and 23), each moves to the nearest value the other
  ///    required constraints allow, if within ``requiredTolerance``, and the exact optimum with
  ///    those values is the result.
  /// 2. Otherwise, if this operation added or changed a required constraint, it is refused.
  /// 3. Otherwise the contradiction is older, refusing this operation would refuse every later
  ///    one too, and the floating-point result stands (empty).
  mutating func exactTableauDespiteContradiction() throws(Failure) -> [Tableau] {
    if let moved = try? exactTableauMovingRequiredEdits() { return [moved] }
    if let changed = lastChangedRequiredConstraint { throw .unsatisfiable(changed) }
    return []
  }

  /// The exact optimum after moving each required edit variable to the nearest value the other
  /// required constraints allow (see above); the edits' records take the moved values.
  private mutating func exactTableauMovingRequiredEdits() throws(ExactTableau.Failure) -> Tableau {
    let edits = records.all.filter { $0.isEdit && $0.constraint.priority.isRequired }
      .sorted { $0.sequence < $1.sequence }
    guard !edits.isEmpty else { throw .infeasible }
    let soft = try solveExactly(softening: edits)
    var constants: [UInt64: Rational] = [:]
    for record in edits {
      // The edit reads `x - value == 0`: its constant is `-value`.
      let value = -Rational(record.constraint.expression.constant)
      let moved = soft.value(of: records.symbols[Int(record.symbolStart)])
      guard
        abs((moved - value).doubleValue) <= Self.requiredTolerance * max(1, abs(value.doubleValue))
      else {
        throw .infeasible
      }
      constants[record.constraint.id] = -moved
    }
    let exact = try solveExactly(constants: constants)
    for record in edits {
      guard let position = records.position(of: record.constraint.id) else { continue }
      setConstant(constants[record.constraint.id]?.doubleValue ?? 0, ofRecordAt: position)
    }
    return Tableau(exact: exact, like: tableau)
  }

  /// The required constraint that the running operation added or changed last (a suggestion
  /// changes its edit constraint), if any.
  var lastChangedRequiredConstraint: Constraint? {
    for change in undo.reversed() {
      switch change {
      case .added(let id), .removed(let id, _, _), .constant(let id, _):
        if let constraint = records[id]?.constraint, constraint.priority.isRequired {
          return constraint
        }
      case .edit: continue
      }
    }
    return nil
  }

  /// The exact optimum of the installed constraints, with `constants` replacing the constants of
  /// some (by record id), and with the records in `softened` made soft: each row gets errors
  /// `+ e⁺ - e⁻`, new symbols minimised above every priority level.
  private func solveExactly(softening softened: [Record] = [], constants: [UInt64: Rational] = [:])
    throws(ExactTableau.Failure) -> ExactTableau
  {
    var kinds = tableau.kinds
    var errorPairs: [UInt64: Symbol] = [:]
    for record in softened {
      errorPairs[record.constraint.id] = Symbol(kinds.count)
      kinds += [.error, .error]
    }
    var equations: [ExactTableau.Row] = []
    var errorsByPriority: [Float: [Symbol]] = [:]
    for record in records.all.sorted(by: { $0.sequence < $1.sequence }) {
      let constraint = record.constraint
      var row = ExactTableau.Row(
        constant: constants[constraint.id] ?? Rational(constraint.expression.constant))
      for (symbol, coefficient) in installedCells(of: record) {
        row.add(symbol, Rational(coefficient))
      }
      if let plus = errorPairs[constraint.id] {
        row.add(plus, .one)
        row.add(plus + 1, -.one)
      }
      equations.append(row)
      if !constraint.priority.isRequired {
        let errors = [record.marker, record.other].filter {
          $0 >= 0 && tableau.kinds[Int($0)] == .error
        }
        errorsByPriority[constraint.priority.rawValue, default: []] += errors
      }
    }
    var levels = tableau.levelOrder.map { errorsByPriority[tableau.levels[$0].priority] ?? [] }
    if !errorPairs.isEmpty {
      levels.insert(Array(Int32(tableau.kinds.count)..<Int32(kinds.count)), at: 0)
    }
    return try ExactTableau(kinds: kinds, equations: equations, levels: levels)
  }

  /// The cells of `record`'s row as ``install(_:volatile:editVariable:)`` wrote them, before any
  /// substitution: each term's variable, the marker with `markerSign`, and the second error
  /// symbol with the opposite sign.
  func installedCells(of record: Record) -> [(symbol: Symbol, coefficient: Double)] {
    let symbols = records.symbols[records.symbolRange(of: record)]
    var cells = zip(symbols, record.constraint.expression.terms).map { ($0, $1.coefficient) }
    if record.marker >= 0 { cells.append((record.marker, record.markerSign)) }
    if record.other >= 0 { cells.append((record.other, -record.markerSign)) }
    return cells
  }
}
