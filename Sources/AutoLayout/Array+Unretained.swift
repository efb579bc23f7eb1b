extension Array where Element: AnyObject {
  /// Calls `body` on each element, in order, without retaining it.
  ///
  /// For loops over an array that holds its elements to the end of the loop, as the layout
  /// pass's batches do: a `for` loop retains and releases each element it visits. `body` may
  /// run code that changes the array it was called on; the elements it visits stay those of the
  /// array as it was, which this call keeps alive.
  func forEachUnretained(_ body: (Element) -> Void) {
    withUnsafeBufferPointer { elements in
      for index in elements.indices {
        Unmanaged.passUnretained(elements[index])._withUnsafeGuaranteedRef(body)
      }
    }
  }
}
