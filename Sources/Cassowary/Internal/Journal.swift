/// An undo log for one solver operation.
///
/// Every mutating operation of ``Solver`` completes, or throws and leaves the solver exactly as
/// it was. The journal records the first version of each row it touches (a copy-on-write
/// reference; the old constant alone when only that changes), every cost and basis change, and
/// the arrays' sizes, which a rollback truncates back. Columns are not journaled: once the rows
/// are back, with their cells' positions, they say where in which column each row was
/// (``Tableau/rebuildColumns(_:held:)``).
struct Journal: Sendable {
  /// One entry, without references so that entries need no destruction one by one: `kind`
  /// says which, `a` and `b` are its small integers (a slot, symbol, level, position or count),
  /// `c` its wide one — a `Double`'s bit pattern, a count, a position or the index of the saved
  /// row in ``rows``.
  /// Call sites build entries with the static functions below; `.constant`, a run of ``constants``.
  struct Packed: Sendable {
    /// The kinds that name a moved value first (``Tableau/symbolsOfChangedRows(userVariablesOnly:)``
    /// skips the others with one comparison).
    enum Kind: UInt8, Sendable {
      case row, constant, slotOf, cellPosition, cost, levelValue, levelErrors
    }
    var kind: Kind
    var a: Int32
    var b: Int32 = 0
    var c: UInt64 = 0

    /// The cell of `symbol` in the row of `slot` had this position in the symbol's column, before
    /// another removal from that column moved it (the row's values did not change, so the row
    /// itself is not saved).
    static func cellPosition(_ slot: Int32, _ symbol: Symbol, _ position: Int32) -> Packed {
      Packed(kind: .cellPosition, a: slot, b: symbol, c: UInt64(UInt32(bitPattern: position)))
    }
    static func slotOf(_ symbol: Symbol, _ slot: Int32) -> Packed {
      Packed(kind: .slotOf, a: symbol, b: slot)
    }
    static func cost(_ level: Int, _ symbol: Symbol, _ cost: Double) -> Packed {
      Packed(kind: .cost, a: Int32(level), b: symbol, c: cost.bitPattern)
    }
    static func levelValue(_ level: Int, _ value: Double) -> Packed {
      Packed(kind: .levelValue, a: Int32(level), c: value.bitPattern)
    }
    static func levelErrors(_ level: Int, _ count: Int) -> Packed {
      Packed(kind: .levelErrors, a: Int32(level), c: UInt64(bitPattern: Int64(count)))
    }
  }

  private(set) var isActive = false
  /// Rows and columns whose epoch equals this one have been saved in this transaction.
  private(set) var epoch: Int32 = 0
  private(set) var entries: [Packed] = []
  /// The rows saved by `.row` entries.
  private(set) var rows: [Row] = []
  private(set) var symbolCount = 0
  private(set) var slotCount = 0
  private(set) var levelCount = 0
  private(set) var freeSlots: [Int32]?
  /// The `.constant` entries' slots and old constants; the first `constantCount` are current.
  private(set) var constants: [Saved] = []
  typealias Saved = (slot: Int32, old: Double)
  private var constantCount = 0
  /// How many rows the `.row` and `.constant` entries hold: rows saved before they changed.
  private(set) var savedRows = 0
  /// The entries with each saved constant counted as one: what reading the journal costs.
  var count: Int { entries.count + constantCount }

  mutating func begin(symbolCount: Int, slotCount: Int, levelCount: Int) {
    isActive = true
    epoch &+= 1
    savedRows = 0
    self.symbolCount = symbolCount
    self.slotCount = slotCount
    self.levelCount = levelCount
  }

  /// Ends the transaction after a commit: the saved rows (up to ``spareLimit``) become `spare` if
  /// more than it has left, swapped rather than moved one by one; an operation mostly takes as
  /// many spares as the last one saved rows (a resize as the last), so few are left to free.
  mutating func end(recycling spare: inout [Row]) {
    if rows.count > Self.spareLimit { rows.removeLast(rows.count - Self.spareLimit) }
    if rows.count > spare.count {  // Not `>=`: the empty array would be copied to reverse.
      rows.withUnsafeMutableBufferPointer { $0.reverse() }
      swap(&rows, &spare)
    }
    end()
  }

  /// The most cell buffers kept for reuse.
  static let spareLimit = 1 << 13

  mutating func end() {
    (isActive, constantCount) = (false, 0)
    // Keep the storage for the next operation, unless a large one (a first layout pass) grew it.
    if entries.capacity > Self.retainedCapacity {
      (entries, rows) = ([], [])
    } else {
      if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }  // Costs even when empty.
      if !rows.isEmpty { rows.removeAll(keepingCapacity: true) }
    }
    freeSlots = nil
  }

  /// The most entries whose storage is kept between operations (about 4 MB).
  static let retainedCapacity = 1 << 17

  @inline(__always)
  mutating func record(_ entry: Packed) {
    guard isActive else { return }
    entries.append(entry)
  }

  /// Lets `fill` write the slots and old constants of `count` rows before a shift changes only
  /// their constants, into ``constants`` in place, and records them as one `.constant` entry. One
  /// for a row saved whole or added earlier in the transaction is harmless: the rollback restores
  /// the older save after it, or truncates the row.
  mutating func recordConstants(count: Int, _ fill: (UnsafeMutableBufferPointer<Saved>) -> Void) {
    let start = isActive ? constantCount : 0
    constants.pad(to: start + count, with: (0, 0))
    constants.withUnsafeMutableBufferPointer { fill(.init(rebasing: $0[start..<start + count])) }
    guard isActive else { return }
    (savedRows, constantCount) = (savedRows + count, constantCount + count)
    entries.append(Packed(kind: .constant, a: Int32(start), b: Int32(count)))
  }

  /// Saves the row in `slot`, whose basic symbol is `basic`, before its first change: a packed
  /// `.row` entry pointing at the copy in ``rows``.
  @inline(__always)
  mutating func saveRow(_ slot: Int32, _ row: consuming Row, basic: Symbol) {
    guard isActive else { return }
    savedRows += 1
    entries.append(Packed(kind: .row, a: slot, b: basic, c: UInt64(rows.count)))
    rows.append(consume row)
  }

  /// Records `.cost(level, symbol, costs[symbol])` for the symbol of every cell, in order: a
  /// pivot's substitution into the objective records one per cell of its row. Not for a level or
  /// symbol created in the transaction, which the rollback drops whole (most of a batch's).
  @inline(__always)
  mutating func recordCosts(
    level: Int, of cells: UnsafeBufferPointer<Cell>, in costs: UnsafeMutableBufferPointer<Double>
  ) {
    guard isActive, level < levelCount else { return }
    var end = cells.count  // The cells sort by symbol: the transaction's new ones are a suffix.
    while end > 0 && Int(cells[end - 1].symbol) >= symbolCount { end -= 1 }
    for cell in cells[..<end] {
      entries.append(
        Packed(kind: .cost, a: Int32(level), b: cell.symbol, c: costs[Int(cell.symbol)].bitPattern))
    }
  }

  mutating func saveFreeSlots(_ slots: [Int32]) {
    if isActive && freeSlots == nil { freeSlots = slots }
  }
}

extension Tableau {
  /// Starts a transaction (the last one's end left the journal empty, with no free slots saved).
  mutating func begin() {
    journal.begin(symbolCount: symbolCount, slotCount: rows.count, levelCount: levels.count)
  }

  /// How many rows the running transaction changed or added.
  var changedRowCount: Int { journal.savedRows + rows.count - journal.slotCount }

  /// Keeps everything the transaction did.
  mutating func commit() {
    journal.end(recycling: &spareCells)
  }

  /// Undoes everything the transaction did.
  mutating func rollback() {
    structureVersion &+= 1
    // The columns that can have changed. A cell joins or leaves a column only in a new or a saved
    // row, and a removal moves only the column's last entry into its hole: a column whose old
    // entries all stayed, and whose joining cells all left again, is as it was. Any other has a
    // cell in a new row, or in a saved row before or now: those columns are marked (old ones).
    var changed: [Symbol] = []
    func mark(_ cells: [Cell]) {
      for cell in cells
      where Int(cell.symbol) < journal.symbolCount
        && columns.savedEpoch(of: Int(cell.symbol)) != journal.epoch
      {
        columns.setSavedEpoch(journal.epoch, of: Int(cell.symbol))
        changed.append(cell.symbol)
      }
    }
    for entry in journal.entries where entry.kind == .row {
      mark(rows[Int(entry.a)].cells)
      mark(journal.rows[Int(entry.c)].cells)
    }
    for slot in journal.slotCount..<rows.count { mark(rows[slot].cells) }
    // Their slots, taken before the rows go back: with the saved rows, every row that held their
    // symbols when the transaction began.
    var held: [Int32] = []
    for symbol in changed { held.append(contentsOf: columns[Int(symbol)]) }
    for entry in journal.entries.reversed() {
      switch entry.kind {
      case .row:
        rows[Int(entry.a)] = journal.rows[Int(entry.c)]
        basicOf[Int(entry.a)] = entry.b
      case .constant:
        for (slot, old) in journal.constants[Int(entry.a)..<Int(entry.a + entry.b)] {
          rows[Int(slot)].constant = old
        }
      case .cellPosition:
        // The row is as it was when the position changed: it was not saved before then (see
        // `updateColumns`), so every later change of its cells saved it, and that newer
        // entry has been undone. The test only guards that reasoning.
        let index = rows[Int(entry.a)].search(entry.b)
        if index >= 0 {
          rows[Int(entry.a)].cells[index].position = Int32(
            bitPattern: UInt32(truncatingIfNeeded: entry.c))
        }
      case .slotOf:
        slotOf[Int(entry.a)] = entry.b
      case .cost:
        levels[Int(entry.a)].costs[Int(entry.b)] = Double(bitPattern: entry.c)
        if entry.c != 0 { info[Int(entry.b)].costLevels |= Self.levelBit(Int(entry.a)) }
      case .levelValue:
        levels[Int(entry.a)].value = Double(bitPattern: entry.c)
      case .levelErrors:
        levels[Int(entry.a)].errorCount = Int(Int64(bitPattern: entry.c))
      }
    }
    for symbol in candidates { info[Int(symbol)].isCandidate = false }
    candidates.removeAll()
    let symbols = journal.symbolCount
    let slots = journal.slotCount
    kinds.removeSubrange(symbols...)
    slotOf.removeSubrange(symbols...)
    columns.removeColumns(from: symbols)
    info.removeSubrange(symbols...)
    levels.removeSubrange(journal.levelCount...)
    for index in levels.indices { levels[index].costs.removeSubrange(symbols...) }
    levelOrder.removeAll { $0 >= journal.levelCount }  // New levels were only inserted.
    rows.removeSubrange(slots...)
    rebuildColumns(changed, held: held)
    basicOf.removeSubrange(slots...)
    rowEpochs.removeSubrange(slots...)
    if let saved = journal.freeSlots { freeSlots = saved }
    infeasible.removeAll()
    brokenDummy = nil
    // The basis is back without `setBasic`: the log of definitions no longer says which are live.
    definitionLog.invalidate()
    journal.end()
    // Under deferred optimisation the queue held work from before this transaction (adds whose
    // optimisation was skipped); clearing it lost that work. Requeue from the restored costs.
    for symbol in 0..<symbols where canImprove(Symbol(symbol)) {
      info[symbol].isCandidate = true
      candidates.append(Symbol(symbol))
    }
    pricing.needsRebuild = true
  }

  /// Puts the `changed` columns back as they were when the transaction began, from the rows,
  /// which are: a cell's ``Cell/position`` is its row's index in the column. The rows that held
  /// a changed symbol then are the saved ones and those in `held`, the columns' slots before
  /// the rows went back (a row that was not saved has the cells it had).
  private mutating func rebuildColumns(_ changed: [Symbol], held: [Int32]) {
    for symbol in changed { columns.empty(Int(symbol)) }
    // A row met twice (saved and held) is placed twice in the same slots.
    func placeCells(ofRow slot: Int32) {
      guard Int(slot) < rows.count else { return }
      for cell in rows[Int(slot)].cells
      where columns.savedEpoch(of: Int(cell.symbol)) == journal.epoch {
        columns.place(slot, at: Int(cell.position), of: Int(cell.symbol))
      }
    }
    for slot in held { placeCells(ofRow: slot) }
    for entry in journal.entries where entry.kind == .row { placeCells(ofRow: entry.a) }
  }
}
