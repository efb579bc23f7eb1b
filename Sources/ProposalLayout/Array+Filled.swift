extension Array {
  /// `count` copies of `value`, as `Array(repeating:count:)` makes them, but allocated by code
  /// specialised for `Element`.
  ///
  /// The standard library's `init(repeating:count:)` allocates through a function it does not
  /// let the compiler specialise (`_allocateBufferUninitialized`), which asks the runtime for
  /// the storage class's metadata at every call: a look-up in its generic metadata cache that
  /// costs more than filling a stack's few entries. Growing an empty
  /// array by `reserveCapacity` and `append` is inlined and specialised, with the metadata
  /// cached once (Benchmarks/Results/2026-11-29-proposal-taffy.md).
  @inline(__always)
  init(filledWith value: Element, count: Int) {
    self = []
    reserveCapacity(count)
    for _ in 0..<count { append(value) }
  }
}
