/// The primal simplex's improving candidates grouped by their cost vector, so that choosing the
/// entering symbol costs the number of distinct vectors, not the number of candidates.
///
/// A layout's first pass has hundreds of improving candidates on each of thousands of pivots,
/// almost all with the same cost vector. A pivot changes the costs of its row's symbols only, so
/// the groups are updated from the symbols marked changed (``markDirty(_:)``), and the choice
/// compares one vector per group (``Tableau/takeEntering(bland:)`` says why it is the scan's).
/// A group's members are a min-heap that may hold stale entries: an entry is live while
/// ``bucketOf`` still names its group.
struct CostBuckets: Sendable {
  struct Bucket: Sendable {
    /// The members' cost vector, each entry divided by the sign of the direction the member moves
    /// in (a free variable moves against its cost), indexed by level in creation order; trailing
    /// zeros are left out, so a level created later does not change it.
    var vector: [Double] = []
    /// The members as a min-heap, with stale entries.
    var heap: [Symbol] = []
    var count = 0
    /// The key of `vector`'s hash in ``firstOfHash`` and the next group with the same key.
    var hash: UInt64 = 1
    var next: Int32 = -1
    /// The group's position in ``live``.
    var livePosition: Int32 = -1
  }

  private(set) var buckets: [Bucket] = []
  /// The groups that have members.
  private(set) var live: [Int32] = []
  private var unused: [Int32] = []
  /// The first group of each hash, keyed by the hash with its lowest bit set (an
  /// ``IdentityTable`` keeps no key 0; two hashes that differ only in that bit share a chain,
  /// which compares whole vectors anyway). Not a `Dictionary`: see ``EditTable``.
  private var firstOfHash = IdentityTable()

  // Per symbol, grown on demand.
  /// The group of an improving candidate, `-1` for any other symbol.
  private(set) var bucketOf: [Int32] = []
  /// The candidate's position in ``Tableau/candidates``, for the first `knownPositions` entries.
  var position: [Int32] = []
  /// A candidate that no longer improves: the next choice removes it from the list first.
  var isStale: [Bool] = []
  private var isDirty: [Bool] = []

  /// Symbols whose cost vector, basis membership or candidacy may have changed since the refresh.
  private(set) var dirty: [Symbol] = []
  /// Positions of stale candidates, as a min-heap with stale entries of its own.
  var stalePositions: [Int32] = []
  /// How many leading entries of ``Tableau/candidates`` have their position recorded.
  var knownPositions = 0
  /// Set when costs changed wholesale (a level cleared) or a rollback restored them: the next
  /// choice regroups every candidate.
  var needsRebuild = false
  /// Reused buffer for a symbol's vector.
  var scratch: [Double] = []

  /// Notes that the costs or the basis membership of a candidate (on ``Tableau/candidates``) may
  /// have changed. Other symbols need no mark: one becomes a candidate only through
  /// ``Tableau/noteCostChanged(_:)``, which marks it then.
  @inline(__always)
  mutating func markDirty(_ symbol: Symbol) {
    let index = Int(symbol)
    isDirty.pad(to: index + 1, with: false)
    guard !isDirty[index] else { return }
    isDirty[index] = true
    dirty.append(symbol)
  }

  /// Forgets the marks, once they have been acted on.
  mutating func clearDirty() {
    for symbol in dirty { isDirty[Int(symbol)] = false }
    dirty.removeAll(keepingCapacity: true)
  }

  /// Sizes the per-symbol arrays for `count` symbols.
  mutating func grow(to count: Int) {
    guard bucketOf.count < count else { return }
    let extra = count - bucketOf.count
    bucketOf += repeatElement(-1, count: extra)
    position += repeatElement(-1, count: extra)
    isStale += repeatElement(false, count: extra)
  }

  /// Empties every group and forgets every symbol's state, keeping storage.
  mutating func removeAll(symbolCount: Int) {
    buckets.removeAll(keepingCapacity: true)
    live.removeAll(keepingCapacity: true)
    unused.removeAll(keepingCapacity: true)
    firstOfHash.removeAll()
    bucketOf = Array(repeating: -1, count: symbolCount)
    position = Array(repeating: -1, count: symbolCount)
    isStale = Array(repeating: false, count: symbolCount)
    isDirty = Array(repeating: false, count: symbolCount)
    dirty.removeAll(keepingCapacity: true)
    stalePositions.removeAll(keepingCapacity: true)
    knownPositions = 0
    needsRebuild = false
  }

  /// `true` if the symbol's group has exactly the vector in ``scratch``.
  func isInBucketOfScratch(_ symbol: Symbol) -> Bool {
    let bucket = bucketOf[Int(symbol)]
    return bucket >= 0 && buckets[Int(bucket)].vector == scratch
  }

  /// Takes the symbol out of its group, if it is in one.
  mutating func remove(_ symbol: Symbol) {
    let bucket = Int(bucketOf[Int(symbol)])
    guard bucket >= 0 else { return }
    bucketOf[Int(symbol)] = -1
    buckets[bucket].count -= 1
    if buckets[bucket].count == 0 {
      retire(bucket)
    } else if buckets[bucket].heap.count > 2 * buckets[bucket].count + 16 {
      compact(bucket)
    }
  }

  /// Puts the symbol into the group of the vector in ``scratch``, creating the group if needed.
  mutating func insertWithScratchVector(_ symbol: Symbol) {
    var hasher = Hasher()
    // `+ 0` turns -0.0 into 0.0: the two compare equal, so they must hash alike.
    for value in scratch { hasher.combine(value + 0) }
    let hash = UInt64(bitPattern: Int64(hasher.finalize())) | 1
    var bucket = firstOfHash[hash] ?? -1
    while bucket >= 0 && buckets[Int(bucket)].vector != scratch {
      bucket = buckets[Int(bucket)].next
    }
    if bucket < 0 { bucket = create(hash: hash) }
    bucketOf[Int(symbol)] = bucket
    buckets[Int(bucket)].count += 1
    buckets[Int(bucket)].heap.heapPush(symbol, by: <)
  }

  /// The smallest member of a live group.
  mutating func smallestMember(of bucket: Int32) -> Symbol {
    while let top = buckets[Int(bucket)].heap.first, bucketOf[Int(top)] != bucket {
      _ = buckets[Int(bucket)].heap.heapPop(by: <)
    }
    // A live group has a member, and every member has an entry.
    return buckets[Int(bucket)].heap.first ?? -1
  }

  private mutating func create(hash: UInt64) -> Int32 {
    let bucket: Int32
    if let reused = unused.popLast() {
      bucket = reused
      buckets[Int(bucket)].vector = scratch
      buckets[Int(bucket)].heap.removeAll(keepingCapacity: true)
    } else {
      bucket = Int32(buckets.count)
      buckets.append(Bucket(vector: scratch))
    }
    buckets[Int(bucket)].count = 0
    buckets[Int(bucket)].hash = hash
    if let first = firstOfHash[hash] {
      buckets[Int(bucket)].next = first
      firstOfHash.update(hash, bucket)
    } else {
      buckets[Int(bucket)].next = -1
      firstOfHash.insert(hash, bucket)
    }
    buckets[Int(bucket)].livePosition = Int32(live.count)
    live.append(bucket)
    return bucket
  }

  /// Unlinks an empty group from its hash chain and from ``live``, for reuse.
  private mutating func retire(_ bucket: Int) {
    let hash = buckets[bucket].hash
    let next = buckets[bucket].next
    if firstOfHash[hash] == Int32(bucket) {
      if next >= 0 { firstOfHash.update(hash, next) } else { firstOfHash.remove(hash) }
    } else {
      var previous = firstOfHash[hash] ?? -1
      while previous >= 0 && buckets[Int(previous)].next != Int32(bucket) {
        previous = buckets[Int(previous)].next
      }
      if previous >= 0 { buckets[Int(previous)].next = next }
    }
    let position = Int(buckets[bucket].livePosition)
    let moved = live[live.count - 1]
    live[position] = moved
    buckets[Int(moved)].livePosition = Int32(position)
    live.removeLast()
    buckets[bucket].heap.removeAll(keepingCapacity: true)
    unused.append(Int32(bucket))
  }

  /// Drops the stale entries of a group's heap: the live members once each, sorted (a min-heap).
  private mutating func compact(_ bucket: Int) {
    var members = buckets[bucket].heap.filter { bucketOf[Int($0)] == Int32(bucket) }
    members.sort()
    var unique: [Symbol] = []
    unique.reserveCapacity(members.count)
    for symbol in members where unique.last != symbol { unique.append(symbol) }
    buckets[bucket].heap = unique
  }
}
