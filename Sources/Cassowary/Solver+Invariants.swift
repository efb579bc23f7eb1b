#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The invariant checker: everything the tableau, its indexes and the registries must satisfy
/// between operations, checked from scratch (nothing here trusts a cache it checks).
///
/// Off by default. `PLUMB_CHECK_SOLVER=1` in the environment turns it on for every solver of the
/// process, and the randomised suites turn it on for theirs (``checksInvariants``): each operation
/// then ends with ``invariantViolation(magnitude:)``, and a failed operation is compared with a copy
/// of the solver taken when it began (``rollbackDifference(from:)``). A broken invariant makes the
/// operation throw ``SolverError/internalError(_:)`` naming it. Off, the cost is one test of a
/// stored flag per operation.
extension Solver {
  /// Whether `PLUMB_CHECK_SOLVER` is set (to anything but `0`): read once per process.
  static let checksInvariantsByDefault: Bool = {
    guard let value = getenv("PLUMB_CHECK_SOLVER") else { return false }
    return String(cString: value) != "0"
  }()

  /// Checks the invariants and returns the first broken one, if any.
  ///
  /// - The registries (each variable's symbol tagged with its index; no open transaction; current
  ///   cached values a full evaluation's, to the bit) and the basis (`slotOf` and `basicOf`
  ///   inverse; an empty slot is free, and only it).
  /// - The rows: cells sorted, non-zero, never the own basic symbol; restricted and dummy rows in
  ///   full basic form; definitions refer only to older definitions
  ///   (``Tableau/SymbolInfo/definedAt``); no artificial symbol left. The column index: every cell
  ///   at its recorded position, nothing else.
  /// - The objective: each level equals the sum of the errors of the installed constraints at its
  ///   priority, recomputed from their rows, and zero past the last symbol; basic symbols cost
  ///   nothing; ``Tableau/SymbolInfo/costLevels`` has a bit wherever a cost is non-zero; the levels
  ///   are ordered by decreasing priority.
  /// - Feasibility and, unless optimisation is deferred, optimality.
  ///
  /// A restricted row is feasible if its constant is above -10⁻⁷, or, when the largest row
  /// constant `M` (or `magnitude`, the largest value the caller has seen the solver reach)
  /// exceeds 10⁵, above -10⁻¹²·`M`: a row sums terms near `M` through coefficients whose ratios
  /// reach 10⁴, and keeps that rounding after the values come down. A slack at -5.7e-7 beside
  /// values of 10⁶, at -4.9e-7 beside 6·10¹², or an error at -7.9e-6 after values of 7·10⁸ is
  /// that rounding, not a violated constraint (Fuzz/RESULTS.md, runs 16, 18 and 20). Whether each
  /// required constraint holds is checked separately, against its own magnitude.
  package func invariantViolation(magnitude: Double = 0) -> String? {
    registryViolation() ?? basisViolation() ?? rowViolation(magnitude: magnitude)
      ?? objectiveViolation()
  }

  private func registryViolation() -> String? {
    guard variables.count == symbolOfVariable.count, variables.count == reported.count else {
      return "\(variables.count) variables, \(symbolOfVariable.count) symbols"
    }
    for (index, variable) in variables.enumerated() {
      let symbol = Int(symbolOfVariable[index])
      guard indexOfVariable[variable.id] == Int32(index), tableau.kinds[symbol] == .external,
        tableau.info[symbol].tag == Int32(index)
      else { return "variable \(variable) is not registered as index \(index)" }
    }
    if tableau.journal.isActive || !undo.isEmpty || !savedRecords.isEmpty {
      return "a transaction is still open"
    }
    // The check skips the intact members (``IntactDefinitions``): each must still be intact.
    let vouched = intact?.required == required.version ? intact?.members ?? [] : []
    for member in vouched where member.slot >= 0 {
      guard IntactDefinitions.intactSlot(of: member.position, required, tableau)?.0 == member.slot
      else { return "the row of intact member \(member.position) was rewritten unnoticed" }
    }
    guard cacheIsCurrent else { return nil }
    // Cached values are a full evaluation's, to the bit (most were evaluated alone).
    var fresh: [Double] = []
    tableau.externalValues(into: &fresh)
    let stale = symbolOfVariable.lazy.map(Int.init).first {
      cachedValues[$0].bitPattern != fresh[$0].bitPattern
    }
    return stale.map { "symbol \($0) is cached as \(cachedValues[$0]), evaluates to \(fresh[$0])" }
  }

  private func basisViolation() -> String? {
    let t = tableau
    let symbols = t.symbolCount
    let perSymbol = [t.info.count, t.slotOf.count, t.columns.count]
    guard perSymbol.allSatisfy({ $0 == symbols }),
      t.levels.allSatisfy({
        $0.costs.count >= symbols && $0.costs[symbols...].allSatisfy { $0 == 0 }
      })
    else { return "per-symbol arrays of lengths \(perSymbol), not \(symbols)" }
    guard t.basicOf.count == t.rows.count, t.rowEpochs.count == t.rows.count else {
      return "per-slot arrays of different lengths"
    }
    for symbol in 0..<symbols where t.slotOf[symbol] >= 0 {
      let slot = Int(t.slotOf[symbol])
      guard slot < t.rows.count, t.basicOf[slot] == Symbol(symbol) else {
        return "symbol \(symbol) says it is basic in slot \(slot), which disagrees"
      }
    }
    var empty: [Int32] = []
    for (slot, basic) in t.basicOf.enumerated() {
      if basic < 0 {
        guard t.rows[slot].cells.isEmpty else { return "slot \(slot) has cells and no basic" }
        empty.append(Int32(slot))
      } else if t.slotOf[Int(basic)] != Int32(slot) {
        return "slot \(slot) says \(basic) is its basic, which disagrees"
      }
    }
    guard t.freeSlots.sorted() == empty else { return "free slots \(t.freeSlots), empty \(empty)" }
    return nil
  }

  private func rowViolation(magnitude: Double) -> String? {
    let t = tableau
    let largest =
      t.basicOf.indices.lazy.filter { t.basicOf[$0] >= 0 }.map { abs(t.rows[$0].constant) }.max()
      ?? 0
    let feasibility = 1e-12 * max(1e5, largest, magnitude)
    var cells = 0
    for (slot, basic) in t.basicOf.enumerated() where basic >= 0 {
      let row = t.rows[slot]
      let isDefinition = t.kinds[Int(basic)] == .external
      cells += row.cells.count
      for (index, cell) in row.cells.enumerated() {
        let symbol = Int(cell.symbol)
        if index > 0 && row.cells[index - 1].symbol >= cell.symbol { return "unsorted row \(slot)" }
        if cell.coefficient == 0 || cell.symbol == basic { return "cell \(symbol) of \(basic)" }
        if t.kinds[symbol] == .artificial { return "artificial \(symbol) left in row of \(basic)" }
        if t.isBasic(cell.symbol) {
          guard isDefinition, t.kinds[symbol] == .external else {
            return "basic \(symbol) in the row of \(basic)"
          }
          guard t.info[symbol].definedAt < t.info[Int(basic)].definedAt else {
            return "definition of \(basic) refers to the newer definition \(symbol)"
          }
        }
        guard Int(cell.position) < t.columns.count(of: symbol),
          t.columns.slot(symbol, at: Int(cell.position)) == Int32(slot)
        else { return "column of \(symbol) misses row \(slot)" }
      }
      switch t.kinds[Int(basic)] {
      case .slack, .error, .artificial:
        if row.constant < -feasibility { return "infeasible row of \(basic): \(row.constant)" }
      case .dummy:
        if abs(row.constant) > Tolerance.zero { return "dummy \(basic) = \(row.constant)" }
      case .external: break
      }
    }
    let entries = (0..<t.columns.count).reduce(0) { $0 + t.columns.count(of: $1) }
    guard entries == cells else { return "\(entries) column entries for \(cells) cells" }
    return nil
  }

  private func objectiveViolation() -> String? {
    let t = tableau
    guard t.levelOrder.sorted() == Array(t.levels.indices),
      zip(t.levelOrder, t.levelOrder.dropFirst()).allSatisfy({
        t.levels[$0].priority > t.levels[$1].priority
      })
    else { return "levels out of order: \(t.levelOrder)" }
    // Each level recomputed: Σ errors, each error replaced by its row when basic (the row of a
    // restricted symbol holds parametric symbols only, so this is the objective in basic form).
    // `scale` sums the magnitudes added into each number, for a tolerance relative to them.
    var costs = t.levels.map { _ in [Double](repeating: 0, count: t.symbolCount) }
    var scales = costs
    var values = [Double](repeating: 0, count: t.levels.count)
    var valueScales = values
    var errorCounts = [Int](repeating: 0, count: t.levels.count)
    for record in records.all where !record.constraint.priority.isRequired {
      guard
        let level = t.levels.firstIndex(where: {
          $0.priority == record.constraint.priority.rawValue
        })
      else { return "no level for \(record.constraint)" }
      for error in [record.marker, record.other] where error >= 0 && t.kinds[Int(error)] == .error {
        errorCounts[level] += 1
        let slot = t.slotOf[Int(error)]
        guard slot >= 0 else {
          costs[level][Int(error)] += 1
          scales[level][Int(error)] += 1
          continue
        }
        let row = t.rows[Int(slot)]
        values[level] += row.constant
        valueScales[level] += abs(row.constant)
        for cell in row.cells {
          costs[level][Int(cell.symbol)] += cell.coefficient
          scales[level][Int(cell.symbol)] += abs(cell.coefficient)
        }
      }
    }
    // A level's value moves by `cost · Δ` whenever a symbol shifts or enters, and costs are kept
    // only to the absolute ``Tolerance/zero`` (smaller sums are zeroed) and moved by the simplex
    // only above ``Tolerance/residualCost``. With coefficients of 0.001 and values near 250
    // (FuzzRegressionTests, findings 5 and 13) a level's value ends 2.3·10⁻⁶ from the sum of its
    // errors, 10⁻⁸ of the values it moved with. So the value is compared relative to the largest
    // row constant too.
    let largest =
      t.basicOf.indices.lazy.filter { t.basicOf[$0] >= 0 }
      .map { abs(t.rows[$0].constant) }.max() ?? 0
    for (index, level) in t.levels.enumerated() {
      let name = "objective @\(level.priority)"
      guard level.errorCount == errorCounts[index] else {
        return "\(name) counts \(level.errorCount) errors, the records \(errorCounts[index])"
      }
      guard abs(level.value - values[index]) <= 1e-6 * max(1, valueScales[index], largest) else {
        return "\(name) has the value \(level.value), its errors sum to \(values[index])"
      }
      for symbol in 0..<t.symbolCount {
        let cost = level.costs[symbol]
        guard abs(cost - costs[index][symbol]) <= 1e-6 * max(1, scales[index][symbol]) else {
          return "\(name) costs symbol \(symbol) \(cost), its errors \(costs[index][symbol])"
        }
        if cost != 0 && t.isBasic(Symbol(symbol)) { return "\(name) costs basic \(symbol)" }
        if cost != 0 && t.info[symbol].costLevels & Tableau.levelBit(index) == 0 {
          return "\(name) costs symbol \(symbol) without its level bit"
        }
      }
    }
    // A cost below the residue the primal simplex itself ignores (``Tolerance/residualCost``) is
    // rounding: the dual simplex leaves costs such as -3e-9 beside costs of 1 (finding 25).
    guard isOptimal else { return nil }
    for symbol in 0..<t.symbolCount
    where t.canImprove(Symbol(symbol))
      && abs(t.leadingCost(of: Symbol(symbol))) >= Tolerance.residualCost
    { return "not optimal: moving symbol \(symbol) lowers the objective" }
    return nil
  }

  /// What differs between this solver, after a failed operation, and `before`, a copy taken
  /// when the operation began; `nil` when nothing observable or structural does. Cell positions
  /// and the order of a column's slots are compared too: the journal restores both exactly.
  package func rollbackDifference(from before: Solver) -> String? {
    let (t, b) = (tableau, before.tableau)
    func slots(_ tableau: Tableau) -> [[Int32]] {
      (0..<tableau.columns.count).map { Array(tableau.columns[$0]) }
    }
    func rows(_ tableau: Tableau) -> [String] {
      tableau.rows.indices.map { slot in
        let row = tableau.rows[slot]
        let cells = row.cells.map { "\($0.symbol)@\($0.position):\($0.coefficient.bitPattern)" }
        return "\(tableau.basicOf[slot]) = \(row.constant.bitPattern) \(cells)"
      }
    }
    func levels(_ tableau: Tableau) -> [String] {
      tableau.levels.map {
        "\($0.priority) \($0.value.bitPattern) \($0.errorCount) \($0.costs[..<tableau.symbolCount])"
      }
    }
    func records(_ solver: Solver) -> [String] {
      solver.records.all.map {
        "\($0.constraint.id) \($0.constraint.expression.constant) \($0.marker) \($0.other) "
          + "\($0.isVolatile) \($0.isEdit) \($0.sequence) \($0.subject)"
      }
    }
    if t.kinds != b.kinds || t.info.map(\.tag) != b.info.map(\.tag) { return "the symbols" }
    if t.slotOf != b.slotOf || t.basicOf != b.basicOf { return "the basis" }
    if rows(t) != rows(b) { return "the rows" }
    if slots(t) != slots(b) { return "the column index" }
    if t.freeSlots.sorted() != b.freeSlots.sorted() { return "the free slots" }
    if levels(t) != levels(b) || t.levelOrder != b.levelOrder { return "the objective" }
    if records(self) != records(before) { return "the records" }
    if variables != before.variables || symbolOfVariable != before.symbolOfVariable {
      return "the variables"
    }
    if editVariables.map(\.variable) != before.editVariables.map(\.variable) {
      return "the edit variables"
    }
    if isOptimal != before.isOptimal { return "whether the solver is optimal" }
    return nil
  }
}
