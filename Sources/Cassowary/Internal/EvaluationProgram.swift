/// The definitions of the user variables flattened into arrays, in evaluation order, for steps
/// that move only constants (a resize of a layout whose structure stays the same).
///
/// Between two changes of the tableau's structure only the rows' constants change, so the
/// user-variable terms are copied out once, and each value is `value[s] = constant of s's row +
/// Σ coefficient · value[referenced user variable]` over a flat list of terms. The terms keep the
/// order of the row's cells: the sums are ``Tableau/externalValues(order:into:)``'s, to the bit.
/// Valid only for the ``Tableau/structureVersion`` and symbol count it was built at.
struct EvaluationProgram: Sendable {
  /// The symbol count the program was built for: the size of the values array it fills.
  let symbolCount: Int
  /// Each user variable, after the definitions its own refers to.
  private var symbols: [Symbol] = []
  /// The slot of each of `symbols`' rows, or `-1` for a parametric variable (value zero).
  private var slots: [Int32] = []
  /// Where the terms of each of `symbols` end in `termSymbols` (and the next one's start).
  private var termEnds: [Int32] = []
  private var termSymbols: [Symbol] = []
  private var termCoefficients: [Double] = []

  /// Flattens the definitions of `tableau`'s user variables in `order` (its evaluation order).
  init(order: [Symbol], tableau: Tableau) {
    symbolCount = tableau.symbolCount
    symbols = order
    slots.reserveCapacity(order.count)
    termEnds.reserveCapacity(order.count)
    for symbol in order {
      let slot = tableau.slotOf[Int(symbol)]
      slots.append(slot)
      if slot >= 0 {
        for cell in tableau.rows[Int(slot)].cells where tableau.kinds[Int(cell.symbol)] == .external
        {
          termSymbols.append(cell.symbol)
          termCoefficients.append(cell.coefficient)
        }
      }
      termEnds.append(Int32(termSymbols.count))
    }
  }

  /// Evaluates every user variable from the current constants of `rows` into `values`, indexed
  /// by symbol; other symbols are left as they are. Returns the largest magnitude it wrote
  /// (``Solver/largestValue``). O(user variables + their terms).
  @discardableResult
  func run(rows: [Row], into values: inout [Double]) -> Double {
    if values.count != symbolCount { values = [Double](repeating: 0, count: symbolCount) }
    var largest = 0.0
    // Buffer pointers: this is the whole of a read after a constant-only step.
    rows.withUnsafeBufferPointer { rows in
      symbols.withUnsafeBufferPointer { symbols in
        slots.withUnsafeBufferPointer { slots in
          termEnds.withUnsafeBufferPointer { termEnds in
            termSymbols.withUnsafeBufferPointer { termSymbols in
              termCoefficients.withUnsafeBufferPointer { coefficients in
                values.withUnsafeMutableBufferPointer { values in
                  var term = 0
                  for index in symbols.indices {
                    let slot = Int(slots[index])
                    let end = Int(termEnds[index])
                    guard slot >= 0 else {
                      values[Int(symbols[index])] = 0
                      continue
                    }
                    var value = rows[slot].constant
                    while term < end {
                      value += coefficients[term] * values[Int(termSymbols[term])]
                      term += 1
                    }
                    values[Int(symbols[index])] = value
                    largest = max(largest, abs(value))
                  }
                }
              }
            }
          }
        }
      }
    }
    return largest
  }
}
