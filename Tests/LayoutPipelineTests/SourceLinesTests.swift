import SeededRandom
import Testing

@testable import LayoutFile

/// The byte scan that splits a layout file into lines for its errors against the definition it
/// implements: splitting the `Character`s at LF, CR, CRLF, NEL, LS and PS.
@Suite("Splitting a file into lines")
struct SourceLinesTests {
  /// The lines by the definition: a split of the `Character`s.
  static func oracle(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { character in
      character == "\n" || character == "\r\n" || character == "\r" || character == "\u{85}"
        || character == "\u{2028}" || character == "\u{2029}"
    }
  }

  @Test("every line end, alone, doubled, at either end and beside look-alike bytes")
  func lineEnds() {
    let texts = [
      "", "a", "\n", "\r", "\r\n", "\n\r", "\r\r\n\n", "a\nb", "a\r\nb\rc\u{85}d\u{2028}e\u{2029}f",
      "\n\nx\n\n", "¢\u{85}¢", "€\u{2028}‐\u{2029}…", "e\u{301}\ne\u{301}", "🇫🇷\r\n🇫🇷",
    ]
    for text in texts {
      #expect(SourceText.lines(of: text) == Self.oracle(text), "\(Array(text.unicodeScalars))")
    }
  }

  @Test(
    "1,000 random texts of line ends, combining marks, and characters that share their first UTF-8 bytes"
  )
  func randomTexts() {
    // ¢ (C2 A2) and Â (C3 82) start like NEL (C2 85); € (E2 82 AC), ‐ (E2 80 90) and … (E2 80 A6)
    // like LS and PS (E2 80 A8, E2 80 A9); U+0301 combines with what precedes it.
    let pieces = [
      "a", "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{301}", "¢", "Â", "€", "‐", "…",
      "🇫🇷", " ",
    ]
    var random = SplitMix64(state: 15)
    for _ in 0..<1_000 {
      let text = (0..<random.int(0..<24)).map { _ in random.pick(pieces) }.joined()
      #expect(SourceText.lines(of: text) == Self.oracle(text), "\(Array(text.unicodeScalars))")
    }
  }
}
