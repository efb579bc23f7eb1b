/// The user variables in the order they became basic: an evaluation order for the definitions
/// that needs no search of the reference graph, with each definition's user-variable terms kept
/// in one flat array so that evaluating it does not walk its row.
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
/// Why the terms are copied (in a large tableau only): a resize that pivots changes the
/// structure every time, so no ``EvaluationProgram`` is built, and walking the rows, each its
/// own heap buffer, cost cache misses. Each entry remembers the
/// ``Tableau/structureVersion`` its terms were copied at; only an entry whose row changed since
/// (``Tableau/rowVersions``) is read from its row again. A row is copied only when an evaluation
/// finds it as the previous one left it, so copies that would not be read are not made. The
/// terms keep the order of the row's cells: every sum is the row's floating-point sum, to the
/// bit.
struct DefinitionLog: Sendable {
  /// A user-variable cell of a definition, copied out of its row.
  struct Term: Sendable {
    var symbol: Symbol
    var coefficient: Double
  }

  /// A user variable that became basic, and where its definition's terms were copied.
  ///
  /// While the row in `slot` keeps a ``Tableau/rowVersions`` not above `version`, the entry is
  /// live and `terms[start..<start + count]` are still the row's user-variable cells. Before the
  /// copy, an evaluation that reads the row notes it (`slot` is ``noted(_:)`` of the row's slot,
  /// `version` when it was read); the next one copies the terms if the row is still unchanged.
  struct Entry: Sendable {
    var symbol: Symbol
    /// `-1` until the row is first read; ``noted(_:)`` of its slot until the terms are copied.
    var slot: Int32 = -1
    var start: Int32 = 0
    var count: Int32 = 0
    var version: UInt64 = 0

    /// The value of `slot` for a row read at `slot` but not copied: `-2 - slot`, below `-1`.
    static func noted(_ slot: Int) -> Int { -2 - slot }
  }

  /// Written in place by ``Tableau/externalValuesInDefinitionOrder(into:largest:)``.
  fileprivate(set) var entries: [Entry] = []
  /// Per entry, the clock its symbol became basic at.
  private(set) var clocks: [UInt32] = []
  /// The fewest entries at which the terms are copied at all: below it the rows stay in the
  /// cache and the copies cost more than they save (Documentation/Solver.md).
  static let copyingEntries = 8_192

  /// The entries' terms; copies that a row change made obsolete stay until ``compact(live:)``.
  fileprivate(set) var terms: [Term] = []
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

  /// Replaces the entries with `order`, each at its current `definedAt` clock; their rows are
  /// noted at the next evaluation, and copied at the one after if unchanged.
  mutating func seed(_ order: [Symbol], definedAt: [UInt32]) {
    self = DefinitionLog()
    entries = order.map { Entry(symbol: $0) }
    clocks = order.map { definedAt[Int($0)] }
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
  /// Each definition is the same sum as in ``externalValues(order:into:)``, so the values are the
  /// same to the bit; a variable that left the basis is zero. `largest` becomes the largest
  /// magnitude among them (``Solver/largestValue``).
  ///
  /// - Complexity: O(entries + terms of the definitions + cells of the rows changed since the
  ///   last evaluation).
  mutating func externalValuesInDefinitionOrder(into values: inout [Double], largest: inout Double)
    -> [Symbol]?
  {
    guard definitionLog.isValid else { return nil }
    if values.count != symbolCount { values = [Double](repeating: 0, count: symbolCount) }
    evaluationStamps.pad(to: symbolCount, with: 0)
    evaluationPass &+= 1
    if evaluationPass == 0 {
      for index in evaluationStamps.indices { evaluationStamps[index] = 0 }
      evaluationPass = 1
    }
    let pass = evaluationPass
    // Out of `self` while it is read and its terms are copied beside the other arrays.
    var log = DefinitionLog()
    swap(&log, &definitionLog)
    defer { swap(&log, &definitionLog) }
    var order: [Symbol] = []
    order.reserveCapacity(log.entries.count)
    var largestValue = 0.0
    var liveTerms = 0
    let complete =
      log.entries.count < DefinitionLog.copyingEntries
      ? readRows(of: log, pass: pass, into: &values, order: &order, largest: &largestValue)
      : readCopies(
        of: &log, pass: pass, into: &values, order: &order, largest: &largestValue,
        liveTerms: &liveTerms)
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

  /// ``externalValuesInDefinitionOrder(into:largest:)`` for a log below
  /// ``DefinitionLog/copyingEntries``: every definition read from its row. `false` if a
  /// definition refers to one not evaluated before it.
  private mutating func readRows(
    of log: DefinitionLog, pass: UInt32, into values: inout [Double], order: inout [Symbol],
    largest largestValue: inout Double
  ) -> Bool {
    var complete = true
    rows.withUnsafeBufferPointer { rows in
      kinds.withUnsafeBufferPointer { kinds in
        slotOf.withUnsafeBufferPointer { slotOf in
          definedAt.withUnsafeBufferPointer { definedAt in
            log.entries.withUnsafeBufferPointer { entries in
              log.clocks.withUnsafeBufferPointer { clocks in
                evaluationStamps.withUnsafeMutableBufferPointer { stamps in
                  values.withUnsafeMutableBufferPointer { values in
                    entries: for index in entries.indices {
                      let symbol = Int(entries[index].symbol)
                      let slot = Int(slotOf[symbol])
                      guard slot >= 0 else {
                        values[symbol] = 0
                        continue
                      }
                      guard definedAt[symbol] == clocks[index] else { continue }
                      var value = rows[slot].constant
                      // By index: `for cell in rows[slot].cells` retained and released each
                      // definition's cells.
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
    return complete
  }

  /// ``externalValuesInDefinitionOrder(into:largest:)`` for a log of at least
  /// ``DefinitionLog/copyingEntries``: a definition whose row is unchanged since its terms were
  /// copied is read from the copy, the others from their rows, and a row found unchanged since the
  /// previous evaluation is copied. `false` if a definition refers to one not evaluated before it.
  private mutating func readCopies(
    of log: inout DefinitionLog, pass: UInt32, into values: inout [Double], order: inout [Symbol],
    largest largestValue: inout Double, liveTerms: inout Int
  ) -> Bool {
    var complete = true
    let version = structureVersion
    // Terms copied now, appended to the log's after the loop: an entry copied now starts at
    // `base` plus its place here.
    var fresh: [DefinitionLog.Term] = []
    let base = log.terms.count
    // Buffer pointers: the hot loop of every read after a resize that pivots.
    rows.withUnsafeBufferPointer { rows in
      kinds.withUnsafeBufferPointer { kinds in
        slotOf.withUnsafeBufferPointer { slotOf in
          definedAt.withUnsafeBufferPointer { definedAt in
            rowVersions.withUnsafeBufferPointer { rowVersions in
              log.entries.withUnsafeMutableBufferPointer { entries in
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
                            guard
                              let product = term(Int(terms[next].symbol), terms[next].coefficient)
                            else {
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
                          // Copied only if the row is as the last evaluation noted it.
                          let seenUnchanged =
                            Int(entries[index].slot) == DefinitionLog.Entry.noted(slot)
                            && rowVersions[slot] <= entries[index].version
                          value = rows[slot].constant
                          let start = fresh.count
                          // By index: `for cell in rows[slot].cells` retains and releases each
                          // definition's cells.
                          let cellCount = rows[slot].cells.count
                          var k = 0
                          while k < cellCount {
                            let cell = rows[slot].cells[k]
                            k += 1
                            guard kinds[Int(cell.symbol)] == .external else { continue }
                            guard let product = term(Int(cell.symbol), cell.coefficient) else {
                              complete = false
                              break entries
                            }
                            value += product
                            if seenUnchanged {
                              fresh.append(
                                DefinitionLog.Term(
                                  symbol: cell.symbol, coefficient: cell.coefficient))
                            }
                          }
                          if seenUnchanged {
                            entries[index].version = version
                            liveTerms += fresh.count - start
                            entries[index].slot = Int32(slot)
                            entries[index].start = Int32(base + start)
                            entries[index].count = Int32(fresh.count - start)
                          } else {
                            entries[index].version = version
                            entries[index].slot = Int32(DefinitionLog.Entry.noted(slot))
                            entries[index].count = 0
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
    }
    log.terms += fresh
    return complete
  }
}
