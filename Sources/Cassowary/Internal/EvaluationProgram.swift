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
  /// Each user variable, after the definitions its own refers to; its row's slot, or `-1` for a
  /// parametric variable (value zero); and where its terms end in `terms` (the next one's start).
  private var steps: [(symbol: Symbol, slot: Int32, end: Int32)] = []
  private var terms: [(symbol: Symbol, coefficient: Double)] = []

  /// Flattens the definitions of `tableau`'s user variables in `order` (its evaluation order).
  init(order: [Symbol], tableau: Tableau) {
    symbolCount = tableau.symbolCount
    steps.reserveCapacity(order.count)
    for symbol in order {
      let slot = tableau.slotOf[Int(symbol)]
      let cells = slot >= 0 ? tableau.rows[Int(slot)].cells : []
      for cell in cells where tableau.kinds[Int(cell.symbol)] == .external {
        terms.append((cell.symbol, cell.coefficient))
      }
      steps.append((symbol, slot, Int32(terms.count)))
    }
  }

  /// Evaluates every user variable from the current constants of `rows` into `values`, indexed
  /// by symbol; other symbols are left as they are. Returns the largest magnitude it wrote
  /// (``Solver/largestValue``). O(user variables + their terms).
  func run(rows: [Row], into values: inout [Double]) -> Double {
    if values.count != symbolCount { values = [Double](repeating: 0, count: symbolCount) }
    var largest = 0.0
    // Buffer pointers: this is the whole of a read after a constant-only step.
    rows.withUnsafeBufferPointer { rows in
      steps.withUnsafeBufferPointer { steps in
        terms.withUnsafeBufferPointer { terms in
          values.withUnsafeMutableBufferPointer { values in
            var term = 0
            for step in steps {
              guard step.slot >= 0 else {
                values[Int(step.symbol)] = 0
                continue
              }
              var value = rows[Int(step.slot)].constant
              while term < Int(step.end) {
                value += terms[term].coefficient * values[Int(terms[term].symbol)]
                term += 1
              }
              values[Int(step.symbol)] = value
              largest = max(largest, abs(value))
            }
          }
        }
      }
    }
    return largest
  }
}
