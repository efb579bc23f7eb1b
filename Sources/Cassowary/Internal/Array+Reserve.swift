extension Array {
  /// Makes room for `count` more elements before a batch appends them.
  ///
  /// `reserveCapacity(self.count + count)` allocates exactly that much, so a caller that
  /// reserves before each of many small batches (one constraint added at a time) would
  /// reallocate on every one: quadratic, where appending alone doubles. This grows to at least
  /// twice the current capacity instead.
  mutating func reserveCapacity(adding count: Int) {
    let needed = self.count + count
    if needed > capacity { reserveCapacity(Swift.max(needed, 2 * capacity)) }
  }

  /// Appends `value` until there are `count` elements: per-symbol marks grow by a symbol or two
  /// per add, where `+= Array(repeating:…)` allocated a temporary array each time; in bulk when
  /// they grow by many (a batch).
  @inline(__always)
  mutating func pad(to count: Int, with value: Element) {
    if count - self.count > 16 {
      append(contentsOf: repeatElement(value, count: count - self.count))
    }
    while self.count < count { append(value) }
  }
}
