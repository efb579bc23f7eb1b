/// User-variable rows as definitions: expanding references and evaluating values.
extension Tableau {
  /// Replaces every reference to a basic user variable in `row` by that variable's row, until
  /// only parametric symbols remain: the row in full basic form.
  ///
  /// References are expanded latest-defined first. A definition only refers to older ones, so
  /// each is expanded at most once; and a shared ancestor (the cell both `body.bottom` and
  /// `cell.bottom` hang from) cancels out before anyone expands it.
  func expand(_ row: inout Row) {
    var heap: [Symbol] = []
    var spare: [Cell] = []
    expand(&row, heap: &heap, spare: &spare)
  }

  /// ``expand(_:)`` with its heap's and merge's buffers kept between calls (a first pass expands
  /// thousands of rows).
  mutating func expandReusingBuffers(_ row: inout Row) {
    var heap: [Symbol] = []
    var spare: [Cell] = []
    swap(&heap, &expansionHeap)
    swap(&spare, &expansionCells)
    expand(&row, heap: &heap, spare: &spare)
    swap(&heap, &expansionHeap)
    swap(&spare, &expansionCells)
  }

  /// ``expand(_:)`` in the storage of `heap` (empty) and `spare`; `heap` is empty again after.
  /// Inlined: out of line, it received a copy of the tableau.
  @inline(__always)
  private func expand(_ row: inout Row, heap: inout [Symbol], spare: inout [Cell]) {
    var pending = DefinitionHeap(reusing: heap)
    heap = []
    defer { heap = pending.storage }
    for cell in row.cells where isDefinition(cell.symbol) { pending.insert(cell.symbol, definedAt) }
    while let symbol = pending.popLatest(definedAt) {
      let index = row.search(symbol)
      guard index >= 0 else { continue }  // Cancelled out.
      let coefficient = row.cells[index].coefficient
      let definition = rows[Int(slotOf[Int(symbol)])]
      row.add(definition, times: coefficient, eliminating: symbol, spare: &spare)
      for cell in definition.cells where isDefinition(cell.symbol) {
        pending.insert(cell.symbol, definedAt)
      }
    }
  }

  /// Rewrites the row in `slot` in full basic form (see ``expand(_:)``), keeping the column index.
  mutating func expandRow(_ slot: Int32) {
    var pending = DefinitionHeap()
    for cell in rows[Int(slot)].cells where isDefinition(cell.symbol) {
      pending.insert(cell.symbol, definedAt)
    }
    while let symbol = pending.popLatest(definedAt) {
      let index = rows[Int(slot)].search(symbol)
      guard index >= 0 else { continue }
      removeFromColumn(symbol, at: rows[Int(slot)].cells[index].position)
      let definition = rows[Int(slotOf[Int(symbol)])]
      addScaled(definition, to: slot, eliminating: symbol)
      for reference in definition.cells where isDefinition(reference.symbol) {
        pending.insert(reference.symbol, definedAt)
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
