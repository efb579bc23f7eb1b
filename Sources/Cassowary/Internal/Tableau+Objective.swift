/// The objective: one level per distinct priority, compared lexicographically.
///
/// A symbol's reduced cost is a vector with one entry per level, negative when its entry at the
/// highest level where it is non-zero is negative: Apple's priority vector
/// (Documentation/Facts/Solver.md#apples-engine) and the paper's symbolic weights, without the
/// 10⁹-scale doubles with which kiwi approximates them.
extension Tableau {
  /// The index of the level for `priority`, created if needed.
  mutating func level(for priority: Float) -> Int {
    if let index = levels.firstIndex(where: { $0.priority == priority }) { return index }
    let length = levels.first?.costs.count ?? symbolCount  // Padded as the others are.
    levels.append(Level(priority: priority, costs: Array(repeating: 0, count: length)))
    let index = levels.count - 1
    let position = levelOrder.firstIndex { levels[$0].priority < priority } ?? levelOrder.count
    levelOrder.insert(index, at: position)
    return index
  }

  /// Adds `weight · symbol` to the objective at `level`, substituting the symbol's row if it is
  /// basic. An error symbol enters with weight 1 and leaves with weight -1; when a level's last
  /// error leaves, its objective is identically zero, and whatever subtracting the rows left in
  /// its costs and value is residue, which is cleared (Fuzz/RESULTS.md, finding 13: a cost of 1e-8
  /// left at @999 made a later removal fail with "the objective is unbounded").
  mutating func addToObjective(_ symbol: Symbol, weight: Double, level: Int) {
    defer {
      if kinds[Int(symbol)] == .error {
        if isOld(level: level) { journal.record(.levelErrors(level, levels[level].errorCount)) }
        levels[level].errorCount += weight > 0 ? 1 : -1
        if levels[level].errorCount == 0 { clear(level: level) }
      }
    }
    let slot = slotOf[Int(symbol)]
    if slot < 0 {
      addCost(weight, to: symbol, level: level)
      noteCostChanged(symbol)
      return
    }
    let row = rows[Int(slot)]
    if isOld(level: level) { journal.record(.levelValue(level, levels[level].value)) }
    levels[level].value += weight * row.constant
    for cell in row.cells { addCost(weight * cell.coefficient, to: cell.symbol, level: level) }
    for cell in row.cells { noteCostChanged(cell.symbol) }
  }

  /// `false` for a symbol created in the running transaction: a rollback truncates its costs.
  @inline(__always)
  func isOld(_ symbol: Symbol) -> Bool { Int(symbol) < journal.symbolCount }

  /// `false` for a level created in the running transaction: the rollback drops the level whole.
  @inline(__always)
  func isOld(level: Int) -> Bool { level < journal.levelCount }

  mutating func addCost(_ amount: Double, to symbol: Symbol, level: Int) {
    if isOld(level: level) && isOld(symbol) {
      journal.record(.cost(level, symbol, levels[level].costs[Int(symbol)]))
    }
    info[Int(symbol)].costLevels |= Self.levelBit(level)
    // Zero below the absolute tolerance, never relative to its operands: residue such as -8e-17
    // at a higher priority would otherwise outrank a real cost of 1 below it (finding 11).
    levels[level].costs[Int(symbol)] = Tolerance.sum(levels[level].costs[Int(symbol)], amount)
  }

  /// The bit of `level` in ``costLevels``; levels from 7 on share the last one.
  static func levelBit(_ level: Int) -> UInt8 { 1 << UInt8(min(level, 7)) }

  /// Replaces `symbol`, which just became basic with `row`, in every level of the objective;
  /// its costs end zero (the levels whose bits were clear were zero already).
  mutating func substituteInObjective(_ symbol: Symbol, row: Row) {
    let mask = info[Int(symbol)].costLevels
    guard mask != 0 else { return }
    info[Int(symbol)].costLevels = 0
    var touched = false
    // `addCost` for each cell, with the levels out of `self`: a write through
    // `levels[index].costs[…]` checks both arrays' uniqueness each time.
    var levels = exchange(&self.levels, with: [])
    levels.withUnsafeMutableBufferPointer { levels in
      for index in levels.indices where mask & Self.levelBit(index) != 0 {
        let factor = levels[index].costs[Int(symbol)]
        if factor == 0 { continue }
        touched = true
        journal.record(.cost(index, symbol, factor))
        journal.record(.levelValue(index, levels[index].value))
        levels[index].value += factor * row.constant
        let bit = Self.levelBit(index)
        levels[index].costs.withUnsafeMutableBufferPointer { costs in
          costs[Int(symbol)] = 0
          info.withUnsafeMutableBufferPointer { info in
            row.cells.withUnsafeBufferPointer { cells in
              journal.recordCosts(level: index, of: cells, in: costs)
              for cell in cells {
                costs[Int(cell.symbol)] = Tolerance.sum(
                  costs[Int(cell.symbol)], factor * cell.coefficient)
                info[Int(cell.symbol)].costLevels |= bit
              }
            }
          }
        }
      }
    }
    swap(&levels, &self.levels)
    if touched { for cell in row.cells { noteCostChanged(cell.symbol) } }
  }

  /// Sets every cost of `level` and its value to zero.
  mutating func clear(level: Int) {
    pricing.needsRebuild = true
    for symbol in levels[level].costs.indices where levels[level].costs[symbol] != 0 {
      journal.record(.cost(level, Symbol(symbol), levels[level].costs[symbol]))
      levels[level].costs[symbol] = 0
    }
    journal.record(.levelValue(level, levels[level].value))
    levels[level].value = 0
  }

  /// Queues `symbol` for the primal simplex if moving it may now lower the objective.
  @inline(__always)
  mutating func noteCostChanged(_ symbol: Symbol) {
    if info[Int(symbol)].isCandidate {
      pricing.markDirty(symbol)
    } else if canImprove(symbol) {
      info[Int(symbol)].isCandidate = true
      candidates.append(symbol)
      pricing.markDirty(symbol)
    }
  }

  /// The symbol's cost at the highest priority where it is non-zero (else zero): its sign is the
  /// vector's in the lexicographic order.
  @inline(__always)
  func leadingCost(of symbol: Symbol) -> Double {
    let mask = info[Int(symbol)].costLevels
    if mask == 0 { return 0 }
    for index in levelOrder where mask & Self.levelBit(index) != 0 {
      let cost = levels[index].costs[Int(symbol)]
      if cost != 0 { return cost }
    }
    return 0
  }

  /// `cost(a)/da < cost(b)/db` for positive divisors, lexicographically from the highest priority.
  func isLess(_ a: Symbol, over da: Double, than b: Symbol, over db: Double) -> Bool {
    for index in levelOrder {
      let x = levels[index].costs[Int(a)] / da
      let y = levels[index].costs[Int(b)] / db
      if x < y - Tolerance.zero { return true }
      if x > y + Tolerance.zero { return false }
    }
    return false
  }
}
