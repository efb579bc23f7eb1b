/// One non-zero entry of a row: `coefficient · symbol`.
///
/// `position` is the index of this row's slot in the column index of `symbol`, so that removing
/// the cell from the column is O(1) (swap with the column's last entry) instead of a search
/// through a column that, for a shared symbol such as the window width, can hold every row.
struct Cell: Sendable {
  var symbol: Symbol
  var position: Int32
  var coefficient: Double
}

/// A row of the tableau: `basic = constant + Σ coefficient·symbol`, with the cells sorted by
/// symbol. The basic symbol is not stored in the row; the tableau keeps it per slot.
///
/// Sorted cells make lookups a binary search, merges linear, and iteration deterministic — which
/// the pivot rules rely on (Bland's rule needs a fixed order of symbols).
struct Row: Sendable {
  var cells: [Cell] = []
  var constant: Double = 0

  /// The index of `symbol`'s cell, or where it would be inserted (as a negative `-(index + 1)`).
  func search(_ symbol: Symbol) -> Int {
    cells.withUnsafeBufferPointer { Row.search(symbol, in: $0) }
  }

  /// ``search(_:)`` in sorted cells.
  @inline(__always)
  static func search(_ symbol: Symbol, in cells: UnsafeBufferPointer<Cell>) -> Int {
    var low = 0
    var high = cells.count - 1
    while low <= high {
      let mid = (low + high) >> 1
      let found = cells[mid].symbol
      if found == symbol { return mid }
      if found < symbol { low = mid + 1 } else { high = mid - 1 }
    }
    return -(low + 1)
  }

  /// The coefficient of `symbol`, or `0` if the row does not contain it.
  func coefficient(of symbol: Symbol) -> Double {
    let index = search(symbol)
    return index >= 0 ? cells[index].coefficient : 0
  }

  /// ``coefficient(of:)``, looked for first `fromEnd` cells before the last, then set to where it
  /// was: a shift's rows often hold its marker (an edit's, the newest symbols) alike near their ends.
  func coefficient(of symbol: Symbol, fromEnd: inout Int) -> Double {
    let guess = cells.count &- 1 &- fromEnd  // No overflow: `fromEnd` is at least 0.
    if guess >= 0 && cells[guess].symbol == symbol { return cells[guess].coefficient }
    let index = search(symbol)
    if index >= 0 { fromEnd = cells.count - 1 - index }
    return index >= 0 ? cells[index].coefficient : 0
  }
}

extension Row {
  /// Adds `coefficient · symbol`, dropping the cell if the sum cancels. For rows being built,
  /// before they enter the tableau (cell positions are assigned on insertion).
  @inline(__always)
  mutating func add(_ symbol: Symbol, _ coefficient: Double) {
    // Found from the end, not by a binary search: a row being built holds a few cells, and its
    // new symbols (markers, new variables) come after every cell.
    var slot = cells.count
    while slot > 0 && cells[slot - 1].symbol > symbol { slot -= 1 }
    if slot > 0 && cells[slot - 1].symbol == symbol {
      let sum = Tolerance.sum(cells[slot - 1].coefficient, coefficient)
      if sum != 0 { cells[slot - 1].coefficient = sum } else { cells.remove(at: slot - 1) }
    } else if coefficient != 0 {
      // Appended and moved into place: `insert(_:at:)` goes through the generic
      // `replaceSubrange`, far dearer than the move for a row of a few cells.
      cells.append(Cell(symbol: symbol, position: 0, coefficient: coefficient))
      cells.withUnsafeMutableBufferPointer { cells in
        let cell = cells[cells.count - 1]
        var k = cells.count - 1
        while k > slot {
          cells[k] = cells[k - 1]
          k -= 1
        }
        cells[slot] = cell
      }
    }
  }

  /// Adds `factor · other` (constant included), merging into the storage of `spare`, which then
  /// holds the old cells' storage: a caller that adds many rows allocates once.
  mutating func add(_ other: Row, times factor: Double, spare: inout [Cell]) {
    var merged = exchange(&spare, with: [])
    merged.removeAll(keepingCapacity: true)
    merged.reserveCapacity(cells.count + other.cells.count)
    var i = 0
    var j = 0
    while i < cells.count || j < other.cells.count {
      let a = i < cells.count ? cells[i].symbol : Symbol.max
      let b = j < other.cells.count ? other.cells[j].symbol : Symbol.max
      if a < b {
        merged.append(cells[i])
        i += 1
      } else {
        let coefficient = Tolerance.sum(
          a == b ? cells[i].coefficient : 0, factor * other.cells[j].coefficient)
        if coefficient != 0 {
          merged.append(Cell(symbol: b, position: 0, coefficient: coefficient))
        }
        if a == b { i += 1 }
        j += 1
      }
    }
    spare = exchange(&cells, with: merged)
    constant = Tolerance.sum(constant, factor * other.constant)
  }

  /// Multiplies every coefficient and the constant by `factor`.
  mutating func scale(by factor: Double) {
    for index in cells.indices { cells[index].coefficient *= factor }
    constant *= factor
  }

  /// Rewrites `0 = constant + a·subject + Σ cᵢ·sᵢ` as `subject = -constant/a - Σ (cᵢ/a)·sᵢ`.
  mutating func solve(for subject: Symbol) {
    let index = search(subject)
    let factor = -1 / cells[index].coefficient
    cells.withUnsafeMutableBufferPointer { cells in  // One pass, not `remove(at:)`'s generic code.
      for k in index..<cells.count - 1 { cells[k] = cells[k + 1] }
      for k in cells.indices { cells[k].coefficient *= factor }
    }
    cells.removeLast()
    constant *= factor
  }
}
