/// The presolve of a batch add: definitions held back from the tableau until the batch is in.
///
/// A required equality without a marker whose row has a fresh subject `s` becomes the definition
/// of `s` as it is (``Solver/freshSubject(_:_:)``). Inside a batch it waits here instead of in a
/// row: a later row that mentions `s` has this definition substituted when it is expanded, as it
/// would have a row's, but while the batch goes in no pivot rewrites it, no column lists its
/// references, and the batch's subject searches and ratio tests do not walk it. When the batch is
/// optimised the definitions go in as rows, oldest first (each refers only to older ones), as they
/// would have gone in one by one, so every later operation sees the tableau it always saw. A held
/// subject's `slotOf` is `-2 - index` in ``Tableau/pending``, and its references are flagged, so
/// that none of them is taken for a fresh subject.
struct PendingDefinition: Sendable {
  var subject: Symbol
  var row: Row
}

extension Tableau {
  /// A basic user variable's row, or the definition a batch holds back for `symbol`.
  func definition(of symbol: Symbol) -> Row {
    let slot = Int(slotOf[Int(symbol)])
    return slot >= 0 ? rows[slot] : pending[-2 - slot].row
  }

  /// `true` for a symbol no row, no held definition and no held reference mentions.
  func isUnmentioned(_ symbol: Symbol) -> Bool {
    slotOf[Int(symbol)] == -1 && columns.count(of: Int(symbol)) == 0
      && (Int(symbol) >= heldReferences.count || !heldReferences[Int(symbol)])
  }

  /// Holds `row`, solved for `subject`, back until ``releasePending()``.
  mutating func holdBack(_ row: consuming Row, subject: Symbol) {
    if Int(subject) < journal.symbolCount { journal.record(.slotOf(subject, -1)) }
    slotOf[Int(subject)] = -2 - Int32(pending.count)
    // Expanded after every definition it may refer to (``expand(_:)``).
    clock &+= 1
    definedAt[Int(subject)] = clock
    heldReferences.pad(to: symbolCount, with: false)
    for cell in row.cells { heldReferences[Int(cell.symbol)] = true }
    pending.append(PendingDefinition(subject: subject, row: row))
  }

  /// Installs the held definitions as rows, oldest first (moved out one by one: a row still
  /// shared with the array would be copied when its cells get their column positions).
  mutating func releasePending() {
    guard !pending.isEmpty else { return }
    var held: [PendingDefinition] = []
    swap(&held, &pending)
    held.reverse()
    while let definition = held.popLast() {
      for cell in definition.row.cells { heldReferences[Int(cell.symbol)] = false }
      slotOf[Int(definition.subject)] = -1
      insertRow(definition.row, basic: definition.subject)
    }
    swap(&held, &pending)
  }

  /// Drops the held definitions (a rollback; the journal restores their subjects' `slotOf`).
  mutating func discardPending() {
    for definition in pending {
      for cell in definition.row.cells where Int(cell.symbol) < heldReferences.count {
        heldReferences[Int(cell.symbol)] = false
      }
    }
    pending.removeAll(keepingCapacity: true)
  }
}
