/// The infeasible basic symbols, smallest first: the dual simplex's leaving symbol, the dual form
/// of Bland's rule, which protects the degenerate pivots of layouts from cycling. Entries may go
/// stale; the caller re-checks each popped symbol. A bit per symbol, and a summary bit per
/// non-zero word, none set below `firstSummary`: an insertion or removal touches one word, where
/// a binary heap moved an entry through ⌈log₂ n⌉ levels (a resize queues thousands of rows).
struct SymbolQueue: Sendable {
  private var words: [UInt64] = []
  private var summary: [UInt64] = []
  private var firstSummary = 0

  @inline(__always)  // Both: a resize inserts and pops thousands; the calls were a third of it.
  mutating func insert(_ symbol: Symbol) {
    let word = Int(symbol) >> 6
    if word >= words.count {
      words.append(contentsOf: repeatElement(0, count: word + 1 - words.count))
      summary.append(contentsOf: repeatElement(0, count: max(0, (word >> 6) + 1 - summary.count)))
    }
    words[word] |= 1 << UInt64(Int(symbol) & 63)
    summary[word >> 6] |= 1 << UInt64(word & 63)
    firstSummary = min(firstSummary, word >> 6)
  }

  @inline(__always)
  mutating func popMin() -> Symbol? {
    while firstSummary < summary.count && summary[firstSummary] == 0 { firstSummary += 1 }
    guard firstSummary < summary.count else { return nil }
    let word = firstSummary << 6 | summary[firstSummary].trailingZeroBitCount
    let bits = words[word]
    words[word] = bits & (bits - 1)
    if bits & (bits - 1) == 0 { summary[firstSummary] &= summary[firstSummary] - 1 }
    return Symbol(word << 6 | bits.trailingZeroBitCount)
  }

  mutating func removeAll() {
    words.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    summary.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    firstSummary = 0
  }
}
