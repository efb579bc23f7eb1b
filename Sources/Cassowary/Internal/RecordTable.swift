/// The solver's records, one per installed constraint, in a dense array with a table from the
/// constraint's id to its position.
///
/// Not a `Dictionary<UInt64, Solver.Record>`, which hashed with SipHash and moved whole records
/// on every insertion and rehash: a record is appended once, found through an ``IdentityTable``,
/// and read and updated where it is. A removal moves the last record into the hole, which
/// ``restore(_:at:)`` undoes exactly. The term symbols are back to back in one array (not an
/// allocation per record); a removal leaves them as a gap for a rollback to find, closed between
/// operations (``compactSymbolsIfSparse()``) once gaps outnumber the live symbols.
struct RecordTable: Sendable {
  /// The records, in no particular order (``Solver/Record/sequence`` gives installation order).
  private(set) var all: [Solver.Record] = []
  private var positionOfID = IdentityTable()
  /// The external symbol of each term of each record, from its ``Solver/Record/symbolStart``: a
  /// record being built appends its own; a rollback truncates those no record refers to any more.
  var symbols: [Symbol] = []
  /// How many of `symbols` belong to removed records.
  private var deadSymbols = 0
  /// At least every id with a record (the largest appended): larger ids need no look-up.
  private(set) var idBound: UInt64 = 0

  /// The range of `record`'s term symbols in ``symbols``.
  func symbolRange(of record: Solver.Record) -> Range<Int> {
    let start = Int(record.symbolStart)
    return start..<(start + record.constraint.expression.terms.count)
  }

  /// The position of the record of the constraint `id`, or `nil` if it has none.
  func position(of id: UInt64) -> Int32? { positionOfID[id] }

  /// The record of the constraint `id` (a copy), or `nil`.
  subscript(id: UInt64) -> Solver.Record? {
    guard let position = positionOfID[id] else { return nil }
    return all[Int(position)]
  }

  /// Sizes the array and the table for `count` more records, so that a batch does not regrow them.
  mutating func reserveCapacity(adding count: Int, terms: Int) {
    all.reserveCapacity(adding: count)
    positionOfID.reserveCapacity(positionOfID.count + count)
    symbols.reserveCapacity(adding: terms)
  }

  /// Closes the gaps of removed records once they outnumber the live symbols. Only between
  /// operations: a removed record kept for a rollback refers to its gap.
  mutating func compactSymbolsIfSparse() {
    guard deadSymbols > symbols.count - deadSymbols else { return }
    var compacted: [Symbol] = []
    compacted.reserveCapacity(symbols.count - deadSymbols)
    for index in all.indices {
      let range = symbolRange(of: all[index])
      all[index].symbolStart = Int32(compacted.count)
      compacted += symbols[range]
    }
    symbols = compacted
    deadSymbols = 0
  }

  /// Appends the record of a constraint that has none yet, and returns its position.
  @discardableResult
  mutating func append(_ record: consuming Solver.Record) -> Int32 {
    let position = Int32(all.count)
    idBound = max(idBound, record.constraint.id)
    positionOfID.insert(record.constraint.id, position)
    all.append(record)
    return position
  }

  /// Removes the record at the end (the inverse of ``append(_:)``).
  mutating func removeLast() {
    let record = all.removeLast()
    positionOfID.remove(record.constraint.id)
  }

  /// Removes the record at `position`, moving the last record into its place, and returns it.
  mutating func remove(at position: Int32) -> Solver.Record {
    let last = all.count - 1
    all.swapAt(Int(position), last)
    let removed = all.removeLast()
    positionOfID.remove(removed.constraint.id)
    if Int(position) != last { positionOfID.update(all[Int(position)].constraint.id, position) }
    deadSymbols += removed.constraint.expression.terms.count
    return removed
  }

  /// Removes the record of the constraint `id`, if it has one.
  mutating func remove(id: UInt64) {
    if let position = positionOfID[id] { _ = remove(at: position) }
  }

  /// Puts `record`, removed from `position` by ``remove(at:)``, back (undoing that call).
  mutating func restore(_ record: consuming Solver.Record, at position: Int32) {
    deadSymbols -= record.constraint.expression.terms.count
    if Int(position) == all.count {
      append(record)
      return
    }
    positionOfID.update(all[Int(position)].constraint.id, Int32(all.count))
    positionOfID.insert(record.constraint.id, position)
    all.append(record)
    all.swapAt(Int(position), all.count - 1)
  }

  /// Runs `body` on the record at `position` in place.
  mutating func update<Result>(at position: Int32, _ body: (inout Solver.Record) -> Result)
    -> Result
  { body(&all[Int(position)]) }
}
