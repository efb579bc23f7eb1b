/// Why the simplex stopped without an optimum.
enum SimplexFailure: Error, Sendable {
  /// A restricted row cannot be made non-negative: the required constraints contradict each
  /// other. Carries the row's basic symbol.
  case infeasible(Symbol)
  /// A required equality's dummy marker was forced away from zero.
  case brokenDummy(Symbol)
  /// An entering symbol had no bounding row. The objective is a sum of non-negative violations,
  /// so this only happens through numerical breakdown.
  case unbounded
  /// The pivot budget ran out.
  case pivotLimit

  /// What ``SolverError/internalError(_:)`` says.
  var message: String {
    switch self {
    case .infeasible, .brokenDummy:
      return "required constraints became infeasible during optimisation"
    case .unbounded: return "the objective is unbounded"
    case .pivotLimit: return "the simplex exceeded its pivot budget"
    }
  }
}

extension Tableau {
  /// A generous bound on pivots per optimisation. Bland's rule terminates in exact arithmetic;
  /// the bound turns a floating-point cycle into an error instead of a hang.
  var pivotBudget: Int { 64 * (symbolCount + 64) }

  /// The primal simplex on the main objective.
  ///
  /// Entering symbol: Dantzig's rule — the most negative cost vector — as Apple's engine does
  /// (Documentation/Facts/Solver.md#apples-engine). Layouts are highly degenerate, where it can
  /// cycle, so after a run of pivots that do not move the solution the rule switches to Bland's
  /// (the smallest improving symbol), which cannot cycle, until a pivot makes progress.
  /// Leaving row: the minimum ratio test over restricted rows with a negative coefficient, ties to
  /// the smallest basic symbol.
  mutating func optimize() throws(SimplexFailure) {
    var pivots = 0
    var stalled = 0
    while let entering = takeEntering(bland: stalled >= Self.stallLimit) {
      // A free user variable moves against its cost; a restricted symbol can only grow.
      let increasing = kinds[Int(entering)] != .external || leadingCost(of: entering) < 0
      guard let (slot, ratio) = leavingSlot(for: entering, increasing: increasing) else {
        // The objective is a sum of non-negative violations: an unbounded entering symbol with a
        // negligible cost is rounding residue. Only that level's entry is: clearing its costs at
        // lower priorities too corrupted the objective (Fuzz/RESULTS.md, finding 20).
        guard abs(leadingCost(of: entering)) < Tolerance.residualCost else { throw .unbounded }
        if let index = levelOrder.first(where: { levels[$0].costs[Int(entering)] != 0 }) {
          journal.record(.cost(index, entering, levels[index].costs[Int(entering)]))
          levels[index].costs[Int(entering)] = 0
        }
        noteCostChanged(entering)
        continue
      }
      stalled = ratio > Tolerance.zero ? 0 : stalled + 1
      pivot(entering: entering, slot: slot)
      pivots += 1
      if pivots > pivotBudget { throw .pivotLimit }
    }
  }

  /// Degenerate pivots in a row before the primal simplex falls back to Bland's rule.
  static let stallLimit = 32

  /// `true` if moving the parametric `symbol` can lower the objective: a restricted symbol with a
  /// negative cost vector, or a free user variable with any non-zero cost vector.
  ///
  /// Inlined: out of line, called from mutating code, it received a copy of the tableau.
  @inline(__always)
  func canImprove(_ symbol: Symbol) -> Bool {
    guard slotOf[Int(symbol)] < 0 else { return false }
    switch kinds[Int(symbol)] {
    case .external: return leadingCost(of: symbol) != 0
    case .slack, .error, .artificial: return leadingCost(of: symbol) < 0  // A negative vector.
    case .dummy: return false
    }
  }

  /// The row that limits how far `entering` can move — up if `increasing`, else down — with that
  /// distance: the restricted row whose basic reaches zero first, ties to the smallest basic
  /// symbol.
  func leavingSlot(for entering: Symbol, increasing: Bool = true) -> (Int32, Double)? {
    var best: Int32?
    var bestRatio = Double.infinity
    var bestBasic = Symbol.max
    for slot in columns[Int(entering)] {
      let basic = basicOf[Int(slot)]
      guard kinds[Int(basic)].isRestricted else { continue }
      let coefficient = rows[Int(slot)].coefficient(of: entering)
      guard increasing ? coefficient < 0 : coefficient > 0 else { continue }
      let ratio = rows[Int(slot)].constant / abs(coefficient)
      if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
        best = slot
        bestRatio = ratio
        bestBasic = basic
      }
    }
    return best.map { ($0, bestRatio) }
  }

  /// The dual simplex: restores feasibility after row constants changed, keeping the objective
  /// optimal (the Cassowary paper's re-solve for edits, p. 19).
  ///
  /// Leaving row: the smallest infeasible basic symbol. Entering symbol: among the row's cells
  /// with a positive coefficient, the smallest ratio `cost / coefficient` (compared as vectors),
  /// ties to the smallest symbol.
  ///
  /// In exact arithmetic that keeps the optimum optimal. In floating point the lexicographic
  /// ratio test can be decided by a cost residue at a higher priority (-3e-9 at @999) and leave
  /// a real improvement below (-8.3e-5 at @50; Fuzz/RESULTS.md, finding 25), so the primal
  /// simplex ends the run on the symbols whose costs the pivots changed — usually none; after a
  /// deferral it is the deferred optimisation (each pivot still repairs its row, a row with no
  /// entering cell is infeasible whatever the costs, and the pivot budget bounds a cycle).
  mutating func dualOptimize() throws(SimplexFailure) {
    if let dummy = brokenDummy { throw .brokenDummy(dummy) }
    var budget = pivotBudget  // Once: a dual pivot adds no symbol.
    while let leaving = infeasible.popMin() {
      let slot = slotOf[Int(leaving)]
      guard slot >= 0, kinds[Int(leaving)].isRestricted,
        rows[Int(slot)].constant < -Tolerance.zero
      else { continue }
      // A free user variable repairs the row at no cost (at an optimum its costs are zero).
      guard let entering = dualEntering(slot) else { throw .infeasible(leaving) }
      pivot(entering: entering, slot: slot)
      if let dummy = brokenDummy { throw .brokenDummy(dummy) }
      budget -= 1
      if budget < 0 { throw .pivotLimit }
    }
    if !candidates.isEmpty { try optimize() }  // As `takeEntering` would find: most steps.
  }

  /// ``dualOptimize()``'s entering symbol for the row in `slot` (its closure cost more inline; its
  /// cells read through `rows[…]` were retained): in one pass, the row's first free user variable
  /// if any, else the ratio test's choice.
  @inline(__always)
  func dualEntering(_ slot: Int32) -> Symbol? {
    rows.withUnsafeBufferPointer { rows in
      var best: Symbol?
      var divisor = 0.0  // The best cell's coefficient.
      for k in rows[Int(slot)].cells.indices {
        let cell = rows[Int(slot)].cells[k]
        let kind = kinds[Int(cell.symbol)]
        if kind == .external { return cell.symbol }
        guard cell.coefficient > 0 && kind.isRestricted else { continue }
        if let best, !isLess(cell.symbol, over: cell.coefficient, than: best, over: divisor) {
          continue
        }
        best = cell.symbol
        divisor = cell.coefficient
      }
      return best
    }
  }

  /// Phase one for a row that has no subject: minimises its artificial symbol, which is basic in
  /// `slot`. Returns `false` if the artificial cannot reach zero, i.e. the constraint is
  /// infeasible. On success the artificial is gone from the tableau.
  mutating func driveOut(artificial: Symbol) throws(SimplexFailure) -> Bool {
    var pivots = 0
    var stalled = 0
    while true {
      let slot = slotOf[Int(artificial)]
      if slot < 0 { break }
      let row = rows[Int(slot)]
      if row.constant <= Tolerance.zero {
        // Zero already; make it parametric so it can be dropped. Pivot in a restricted symbol,
        // else a free user variable, and a dummy only when nothing else is left: a basic dummy
        // pins the free variables of its row, and no ratio test guards that row, so a later pivot
        // that moved such a variable would break the dummy's required equality.
        if row.cells.isEmpty {
          removeRow(slot)
        } else {
          let entering =
            row.cells.first { kinds[Int($0.symbol)].isRestricted }?.symbol
            ?? row.cells.first { kinds[Int($0.symbol)] == .external }?.symbol
            ?? row.cells[0].symbol
          pivot(entering: entering, slot: slot)
        }
        break
      }
      // Lower the artificial (phase one's objective) as the primal simplex would: the cell of
      // largest magnitude, which is also the stable pivot (taking the first could divide by 10⁻⁸
      // of the largest: Fuzz/RESULTS.md, finding 10), or Bland's first cell after a stall.
      var chosen: Cell?
      for cell in row.cells {
        let kind = kinds[Int(cell.symbol)]
        guard kind == .external || (cell.coefficient < 0 && kind.isRestricted) else { continue }
        if let best = chosen,
          stalled >= Self.stallLimit || abs(cell.coefficient) <= abs(best.coefficient)
        {
          continue
        }
        chosen = cell
      }
      guard let cell = chosen else { return false }
      guard let (leaving, ratio) = leavingSlot(for: cell.symbol, increasing: cell.coefficient < 0)
      else { throw .unbounded }
      stalled = ratio > Tolerance.zero ? 0 : stalled + 1
      pivot(entering: cell.symbol, slot: leaving)
      pivots += 1
      if pivots > pivotBudget { throw .pivotLimit }
    }
    erase(artificial)
    return true
  }

  /// Drops a parametric symbol that is fixed at zero from every row and from the objective.
  mutating func erase(_ symbol: Symbol) {
    structureVersion &+= 1
    // Removing the cells leaves the symbol's column as it is until it is cleared.
    for slot in columns[Int(symbol)] {
      touchRow(slot)
      let index = rows[Int(slot)].search(symbol)
      rows[Int(slot)].cells.remove(at: index)
    }
    columns.empty(Int(symbol))
    if info[Int(symbol)].isCandidate { pricing.markDirty(symbol) }
    for index in levels.indices where levels[index].costs[Int(symbol)] != 0 {
      journal.record(.cost(index, symbol, levels[index].costs[Int(symbol)]))
      levels[index].costs[Int(symbol)] = 0
    }
  }
}
