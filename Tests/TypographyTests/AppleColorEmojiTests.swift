import Testing

@testable import Typography

/// Characters and whether iOS draws them with Apple Color Emoji when San Francisco lacks them,
/// by Unicode's emoji data (UTS #51, https://www.unicode.org/reports/tr51/, and its
/// `emoji-data.txt`: `Emoji_Presentation` for the defaults, `Emoji` for the ones U+FE0F turns).
private let emojiCases: [(Character, Bool, String)] = [
  ("🎉", true, "U+1F389 is Emoji_Presentation"),
  ("😬", true, "U+1F62C is Emoji_Presentation"),
  ("🇫🇷", true, "regional indicators are Emoji_Presentation; a flag is one Character"),
  ("👨‍👩‍👧", true, "a family joined by U+200D is one Character, its first scalar a default emoji"),
  ("👍🏽", true, "a skin-tone modifier stays in the emoji's Character"),
  ("\u{2764}\u{FE0F}", true, "U+2764 is Emoji but text by default; U+FE0F asks for the emoji"),
  ("\u{2764}", false, "U+2764 without U+FE0F is drawn as text"),
  ("1\u{FE0F}\u{20E3}", true, "a keycap: a digit (Emoji), U+FE0F, U+20E3"),
  ("1", false, "a digit is Emoji but text by default"),
  ("©", false, "U+00A9 is Emoji but text by default"),
  ("é", false, "a letter"),
  ("中", false, "an ideograph is no emoji: another fallback font draws it"),
]

@Test("Emoji presentation decides which characters Apple Color Emoji draws", arguments: emojiCases)
func emojiPresentation(_ character: Character, draws: Bool, why: String) {
  #expect(AppleColorEmoji.draws(character) == draws, "\(why)")
}

@Test("An emoji advances one em plus 5 pt, established at 38 to 45 pt only")
func emojiAdvance() {
  // The 45-pt 🌮 label of SwiftMessages' TacoDialogView.xib was saved 50 wide: not one of the
  // 38-pt frames the 5 pt was read from
  // (Documentation/Facts/FallbackFonts.md#how-wide-ios-lays-an-emoji-out).
  let at45 = FontMetricsTextMeasurer(pointSize: 45, displayScale: 2)
  #expect(at45.advance(of: "🌮") == 50)
  #expect(at45.measuresExactly("🌮"))
  // IGListKit's 17-pt 🎉 was saved 23 wide; the rule gives 22, so it is not established there.
  let at17 = FontMetricsTextMeasurer(pointSize: 17)
  #expect(at17.advance(of: "🎉") == 22)
  #expect(!at17.measuresExactly("🎉"))
  // A character that is no emoji keeps its DejaVu Sans stand-in, never exact.
  #expect(!at45.measuresExactly("中"))
}

@Test("A line of emoji keeps San Francisco's line height")
func emojiLineHeight() {
  // IGListKit's 17-pt 🎉 label was saved 20.5 high, SwiftMessages' 38-pt 😬 in CenteredView.xib
  // 45.5: San Francisco's 2444/2048 em rounded up to the 2× pixel, not Apple Color Emoji's own
  // 1.3125 em (22.5 and 50)
  // (Documentation/Facts/FallbackFonts.md#the-line-height-stays-the-texts-fonts).
  for (size, saved) in [(17.0, 20.5), (38.0, 45.5)] {
    let measurer = FontMetricsTextMeasurer(pointSize: size, displayScale: 2)
    let height = TextWrapping.size(of: "😬", maxWidth: nil, maxHeight: nil, measurer: measurer)
      .height
    #expect(height == saved, "\(size) pt")
  }
}
