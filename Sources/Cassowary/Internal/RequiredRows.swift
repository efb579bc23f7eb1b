/// The required constraints in flat form, for the check that follows every operation
/// (``Solver/worstRequiredViolation()``).
///
/// A resize's check evaluates every required constraint, and reading them out of the records
/// cost several times the step. Here each one is a constant, a relation and its terms' symbols
/// and coefficients, in flat arrays, with the entries that mention each symbol indexed by symbol.
struct RequiredRows: Sendable {
  struct Entry: Sendable {
    var id: UInt64
    var relation: Relation
    var constant: Double
    /// The entry's terms are `terms[start..<end]`.
    var start: Int32
    var end: Int32
    /// The constraint's marker, or `-1`: a change of its row is a change of the constraint.
    var marker: Symbol
    /// The marker's coefficient in the constraint's row.
    var markerSign: Double
    /// The variable the constraint's row was solved for when it entered the tableau as a fresh
    /// definition, or `-1` (see ``IntactDefinitions``).
    var subject: Symbol
    /// `Σ |coefficient|` over the terms: with the largest value, a bound on the terms' size.
    var coefficientSum: Double
  }

  private(set) var entries: [Entry] = []
  /// Bumped whenever an entry is added, removed or moved (not when only a constant changes):
  /// anything that keeps entry positions keys on it.
  private(set) var version: UInt64 = 0
  /// The terms of every entry, back to back (a symbol beside its coefficient: one append per
  /// term; cells, `position` unused, for one type less whose metadata a new process builds);
  /// removed entries leave gaps, compacted when they outnumber the live terms.
  private var terms: [Cell] = []
  private var deadTerms = 0
  private var positionOfID = IdentityTable()
  /// For each symbol, the positions of the first `indexed` entries that mention it: a batch's wait
  /// (`deferred`) for a look-up; the check after a large batch evaluates every entry, needing none.
  private var entriesOfSymbol = PositionLists()
  private var indexed = 0
  private var deferred = false
  /// Per entry, the last call of ``entries(mentioning:)`` that found it.
  private var marks: [Int32] = []
  private var call: Int32 = 0

  /// Sizes the tables for `count` more entries with `terms` terms in all (a batch).
  mutating func reserveCapacity(adding count: Int, terms: Int) {
    positionOfID.reserveCapacity(positionOfID.count + count)
    entries.reserveCapacity(adding: count)
    self.terms.reserveCapacity(adding: terms)
    deferred = true
  }

  /// The entries that mention any of `symbols`, each once.
  mutating func entries(mentioning symbols: [Symbol]) -> [Int32] {
    if indexed < entries.count { indexPending() }
    // Visited marks by call number, so that a call costs the entries it finds, not all entries.
    call &+= 1
    if call == 0 {
      marks = []
      call = 1
    }
    marks.pad(to: entries.count, with: 0)
    var found: [Int32] = []
    for symbol in symbols {
      entriesOfSymbol.forEach(of: symbol) { position in
        guard marks[Int(position)] != call else { return }
        marks[Int(position)] = call
        found.append(position)
      }
    }
    return found
  }

  /// Sets the constant of the entry of the constraint `id`, if it is required.
  mutating func setConstant(_ constant: Double, of id: UInt64) {
    if let position = positionOfID[id] { entries[Int(position)].constant = constant }
  }

  /// Calls `body` with each cell of the entry's row as installed: its terms, then its marker.
  func forEachCell(at position: Int32, _ body: (Symbol, Double) -> Void) {
    let entry = entries[Int(position)]
    for term in terms[Int(entry.start)..<Int(entry.end)] { body(term.symbol, term.coefficient) }
    if entry.marker >= 0 { body(entry.marker, entry.markerSign) }
  }

  /// The entry among `positions` furthest from holding at `values` (indexed by symbol) relative
  /// to its magnitude `|constant| + Σ |coefficient · value|` (at least 1), if that excess is above
  /// `tolerance`, with its residual and that excess; and the entry whose terms are largest,
  /// `Σ |coefficient · value|`.
  func worst(among positions: some Sequence<Int32>, values: [Double], tolerance: Double)
    -> (
      worst: (position: Int32, residual: Double, excess: Double)?,
      largest: (position: Int32, terms: Double)?
    )
  {
    var worst: (position: Int32, residual: Double, excess: Double)?
    var largest: (position: Int32, terms: Double)?
    var worstExcess = tolerance
    // Buffer pointers: after a resize this runs over every required constraint on every step.
    entries.withUnsafeBufferPointer { entries in
      self.terms.withUnsafeBufferPointer { cells in
        values.withUnsafeBufferPointer { values in
          for position in positions {
            let entry = entries[Int(position)]
            var value = entry.constant
            var terms = 0.0
            for cell in UnsafeBufferPointer(rebasing: cells[Int(entry.start)..<Int(entry.end)]) {
              let product = cell.coefficient * values[Int(cell.symbol)]
              value += product
              terms += abs(product)
            }
            let magnitude = abs(entry.constant) + terms
            let residual: Double
            switch entry.relation {
            case .equal: residual = abs(value)
            case .lessThanOrEqual: residual = max(0, value)
            case .greaterThanOrEqual: residual = max(0, -value)
            }
            let excess = residual / max(1, magnitude)
            if excess > worstExcess {
              worst = (position, residual, excess)
              worstExcess = excess
            }
            if terms > largest?.terms ?? 0 { largest = (position, terms) }
          }
        }
      }
    }
    return (worst, largest)
  }

  /// Adds the entry of `record`'s constraint if it is required; its symbols are `symbols[range]`.
  mutating func insert(_ record: Solver.Record, symbols: [Symbol], range: Range<Int>) {
    guard record.constraint.priority.isRequired else { return }
    version &+= 1
    let position = Int32(entries.count)
    let expression = record.constraint.expression
    let start = Int32(terms.count)
    // Element by element (`+=` goes through generic code), by index (a slice would retain); each
    // symbol indexed as it is copied, and the marker after (`symbols(at:)` would allocate).
    var coefficientSum = 0.0
    let indexNow = !deferred
    for offset in expression.terms.indices {  // Not a `Term` copy: that retained its name.
      let symbol = symbols[range.lowerBound + offset]
      let coefficient = expression.terms[offset].coefficient
      terms.append(Cell(symbol: symbol, position: -1, coefficient: coefficient))
      coefficientSum += abs(coefficient)
      if indexNow { entriesOfSymbol.append(position, to: symbol) }
    }
    entries.append(
      Entry(
        id: record.constraint.id, relation: record.constraint.relation,
        constant: expression.constant,
        start: start, end: Int32(terms.count), marker: record.marker,
        markerSign: record.markerSign,
        subject: record.subject, coefficientSum: coefficientSum))
    positionOfID.insert(record.constraint.id, position)
    guard indexNow else { return }
    if record.marker >= 0 { entriesOfSymbol.append(position, to: record.marker) }
    indexed = entries.count
  }

  /// Indexes the entries a batch left out as ``insert(_:symbols:range:)`` would have: each term's
  /// symbol, then the marker, in entry order, so that every list reads the same.
  private mutating func indexPending() {
    for position in indexed..<entries.count {
      let (entry, p) = (entries[position], Int32(position))
      for t in Int(entry.start)..<Int(entry.end) { entriesOfSymbol.append(p, to: terms[t].symbol) }
      if entry.marker >= 0 { entriesOfSymbol.append(p, to: entry.marker) }
    }
    (indexed, deferred) = (entries.count, false)
  }

  /// Removes the entry of the constraint `id`, if any, moving the last entry into its place.
  mutating func remove(_ id: UInt64) {
    if indexed < entries.count { indexPending() }
    guard let position = positionOfID.remove(id) else { return }
    version &+= 1
    let removed = entries[Int(position)]
    for symbol in symbols(at: position) { entriesOfSymbol.remove(position, from: symbol) }
    let last = Int32(entries.count - 1)
    if position != last {
      let moved = entries[Int(last)]
      entries[Int(position)] = moved
      positionOfID.update(moved.id, position)
      for symbol in symbols(at: position) {
        entriesOfSymbol.replace(last, with: position, in: symbol)
      }
    }
    entries.removeLast()
    indexed = entries.count
    deadTerms += Int(removed.end - removed.start)
    if deadTerms > terms.count - deadTerms { compactTerms() }
  }

  /// Closes the gaps that removed entries left in the term arrays.
  private mutating func compactTerms() {
    var compacted: [Cell] = []
    for index in entries.indices {
      let range = Int(entries[index].start)..<Int(entries[index].end)
      entries[index].start = Int32(compacted.count)
      compacted += terms[range]
      entries[index].end = Int32(compacted.count)
    }
    terms = compacted
    deadTerms = 0
  }

  /// The symbols the entry is indexed under: its terms' and its marker.
  private func symbols(at position: Int32) -> [Symbol] {
    let entry = entries[Int(position)]
    return terms[Int(entry.start)..<Int(entry.end)].map(\.symbol)
      + (entry.marker >= 0 ? [entry.marker] : [])
  }
}
