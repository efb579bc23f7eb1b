/// The identities of a batch, to find one that repeats (``Solver/add(_:expectingConstantChanges:)``
/// refuses a batch that holds the same constraint twice).
///
/// An ``IdentityTable`` sized for a layout's first batch (24,000 constraints) is 65,536 slots of
/// 16 bytes: a megabyte zero-filled and then written at scattered places, to learn nothing on
/// every batch that is valid. The constraints of a batch are usually made in one loop, so their
/// ids (``Identity/next()``, one counter) lie in a range not much wider than the batch: then a bit
/// per id of the range, `id - lowest`, does the same in `(highest - lowest) / 8` bytes read in
/// order. Ids spread wider than 64 per constraint (the bit array would outgrow a word per
/// constraint) go to an ``IdentityTable``.
struct IdentitySet {
  private var lowest: UInt64 = 0
  private var words: [UInt64] = []
  private var usesTable = false
  private var table = IdentityTable()

  /// A set that takes no id (a batch of one constraint cannot repeat itself).
  init() {}

  /// A set for `count` ids between `lowest` and `highest`, empty.
  init(count: Int, lowest: UInt64, highest: UInt64) {
    let span = highest - lowest
    if span / 64 < UInt64(count) {
      self.lowest = lowest
      words = Array(repeating: 0, count: Int(span / 64) + 1)
    } else {
      usesTable = true
      table.reserveCapacity(count)
    }
  }

  /// Adds `id`, which must be one of the ids the set was made for; `false` if it was there.
  mutating func insert(_ id: UInt64) -> Bool {
    if usesTable { return table.insert(id, 0) }
    let offset = id - lowest
    let word = Int(offset / 64)
    let bit: UInt64 = 1 << (offset % 64)
    if words[word] & bit != 0 { return false }
    words[word] |= bit
    return true
  }
}
