/// A max-heap of basic user variables by the time they were defined, without duplicates.
struct DefinitionHeap {
  private var items: [Symbol] = []
  private var queued: Set<Symbol> = []

  mutating func insert(_ symbol: Symbol, _ definedAt: [UInt32]) {
    guard queued.insert(symbol).inserted else { return }
    items.append(symbol)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if definedAt[Int(items[parent])] >= definedAt[Int(items[child])] { break }
      items.swapAt(parent, child)
      child = parent
    }
  }

  mutating func popLatest(_ definedAt: [UInt32]) -> Symbol? {
    guard let first = items.first else { return nil }
    queued.remove(first)
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        if left >= items.count { break }
        let right = left + 1
        let child =
          right < items.count && definedAt[Int(items[right])] > definedAt[Int(items[left])] ? right : left
        if definedAt[Int(items[parent])] >= definedAt[Int(items[child])] { break }
        items.swapAt(parent, child)
        parent = child
      }
    }
    return first
  }
}
