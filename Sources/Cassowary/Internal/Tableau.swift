/// The simplex tableau: rows in basic form, a column index, and an objective with one cost vector
/// per priority level.
///
/// Two kinds of rows, after the Cassowary paper's split of the tableau into an unrestricted part
/// `C_U` and a restricted part `C_S` (§3):
/// - Rows of restricted or dummy symbols, and the objective, are in full basic form: they contain
///   parametric symbols only — slack, error and dummy symbols, and free user variables (which the
///   simplex moves in either direction). The simplex works on these.
/// - Rows of user variables are *definitions*: they may also refer to older definitions.
///   `cell₅.y = cell₄.y + cell₄.h` stays two cells instead of listing every symbol that the four
///   cells above depend on, so a chain of `n` items costs O(n) cells instead of O(n²), and a
///   pivot rewrites only the rows that mention the entering symbol directly. A variable's value is
///   its row evaluated through the references.
///
/// The data is laid out so that an operation costs the rows it changes: per-symbol arrays; rows
/// in *slots*, which a pivot does not move, so the column index (symbol → slots) survives pivots;
/// each cell's position in its column (leaving a column is O(1)); per priority level a dense
/// cost array, so a cost update is O(1) and comparing two cost *vectors* O(levels).
struct Tableau: Sendable {
  /// One priority level of the objective: minimise `value + Σ costs[s]·s`.
  struct Level: Sendable {
    var priority: Float
    /// Per symbol, zero past the last; ``newSymbol(_:tag:)`` pads every level's to one length.
    var costs: [Double]
    var value: Double = 0
    /// How many error symbols the level sums.
    var errorCount = 0
  }

  /// A symbol's state besides its kind, row and column, one struct (a new symbol is one append):
  /// its variable's index if it is external, else `-1`; when it last became basic (``expand(_:)``
  /// expands the latest first); a bit per level where its cost may be non-zero (``levelBit(_:)``:
  /// reading a cost vector touches only those levels); whether it is on ``candidates``.
  struct SymbolInfo: Sendable {
    var tag: Int32
    var definedAt: UInt32 = 0
    var costLevels: UInt8 = 0
    var isCandidate = false
  }

  // Per symbol.
  var kinds: [SymbolKind] = []
  var slotOf: [Int32] = []
  /// Per symbol, the slots of the rows that contain it (the column index).
  var columns = ColumnStore()
  var info: [SymbolInfo] = []

  // Per slot.
  var rows: [Row] = []
  var basicOf: [Symbol] = []
  var rowEpochs: [Int32] = []
  /// Per symbol, the epoch ``symbolsOfChangedRows(userVariablesOnly:)`` last collected it in.
  var collectedEpochs: [Int32] = []
  var freeSlots: [Int32] = []

  /// Levels in creation order; `levelOrder` lists their indices by decreasing priority.
  var levels: [Level] = []
  var levelOrder: [Int] = []

  /// Symbols whose moving may now lower the objective: the primal simplex's entering candidates.
  var candidates: [Symbol] = []
  /// The improving candidates grouped by cost vector (``takeEntering(bland:)``).
  var pricing = CostBuckets()
  /// Basic symbols whose row constant may have become negative (the dual simplex's candidates).
  var infeasible = SymbolQueue()
  /// A basic dummy whose constant became non-zero: a required equality that cannot hold.
  var brokenDummy: Symbol?

  var clock: UInt32 = 0
  /// The user variables in the order they became basic: the evaluation order of the values.
  var definitionLog = DefinitionLog()
  /// Per symbol, the evaluation pass that last computed its value; grown on demand.
  var evaluationStamps: [Int32] = []
  var evaluationPass: Int32 = 0

  /// Pivots performed so far (Apple's engine keeps the same counter, `_pivotCount`).
  var pivotCount = 0
  /// Bumped whenever a row's cells change, not when only constants do: caches of the structure
  /// (the evaluation order) key on it.
  var structureVersion: UInt64 = 0

  var journal = Journal()
  /// Rows whose cell buffers rewritten rows take: those a committed operation replaced
  /// (``Journal/end(recycling:)``) or rewrote outside a transaction (their constants are stale).
  var spareCells: [Row] = []
  /// The buffer ``addScaled(_:to:eliminating:merging:)`` merges into (and the drift check's row).
  var mergeCells: [Cell] = []
  /// Buffers that ``expand(_:)`` keeps between expansions (empty heap, zero sums).
  var expansionHeap: [UInt64] = []
  var expansionSums: [Double] = []

  var symbolCount: Int { kinds.count }

  // MARK: Symbols

  mutating func newSymbol(_ kind: SymbolKind, tag: Int32 = -1) -> Symbol {
    let symbol = Symbol(kinds.count)
    kinds.append(kind)
    slotOf.append(-1)
    columns.appendColumn()
    info.append(SymbolInfo(tag: tag))
    if let first = levels.first, first.costs.count <= Int(symbol) {
      let length = Int(symbol) + 64 + Int(symbol) / 4
      for index in levels.indices { levels[index].costs.pad(to: length, with: 0) }
    }
    return symbol
  }

  /// Sizes the per-symbol and per-slot arrays for a batch of `symbols` symbols and `rows` rows.
  mutating func reserveCapacity(symbols: Int, rows count: Int) {
    kinds.reserveCapacity(adding: symbols)
    slotOf.reserveCapacity(adding: symbols)
    columns.reserveCapacity(adding: symbols)
    info.reserveCapacity(adding: symbols)
    for index in levels.indices { levels[index].costs.reserveCapacity(adding: symbols) }
    expansionSums.reserveCapacity(adding: symbolCount + symbols - expansionSums.count)
    rows.reserveCapacity(adding: count)
    basicOf.reserveCapacity(adding: count)
    rowEpochs.reserveCapacity(adding: count)
  }

  func isBasic(_ symbol: Symbol) -> Bool { slotOf[Int(symbol)] >= 0 }

  /// `true` for a basic user variable: a reference that ``expand(_:)`` replaces by its row.
  func isDefinition(_ symbol: Symbol) -> Bool {
    kinds[Int(symbol)] == .external && slotOf[Int(symbol)] >= 0
  }

  // MARK: Rows

  /// Installs `row` as the row of `basic`, which must be parametric and absent from the row.
  mutating func insertRow(_ row: consuming Row, basic: Symbol) {
    structureVersion &+= 1
    var row = row
    let slot = freeSlots.last ?? Int32(rows.count)
    if Int(slot) < rows.count {
      journal.saveFreeSlots(freeSlots)
      freeSlots.removeLast()
      touchRow(slot)
    }
    // Room made per cell, then every slot written in one pass: a uniqueness test per write else.
    row.cells.withUnsafeMutableBufferPointer { cells in
      for index in cells.indices {
        columns.makeRoom(in: Int(cells[index].symbol))
        cells[index].position = -1
      }
      columns.update(slot, joining: cells, leaving: EmptyCollection()) { _, _, _ in }
    }
    // Moved in as it is: a placeholder row replaced after, or a copy, cost retains and releases.
    // The basic written here, not by `setBasic`: a new slot's is appended, not written twice.
    if Int(slot) < rows.count {
      rows[Int(slot)] = consume row
      basicOf[Int(slot)] = basic
    } else {
      rows.append(consume row)
      basicOf.append(basic)
      rowEpochs.append(0)
    }
    setBasic(basic, slot: slot)
    noteRowChanged(slot)
  }

  mutating func removeRow(_ slot: Int32) {
    structureVersion &+= 1
    touchRow(slot)
    updateColumns(slot, joining: .init(start: nil, count: 0), leaving: rows[Int(slot)].cells)
    let basic = basicOf[Int(slot)]
    journal.record(.slotOf(basic, slotOf[Int(basic)]))
    slotOf[Int(basic)] = -1
    rows[Int(slot)] = Row()
    basicOf[Int(slot)] = -1
    journal.saveFreeSlots(freeSlots)
    freeSlots.append(slot)
  }

  /// Records `symbol` as basic in `slot`, whose `basicOf` entry the caller has set.
  @inline(__always)
  mutating func setBasic(_ symbol: Symbol, slot: Int32) {
    // A symbol created in this transaction needs no entry: the rollback truncates it away.
    if Int(symbol) < journal.symbolCount { journal.record(.slotOf(symbol, slotOf[Int(symbol)])) }
    slotOf[Int(symbol)] = slot
    if info[Int(symbol)].isCandidate { pricing.markDirty(symbol) }
    clock &+= 1
    info[Int(symbol)].definedAt = clock
    if kinds[Int(symbol)] == .external { definitionLog.append(symbol, clock: clock) }
  }

  /// Records that the constant of the row in `slot` changed: a restricted basic that went
  /// negative needs the dual simplex, and a basic dummy must stay zero.
  @inline(__always)
  mutating func noteRowChanged(_ slot: Int32) {
    let basic = basicOf[Int(slot)]
    let constant = rows[Int(slot)].constant
    switch kinds[Int(basic)] {
    case .external: break
    case .dummy: if abs(constant) > Tolerance.zero { brokenDummy = basic }
    case .slack, .error, .artificial: if constant < -Tolerance.zero { infeasible.insert(basic) }
    }
  }

  // MARK: Columns

  // A column changes only as a cell joins or leaves it, which saves the cell's row first unless
  // the row is new: the journal needs no entry of its own for a column (``rollback()``).

  /// ``ColumnStore/update(_:joining:leaving:moved:)``: a moved slot's cell is told its new
  /// position, in place. The columns are out of `self` meanwhile, for the rows to change.
  @inline(__always)  // In the merge: the call cost a tenth of it.
  mutating func updateColumns(
    _ slot: Int32, joining: UnsafeMutableBufferPointer<Cell>, leaving: some Sequence<Cell>
  ) {
    var store = exchange(&columns, with: ColumnStore())
    store.update(slot, joining: joining, leaving: leaving) { symbol, position, moved in
      let old = rows[Int(moved)].cells.withUnsafeMutableBufferPointer { cells in
        exchange(
          &cells[Row.search(symbol, in: UnsafeBufferPointer(cells))].position, with: position)
      }
      // A row saved earlier in this transaction comes back whole on rollback.
      if Int(moved) < journal.slotCount && rowEpochs[Int(moved)] != journal.epoch {
        journal.record(.cellPosition(moved, symbol, old))
      }
    }
    columns = consume store
  }

  // MARK: Journal hooks

  /// Saves the row in `slot` before its first change in this transaction; `true` if it did now.
  /// Not `saving`, the caller must, before its next entry, moving in the cells (a copy retains).
  @discardableResult @inline(__always)
  mutating func touchRow(_ slot: Int32, saving: Bool = true) -> Bool {
    guard journal.isActive, rowEpochs[Int(slot)] != journal.epoch else { return false }
    rowEpochs[Int(slot)] = journal.epoch
    guard Int(slot) < journal.slotCount else { return false }
    if saving { journal.saveRow(slot, rows[Int(slot)], basic: basicOf[Int(slot)]) }
    return true
  }

  // MARK: Substitution

  /// Adds `a · source` to the row in `slot`, `a` its coefficient of `eliminated` (which `source`
  /// defines), and drops that cell without touching its column, which is the caller's to update.
  /// The merge goes through a pointer into `merged` (an append tests uniqueness and capacity each
  /// time), kept by the caller across merges, then over the row's own cells, or a spare's if the
  /// journal holds those.
  mutating func addScaled(
    _ source: Row, to slot: Int32, eliminating eliminated: Symbol, merging merged: inout [Cell]
  ) {
    structureVersion &+= 1
    let saved = touchRow(slot, saving: false)
    var old = exchange(&rows[Int(slot)].cells, with: [])
    let room = old.count + source.cells.count
    merged.pad(to: room, with: Cell(symbol: 0, position: 0, coefficient: 0))
    // Found here: a caller copied the row out of the tableau to find it.
    let index = old.withUnsafeBufferPointer { Row.search(eliminated, in: $0) }
    let factor = index >= 0 ? old[index].coefficient : 0
    // Buffer pointers: both rows are read-only here (`old` is out of the tableau).
    let count = merged.withUnsafeMutableBufferPointer { merged in
      old.withUnsafeBufferPointer { old in
        source.cells.withUnsafeBufferPointer { sourceCells in
          var (i, j, n, cancelled) = (0, 0, 0, merged.count)
          // The eliminated cell splits the old cells in two runs, each merged with the source's
          // cells left; a run's or the source's tail is copied without comparisons.
          var end = index >= 0 ? index : old.count
          while true {
            while i < end && j < sourceCells.count {
              let (a, b) = (old[i].symbol, sourceCells[j].symbol)
              if a < b {
                (merged[n], n, i) = (old[i], n + 1, i + 1)
                continue
              }
              let coefficient =
                a == b
                ? Tolerance.sum(old[i].coefficient, factor * sourceCells[j].coefficient)
                : factor * sourceCells[j].coefficient
              if coefficient == 0 {
                // Left their columns after the merge, kept meanwhile past the merged cells.
                if a == b { (cancelled, merged[cancelled - 1]) = (cancelled - 1, old[i]) }
              } else if a == b {
                merged[n] = Cell(symbol: a, position: old[i].position, coefficient: coefficient)
                n += 1
              } else {
                // Joins its column after the merge with the others (`position` −1 until then).
                columns.makeRoom(in: Int(b))
                (merged[n], n) = (Cell(symbol: b, position: -1, coefficient: coefficient), n + 1)
              }
              (i, j) = (a == b ? i + 1 : i, j + 1)
            }
            while i < end { (merged[n], n, i) = (old[i], n + 1, i + 1) }
            guard end < old.count else { break }
            (i, end) = (end + 1, old.count)
          }
          for cell in sourceCells[j...] where factor * cell.coefficient != 0 {
            columns.makeRoom(in: Int(cell.symbol))
            merged[n] = Cell(
              symbol: cell.symbol, position: -1, coefficient: factor * cell.coefficient)
            n += 1
          }
          updateColumns(slot, joining: .init(rebasing: merged[..<n]), leaving: merged[cancelled...])
          return n
        }
      }
    }
    if saved {
      let row = Row(cells: consume old, constant: rows[Int(slot)].constant)
      journal.saveRow(slot, row, basic: basicOf[Int(slot)])
      old = spareCells.isEmpty ? [] : spareCells.removeLast().cells
    }
    merged.withUnsafeBufferPointer {
      old.replaceSubrange(old.indices, with: UnsafeBufferPointer(rebasing: $0[..<count]))
    }
    swap(&old, &rows[Int(slot)].cells)
    rows[Int(slot)].constant = Tolerance.sum(rows[Int(slot)].constant, factor * source.constant)
    noteRowChanged(slot)
  }

  /// Makes `entering` basic in the row of `slot`, whose basic symbol leaves, and substitutes the
  /// new row for `entering` everywhere else.
  ///
  /// The row reads `b = c + a·e + Σ aᵢ·sᵢ`; solved for `e` it becomes
  /// `e = -c/a + (1/a)·b - Σ (aᵢ/a)·sᵢ`. (The entering cell's column entry goes when
  /// ``substitute(_:slot:)`` clears that column.)
  mutating func pivot(entering: Symbol, slot: Int32) {
    structureVersion &+= 1
    pivotCount += 1
    let saved = touchRow(slot, saving: false)
    let leaving = basicOf[Int(slot)]
    let old = exchange(&rows[Int(slot)].cells, with: [])
    let index = old.withUnsafeBufferPointer { Row.search(entering, in: $0) }
    let a = old[index].coefficient
    let scale = -1 / a
    let leavingCell = Cell(
      symbol: leaving, position: columns.append(slot, to: Int(leaving)), coefficient: 1 / a)
    // A spare, mostly of the row's length (``Journal/end(recycling:)``), written via a pointer.
    var cells = spareCells.isEmpty ? [] : spareCells.removeLast().cells
    while cells.count > old.count { cells.removeLast() }
    if cells.capacity < old.count { cells.reserveCapacity(old.count) }  // Not grown by doubling.
    while cells.count < old.count { cells.append(leavingCell) }
    cells.withUnsafeMutableBufferPointer { cells in
      var next = 0
      var placed = false
      for k in old.indices where k != index {
        let cell = old[k]
        if !placed && leaving < cell.symbol {
          cells[next] = leavingCell
          next += 1
          placed = true
        }
        cells[next] = Cell(
          symbol: cell.symbol, position: cell.position, coefficient: cell.coefficient * scale)
        next += 1
      }
      if !placed { cells[next] = leavingCell }
    }
    // Consumed: a copy left alive through the substitution would make its writes copy the row.
    rows[Int(slot)].cells = consume cells
    let before = Row(cells: consume old, constant: rows[Int(slot)].constant)
    // The journal's, or a spare (one was taken if any: they stay within ``Journal/spareLimit``).
    if saved { journal.saveRow(slot, before, basic: leaving) } else { spareCells.append(before) }
    rows[Int(slot)].constant *= scale
    journal.record(.slotOf(leaving, slotOf[Int(leaving)]))
    slotOf[Int(leaving)] = -1
    basicOf[Int(slot)] = entering
    setBasic(entering, slot: slot)
    noteRowChanged(slot)
    substitute(entering, slot: slot)
  }

  /// Replaces the parametric symbol `symbol`, now basic in `slot`, by its row in every other row
  /// that contains it and in the objective.
  ///
  /// Definitions are rewritten too, although they could keep referring to a user variable: every
  /// reference then points at an *older* definition, which ``expand(_:)`` relies on. The column
  /// of `symbol` does not change while its users are rewritten, so it is read in place and
  /// cleared after.
  mutating func substitute(_ symbol: Symbol, slot: Int32) {
    let row = rows[Int(slot)]
    // The merges' buffer, out of `self` meanwhile (``addScaled(_:to:eliminating:merging:)``).
    var merged = exchange(&mergeCells, with: [])
    for k in 0..<columns.count(of: Int(symbol)) {
      let user = columns.slot(Int(symbol), at: k)
      guard user != slot else { continue }
      addScaled(row, to: user, eliminating: symbol, merging: &merged)
    }
    columns.empty(Int(symbol))
    substituteInObjective(symbol, row: row)
    swap(&merged, &mergeCells)
  }

  /// Shifts a parametric or basic symbol: the tableau is rewritten for `symbol = new + delta`.
  ///
  /// This is how a constant changes without removing its constraint
  /// (Documentation/Facts/Solver.md#kiwi, kiwi's `suggestValue`, and Apple's
  /// `constraintDidChangeSuchThatMarker:…`): a constraint
  /// `expression + k + σ·m = 0` with constant `k + δ` is the same equation in `m' = m + δ/σ`, so
  /// only row constants change: `+ aₘ·δ/σ` in rows that contain `m`, `- δ/σ` in `m`'s own row.
  ///
  /// Each level's objective value is the sum of that level's errors. Re-expressing it in `new`
  /// moves it by the symbol's cost times `delta` (zero for a basic symbol, substituted out); and
  /// when the symbol is the changed constraint's own error, its term in that sum must now be the
  /// new error, not `new + delta`: its level, `errorLevel`, moves by `-delta` more.
  mutating func shift(_ symbol: Symbol, by delta: Double, errorLevel: Int?) {
    let slot = slotOf[Int(symbol)]
    if slot >= 0 {
      journal.recordConstants(count: 1) { $0[0] = (slot, rows[Int(slot)].constant) }
      rows[Int(slot)].constant -= delta
      noteRowChanged(slot)
    } else {
      shiftRows(holding: symbol, by: delta)
    }
    var moved = exchange(&levels, with: [])  // A write via `levels[index]` tests uniqueness.
    moved.withUnsafeMutableBufferPointer { levels in
      for index in levels.indices where slot < 0 && levels[index].costs[Int(symbol)] != 0 {
        journal.record(.levelValue(index, levels[index].value))
        levels[index].value += levels[index].costs[Int(symbol)] * delta
      }
      if let level = errorLevel, kinds[Int(symbol)] == .error {
        journal.record(.levelValue(level, levels[level].value))
        levels[level].value -= delta
      }
    }
    swap(&moved, &levels)
  }

  /// Adds `aₘ·delta` to the constant of each row holding `m`, `symbol`, journaling the old ones;
  /// then notes the rows (``noteRowChanged(_:)``) if a constant went below zero or left zero (a
  /// basic dummy's row holds zero). One pass through buffer pointers, not a uniqueness test per
  /// row; rows and columns move out for it (a closure that changed the tableau retained them).
  private mutating func shiftRows(holding symbol: Symbol, by delta: Double) {
    var movedRows = exchange(&rows, with: [])
    var movedColumns = exchange(&columns, with: ColumnStore())
    var unsettled = false
    movedColumns.withUnsafeColumns { column in
      let users = column(Int(symbol))
      journal.recordConstants(count: users.count) { saved in
        movedRows.withUnsafeMutableBufferPointer { rows in
          var fromEnd = 1
          for (k, user) in users.enumerated() {
            let old = rows[Int(user)].constant
            saved[k] = (user, old)
            let new = old + rows[Int(user)].coefficient(of: symbol, fromEnd: &fromEnd) * delta
            rows[Int(user)].constant = new
            unsettled =
              unsettled || new < -Tolerance.zero
              || new > Tolerance.zero && abs(old) <= Tolerance.zero
          }
        }
      }
    }
    swap(&movedRows, &rows)
    swap(&movedColumns, &columns)
    if unsettled { for user in columns[Int(symbol)] { noteRowChanged(user) } }
  }
}
