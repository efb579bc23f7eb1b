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
    if index >= queued.count { queued.append(contentsOf: repeatElement(false, count: index + 1 - queued.count)) }
    if queued[index] { return }
    queued[index] = true
    items.append(symbol)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if items[parent] <= items[child] { break }
      items.swapAt(parent, child)
      child = parent
    }
  }

  mutating func popMin() -> Symbol? {
    guard let first = items.first else { return nil }
    queued[Int(first)] = false
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        if left >= items.count { break }
        let right = left + 1
        let child = right < items.count && items[right] < items[left] ? right : left
        if items[parent] <= items[child] { break }
        items.swapAt(parent, child)
        parent = child
      }
    }
    return first
  }

  mutating func removeAll() {
    for symbol in items { queued[Int(symbol)] = false }
    items.removeAll(keepingCapacity: true)
  }
}
