/// The user variables in the order they became basic: an evaluation order for the definitions
/// that needs no search of the reference graph.
///
/// A definition refers only to definitions older than itself (``Tableau/substitute(_:slot:)``
/// keeps it so: a row that a pivot makes basic comes from a restricted row, which holds no
/// definitions, and substituting it into a definition adds only parametric symbols). So the
/// definitions, taken in the order their symbols last became basic, are each evaluated after
/// everything they refer to. ``Tableau/setBasic(_:slot:)`` appends each user variable that
/// becomes basic with the clock it became basic at; an entry whose clock is no longer its
/// symbol's `definedAt`, or whose symbol is no longer basic, is stale and skipped (and dropped when
/// the log is compacted). A rollback restores the basis without going through `setBasic`, so it
/// marks the log invalid, and the next evaluation seeds it again from a depth-first order.
///
/// Evaluating in this order checks, at every reference, that the referenced definition was
/// evaluated first; if one was not, the evaluation gives up and the caller falls back to the
/// depth-first order (``Tableau/evaluationOrder()``). So the log only saves work: it cannot make
/// a value wrong.
struct DefinitionLog: Sendable {
  private(set) var symbols: [Symbol] = []
  private(set) var clocks: [UInt32] = []
  /// `false` after a rollback, until ``seed(_:definedAt:)``.
  private(set) var isValid = true

  mutating func append(_ symbol: Symbol, clock: UInt32) {
    symbols.append(symbol)
    clocks.append(clock)
  }

  /// Forgets every entry until the next ``seed(_:definedAt:)``.
  mutating func invalidate() {
    symbols.removeAll(keepingCapacity: true)
    clocks.removeAll(keepingCapacity: true)
    isValid = false
  }

  /// Replaces the entries with `order`, each at its current `definedAt` clock.
  mutating func seed(_ order: [Symbol], definedAt: [UInt32]) {
    symbols = order
    clocks = order.map { definedAt[Int($0)] }
    isValid = true
  }
}

extension Tableau {
  /// Evaluates every user variable into `values` (indexed by symbol) in the order of
  /// ``definitionLog``, and returns the basic ones in the order they were evaluated — an
  /// evaluation order for ``EvaluationProgram``. `nil` if the log cannot be used (invalid, or a
  /// definition refers to one not evaluated before it); `values` must then be computed another
  /// way.
  ///
  /// Each definition is the same sum as in ``externalValues(order:into:)`` — its constant plus
  /// its user-variable cells in row order, a parametric one counting as `coefficient · 0` — so
  /// the values are the same to the bit. A variable that left the basis is set to zero.
  /// `largest` becomes the largest magnitude among the values of the returned order (for the
  /// check's bound, ``Solver/largestValue``).
  ///
  /// - Complexity: O(log entries + cells of the definitions).
  mutating func externalValuesInDefinitionOrder(into values: inout [Double], largest: inout Double) -> [Symbol]? {
    guard definitionLog.isValid else { return nil }
    if values.count != symbolCount { values = [Double](repeating: 0, count: symbolCount) }
    if evaluationStamps.count < symbolCount {
      evaluationStamps += repeatElement(0, count: symbolCount - evaluationStamps.count)
    }
    evaluationPass &+= 1
    if evaluationPass == 0 {
      for index in evaluationStamps.indices { evaluationStamps[index] = 0 }
      evaluationPass = 1
    }
    let pass = evaluationPass
    var order: [Symbol] = []
    order.reserveCapacity(definitionLog.symbols.count)
    var complete = true
    var largestValue = 0.0
    // Buffer pointers, as in `externalValues(order:into:)`: this is the hot loop of every read
    // after a resize that pivots.
    rows.withUnsafeBufferPointer { rows in
      kinds.withUnsafeBufferPointer { kinds in
        slotOf.withUnsafeBufferPointer { slotOf in
          definedAt.withUnsafeBufferPointer { definedAt in
            definitionLog.symbols.withUnsafeBufferPointer { log in
              definitionLog.clocks.withUnsafeBufferPointer { clocks in
                evaluationStamps.withUnsafeMutableBufferPointer { stamps in
                  values.withUnsafeMutableBufferPointer { values in
                    entries: for index in log.indices {
                      let symbol = Int(log[index])
                      let slot = Int(slotOf[symbol])
                      guard slot >= 0 else {
                        values[symbol] = 0
                        continue
                      }
                      guard definedAt[symbol] == clocks[index] else { continue }
                      var value = rows[slot].constant
                      // By index: `for cell in rows[slot].cells` retained and released each
                      // definition's cells (a quarter of this loop's cost after a resize).
                      let cellCount = rows[slot].cells.count
                      var k = 0
                      while k < cellCount {
                        let cell = rows[slot].cells[k]
                        k += 1
                        guard kinds[Int(cell.symbol)] == .external else { continue }
                        let reference = Int(cell.symbol)
                        if stamps[reference] == pass {
                          value += cell.coefficient * values[reference]
                        } else if slotOf[reference] < 0 {
                          values[reference] = 0
                          value += cell.coefficient * 0
                        } else {
                          complete = false
                          break entries
                        }
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
    }
    guard complete else { return nil }
    largest = largestValue
    // Stale entries accumulate with every pivot; keep the log within twice the live ones.
    if definitionLog.symbols.count > 2 * order.count + 64 { definitionLog.seed(order, definedAt: definedAt) }
    return order
  }
}
