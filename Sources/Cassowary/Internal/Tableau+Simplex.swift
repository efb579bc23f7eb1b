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
}

extension Tableau {
  /// A generous bound on pivots per optimisation. Bland's rule terminates in exact arithmetic;
  /// the bound turns a floating-point cycle into an error instead of a hang.
  var pivotBudget: Int { 64 * (symbolCount + 64) }

  /// The primal simplex on the main objective.
  ///
  /// Entering symbol: the smallest symbol whose cost vector is negative (Bland's rule, taken from
  /// the candidate heap that cost updates fill). Leaving row: the minimum ratio test over
  /// restricted rows with a negative coefficient, ties to the smallest basic symbol.
  mutating func optimize() throws(SimplexFailure) {
    var pivots = 0
    while let entering = candidates.popMin() {
      guard slotOf[Int(entering)] < 0, kinds[Int(entering)].isRestricted, isNegative(cost: entering)
      else { continue }
      guard let slot = leavingSlot(for: entering) else { throw .unbounded }
      pivot(entering: entering, slot: slot)
      pivots += 1
      if pivots > pivotBudget { throw .pivotLimit }
    }
  }

  /// The row that limits how far `entering` can grow: the restricted row with a negative
  /// coefficient and the smallest ratio `constant / -coefficient`.
  func leavingSlot(for entering: Symbol) -> Int32? {
    var best: Int32?
    var bestRatio = Double.infinity
    var bestBasic = Symbol.max
    for slot in columns[Int(entering)] {
      let basic = basicOf[Int(slot)]
      guard kinds[Int(basic)].isRestricted else { continue }
      let coefficient = rows[Int(slot)].coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -rows[Int(slot)].constant / coefficient
      if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
        best = slot
        bestRatio = ratio
        bestBasic = basic
      }
    }
    return best
  }

  /// The dual simplex: restores feasibility after row constants changed, keeping the objective
  /// optimal (the Cassowary paper's re-solve for edits, p. 19).
  ///
  /// Leaving row: the smallest infeasible basic symbol. Entering symbol: among the row's cells
  /// with a positive coefficient, the smallest ratio `cost / coefficient` (compared as vectors),
  /// ties to the smallest symbol.
  mutating func dualOptimize() throws(SimplexFailure) {
    if let dummy = brokenDummy { throw .brokenDummy(dummy) }
    var pivots = 0
    while let leaving = infeasible.popMin() {
      let slot = slotOf[Int(leaving)]
      guard slot >= 0, kinds[Int(leaving)].isRestricted,
        rows[Int(slot)].constant < -Tolerance.zero
      else { continue }
      var entering: Symbol?
      var enteringCoefficient = 0.0
      for cell in rows[Int(slot)].cells where cell.coefficient > 0 {
        guard kinds[Int(cell.symbol)].isRestricted else { continue }
        if let best = entering,
          !isLess(cell.symbol, over: cell.coefficient, than: best, over: enteringCoefficient)
        {
          continue
        }
        entering = cell.symbol
        enteringCoefficient = cell.coefficient
      }
      guard let entering else { throw .infeasible(leaving) }
      pivot(entering: entering, slot: slot)
      if let dummy = brokenDummy { throw .brokenDummy(dummy) }
      pivots += 1
      if pivots > pivotBudget { throw .pivotLimit }
    }
  }

  /// Phase one for a row that has no subject: minimises its artificial symbol, which is basic in
  /// `slot`. Returns `false` if the artificial cannot reach zero, i.e. the constraint is
  /// infeasible. On success the artificial is gone from the tableau.
  mutating func driveOut(artificial: Symbol) throws(SimplexFailure) -> Bool {
    var pivots = 0
    while true {
      let slot = slotOf[Int(artificial)]
      if slot < 0 { break }
      let row = rows[Int(slot)]
      if row.constant <= Tolerance.zero {
        // Zero already; make it parametric so it can be dropped.
        if row.cells.isEmpty {
          removeRow(slot)
        } else {
          let entering =
            row.cells.first { kinds[Int($0.symbol)].isRestricted }?.symbol ?? row.cells[0].symbol
          pivot(entering: entering, slot: slot)
        }
        break
      }
      guard
        let entering = row.cells.first(where: {
          $0.coefficient < 0 && kinds[Int($0.symbol)].isRestricted
        })?.symbol
      else { return false }
      guard let leaving = leavingSlot(for: entering) else { throw .unbounded }
      pivot(entering: entering, slot: leaving)
      pivots += 1
      if pivots > pivotBudget { throw .pivotLimit }
    }
    erase(artificial)
    return true
  }

  /// Drops a parametric symbol that is fixed at zero from every row and from the objective.
  mutating func erase(_ symbol: Symbol) {
    for slot in takeColumn(symbol) {
      touchRow(slot)
      let index = rows[Int(slot)].search(symbol)
      rows[Int(slot)].cells.remove(at: index)
    }
    clearCosts(of: symbol)
  }
}
