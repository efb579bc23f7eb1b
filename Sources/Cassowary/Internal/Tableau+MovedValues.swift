/// What the running transaction moved: the rows it changed, and the user variables whose values
/// it can have moved, evaluated alone.
extension Tableau {
  /// The basic symbols of the rows that the running transaction changed or added, the symbols
  /// that entered or left the basis, and every definition that refers to one of those user
  /// variables, directly or through others (its value moved with them). Marks each in
  /// ``collectedEpochs``.
  ///
  /// A value moves only if its row's constant or cells changed, its symbol entered or left the
  /// basis, or a user variable its definition mentions moved. The journal names the first two
  /// (the basic symbols of saved rows, before and now, of constant changes and of new rows, and
  /// every changed `slotOf`); the column index adds the rest, transitively. With
  /// `userVariablesOnly`, the user variables among them only (all a value needs).
  mutating func symbolsOfChangedRows(userVariablesOnly: Bool = false) -> [Symbol] {
    collectedEpochs.pad(to: symbolCount, with: 0)
    let epoch = journal.epoch
    let capacity = min(symbolCount, 2 * journal.count + rows.count - journal.slotCount)
    // Buffer pointers: a resize's journal holds tens of thousands of entries.
    return collectedEpochs.withUnsafeMutableBufferPointer { collected in
      basicOf.withUnsafeBufferPointer { basicOf in
        kinds.withUnsafeBufferPointer { kinds in
          var found: [Symbol] = []
          found.reserveCapacity(capacity)
          // Takes `found` as an argument: a local function that captured it checked exclusivity
          // at run time on every call.
          func collect(_ symbol: Symbol, _ found: inout [Symbol]) {
            guard symbol >= 0, !userVariablesOnly || kinds[Int(symbol)] == .external,
              collected[Int(symbol)] != epoch
            else { return }
            collected[Int(symbol)] = epoch
            found.append(symbol)
          }
          journal.entries.withUnsafeBufferPointer { entries in
            for entry in entries where entry.kind.rawValue <= Journal.Packed.Kind.slotOf.rawValue {
              switch entry.kind {
              case .row:
                collect(entry.b, &found)
                collect(basicOf[Int(entry.a)], &found)
              case .constant:
                for (slot, _) in journal.constants[Int(entry.a)..<Int(entry.a + entry.b)] {
                  collect(basicOf[Int(slot)], &found)
                }
              case .slotOf: collect(entry.a, &found)
              default: continue
              }
            }
          }
          for slot in journal.slotCount..<basicOf.count {
            collect(basicOf[slot], &found)
          }
          columns.withUnsafeColumns { column in
            var next = 0
            while next < found.count {
              let symbol = found[next]
              next += 1
              guard kinds[Int(symbol)] == .external else { continue }
              for slot in column(Int(symbol)) where kinds[Int(basicOf[Int(slot)])] == .external {
                collect(basicOf[Int(slot)], &found)
              }
            }
          }
          return found
        }
      }
    }
  }

  /// Brings `values`, which held every user variable's value when the running transaction began,
  /// up to date by evaluating only the user variables among `moved`
  /// (``symbolsOfChangedRows(userVariablesOnly:)`` of this transaction, still marked), and returns
  /// the largest magnitude among them.
  ///
  /// Each is evaluated after the moved definitions it refers to (depth first), with the same sum
  /// in the same order of cells as ``externalValues(order:into:)``; every other value is that of
  /// a row and references that did not change. So every value is the one a full evaluation
  /// gives, to the bit.
  mutating func reevaluate(_ moved: [Symbol], into values: inout [Double]) -> Double {
    values.pad(to: symbolCount, with: 0)
    let pass = nextEvaluationPass()
    let epoch = journal.epoch
    return rows.withUnsafeBufferPointer { rows in
      kinds.withUnsafeBufferPointer { kinds in
        slotOf.withUnsafeBufferPointer { slotOf in
          collectedEpochs.withUnsafeBufferPointer { collected in
            evaluationStamps.withUnsafeMutableBufferPointer { stamps in
              values.withUnsafeMutableBufferPointer { values in
                var largest = 0.0
                var stack: [Symbol] = []
                // `top` is evaluated once the moved definitions it refers to are; until then it
                // waits on the stack below them.
                for start in moved where kinds[Int(start)] == .external {
                  var next: Symbol? = start
                  while let top = next ?? stack.popLast() {
                    next = nil
                    guard stamps[Int(top)] != pass else { continue }
                    let slot = Int(slotOf[Int(top)])
                    var value = slot >= 0 ? rows[slot].constant : 0
                    var ready = true
                    _ = Tableau.forEachReference(of: slot, in: rows, kinds: kinds) { cell in
                      let reference = Int(cell.symbol)
                      if collected[reference] == epoch && stamps[reference] != pass {
                        if ready { stack.append(top) }
                        stack.append(cell.symbol)
                        ready = false
                      } else if slotOf[reference] < 0 {
                        values[reference] = 0
                        value += cell.coefficient * 0
                      } else {
                        value += cell.coefficient * values[reference]
                      }
                      return true
                    }
                    guard ready else { continue }
                    values[Int(top)] = value
                    largest = max(largest, abs(value))
                    stamps[Int(top)] = pass
                  }
                }
                return largest
              }
            }
          }
        }
      }
    }
  }

  /// Calls `body` with each cell of the row in `slot` (none if `slot` is negative) whose symbol
  /// is a user variable, in the row's order, while it returns `true`; `false` if it stopped. By
  /// index: `for cell in rows[slot].cells` retained and released each row's cells.
  @inline(__always)
  static func forEachReference(
    of slot: Int, in rows: UnsafeBufferPointer<Row>, kinds: UnsafeBufferPointer<SymbolKind>,
    _ body: (Cell) -> Bool
  ) -> Bool {
    let cellCount = slot >= 0 ? rows[slot].cells.count : 0
    var k = 0
    while k < cellCount {
      let cell = rows[slot].cells[k]
      k += 1
      if kinds[Int(cell.symbol)] == .external && !body(cell) { return false }
    }
    return true
  }

  /// A new evaluation pass: no symbol's ``evaluationStamps`` entry holds it yet.
  mutating func nextEvaluationPass() -> Int32 {
    evaluationStamps.pad(to: symbolCount, with: 0)
    evaluationPass &+= 1
    if evaluationPass == 0 {
      for index in evaluationStamps.indices { evaluationStamps[index] = 0 }
      evaluationPass = 1
    }
    return evaluationPass
  }
}
