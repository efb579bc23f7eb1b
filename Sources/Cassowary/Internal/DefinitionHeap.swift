/// A max-heap of basic user variables by the time they were defined.
///
/// A symbol inserted twice comes out twice, one right after the other (no two symbols share a
/// definition time): an expansion skips the second, whose cell the first already replaced. That
/// keeps no set of queued symbols, whose hashing was most of the heap's cost.
struct DefinitionHeap {
  private var items: [Symbol]

  /// An empty heap that grows in the buffer of `storage`, which must be empty.
  init(reusing storage: [Symbol] = []) { items = storage }

  /// The heap's buffer, to reuse once the heap is drained.
  var storage: [Symbol] { items }

  mutating func insert(_ symbol: Symbol, _ definedAt: [UInt32]) {
    items.heapPush(symbol) { definedAt[Int($0)] > definedAt[Int($1)] }
  }

  mutating func popLatest(_ definedAt: [UInt32]) -> Symbol? {
    items.heapPop(by: { definedAt[Int($0)] > definedAt[Int($1)] })
  }
}
