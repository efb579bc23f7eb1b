/// For each symbol, a list of positions in insertion order, kept as linked lists in flat arrays.
///
/// ``RequiredRows`` lists, per symbol, the entries that mention it. With one array per symbol,
/// a layout's first pass allocated one array for each of its tens of thousands of symbols (a
/// tenth of installing its rows) and freed them all again at teardown; here a list is a chain
/// of links in three shared arrays, and a link freed by a removal is reused.
struct PositionLists: Sendable {
  /// Per symbol, its first and last link, or `-1`. Grown on demand.
  private var first: [Int32] = []
  private var last: [Int32] = []
  /// Per link, the position it holds and the next link of its list (or of the free list), or `-1`.
  private var positions: [Int32] = []
  private var next: [Int32] = []
  private var firstUnused: Int32 = -1

  /// Sizes the link arrays for `count` more links.
  mutating func reserveCapacity(adding count: Int) {
    positions.reserveCapacity(adding: count)
    next.reserveCapacity(adding: count)
  }

  /// Appends `position` to the list of `symbol`, unless it is already the list's last.
  mutating func append(_ position: Int32, to symbol: Symbol) {
    let index = Int(symbol)
    if index >= first.count {
      let extra = Swift.max(index + 1, 2 * first.count) - first.count
      first += repeatElement(-1, count: extra)
      last += repeatElement(-1, count: extra)
    }
    let tail = last[index]
    if tail >= 0 && positions[Int(tail)] == position { return }
    let link: Int32
    if firstUnused >= 0 {
      link = firstUnused
      firstUnused = next[Int(link)]
      positions[Int(link)] = position
      next[Int(link)] = -1
    } else {
      link = Int32(positions.count)
      positions.append(position)
      next.append(-1)
    }
    if tail >= 0 { next[Int(tail)] = link } else { first[index] = link }
    last[index] = link
  }

  /// Removes every occurrence of `position` from the list of `symbol`.
  mutating func remove(_ position: Int32, from symbol: Symbol) {
    let index = Int(symbol)
    guard index < first.count else { return }
    var previous: Int32 = -1
    var link = first[index]
    while link >= 0 {
      let following = next[Int(link)]
      if positions[Int(link)] == position {
        if previous >= 0 { next[Int(previous)] = following } else { first[index] = following }
        if last[index] == link { last[index] = previous }
        next[Int(link)] = firstUnused
        firstUnused = link
      } else {
        previous = link
      }
      link = following
    }
  }

  /// Replaces every occurrence of `old` in the list of `symbol` by `new`, in place.
  mutating func replace(_ old: Int32, with new: Int32, in symbol: Symbol) {
    guard Int(symbol) < first.count else { return }
    var link = first[Int(symbol)]
    while link >= 0 {
      if positions[Int(link)] == old { positions[Int(link)] = new }
      link = next[Int(link)]
    }
  }

  /// Calls `body` with each position in the list of `symbol`, in order.
  func forEach(of symbol: Symbol, _ body: (Int32) -> Void) {
    guard Int(symbol) < first.count else { return }
    var link = first[Int(symbol)]
    while link >= 0 {
      body(positions[Int(link)])
      link = next[Int(link)]
    }
  }
}
