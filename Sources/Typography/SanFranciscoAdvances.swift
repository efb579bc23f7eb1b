/// Advances of the iOS system font at any point size, from the sizes recorded on iOS
/// (``SanFranciscoMetrics``).
///
/// iOS 26's San Francisco changes its design continuously with the point size (an optical-size
/// axis and a per-size tracking), so an advance is not one per-em width times the size: the
/// per-em advance of "n" is 1195 font units at 12 pt, 1143 at 17 pt, 1121.6 at 20 pt and 1107 at
/// 28 pt (Documentation/Facts/Typography.md#what-is-measured-and-what-is-interpolated). So:
///
/// * at a recorded size the advance is the recorded one;
/// * between two recorded sizes `s₀ < s < s₁` the per-em advance is interpolated linearly,
///   `u = u₀ + (u₁ − u₀)·(s − s₀)/(s₁ − s₀)`, and the advance is `u · s / 2048`;
/// * below the smallest or above the largest recorded size, the per-em advance of that size is
///   scaled to `s`.
///
/// Only printable ASCII (U+0020…U+007E) was recorded; ``covers(_:)`` tells whether a character
/// was.
enum SanFranciscoAdvances {
  /// Whether the advance of `character` (its first scalar) was recorded.
  static func covers(_ character: Character) -> Bool {
    index(of: character) != nil
  }

  /// The advance of `character` in `font` at `pointSize`, or `nil` when it was not recorded.
  static func advance(of character: Character, font: SystemFont, pointSize: Double) -> Double? {
    guard let column = index(of: character) else { return nil }
    return advance(column: column, font: font, pointSize: pointSize)
  }

  /// The advance of the ASCII character `byte` in `font` at `pointSize`, or `nil` when it was
  /// not recorded: ``advance(of:font:pointSize:)`` of that character, without making it.
  static func advance(ofASCII byte: UInt8, font: SystemFont, pointSize: Double) -> Double? {
    guard (0x20...0x7E).contains(UInt32(byte)) else { return nil }
    return advance(
      column: Int(UInt32(byte) - SanFranciscoMetrics.firstCodePoint), font: font,
      pointSize: pointSize)
  }

  /// The advance of the character in `column` of the table rows.
  private static func advance(column: Int, font: SystemFont, pointSize: Double) -> Double {
    let table = SanFranciscoMetrics.table(font)
    let sizes = table.sizes
    // The recorded sizes around `pointSize`: `upper` is the first one at least as large.
    let upper = sizes.firstIndex { $0 >= pointSize } ?? sizes.count - 1
    let lower = sizes[upper] > pointSize && upper > 0 ? upper - 1 : upper
    let perEm0 = Double(table.rows[lower][column])
    let perEm1 = Double(table.rows[upper][column])
    let span = sizes[upper] - sizes[lower]
    let fraction = span > 0 ? (pointSize - sizes[lower]) / span : 0
    let hundredthsOfUnits = perEm0 + (perEm1 - perEm0) * fraction
    return hundredthsOfUnits / 100 * pointSize / SanFranciscoMetrics.unitsPerEm
  }

  /// The column of `character` in the table rows, or `nil` outside printable ASCII.
  private static func index(of character: Character) -> Int? {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first, (0x20...0x7E).contains(scalar.value)
    else { return nil }
    return Int(scalar.value - SanFranciscoMetrics.firstCodePoint)
  }
}
