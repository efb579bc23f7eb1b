extension Array {
  /// The values still alive, in order, read where the references are stored.
  ///
  /// `compactMap(\.value)` copies each reference to read it (a retain and a release of the
  /// item's lifetime per element, for every view of a first layout); here each is one load.
  func liveValues<Value>() -> [Value] where Element == ItemReference<Value> {
    var values: [Value] = []
    values.reserveCapacity(count)
    withUnsafeBufferPointer { references in
      guard let base = references.baseAddress else { return }
      for index in references.indices {
        if let value = UnsafeMutablePointer(mutating: base + index).pointee.load() {
          values.append(value)
        }
      }
    }
    return values
  }
}
