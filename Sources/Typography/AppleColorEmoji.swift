/// The emoji font iOS falls back to: a character the text's font has no glyph for that Unicode
/// presents as an emoji is drawn by Apple Color Emoji
/// (Documentation/Facts/FallbackFonts.md#emoji-are-drawn-by-apple-color-emoji).
///
/// Its file gives every emoji an advance of one em, but iOS lays emoji out wider, by an amount
/// Apple does not publish. The frames Xcode saved show `size + 5 pt` at 38 and 45 pt, and a
/// public report gives about 45 pt at 40 pt
/// (Documentation/Facts/FallbackFonts.md#how-wide-ios-lays-an-emoji-out); outside those sizes
/// the same rule is an estimate (a saved 17-pt emoji is 23 pt wide, one point more than it
/// gives), and the measurer says so (``FontMetricsTextMeasurer/measuresExactly(_:)``).
/// A line with an emoji keeps its font's line height
/// (Documentation/Facts/FallbackFonts.md#the-line-height-stays-the-texts-fonts).
package enum AppleColorEmoji {
  /// The point sizes whose emoji width the saved frames and the public report bracket.
  package static let establishedSizes: ClosedRange<Double> = 38...45

  /// What iOS adds to an emoji's one-em advance, in points, at ``establishedSizes``: 43 − 38
  /// and 50 − 45 from the saved label widths, which are rounded up to the 2× pixel, so the
  /// true amount lies in (4.5, 5]; 5 is the public report's 45 − 40.
  package static let addedWidth = 5.0

  /// Whether iOS draws `character` with Apple Color Emoji when the text's font lacks it: its
  /// first scalar is presented as an emoji by default (Unicode's `Emoji_Presentation`: 🎉, a
  /// flag's regional indicators), or it is an emoji character that asks for the emoji
  /// presentation with U+FE0F (❤️, a keycap 1️⃣). A `Character` is a whole emoji sequence (a
  /// skin tone, a family joined by U+200D): one glyph, one advance.
  package static func draws(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    if first.properties.isEmojiPresentation { return true }
    return first.properties.isEmoji && character.unicodeScalars.contains("\u{FE0F}")
  }

  /// The advance iOS gives an emoji in text of `pointSize`: one em plus ``addedWidth``.
  static func advance(pointSize: Double) -> Double {
    pointSize + addedWidth
  }

  /// Whether ``advance(pointSize:)`` is established at `pointSize` rather than extrapolated.
  static func isEstablished(atPointSize pointSize: Double) -> Bool {
    establishedSizes.contains(pointSize)
  }
}
