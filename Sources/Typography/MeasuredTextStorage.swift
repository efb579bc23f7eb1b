extension MeasuredText {
  /// A measured text's advances and words in one allocation: the advances first, then the
  /// words.
  ///
  /// Two arrays were two allocations per measured text, each filled with placeholders before
  /// the walk wrote it and each freed on its own; a layout pass measures every `Text` it shows.
  /// The buffer is sized from the walk's bounds and written once, in place, when the text is
  /// measured; nothing changes it afterwards, so it is shared freely (`@unchecked Sendable`).
  struct Storage: @unchecked Sendable {
    /// Where the two parts lie in the buffer's tail, in `Double`s, and how much of each was
    /// written.
    struct Header {
      /// Room for this many advances, from the start of the tail; the words follow.
      var advanceCapacity: Int
      var advanceCount = 0
      var wordCount = 0
    }

    final class Buffer: ManagedBuffer<Header, Double> {}

    private let buffer: Buffer

    /// A `Word` takes this many `Double`s of the tail (its stride, in whole `Double`s).
    private static let doublesPerWord =
      (MemoryLayout<Word>.stride + MemoryLayout<Double>.stride - 1) / MemoryLayout<Double>.stride

    /// Room for `advances` advances and `words` words, neither written yet.
    init(advances: Int, words: Int) {
      let made = Buffer.create(minimumCapacity: advances + words * Self.doublesPerWord) { _ in
        Header(advanceCapacity: advances)
      }
      // `create` makes an instance of the class it is called on.
      buffer = unsafeDowncast(made, to: Buffer.self)
    }

    /// Calls `body` with the room for the advances and for the words (their whole capacity,
    /// written or not), then records how many of each `body` says it wrote.
    func write(
      _ body: (UnsafeMutableBufferPointer<Double>, UnsafeMutableBufferPointer<Word>)
        -> (advances: Int, words: Int)
    ) {
      buffer.withUnsafeMutablePointers { header, tail in
        let advanceCapacity = header.pointee.advanceCapacity
        let wordCapacity = (buffer.capacity - advanceCapacity) / Self.doublesPerWord
        let words = UnsafeMutableRawPointer(tail + advanceCapacity)
          .bindMemory(to: Word.self, capacity: wordCapacity)
        let written = body(
          UnsafeMutableBufferPointer(start: tail, count: advanceCapacity),
          UnsafeMutableBufferPointer(start: words, count: wordCapacity))
        header.pointee.advanceCount = written.advances
        header.pointee.wordCount = written.words
      }
    }

    /// Calls `body` with the advances and the words written.
    func read<R>(_ body: (UnsafeBufferPointer<Double>, UnsafeBufferPointer<Word>) -> R) -> R {
      buffer.withUnsafeMutablePointers { header, tail in
        let words = UnsafeRawPointer(tail + header.pointee.advanceCapacity)
          .assumingMemoryBound(to: Word.self)
        return body(
          UnsafeBufferPointer(start: tail, count: header.pointee.advanceCount),
          UnsafeBufferPointer(start: words, count: header.pointee.wordCount))
      }
    }
  }
}
