/// For each symbol, a list of positions in insertion order (``RequiredRows``' entries that mention
/// it): chains of links in one shared array, links freed by removals reused. Not an array per
/// symbol: an allocation for each of a first pass's tens of thousands.
struct PositionLists: Sendable {
  /// A list's ends (its first and last link, or `-1`), or a link as a cons cell (the position it
  /// holds, and the next link of its list or of the free list, or `-1`). One type for both: each
  /// array element type is metadata that a fresh process builds at its first use.
  private struct Pair: Sendable {
    var head: Int32
    var tail: Int32
  }

  /// Per symbol, its list's ends; grown on demand. Pairs: one cache line where two arrays took two.
  private var ends: [Pair] = []
  private var links: [Pair] = []
  private var firstUnused: Int32 = -1

  /// Appends `position` to the list of `symbol`, unless it is already the list's last.
  mutating func append(_ position: Int32, to symbol: Symbol) {
    let index = Int(symbol)
    if index >= ends.count {
      let extra = Swift.max(index + 1, 2 * ends.count) - ends.count
      ends += repeatElement(Pair(head: -1, tail: -1), count: extra)
    }
    let tail = ends[index].tail
    if tail >= 0 && links[Int(tail)].head == position { return }
    let link: Int32
    if firstUnused >= 0 {
      link = firstUnused
      firstUnused = links[Int(link)].tail
      links[Int(link)] = Pair(head: position, tail: -1)
    } else {
      link = Int32(links.count)
      links.append(Pair(head: position, tail: -1))
    }
    if tail >= 0 { links[Int(tail)].tail = link } else { ends[index].head = link }
    ends[index].tail = link
  }

  /// Removes every occurrence of `position` from the list of `symbol`.
  mutating func remove(_ position: Int32, from symbol: Symbol) {
    let index = Int(symbol)
    guard index < ends.count else { return }
    var previous: Int32 = -1
    var link = ends[index].head
    while link >= 0 {
      let following = links[Int(link)].tail
      if links[Int(link)].head == position {
        if previous >= 0 {
          links[Int(previous)].tail = following
        } else {
          ends[index].head = following
        }
        if ends[index].tail == link { ends[index].tail = previous }
        links[Int(link)].tail = firstUnused
        firstUnused = link
      } else {
        previous = link
      }
      link = following
    }
  }

  /// Replaces every occurrence of `old` in the list of `symbol` by `new`, in place.
  mutating func replace(_ old: Int32, with new: Int32, in symbol: Symbol) {
    guard Int(symbol) < ends.count else { return }
    var link = ends[Int(symbol)].head
    while link >= 0 {
      if links[Int(link)].head == old { links[Int(link)].head = new }
      link = links[Int(link)].tail
    }
  }

  /// Calls `body` with each position in the list of `symbol`, in order.
  func forEach(of symbol: Symbol, _ body: (Int32) -> Void) {
    guard Int(symbol) < ends.count else { return }
    var link = ends[Int(symbol)].head
    while link >= 0 {
      body(links[Int(link)].head)
      link = links[Int(link)].tail
    }
  }
}
