/// A max-heap of basic user variables by the time they were defined, without duplicates.
struct DefinitionHeap {
  private var items: [Symbol] = []
  private var queued: Set<Symbol> = []

  mutating func insert(_ symbol: Symbol, _ definedAt: [UInt32]) {
    guard queued.insert(symbol).inserted else { return }
    items.heapPush(symbol) { definedAt[Int($0)] > definedAt[Int($1)] }
  }

  mutating func popLatest(_ definedAt: [UInt32]) -> Symbol? {
    guard let latest = items.heapPop(by: { definedAt[Int($0)] > definedAt[Int($1)] }) else { return nil }
    queued.remove(latest)
    return latest
  }
}
