/// User-variable rows as definitions: expanding references and evaluating values.
extension Tableau {
  /// Replaces every reference to a basic user variable in `row` by that variable's row, until
  /// only parametric symbols remain: the row in full basic form.
  ///
  /// References are expanded latest-defined first (a max-heap by `definedAt`). A definition only
  /// refers to older ones, so each is expanded at most once; and a shared ancestor (the cell both
  /// `body.bottom` and `cell.bottom` hang from) cancels out before anyone expands it. A reference
  /// queued twice comes out twice in a row, and the second finds its cell gone: no set of queued
  /// symbols, whose hashing was most of the heap's cost.
  ///
  /// The coefficients are summed in ``expansionSums`` (by symbol, zero between calls), so that a
  /// definition costs its own cells, where merging it into the row cost the row's. A symbol new to
  /// the row is appended as a placeholder; the cells are sorted and filled in at the end (one that
  /// cancelled and came back is there twice, and its second copy reads the zero the first left).
  mutating func expand(_ row: inout Row) {
    var pending = exchange(&expansionHeap, with: [])
    var sums = exchange(&expansionSums, with: [])
    sums.pad(to: symbolCount, with: 0)
    // Buffer pointers: a uniqueness test per write of `sums` and a retain per definition cost more
    // than the sums. The closures see the arrays, not `self`, which they would copy. The heap holds
    // `definedAt << 32 | symbol`: latest-defined first, compared without a look-up.
    let (kinds, slotOf, info) = (kinds, slotOf, info)
    func heapKey(_ symbol: Symbol) -> UInt64? {
      guard kinds[Int(symbol)] == .external && slotOf[Int(symbol)] >= 0 else { return nil }
      return UInt64(info[Int(symbol)].definedAt) << 32 | UInt64(UInt32(symbol))
    }
    func later(_ a: UInt64, _ b: UInt64) -> Bool { a > b }
    sums.withUnsafeMutableBufferPointer { sums in
      rows.withUnsafeBufferPointer { rows in
        for cell in row.cells {
          sums[Int(cell.symbol)] = cell.coefficient
          if let key = heapKey(cell.symbol) { pending.heapPush(key, by: later) }
        }
        while let key = pending.heapPop(by: later) {
          let symbol = Symbol(truncatingIfNeeded: key)
          let coefficient = sums[Int(symbol)]
          guard coefficient != 0 else { continue }  // Cancelled out, or expanded already.
          sums[Int(symbol)] = 0
          let slot = Int(slotOf[Int(symbol)])  // Read in place: a copy of the row was a retain.
          for k in rows[slot].cells.indices {
            let cell = rows[slot].cells[k]
            let index = Int(cell.symbol)
            if sums[index] == 0 {
              row.cells.append(Cell(symbol: cell.symbol, position: 0, coefficient: 0))
            }
            sums[index] = Tolerance.sum(sums[index], coefficient * cell.coefficient)
            if let key = heapKey(cell.symbol) { pending.heapPush(key, by: later) }
          }
          row.constant = Tolerance.sum(row.constant, coefficient * rows[slot].constant)
        }
      }
      // Sorted by insertion (the row's own cells come sorted), each sum read once and zeroed.
      var kept = 0
      row.cells.withUnsafeMutableBufferPointer { cells in
        for index in cells.indices {
          let symbol = cells[index].symbol
          let sum = sums[Int(symbol)]
          sums[Int(symbol)] = 0
          guard sum != 0 else { continue }
          var slot = kept
          while slot > 0 && cells[slot - 1].symbol > symbol {
            cells[slot] = cells[slot - 1]
            slot -= 1
          }
          cells[slot] = Cell(symbol: symbol, position: 0, coefficient: sum)
          kept += 1
        }
      }
      while row.cells.count > kept { row.cells.removeLast() }
    }
    swap(&pending, &expansionHeap)
    swap(&sums, &expansionSums)
  }

  /// Rewrites the row in `slot` in full basic form (see ``expand(_:)``), keeping the column index.
  mutating func expandRow(_ slot: Int32) {
    var pending: [Symbol] = []
    let info = info
    func later(_ a: Symbol, _ b: Symbol) -> Bool { info[Int(a)].definedAt > info[Int(b)].definedAt }
    for cell in rows[Int(slot)].cells where isDefinition(cell.symbol) {
      pending.heapPush(cell.symbol, by: later)
    }
    var merged: [Cell] = []  // Its own buffer: a rare path (``Solver/uninstall(_:)``).
    while let symbol = pending.heapPop(by: later) {
      let index = rows[Int(slot)].search(symbol)
      guard index >= 0 else { continue }
      let cell = CollectionOfOne(rows[Int(slot)].cells[index])
      updateColumns(slot, joining: .init(start: nil, count: 0), leaving: cell)
      let definition = rows[Int(slotOf[Int(symbol)])]
      addScaled(definition, to: slot, eliminating: symbol, merging: &merged)
      for reference in definition.cells where isDefinition(reference.symbol) {
        pending.heapPush(reference.symbol, by: later)
      }
    }
  }

  /// The value of every user variable, indexed by symbol (zero for other symbols), each
  /// definition evaluated after those it refers to: O(user variables + their cells) in `order`.
  func externalValues(order: [Symbol]? = nil, into values: inout [Double]) {
    let order = order ?? evaluationOrder()
    if values.count != symbolCount { values = [Double](repeating: 0, count: symbolCount) }
    // Buffer pointers: no row retained per variable.
    rows.withUnsafeBufferPointer { rows in
      kinds.withUnsafeBufferPointer { kinds in
        slotOf.withUnsafeBufferPointer { slotOf in
          values.withUnsafeMutableBufferPointer { values in
            for symbol in order {
              let slot = Int(slotOf[Int(symbol)])
              guard slot >= 0 else {
                values[Int(symbol)] = 0
                continue
              }
              var value = rows[slot].constant
              for cell in rows[slot].cells where kinds[Int(cell.symbol)] == .external {
                value += cell.coefficient * values[Int(cell.symbol)]
              }
              values[Int(symbol)] = value
            }
          }
        }
      }
    }
  }

  /// Every user variable, each after the definitions its own definition refers to: a depth-first
  /// post-order of the reference graph. Iterative, so arbitrarily long chains of definitions
  /// cannot overflow the stack.
  func evaluationOrder() -> [Symbol] {
    var order: [Symbol] = []
    var done = [Bool](repeating: false, count: symbolCount)
    var stack: [Symbol] = []
    // Buffer pointers, as in `externalValues`.
    rows.withUnsafeBufferPointer { rows in
      kinds.withUnsafeBufferPointer { kinds in
        slotOf.withUnsafeBufferPointer { slotOf in
          done.withUnsafeMutableBufferPointer { done in
            for start in 0..<kinds.count where kinds[start] == .external && !done[start] {
              stack.append(Symbol(start))
              while let top = stack.last {
                if done[Int(top)] {
                  stack.removeLast()
                  continue
                }
                var ready = true
                let slot = slotOf[Int(top)]
                if slot >= 0 {
                  rows[Int(slot)].cells.withUnsafeBufferPointer { cells in
                    for cell in cells
                    where kinds[Int(cell.symbol)] == .external && !done[Int(cell.symbol)] {
                      stack.append(cell.symbol)
                      ready = false
                    }
                  }
                }
                if ready {
                  done[Int(top)] = true
                  order.append(top)
                  stack.removeLast()
                }
              }
            }
          }
        }
      }
    }
    return order
  }

  /// The value of one user variable, evaluating only its chain of definitions.
  func externalValue(of symbol: Symbol) -> Double {
    guard isDefinition(symbol) else { return 0 }
    // The values found so far: `symbol + 1` (an ``IdentityTable`` keeps no key 0) → position in
    // `values`. Not a `Dictionary` (see ``EditTable``).
    var memo = IdentityTable()
    var values: [Double] = []
    func key(_ symbol: Symbol) -> UInt64 { UInt64(symbol) + 1 }
    var stack: [Symbol] = [symbol]
    while let top = stack.last {
      if memo[key(top)] != nil {
        stack.removeLast()
        continue
      }
      let row = rows[Int(slotOf[Int(top)])]
      var ready = true
      for cell in row.cells where isDefinition(cell.symbol) && memo[key(cell.symbol)] == nil {
        stack.append(cell.symbol)
        ready = false
      }
      if ready {
        let value = row.cells.reduce(row.constant) { total, cell in
          guard isDefinition(cell.symbol) else { return total }
          return total + cell.coefficient * (memo[key(cell.symbol)].map { values[Int($0)] } ?? 0)
        }
        memo.insert(key(top), Int32(values.count))
        values.append(value)
        stack.removeLast()
      }
    }
    return memo[key(symbol)].map { values[Int($0)] } ?? 0
  }

}
