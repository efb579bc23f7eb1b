/// Binary-heap operations on an array: the latest-defined reference of an expansion
/// (``Tableau/expand(_:)``), the pricing's buckets and stale positions. `precedes(a, b)` is `true`
/// when `a` must come out before `b`; the first element is the one that comes out next.
extension Array {
  mutating func heapPush(_ element: Element, by precedes: (Element, Element) -> Bool) {
    append(element)
    // Through a buffer pointer: `swapAt` on the array tests its uniqueness at every level.
    withUnsafeMutableBufferPointer { heap in
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) >> 1
        guard precedes(heap[child], heap[parent]) else { break }
        heap.swapAt(parent, child)
        child = parent
      }
    }
  }

  mutating func heapPop(by precedes: (Element, Element) -> Bool) -> Element? {
    guard let first else { return nil }
    let last = removeLast()
    guard !isEmpty else { return first }
    withUnsafeMutableBufferPointer { heap in
      heap[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        if left >= heap.count { break }
        let right = left + 1
        let child = right < heap.count && precedes(heap[right], heap[left]) ? right : left
        guard precedes(heap[child], heap[parent]) else { break }
        heap.swapAt(parent, child)
        parent = child
      }
    }
    return first
  }
}
