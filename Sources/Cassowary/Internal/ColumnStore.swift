/// The column index's storage: for each symbol, the slots of the rows that contain it, every
/// column a run of one shared buffer.
///
/// Not an array per symbol: a first pass allocated, grew and freed one for each of its tens of
/// thousands of columns. A column is a run `start ..< start + capacity` of ``storage``, its first
/// `count` slots used. A full column grows in place if its run is the last, else moves behind the
/// last with twice the room, leaving its run unused; when over half the span is unused it is
/// rewritten without the holes (no more than the moves that made them: appends stay amortised
/// O(1)). Moves keep a column's order, so ``Cell/position`` never changes here.
struct ColumnStore: Sendable {
  /// Where a column lives in ``storage``.
  private struct Extent: Sendable {
    var start: Int32
    var count: Int32
    var capacity: Int32
    /// The ``Journal/epoch`` of the last rollback that rebuilt the column (``Tableau/rollback()``).
    var savedEpoch: Int32 = 0
  }

  /// A new column's room: most columns of a layout hold one to four rows.
  private static let initialCapacity: Int32 = 4

  /// The runs, then room from ``end`` on (grown by doubling: the last run extends in place).
  private var storage: [Int32] = []
  private var end = 0
  private var extents: [Extent] = []
  /// Slots below ``end`` in no column's run.
  private var unused = 0

  var count: Int { extents.count }

  /// The slots of the rows that contain `column`'s symbol, in column order. Read-only: a slice
  /// kept alive across a change of the store would make that change copy the whole buffer.
  subscript(column: Int) -> ArraySlice<Int32> {
    let extent = extents[column]
    return storage[Int(extent.start)..<Int(extent.start + extent.count)]
  }

  func count(of column: Int) -> Int { Int(extents[column].count) }

  /// Calls `body` with a reader of any column's slots: a loop over many columns without a slice,
  /// and its retain and release, for each.
  func withUnsafeColumns<R>(_ body: ((Int) -> UnsafeBufferPointer<Int32>) -> R) -> R {
    storage.withUnsafeBufferPointer { storage in
      extents.withUnsafeBufferPointer { extents in
        body { column in
          let start = Int(extents[column].start)
          return UnsafeBufferPointer(rebasing: storage[start..<start + Int(extents[column].count)])
        }
      }
    }
  }

  /// The epoch of the last rollback that rebuilt the column (`0` if none has).
  @inline(__always)
  func savedEpoch(of column: Int) -> Int32 { extents[column].savedEpoch }

  mutating func setSavedEpoch(_ epoch: Int32, of column: Int) {
    extents[column].savedEpoch = epoch
  }

  func slot(_ column: Int, at position: Int) -> Int32 {
    storage[Int(extents[column].start) + position]
  }

  var longest: Int { extents.reduce(0) { Swift.max($0, Int($1.count)) } }

  /// Sizes the per-column table for `count` more columns, and the buffer for two slots each (an
  /// estimate: not every symbol gets a column, and most columns hold a few rows). Capacity only:
  /// the room is zero-filled as runs reach it, so an overestimate costs no touched pages.
  mutating func reserveCapacity(adding count: Int) {
    extents.reserveCapacity(adding: count)
    storage.reserveCapacity(adding: 2 * count)
  }

  /// Adds an empty column and its first room (most get a slot soon; ``grow(_:)`` cost more).
  mutating func appendColumn() {
    reserve(Int(Self.initialCapacity))
    extents.append(Extent(start: Int32(end), count: 0, capacity: Self.initialCapacity))
    end += Int(Self.initialCapacity)
  }

  /// Drops every column from `first` on (a rollback's truncation).
  mutating func removeColumns(from first: Int) {
    for extent in extents[first...] { unused += Int(extent.capacity) }
    extents.removeSubrange(first...)
  }

  /// Appends `slot` to `column` and returns its position there. Inlined: the call cost more than
  /// the append.
  @inline(__always)
  mutating func append(_ slot: Int32, to column: Int) -> Int32 {
    makeRoom(in: column)
    let extent = extents[column]
    storage[Int(extent.start + extent.count)] = slot
    extents[column].count = extent.count + 1
    return extent.count
  }

  /// Makes room for one more slot in `column`, for ``update(_:joining:leaving:moved:)``.
  mutating func makeRoom(in column: Int) {
    if extents[column].count == extents[column].capacity { grow(column) }
  }

  /// Removes the `leaving` cells from their columns, each column's last slot moved into the hole
  /// (`moved` told of it and its new position); ``append(_:to:)`` of `slot` to the column of each
  /// `joining` cell at position −1 (their room made). Uniqueness tested once, not per cell.
  @inline(__always)
  mutating func update(
    _ slot: Int32, joining cells: UnsafeMutableBufferPointer<Cell>, leaving: some Sequence<Cell>,
    moved: (Symbol, Int32, Int32) -> Void
  ) {
    storage.withUnsafeMutableBufferPointer { storage in
      extents.withUnsafeMutableBufferPointer { extents in
        for cell in leaving {
          let extent = extents[Int(cell.symbol)]
          extents[Int(cell.symbol)].count = extent.count - 1
          let hole = Int(extent.start + cell.position)
          let last = Int(extent.start + extent.count - 1)
          guard hole != last else { continue }
          storage[hole] = storage[last]
          moved(cell.symbol, cell.position, storage[last])
        }
        for index in cells.indices where cells[index].position < 0 {
          let column = Int(cells[index].symbol)
          cells[index].position = extents[column].count
          storage[Int(extents[column].start + extents[column].count)] = slot
          extents[column].count += 1
        }
      }
    }
  }

  /// Writes `slot` at `position` of `column`, which must be below its capacity, and makes the
  /// column at least that long (a rollback rebuilding it, ``Tableau/rebuildColumns(_:held:)``).
  mutating func place(_ slot: Int32, at position: Int, of column: Int) {
    storage[Int(extents[column].start) + position] = slot
    extents[column].count = Swift.max(extents[column].count, Int32(position + 1))
  }

  /// Empties `column`; its room stays.
  mutating func empty(_ column: Int) {
    extents[column].count = 0
  }

  /// Makes room for one more slot in the full `column`: twice its capacity. Out of line: it keeps
  /// ``append(_:to:)`` small.
  @inline(never)
  private mutating func grow(_ column: Int) {
    if unused > end / 2 { compact() }
    var extent = extents[column]
    let capacity = 2 * extent.capacity  // Never zero: ``appendColumn()`` gives room.
    if Int(extent.start + extent.capacity) == end {
      // The run ends the used part: extend it at the end.
      reserve(Int(capacity - extent.capacity))
      end += Int(capacity - extent.capacity)
    } else {  // Move the run to the end.
      reserve(Int(capacity))
      let start = Int(extent.start)
      let destination = end
      let count = Int(extent.count)
      storage.withUnsafeMutableBufferPointer { storage in
        for index in 0..<count { storage[destination + index] = storage[start + index] }
      }
      unused += Int(extent.capacity)
      extent.start = Int32(end)
      end += Int(capacity)
    }
    extent.capacity = capacity
    extents[column] = extent  // Written back whole: a uniqueness test per field otherwise.
  }

  /// Makes sure `count` slots from ``end`` on exist: zero-filled a page (1,024 slots) or more at a
  /// time within the capacity, which doubles only when it is short. Inlined: mostly one test.
  @inline(__always)
  private mutating func reserve(_ count: Int) {
    let needed = end + count
    guard needed > storage.count else { return }
    if needed > storage.capacity {
      storage.reserveCapacity(Swift.max(needed, 2 * storage.capacity))
    }
    let room = Swift.min(Swift.max(needed - storage.count, 1_024), storage.capacity - storage.count)
    storage.append(contentsOf: repeatElement(0, count: room))
  }

  /// Rewrites ``storage`` with the columns' runs in symbol order and no unused slots between.
  private mutating func compact() {
    var compacted: [Int32] = []
    compacted.reserveCapacity(storage.count)
    for column in extents.indices {
      let extent = extents[column]
      extents[column].start = Int32(compacted.count)
      compacted.append(contentsOf: storage[Int(extent.start)..<Int(extent.start + extent.count)])
      compacted.append(contentsOf: repeatElement(0, count: Int(extent.capacity - extent.count)))
    }
    end = compacted.count
    compacted.append(contentsOf: repeatElement(0, count: storage.count - end))
    storage = compacted
    unused = 0
  }
}
