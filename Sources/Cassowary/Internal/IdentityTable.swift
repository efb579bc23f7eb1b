/// A hash table from identities (``Identity/next()``: never zero) to positions, for the solver's
/// look-ups by variable and constraint id.
///
/// Not a `Dictionary<UInt64, Int32>`, which hashes every key with SipHash. Identities come from
/// one counter, so a solver's keys are distinct and nearly consecutive. Open addressing with
/// linear probing, the table at most half full; a removal shifts the following entries of its
/// run back (Knuth, TAOCP vol. 3, §6.4, Algorithm R), so no tombstones accumulate.
///
/// The home slot keeps runs of consecutive ids together: the id's block of 16,
/// `b = id >> 4`, is placed by a multiplicative (Fibonacci) hash, and the id's offset in its
/// block is added, `slot = ((b · ⌊2⁶⁴/φ⌋ mod 2⁶⁴) >> (64 − bits) + id mod 16) mod 2^bits`: a
/// batch's consecutive ids share cache lines (16 ids, 4 lines) instead of touching a new line
/// each. Strided keys do not pile up: the ids of one block take distinct slots, and the blocks
/// are scattered over the table.
struct IdentityTable: Sendable {
  /// A key and its value side by side, so that a look-up reads one cache line. Key `0` marks an
  /// empty slot.
  private struct Slot {
    var key: UInt64
    var value: Int32
  }

  private var slots: [Slot] = []
  private var bits = 0
  private(set) var count = 0

  /// Fibonacci hashing's multiplier, ⌊2⁶⁴/φ⌋ (odd, so the product permutes the blocks).
  private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// Ids per block: the low bits of an id are its offset in the block.
  private static let blockBits: UInt64 = 4

  /// Inlined: a look-up is short, and a call around it cost a good part of it. `bits` is at least 4 once the table has slots (``grow(to:)``), so the shift is below 64.
  @inline(__always)
  private func home(of id: UInt64) -> Int {
    let block = Int(
      truncatingIfNeeded: ((id >> Self.blockBits) &* Self.multiplier) &>> UInt64(64 - bits))
    let offset = Int(truncatingIfNeeded: id & ((1 << Self.blockBits) - 1))
    return (block + offset) & (slots.count - 1)
  }

  /// The position stored for `id`, or `nil`. Inlined, as ``insert(_:_:)`` is: an add looks up
  /// every term's variable, and the call cost about as much as the probe.
  @inline(__always)
  subscript(id: UInt64) -> Int32? {
    guard count > 0 else { return nil }
    let mask = slots.count - 1
    var slot = home(of: id)
    while true {
      let key = slots[slot].key
      if key == id { return slots[slot].value }
      if key == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  /// Stores `value` for `id`; returns `false` (storing nothing) if `id` already has one.
  @discardableResult @inline(__always)
  mutating func insert(_ id: UInt64, _ value: Int32) -> Bool {
    // Below 1,024 slots the table quadruples: a build's tables rehash half as often.
    if 2 * (count + 1) > slots.count { grow(to: slots.count < 1024 ? 2 * count + 2 : count + 1) }
    let mask = slots.count - 1
    var slot = home(of: id)
    // One buffer pointer, not a uniqueness and bounds test per probe; `mask` keeps every index in
    // the buffer.
    let inserted = slots.withUnsafeMutableBufferPointer { slots in
      while slots[slot].key != 0 {
        if slots[slot].key == id { return false }
        slot = (slot + 1) & mask
      }
      slots[slot] = Slot(key: id, value: value)
      return true
    }
    if inserted { count += 1 }
    return inserted
  }

  /// Removes `id` and returns its position, or `nil` if it has none.
  @discardableResult
  mutating func remove(_ id: UInt64) -> Int32? {
    guard count > 0 else { return nil }
    let mask = slots.count - 1
    var hole = home(of: id)
    while slots[hole].key != id {
      if slots[hole].key == 0 { return nil }
      hole = (hole + 1) & mask
    }
    let removed = slots[hole].value
    // Move back each later entry of the run whose home is not in (hole, slot]: it was probed
    // past the hole, and would not be found once the hole is empty.
    var slot = hole
    while true {
      slot = (slot + 1) & mask
      let key = slots[slot].key
      if key == 0 { break }
      let start = home(of: key)
      let reachable =
        hole <= slot ? (hole < start && start <= slot) : (hole < start || start <= slot)
      if reachable { continue }
      slots[hole] = slots[slot]
      hole = slot
    }
    slots[hole].key = 0
    count -= 1
    return removed
  }

  /// Replaces the position of `id`, which must be present.
  mutating func update(_ id: UInt64, _ value: Int32) {
    let mask = slots.count - 1
    var slot = home(of: id)
    while slots[slot].key != id { slot = (slot + 1) & mask }
    slots[slot].value = value
  }

  /// Removes every entry, keeping the table's size.
  mutating func removeAll() {
    guard count > 0 else { return }
    for slot in slots.indices { slots[slot].key = 0 }
    count = 0
  }

  /// Sizes the table for `capacity` entries, so that a batch does not rehash as it grows.
  mutating func reserveCapacity(_ capacity: Int) {
    if 2 * capacity > slots.count { grow(to: capacity) }
  }

  /// Rehashes into a table of the smallest power of two at least twice `capacity` (and 16).
  private mutating func grow(to capacity: Int) {
    var newBits = 4
    while (1 << newBits) < 2 * capacity { newBits += 1 }
    let old = slots
    bits = newBits
    slots = Array(repeating: Slot(key: 0, value: 0), count: 1 << newBits)
    count = 0
    for slot in old where slot.key != 0 { insert(slot.key, slot.value) }
  }
}
