/// A hash table from identities (``Identity/next()``: never zero) to positions, for the solver's
/// look-ups by variable and constraint id.
///
/// A `Dictionary<UInt64, Int32>` hashes every key with the seeded SipHash of `Hasher`: on a
/// layout's first pass the variable look-ups alone (two per constraint) cost 450 instructions
/// each. Identities come from one counter, so they are distinct and nearly consecutive, and a
/// multiplicative (Fibonacci) hash spreads consecutive keys evenly over the slots without it:
/// `slot = (id · ⌊2⁶⁴/φ⌋ mod 2⁶⁴) >> (64 − bits)`. Open addressing with linear probing, the
/// table at most half full; a removal shifts the following entries of its run back (Knuth,
/// TAOCP vol. 3, §6.4, Algorithm R), so no tombstones accumulate.
struct IdentityTable: Sendable {
  /// `0` marks an empty slot.
  private var keys: [UInt64] = []
  private var values: [Int32] = []
  private var bits = 0
  private(set) var count = 0

  /// Fibonacci hashing's multiplier, ⌊2⁶⁴/φ⌋ (odd, so the product permutes the keys).
  private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

  private func home(of id: UInt64) -> Int { Int(truncatingIfNeeded: (id &* Self.multiplier) >> UInt64(64 - bits)) }

  /// The position stored for `id`, or `nil`.
  subscript(id: UInt64) -> Int32? {
    guard count > 0 else { return nil }
    let mask = keys.count - 1
    var slot = home(of: id)
    while true {
      let key = keys[slot]
      if key == id { return values[slot] }
      if key == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  /// Stores `value` for `id`; returns `false` (storing nothing) if `id` already has one.
  @discardableResult
  mutating func insert(_ id: UInt64, _ value: Int32) -> Bool {
    if 2 * (count + 1) > keys.count { grow(to: count + 1) }
    let mask = keys.count - 1
    var slot = home(of: id)
    while keys[slot] != 0 {
      if keys[slot] == id { return false }
      slot = (slot + 1) & mask
    }
    keys[slot] = id
    values[slot] = value
    count += 1
    return true
  }

  /// Removes `id` and returns its position, or `nil` if it has none.
  @discardableResult
  mutating func remove(_ id: UInt64) -> Int32? {
    guard count > 0 else { return nil }
    let mask = keys.count - 1
    var hole = home(of: id)
    while keys[hole] != id {
      if keys[hole] == 0 { return nil }
      hole = (hole + 1) & mask
    }
    let removed = values[hole]
    // Move back each later entry of the run whose home is not in (hole, slot]: it was probed
    // past the hole, and would not be found once the hole is empty.
    var slot = hole
    while true {
      slot = (slot + 1) & mask
      let key = keys[slot]
      if key == 0 { break }
      let start = home(of: key)
      let reachable = hole <= slot ? (hole < start && start <= slot) : (hole < start || start <= slot)
      if reachable { continue }
      keys[hole] = key
      values[hole] = values[slot]
      hole = slot
    }
    keys[hole] = 0
    count -= 1
    return removed
  }

  /// Replaces the position of `id`, which must be present.
  mutating func update(_ id: UInt64, _ value: Int32) {
    let mask = keys.count - 1
    var slot = home(of: id)
    while keys[slot] != id { slot = (slot + 1) & mask }
    values[slot] = value
  }

  /// Sizes the table for `capacity` entries, so that a batch does not rehash as it grows.
  mutating func reserveCapacity(_ capacity: Int) {
    if 2 * capacity > keys.count { grow(to: capacity) }
  }

  /// Rehashes into a table of the smallest power of two at least twice `capacity` (and 16).
  private mutating func grow(to capacity: Int) {
    var newBits = 4
    while (1 << newBits) < 2 * capacity { newBits += 1 }
    let oldKeys = keys
    let oldValues = values
    bits = newBits
    keys = [UInt64](repeating: 0, count: 1 << newBits)
    values = [Int32](repeating: 0, count: 1 << newBits)
    count = 0
    for index in oldKeys.indices where oldKeys[index] != 0 { insert(oldKeys[index], oldValues[index]) }
  }
}
