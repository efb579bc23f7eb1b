/// The required constraints in flat form, for the check that follows every operation
/// (``Solver/worstRequiredViolation()``).
///
/// A step of a resized layout moves every value, so the check evaluates every required
/// constraint once per step; reading them out of the solver's records (a dictionary of
/// constraints, each term holding a variable and its name) cost eight times the step itself.
/// Here each one is a constant, a relation and its terms' symbols and coefficients, in one
/// array, with the entries that mention each symbol indexed by symbol.
struct RequiredRows: Sendable {
  struct Entry: Sendable {
    var id: UInt64
    var relation: Relation
    var constant: Double
    /// The entry's terms are `termSymbols[start..<end]` with `termCoefficients[start..<end]`.
    var start: Int32
    var end: Int32
    /// The constraint's marker, or `-1`: a change of its row is a change of the constraint.
    var marker: Symbol
  }

  private(set) var entries: [Entry] = []
  /// The terms of every entry, back to back; removed entries leave gaps, compacted when they
  /// outnumber the live terms.
  private var termSymbols: [Symbol] = []
  private var termCoefficients: [Double] = []
  private var deadTerms = 0
  private var positionOfID: [UInt64: Int32] = [:]
  /// For each symbol, the positions in `entries` of the entries that mention it.
  private var entriesOfSymbol: [[Int32]] = []

  var isEmpty: Bool { entries.isEmpty }

  /// Replaces the entry of `old` by one for `new` (either may be `nil` or optional, which has
  /// no entry). A new constant alone, as a suggestion makes, is written in place.
  mutating func replace(_ old: Solver.Record?, with new: Solver.Record?) {
    let old = old.flatMap { $0.constraint.priority.isRequired ? $0 : nil }
    let new = new.flatMap { $0.constraint.priority.isRequired ? $0 : nil }
    if let old, let new, old.constraint.id == new.constraint.id, old.symbols == new.symbols,
      old.marker == new.marker, let position = positionOfID[old.constraint.id]
    {
      entries[Int(position)].constant = new.constraint.expression.constant
      return
    }
    if let old { remove(old) }
    if let new { insert(new) }
  }

  /// The entries that mention any of `symbols`, each once.
  func entries(mentioning symbols: [Symbol]) -> [Int32] {
    var seen = [Bool](repeating: false, count: entries.count)
    var found: [Int32] = []
    for symbol in symbols where Int(symbol) < entriesOfSymbol.count {
      for position in entriesOfSymbol[Int(symbol)] where !seen[Int(position)] {
        seen[Int(position)] = true
        found.append(position)
      }
    }
    return found
  }

  /// The entry among `positions` furthest from holding at `values` (indexed by symbol) relative
  /// to its magnitude `|constant| + Σ |coefficient · value|` (at least 1), if that excess is above
  /// `tolerance`, with its residual.
  func worst(among positions: some Sequence<Int32>, values: [Double], tolerance: Double)
    -> (position: Int32, residual: Double)?
  {
    var worst: (position: Int32, residual: Double)?
    var worstExcess = tolerance
    // Buffer pointers: after a resize this runs over every required constraint on every step.
    entries.withUnsafeBufferPointer { entries in
      termSymbols.withUnsafeBufferPointer { symbols in
        termCoefficients.withUnsafeBufferPointer { coefficients in
          values.withUnsafeBufferPointer { values in
            for position in positions {
              let entry = entries[Int(position)]
              var value = entry.constant
              var magnitude = abs(value)
              for term in Int(entry.start)..<Int(entry.end) {
                let product = coefficients[term] * values[Int(symbols[term])]
                value += product
                magnitude += abs(product)
              }
              let residual: Double
              switch entry.relation {
              case .equal: residual = abs(value)
              case .lessThanOrEqual: residual = max(0, value)
              case .greaterThanOrEqual: residual = max(0, -value)
              }
              let excess = residual / max(1, magnitude)
              if excess > worstExcess {
                worst = (position, residual)
                worstExcess = excess
              }
            }
          }
        }
      }
    }
    return worst
  }

  private mutating func insert(_ record: Solver.Record) {
    let position = Int32(entries.count)
    let expression = record.constraint.expression
    let start = Int32(termSymbols.count)
    termSymbols += record.symbols
    termCoefficients += expression.terms.map(\.coefficient)
    entries.append(
      Entry(
        id: record.constraint.id, relation: record.constraint.relation, constant: expression.constant,
        start: start, end: Int32(termSymbols.count), marker: record.marker))
    positionOfID[record.constraint.id] = position
    for symbol in symbols(of: entries[Int(position)]) {
      if Int(symbol) >= entriesOfSymbol.count {
        entriesOfSymbol += Array(repeating: [], count: Int(symbol) + 1 - entriesOfSymbol.count)
      }
      if entriesOfSymbol[Int(symbol)].last != position { entriesOfSymbol[Int(symbol)].append(position) }
    }
  }

  /// Removes the entry by moving the last entry into its place.
  private mutating func remove(_ record: Solver.Record) {
    guard let position = positionOfID.removeValue(forKey: record.constraint.id) else { return }
    let removed = entries[Int(position)]
    for symbol in symbols(of: removed) {
      entriesOfSymbol[Int(symbol)].removeAll { $0 == position }
    }
    let last = Int32(entries.count - 1)
    if position != last {
      let moved = entries[Int(last)]
      entries[Int(position)] = moved
      positionOfID[moved.id] = position
      for symbol in symbols(of: moved) {
        for index in entriesOfSymbol[Int(symbol)].indices where entriesOfSymbol[Int(symbol)][index] == last {
          entriesOfSymbol[Int(symbol)][index] = position
        }
      }
    }
    entries.removeLast()
    deadTerms += Int(removed.end - removed.start)
    if deadTerms > termSymbols.count - deadTerms { compactTerms() }
  }

  /// Closes the gaps that removed entries left in the term arrays.
  private mutating func compactTerms() {
    var symbols: [Symbol] = []
    var coefficients: [Double] = []
    for index in entries.indices {
      let range = Int(entries[index].start)..<Int(entries[index].end)
      entries[index].start = Int32(symbols.count)
      symbols += termSymbols[range]
      coefficients += termCoefficients[range]
      entries[index].end = Int32(symbols.count)
    }
    termSymbols = symbols
    termCoefficients = coefficients
    deadTerms = 0
  }

  private func symbols(of entry: Entry) -> [Symbol] {
    termSymbols[Int(entry.start)..<Int(entry.end)] + (entry.marker >= 0 ? [entry.marker] : [])
  }
}
