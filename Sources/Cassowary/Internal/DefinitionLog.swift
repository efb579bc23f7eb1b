/// The user variables in the order they became basic: an evaluation order for the definitions
/// that needs no search of the reference graph, with each definition's user-variable terms kept
/// in one flat array so that evaluating it does not walk its row.
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
///
/// Why the terms are copied: the rows are each their own heap buffer, wherever the build left
/// it, and a resize that pivots changes the tableau's structure every time, so the
/// ``EvaluationProgram`` (built once per structure) is never built. Walking all the definitions'
/// rows was then the largest single cost of a resize in wall time (cache misses, not
/// instructions). A pivot rewrites a few of those rows; each entry remembers the
/// ``Tableau/structureVersion`` its terms were copied at, and only an entry whose row changed
/// since (its slot's ``Tableau/rowVersions`` is above that) is copied again. The terms keep the
/// order of the row's cells, so every sum is the same floating-point sum as the row's, to the
/// bit.
struct DefinitionLog: Sendable {
  /// A user-variable cell of a definition, copied out of its row.
  struct Term: Sendable {
    var symbol: Symbol
    var coefficient: Double
  }

  /// A user variable that became basic, and where its definition's terms were copied.
  ///
  /// While the row in `slot` keeps a ``Tableau/rowVersions`` not above `version`, neither its
  /// cells nor its basic symbol have changed since the copy: the entry is still live (its symbol
  /// basic there all along, so `definedAt` still its clock), and `terms[start..<start + count]`
  /// are still the row's user-variable cells.
  struct Entry: Sendable {
    var symbol: Symbol
    /// `-1` until the terms are copied.
    var slot: Int32 = -1
    var start: Int32 = 0
    var count: Int32 = 0
    var version: UInt64 = 0
  }

  private(set) var entries: [Entry] = []
  /// Per entry, the clock its symbol became basic at.
  private(set) var clocks: [UInt32] = []
  /// The entries' terms; copies that a row change made obsolete stay until ``compact(live:)``.
  private(set) var terms: [Term] = []
  /// `false` after a rollback, until ``seed(_:definedAt:)``.
  private(set) var isValid = true

  mutating func append(_ symbol: Symbol, clock: UInt32) {
    entries.append(Entry(symbol: symbol))
    clocks.append(clock)
  }

  /// Forgets every entry until the next ``seed(_:definedAt:)``.
  mutating func invalidate() {
    self = DefinitionLog()
    isValid = false
  }

  /// Replaces the entries with `order`, each at its current `definedAt` clock; their terms are
  /// copied at the next evaluation.
  mutating func seed(_ order: [Symbol], definedAt: [UInt32]) {
    self = DefinitionLog()
    entries = order.map { Entry(symbol: $0) }
    clocks = order.map { definedAt[Int($0)] }
  }

  /// Adds `fresh`, the terms copied by an evaluation, with the entries they belong to (each
  /// `start` counted from the beginning of `fresh`).
  mutating func addCopies(_ copies: [Entry], at indices: [Int32], terms fresh: [Term]) {
    let base = Int32(terms.count)
    for (entry, index) in zip(copies, indices) {
      entries[Int(index)] = entry
      entries[Int(index)].start += base
    }
    terms += fresh
  }

  /// Keeps only the entries for which `live` holds, in their order, with their terms copied
  /// next to each other in that order: the next evaluation reads them front to back.
  mutating func compact(live: (_ symbol: Symbol, _ clock: UInt32) -> Bool) {
    var kept = DefinitionLog()
    kept.terms.reserveCapacity(terms.count)
    for index in entries.indices where live(entries[index].symbol, clocks[index]) {
      var entry = entries[index]
      let start = Int(entry.start)
      entry.start = Int32(kept.terms.count)
      kept.terms.append(contentsOf: terms[start..<start + Int(entry.count)])
      kept.entries.append(entry)
      kept.clocks.append(clocks[index])
    }
    self = kept
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
  /// - Complexity: O(entries + terms of the definitions + cells of the rows changed since the
  ///   last evaluation).
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
    let version = structureVersion
    // Out of `self` while it is read and its terms are copied beside the other arrays.
    var log = DefinitionLog()
    swap(&log, &definitionLog)
    defer { swap(&log, &definitionLog) }
    var order: [Symbol] = []
    order.reserveCapacity(log.entries.count)
    var complete = true
    var largestValue = 0.0
    var liveTerms = 0
    // The entries whose rows changed since their terms were copied, copied again, added to the
    // log after the loop (which reads it through buffer pointers).
    var copies: [DefinitionLog.Entry] = []
    var copied: [Int32] = []
    var fresh: [DefinitionLog.Term] = []
    // Buffer pointers, as in `externalValues(order:into:)`: this is the hot loop of every read
    // after a resize that pivots.
    rows.withUnsafeBufferPointer { rows in
      kinds.withUnsafeBufferPointer { kinds in
        slotOf.withUnsafeBufferPointer { slotOf in
          definedAt.withUnsafeBufferPointer { definedAt in
            rowVersions.withUnsafeBufferPointer { rowVersions in
              log.entries.withUnsafeBufferPointer { entries in
                log.terms.withUnsafeBufferPointer { terms in
                  evaluationStamps.withUnsafeMutableBufferPointer { stamps in
                    values.withUnsafeMutableBufferPointer { values in
                      // `coefficient · value` of a reference, or `nil` if it is a definition not
                      // evaluated yet: the order does not hold.
                      func term(_ reference: Int, _ coefficient: Double) -> Double? {
                        if stamps[reference] == pass { return coefficient * values[reference] }
                        guard slotOf[reference] < 0 else { return nil }
                        values[reference] = 0
                        return coefficient * 0
                      }
                      entries: for index in entries.indices {
                        let symbol = Int(entries[index].symbol)
                        let copiedFrom = Int(entries[index].slot)
                        var value: Double
                        if copiedFrom >= 0 && copiedFrom < rowVersions.count
                          && rowVersions[copiedFrom] <= entries[index].version
                        {
                          // Unchanged since its terms were copied: live, and those are its terms.
                          value = rows[copiedFrom].constant
                          var next = Int(entries[index].start)
                          let end = next + Int(entries[index].count)
                          liveTerms += end - next
                          while next < end {
                            guard let product = term(Int(terms[next].symbol), terms[next].coefficient) else {
                              complete = false
                              break entries
                            }
                            value += product
                            next += 1
                          }
                        } else {
                          let slot = Int(slotOf[symbol])
                          guard slot >= 0 else {
                            values[symbol] = 0
                            continue
                          }
                          guard definedAt[symbol] == log.clocks[index] else { continue }
                          value = rows[slot].constant
                          let start = fresh.count
                          for cell in rows[slot].cells where kinds[Int(cell.symbol)] == .external {
                            guard let product = term(Int(cell.symbol), cell.coefficient) else {
                              complete = false
                              break entries
                            }
                            value += product
                            fresh.append(DefinitionLog.Term(symbol: cell.symbol, coefficient: cell.coefficient))
                          }
                          liveTerms += fresh.count - start
                          copies.append(
                            DefinitionLog.Entry(
                              symbol: Symbol(symbol), slot: Int32(slot), start: Int32(start),
                              count: Int32(fresh.count - start), version: version))
                          copied.append(Int32(index))
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
    }
    log.addCopies(copies, at: copied, terms: fresh)
    guard complete else { return nil }
    largest = largestValue
    // Stale entries accumulate with every pivot, and obsolete terms with every copy; keep both
    // within twice the live ones.
    if log.entries.count > 2 * order.count + 64 || log.terms.count > 2 * liveTerms + 1024 {
      log.compact { [slotOf, definedAt] symbol, clock in
        slotOf[Int(symbol)] >= 0 && definedAt[Int(symbol)] == clock
      }
    }
    return order
  }
}
