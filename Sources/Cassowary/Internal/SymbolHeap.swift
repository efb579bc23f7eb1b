/// A binary min-heap of symbols, without duplicates.
///
/// The dual simplex takes its leaving symbol from here: always the smallest infeasible basic
/// symbol, the dual form of Bland's rule, which protects the degenerate pivots of layouts from
/// cycling. Entries may go stale; the caller re-checks each popped symbol.
struct SymbolHeap: Sendable {
  private var items: [Symbol] = []
  private var queued: [Bool] = []

  var isEmpty: Bool { items.isEmpty }

  mutating func insert(_ symbol: Symbol) {
    let index = Int(symbol)
    if index >= queued.count {
      queued.append(contentsOf: repeatElement(false, count: index + 1 - queued.count))
    }
    if queued[index] { return }
    queued[index] = true
    items.heapPush(symbol, by: <)
  }

  mutating func popMin() -> Symbol? {
    guard let smallest = items.heapPop(by: <) else { return nil }
    queued[Int(smallest)] = false
    return smallest
  }

  mutating func removeAll() {
    for symbol in items { queued[Int(symbol)] = false }
    items.removeAll(keepingCapacity: true)
  }
}
