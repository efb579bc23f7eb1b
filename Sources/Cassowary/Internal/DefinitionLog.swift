/// The user variables in the order they became basic: an evaluation order for the definitions
/// that needs no search of the reference graph.
///
/// A definition refers only to older definitions (``Tableau/substitute(_:slot:)`` keeps it so),
/// so taken in the order their symbols last became basic, each is evaluated after everything it
/// refers to. ``Tableau/setBasic(_:slot:)`` appends each user variable that becomes basic with
/// its clock; an entry whose clock is no longer its symbol's `definedAt`, or whose symbol is no
/// longer basic, is stale and skipped. A rollback, which restores the basis without `setBasic`,
/// marks the log invalid; the next evaluation seeds it again from a depth-first order.
///
/// The evaluation checks at every reference that it was evaluated first, and gives up otherwise
/// (falling back to ``Tableau/evaluationOrder()``): the log cannot make a value wrong.
///
/// (Large logs also kept copies of each definition's terms, for the walk over every row after a
/// resize that pivots; such a resize now evaluates only the values it moved,
/// ``Tableau/reevaluate(_:into:)``.)
struct DefinitionLog: Sendable {
  /// Per entry, the clock its symbol became basic at (high half) and the symbol: one append a
  /// definition, not one per array.
  private(set) var entries: [UInt64] = []
  /// `false` after a rollback, until ``seed(_:definedAt:)``.
  private(set) var isValid = true

  mutating func append(_ symbol: Symbol, clock: UInt32) {
    entries.append(UInt64(clock) << 32 | UInt64(UInt32(bitPattern: symbol)))
  }

  /// Forgets every entry until the next ``seed(_:definedAt:)``.
  mutating func invalidate() {
    self = DefinitionLog()
    isValid = false
  }

  /// Replaces the entries with `order`, each at its current `definedAt` clock.
  mutating func seed(_ order: [Symbol], info: [Tableau.SymbolInfo]) {
    self = DefinitionLog()
    entries.reserveCapacity(order.count)
    for symbol in order { append(symbol, clock: info[Int(symbol)].definedAt) }
  }

  /// Keeps only the entries for which `live` holds, in their order.
  mutating func compact(live: (_ symbol: Symbol, _ clock: UInt32) -> Bool) {
    entries.removeAll { !live(Symbol(truncatingIfNeeded: $0), UInt32($0 >> 32)) }
  }
}

extension Tableau {
  /// Evaluates every user variable into `values` (indexed by symbol) in the order of
  /// ``definitionLog``, and returns the basic ones in the order they were evaluated — an
  /// evaluation order for ``EvaluationProgram``. `nil` if the log cannot be used (invalid, or a
  /// definition refers to one not evaluated before it); `values` must then be computed another
  /// way.
  ///
  /// Each definition is the same sum as in ``externalValues(order:into:)``, so the values are the
  /// same to the bit; a variable that left the basis is zero. `largest` becomes the largest
  /// magnitude among them (``Solver/largestValue``).
  ///
  /// - Complexity: O(entries + cells of the definitions).
  mutating func externalValuesInDefinitionOrder(into values: inout [Double], largest: inout Double)
    -> [Symbol]?
  {
    guard definitionLog.isValid else { return nil }
    if values.count != symbolCount { values = [Double](repeating: 0, count: symbolCount) }
    let pass = nextEvaluationPass()
    var order: [Symbol] = []
    order.reserveCapacity(definitionLog.entries.count)
    var largestValue = 0.0
    guard readRows(pass: pass, into: &values, order: &order, largest: &largestValue) else {
      return nil
    }
    largest = largestValue
    // Stale entries accumulate with every pivot; keep them within twice the live ones.
    if definitionLog.entries.count > 2 * order.count + 64 {
      definitionLog.compact { [slotOf, info] symbol, clock in
        slotOf[Int(symbol)] >= 0 && info[Int(symbol)].definedAt == clock
      }
    }
    return order
  }

  /// The loop of ``externalValuesInDefinitionOrder(into:largest:)``: every definition read from
  /// its row. `false` if a definition refers to one not evaluated before it.
  private mutating func readRows(
    pass: Int32, into values: inout [Double], order: inout [Symbol],
    largest largestValue: inout Double
  ) -> Bool {
    var complete = true
    rows.withUnsafeBufferPointer { rows in
      kinds.withUnsafeBufferPointer { kinds in
        slotOf.withUnsafeBufferPointer { slotOf in
          info.withUnsafeBufferPointer { info in
            definitionLog.entries.withUnsafeBufferPointer { entries in
              evaluationStamps.withUnsafeMutableBufferPointer { stamps in
                values.withUnsafeMutableBufferPointer { values in
                  entries: for entry in entries {
                    let symbol = Int(Symbol(truncatingIfNeeded: entry))
                    let slot = Int(slotOf[symbol])
                    guard slot >= 0 else {
                      values[symbol] = 0
                      continue
                    }
                    guard info[symbol].definedAt == UInt32(entry >> 32) else { continue }
                    var value = rows[slot].constant
                    let evaluated = Tableau.forEachReference(of: slot, in: rows, kinds: kinds) {
                      cell in
                      let reference = Int(cell.symbol)
                      if stamps[reference] == pass {
                        value += cell.coefficient * values[reference]
                      } else if slotOf[reference] < 0 {
                        values[reference] = 0
                        value += cell.coefficient * 0
                      } else {
                        return false
                      }
                      return true
                    }
                    guard evaluated else {
                      complete = false
                      break entries
                    }
                    values[symbol] = value
                    largestValue = max(largestValue, abs(value))
                    stamps[symbol] = pass
                    order.append(Symbol(symbol))
                  }
                }
              }
            }
          }
        }
      }
    }
    return complete
  }
}
