/// SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number generators", 2014): a
/// tiny generator that gives the same sequence on every platform, so a failing seed of the
/// randomized tests reproduces anywhere.
public struct SplitMix64: RandomNumberGenerator {
  /// The generator's whole state; a seed is a starting state.
  public var state: UInt64

  /// A generator starting at `state`.
  public init(state: UInt64) { self.state = state }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `range` (the modulo bias is irrelevant for tests).
  public mutating func int(_ range: Range<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// `true` with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

  /// One of `items`, uniformly.
  public mutating func pick<T>(_ items: [T]) -> T { items[int(0..<items.count)] }

  /// A multiple of 0.5 in `lower...upper`: exact in binary, so constants derived from it are exact.
  public mutating func halfStep(_ lower: Double, _ upper: Double) -> Double {
    let low = Int((lower * 2).rounded(.up))
    let high = Int((upper * 2).rounded(.down))
    return Double(int(low..<(max(low, high) + 1))) / 2
  }
}
