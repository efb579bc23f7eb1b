/// Binary-heap operations on an array of symbols, for the tableau's two heaps: the dual simplex's
/// smallest infeasible symbol (``SymbolHeap``) and the latest-defined reference of an expansion
/// (``DefinitionHeap``). `precedes(a, b)` is `true` when `a` must come out before `b`; the first
/// element is the one that comes out next.
extension Array where Element == Symbol {
  mutating func heapPush(_ symbol: Symbol, by precedes: (Symbol, Symbol) -> Bool) {
    append(symbol)
    var child = count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      guard precedes(self[child], self[parent]) else { break }
      swapAt(parent, child)
      child = parent
    }
  }

  mutating func heapPop(by precedes: (Symbol, Symbol) -> Bool) -> Symbol? {
    guard let first else { return nil }
    let last = removeLast()
    guard !isEmpty else { return first }
    self[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      if left >= count { break }
      let right = left + 1
      let child = right < count && precedes(self[right], self[left]) ? right : left
      guard precedes(self[child], self[parent]) else { break }
      swapAt(parent, child)
      parent = child
    }
    return first
  }
}
