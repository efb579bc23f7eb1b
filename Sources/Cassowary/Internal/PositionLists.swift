/// For each symbol, a list of positions in insertion order (``RequiredRows``' entries that mention
/// it): chains of links in one shared array, links freed by removals reused. Not an array per
/// symbol: an allocation for each of a first pass's tens of thousands.
struct PositionLists: Sendable {
  /// A list's first and last link, or `-1`.
  private struct Ends: Sendable {
    var first: Int32
    var last: Int32
  }

  /// The position a link holds and the next link of its list (or of the free list), or `-1`.
  private struct Link: Sendable {
    var position: Int32
    var next: Int32
  }

  /// Per symbol, its list's ends; grown on demand. Pairs: one cache line where two arrays took two.
  private var ends: [Ends] = []
  private var links: [Link] = []
  private var firstUnused: Int32 = -1

  /// Sizes the link array for `count` more links.
  mutating func reserveCapacity(adding count: Int) {
    links.reserveCapacity(adding: count)
  }

  /// Appends `position` to the list of `symbol`, unless it is already the list's last.
  mutating func append(_ position: Int32, to symbol: Symbol) {
    let index = Int(symbol)
    if index >= ends.count {
      let extra = Swift.max(index + 1, 2 * ends.count) - ends.count
      ends += repeatElement(Ends(first: -1, last: -1), count: extra)
    }
    let tail = ends[index].last
    if tail >= 0 && links[Int(tail)].position == position { return }
    let link: Int32
    if firstUnused >= 0 {
      link = firstUnused
      firstUnused = links[Int(link)].next
      links[Int(link)] = Link(position: position, next: -1)
    } else {
      link = Int32(links.count)
      links.append(Link(position: position, next: -1))
    }
    if tail >= 0 { links[Int(tail)].next = link } else { ends[index].first = link }
    ends[index].last = link
  }

  /// Removes every occurrence of `position` from the list of `symbol`.
  mutating func remove(_ position: Int32, from symbol: Symbol) {
    let index = Int(symbol)
    guard index < ends.count else { return }
    var previous: Int32 = -1
    var link = ends[index].first
    while link >= 0 {
      let following = links[Int(link)].next
      if links[Int(link)].position == position {
        if previous >= 0 {
          links[Int(previous)].next = following
        } else {
          ends[index].first = following
        }
        if ends[index].last == link { ends[index].last = previous }
        links[Int(link)].next = firstUnused
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
    var link = ends[Int(symbol)].first
    while link >= 0 {
      if links[Int(link)].position == old { links[Int(link)].position = new }
      link = links[Int(link)].next
    }
  }

  /// Calls `body` with each position in the list of `symbol`, in order.
  func forEach(of symbol: Symbol, _ body: (Int32) -> Void) {
    guard Int(symbol) < ends.count else { return }
    var link = ends[Int(symbol)].first
    while link >= 0 {
      body(links[Int(link)].position)
      link = links[Int(link)].next
    }
  }
}
