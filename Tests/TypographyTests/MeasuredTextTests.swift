import Testing
import Typography

/// The wrapping algorithm as it was before ``MeasuredText``, measuring every character on every
/// call: the oracle that measuring once must reproduce to the last bit. A word that starts with
/// closing punctuation (Documentation/Facts/Typography.md#punctuation-after-a-space) is placed
/// with the word before it, and so are the empty words (runs of spaces) before such a word.
private func referenceLineWidths(of text: String, maxWidth: Double?, measurer: any TextMeasurer)
  -> [Double]
{
  let tolerance = 1e-9
  let space = measurer.advance(of: " ")
  func width(of word: Substring) -> Double {
    word.reduce(0) { $0 + measurer.advance(of: $1) }
  }
  let closing: Set<Unicode.Scalar> = ["!", ")", ",", ".", "/", ":", ";", "?", "]", "}"]
  var lines: [Double] = []
  var line: Double?
  func place(_ word: Substring, limit: Double) {
    let wordWidth = width(of: word)
    if let current = line, current + space + wordWidth <= limit + tolerance {
      line = current + space + wordWidth
      return
    }
    if let current = line { lines.append(current) }
    if wordWidth <= limit + tolerance {
      line = wordWidth
      return
    }
    var fragment = 0.0
    var count = 0
    for character in word {
      let advance = measurer.advance(of: character)
      if count > 0, fragment + advance > limit + tolerance {
        lines.append(fragment)
        (fragment, count) = (0, 0)
      }
      fragment += advance
      count += 1
    }
    line = fragment
  }
  for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
    guard let limit = maxWidth, limit.isFinite else {
      lines.append(width(of: paragraph))
      continue
    }
    // The words in groups no break separates: a word joins the group before it when it starts
    // with closing punctuation, and takes the empty words before it along.
    var groups: [[Substring]] = []
    var spaces: [Substring] = []  // empty words not yet placed in a group
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      if word.isEmpty, !groups.isEmpty {
        spaces.append(word)
      } else if let first = word.unicodeScalars.first, closing.contains(first), !groups.isEmpty {
        groups[groups.count - 1] += spaces + [word]
        spaces = []
      } else {
        groups += spaces.map { [$0] } + [[word]]
        spaces = []
      }
    }
    groups += spaces.map { [$0] }
    line = nil
    for group in groups {
      let together = group.dropFirst().reduce(width(of: group[0])) { $0 + space + width(of: $1) }
      guard group.count > 1, together <= limit + tolerance else {
        for word in group { place(word, limit: limit) }
        continue
      }
      if let current = line, current + space + together <= limit + tolerance {
        line = current + space + together
      } else {
        if let current = line { lines.append(current) }
        line = together
      }
    }
    lines.append(line ?? 0)
  }
  return lines
}

/// The size as it was computed before ``MeasuredText``: the kept lines' widest and their count.
private func referenceSize(
  of text: String, maxWidth: Double?, maxHeight: Double?, measurer: any TextMeasurer
) -> (width: Double, height: Double) {
  guard !text.isEmpty else { return (0, 0) }
  var lines = referenceLineWidths(of: text, maxWidth: maxWidth, measurer: measurer)
  if let height = maxHeight, height.isFinite, measurer.lineHeight > 0 {
    let fitting = Int((height / measurer.lineHeight + 1e-9).rounded(.down))
    lines = Array(lines.prefix(max(1, fitting)))
  }
  return (lines.max() ?? 0, Double(lines.count) * measurer.lineHeight)
}

/// Pieces of text that exercise the splitting: spaces and breaks, runs of them, accented
/// letters precomposed and combining, a space carrying a combining mark (one `Character`, not a
/// break), the other newlines (CR LF, one `Character`; the line and paragraph separators), an
/// emoji with a skin-tone modifier.
private let pieces = [
  "a", "W", "i", "é", "e\u{301}", " ", " ", "  ", "\n", " \u{301}", "\r\n", "👍🏽", "word",
  "wrapping", "x", "Mm", "\u{2028}", "\u{2029}", "?", " :", "\u{A0}!",
]

/// `count` texts made of `pieces`, from a fixed linear congruential sequence (Knuth's MMIX
/// multiplier and increment), so every run tests the same texts.
private func sampleTexts(count: Int) -> [String] {
  var state: UInt64 = 0x5EED
  func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
  return (0..<count).map { _ in
    (0..<next(14)).map { _ in pieces[next(pieces.count)] }.joined()
  }
}

@Test("Measuring once wraps every text exactly as measuring on every call did")
func measuredTextMatchesTheCharacterWalk() {
  let measurers: [any TextMeasurer] = [
    FixedAdvanceTextMeasurer(), FontMetricsTextMeasurer(), FontMetricsTextMeasurer.dejaVuSans(),
    FixedAdvanceTextMeasurer(characterAdvance: 3 * 17 / 2048, lineHeight: 7),
  ]
  let widths: [Double?] = [nil, .infinity, 0, 5, 13.7, 20, 41, 100, 1e9]
  let heights: [Double?] = [nil, .infinity, 0, 25, 45, 1000]
  var compared = 0
  for text in sampleTexts(count: 250) + ["", " ", "\n", "abc", "a\n\nb  c"] {
    for measurer in measurers {
      let measured = MeasuredText(text, measurer: measurer)
      for width in widths {
        // Exact equality: the same advances are added in the same order.
        #expect(
          measured.lineWidths(maxWidth: width)
            == referenceLineWidths(of: text, maxWidth: width, measurer: measurer),
          "\(text.debugDescription) at width \(String(describing: width))")
        for height in heights {
          let ours = measured.size(maxWidth: width, maxHeight: height)
          let theirs = referenceSize(
            of: text, maxWidth: width, maxHeight: height, measurer: measurer)
          #expect(ours == theirs, "\(text.debugDescription) in \(String(describing: width))")
          compared += 1
        }
      }
    }
  }
  #expect(compared == 255 * measurers.count * 9 * 6)
}

@Test("A wrapping kept for one height answers every other height as wrapping afresh does")
func keptLinesAnswerEveryHeight() {
  // The oracle is the character walk above; the lines are wrapped with one height (as a cache
  // keeps them from the first question about a width) and asked about every height.
  let measurers: [any TextMeasurer] = [
    FixedAdvanceTextMeasurer(), FontMetricsTextMeasurer.dejaVuSans(),
    FixedAdvanceTextMeasurer(characterAdvance: 3 * 17 / 2048, lineHeight: 7),
  ]
  let widths: [Double?] = [nil, .infinity, .nan, 0, -0.0, 5, 13.7, 41, 100]
  let heights: [Double?] = [nil, .infinity, 0, 7, 20, 25, 40, 45, 60, 1000]
  var compared = 0
  for text in sampleTexts(count: 60) + ["", " ", "\n", "abc", "a\n\nb  c"] {
    for measurer in measurers {
      let measured = MeasuredText(text, measurer: measurer)
      for width in widths {
        for wrappedFor in heights {
          let lines = measured.lines(maxWidth: width, maxHeight: wrappedFor)
          for height in heights {
            let theirs = referenceSize(
              of: text, maxWidth: width, maxHeight: height, measurer: measurer)
            #expect(
              measured.size(of: lines, maxHeight: height) == theirs,
              "\(text.debugDescription) at \(String(describing: width)), wrapped for \(String(describing: wrappedFor)), asked \(String(describing: height))"
            )
            compared += 1
          }
        }
      }
    }
  }
  #expect(compared == 65 * 3 * 9 * 10 * 10)
}

@Test("A complete wrapping's count, size and first line answer every height as wrapping afresh")
func cutOfCompleteLinesAnswersEveryHeight() {
  // What a layout pass keeps of a wrapping (its line count, the size of all its lines and of
  // the first alone) and how it answers a height from them, against the character walk above.
  let measurers: [any TextMeasurer] = [
    FixedAdvanceTextMeasurer(), FontMetricsTextMeasurer.dejaVuSans(),
    FixedAdvanceTextMeasurer(characterAdvance: 3 * 17 / 2048, lineHeight: 7),
    FixedAdvanceTextMeasurer(characterAdvance: 10, lineHeight: 0),
  ]
  let widths: [Double?] = [nil, 0, 5, 13.7, 41, 100]
  let heights: [Double?] = [
    nil, .infinity, -.infinity, .nan, -5, 0, 7, 13.999_999_999_9, 14, 19.999_999_999_99, 20, 25,
    39.999_999_999_99, 40, 45, 60, 1000,
  ]
  var compared = 0
  for text in sampleTexts(count: 60) + ["", " ", "\n", "abc", "a\n\nb  c"] {
    for measurer in measurers {
      let measured = MeasuredText(text, measurer: measurer)
      for width in widths {
        let lines = measured.lines(maxWidth: width, maxHeight: nil)
        #expect(lines.isComplete)
        let (all, first) = measured.sizes(of: lines)
        #expect(all == measured.size(of: lines, maxHeight: nil))
        for height in heights {
          let answer: (width: Double, height: Double)
          switch measured.cut(ofCompleteLines: lines.count, maxHeight: height) {
          case .all: answer = all
          case .first: answer = first
          case .other: answer = measured.size(maxWidth: width, maxHeight: height)
          }
          // The cut is the line limit's, without its rounding.
          let limit = measured.lineLimit(maxHeight: height)
          let expected: MeasuredText.HeightCut =
            limit >= lines.count ? .all : limit == 1 ? .first : .other
          #expect(measured.cut(ofCompleteLines: lines.count, maxHeight: height) == expected)
          let theirs = referenceSize(
            of: text, maxWidth: width, maxHeight: height, measurer: measurer)
          #expect(
            answer == theirs,
            "\(text.debugDescription) at \(String(describing: width)), asked \(String(describing: height))"
          )
          compared += 1
        }
      }
    }
  }
  #expect(compared == 65 * 4 * 6 * 17)
}

/// A measurer without an advance for "x" (NaN), 10 pt for every other character, 20-pt lines.
private struct NoAdvanceForX: TextMeasurer {
  func advance(of character: Character) -> Double { character == "x" ? .nan : 10 }
  var lineHeight: Double { 20 }
}

@Test("An ASCII text with a character of NaN advance wraps as the character walk does")
func asciiTextWithNaNAdvanceMatchesTheCharacterWalk() {
  // A NaN advance must keep the text off the shortcut for widths narrower than every
  // character (its extremes are then NaN), whatever its place among the bytes.
  let texts = ["x", "ax", "xa", "a x", "aa\nx", "ab cd", "a  x b", "xx xx", " x", "abc\n\nx a"]
  for text in texts {
    let measured = MeasuredText(text, measurer: NoAdvanceForX())
    for width in [nil, 0, 5, 10, 25] as [Double?] {
      let ours = measured.lineWidths(maxWidth: width)
      let reference = referenceLineWidths(of: text, maxWidth: width, measurer: NoAdvanceForX())
      // NaN is not equal to itself: equal widths, or NaN in both.
      #expect(
        ours.count == reference.count
          && zip(ours, reference).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) },
        "\(text.debugDescription) at width \(String(describing: width)): \(ours) against \(reference)"
      )
      #expect(
        measured.size(maxWidth: width, maxHeight: nil).height == Double(reference.count) * 20)
    }
  }
}

/// Pieces of ASCII text, measured byte by byte: every ASCII newline alone and in runs (CR LF is
/// one `Character`, CR CR LF two), spaces in runs, a tab and other controls (characters of
/// words), punctuation and letters of different advances.
private let asciiPieces = [
  "a", "W", "i", " ", "  ", "\n", "\r", "\r\n", "\r\r\n", "\n\r", "\u{0B}", "\u{0C}", "\t",
  "\u{1F}", "\u{7F}", "word", "wrapping", "Mm", ".", "-",
]

@Test("An ASCII text, walked byte by byte, wraps exactly as the character walk does")
func asciiTextMatchesTheCharacterWalk() {
  var state: UInt64 = 0xA5C11
  func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
  let texts = (0..<300).map { _ in
    (0..<next(16)).map { _ in asciiPieces[next(asciiPieces.count)] }.joined()
  }
  let measurers: [any TextMeasurer] = [
    FixedAdvanceTextMeasurer(), FontMetricsTextMeasurer(), FontMetricsTextMeasurer.dejaVuSans(),
  ]
  // One table of ASCII advances per measurer, shared by all its texts, as a layout pass shares
  // it: every text must still wrap as the oracle does.
  let tables = measurers.map { _ in ASCIIAdvances(lengthFactor: 1) }
  var compared = 0
  for text in texts where text.utf8.allSatisfy({ $0 < 0x80 }) {
    for (measurer, table) in zip(measurers, tables) {
      let measured = MeasuredText(text, measurer: measurer)
      let shared = MeasuredText(text, measurer: measurer, asciiAdvances: table)
      for width in [nil, 0, 7, 20, 41, 100] as [Double?] {
        let reference = referenceLineWidths(of: text, maxWidth: width, measurer: measurer)
        #expect(
          measured.lineWidths(maxWidth: width) == reference,
          "\(text.debugDescription) at width \(String(describing: width))")
        #expect(
          shared.lineWidths(maxWidth: width) == reference,
          "\(text.debugDescription) at width \(String(describing: width)), shared table")
        for height in [nil, 0, 25, 45] as [Double?] {
          #expect(
            shared.size(maxWidth: width, maxHeight: height)
              == referenceSize(of: text, maxWidth: width, maxHeight: height, measurer: measurer),
            "\(text.debugDescription) in \(String(describing: width)), shared table")
        }
        compared += 1
      }
    }
  }
  #expect(compared == 300 * 3 * 6)
}

@Test("A table of ASCII advances made for another length factor is not used")
func asciiTableOfAnotherFactorIsIgnored() {
  let measurer = FixedAdvanceTextMeasurer()
  let table = ASCIIAdvances(lengthFactor: 1)
  // Fill the table at factor 1, then measure at 1.4 with it.
  _ = MeasuredText("abc def", measurer: measurer, asciiAdvances: table)
  TextLengthFactor.withFactor(1.4) {
    let shared = MeasuredText("abc def", measurer: measurer, asciiAdvances: table)
    let alone = MeasuredText("abc def", measurer: measurer)
    // 7 characters of 10 pt, 1.4 times as long: 98 on one line.
    #expect(shared.lineWidths(maxWidth: nil) == [98])
    #expect(alone.lineWidths(maxWidth: nil) == [98])
  }
}

@Test("A height far beyond any line count keeps every line instead of trapping")
func hugeHeightKeepsEveryLine() {
  // 1e300 / 20 is not representable as an Int; the lines all fit.
  let text = MeasuredText("ab cd ef", measurer: FixedAdvanceTextMeasurer())
  #expect(text.size(maxWidth: 20, maxHeight: 1e300) == (20, 60))
  #expect(text.size(maxWidth: 20, maxHeight: -1e300) == (20, 20))
}

@Test("Every newline ends a line: LF, CR, CR LF, the line and paragraph separators")
func everyNewlineBreaksTheLine() {
  // Unicode's mandatory breaks (Documentation/Facts/Typography.md#line-breaks-in-a-text). With
  // the 10-pt stand-in, "ab" is 20 wide; two breaks in a row leave an empty line between.
  let measurer = FixedAdvanceTextMeasurer()
  for newline in ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"] {
    let text = MeasuredText("ab" + newline + "abc", measurer: measurer)
    #expect(text.lineWidths(maxWidth: nil) == [20, 30], "\(newline.debugDescription)")
    let twice = MeasuredText("ab" + newline + newline + "abc", measurer: measurer)
    #expect(twice.lineWidths(maxWidth: 100) == [20, 0, 30], "\(newline.debugDescription)")
  }
}

@Test("Closing punctuation after a space stays on the line of the word before it")
func closingPunctuationIsNoLineStart() {
  // UAX #14 rule LB13: no break before `)`, `]`, `}`, `!`, `?`, `,`, `.`, `:`, `;` or `/`, even
  // after spaces (Documentation/Facts/Typography.md#punctuation-after-a-space). With the 10-pt
  // stand-in, "ab cd ?" in 50 pt: "ab cd" would fill the line, but the break before "?" is not
  // allowed, so "cd ?" (20 + 10 + 10) moves down together.
  let measurer = FixedAdvanceTextMeasurer()
  for mark in ["!", ")", ",", ".", "/", ":", ";", "?", "]", "}"] {
    let text = MeasuredText("ab cd " + mark, measurer: measurer)
    #expect(text.lineWidths(maxWidth: 50) == [20, 40], "\(mark)")
  }
  // An opening parenthesis or a letter after a space is a break as before.
  #expect(MeasuredText("ab cd (e", measurer: measurer).lineWidths(maxWidth: 50) == [50, 20])
  // Several spaces before the mark are no break either: "cd  !" is 20 + 10 + 10 + 10.
  #expect(MeasuredText("ab cd  !", measurer: measurer).lineWidths(maxWidth: 60) == [20, 50])
}

@Test("A no-break space before French punctuation is no break")
func noBreakSpaceBeforePunctuation() {
  // U+00A0 NO-BREAK SPACE and U+202F NARROW NO-BREAK SPACE are class GL (UAX #14 rule LB12a:
  // no break before or after them): the word and its mark move together.
  let measurer = FixedAdvanceTextMeasurer()
  for space in ["\u{A0}", "\u{202F}"] {
    let text = MeasuredText("ab cd" + space + "?", measurer: measurer)
    #expect(text.lineWidths(maxWidth: 50) == [20, 40], "\(space.debugDescription)")
  }
}

@Test("A word and its closing punctuation wider than the line are placed word by word")
func gluedWordsWiderThanTheLine() {
  // "abcd ?" is 60 wide together, more than 40: the break before "?" is taken after all (no
  // recorded UIKit layout says where it breaks such a text).
  let text = MeasuredText("abcd ?", measurer: FixedAdvanceTextMeasurer())
  #expect(text.lineWidths(maxWidth: 40) == [40, 10])
}

@Test("A measurer's ASCII advance is its advance of that character, for all 128 of them")
func asciiAdvanceIsTheCharactersAdvance() {
  let measurers: [any TextMeasurer] = [
    FixedAdvanceTextMeasurer(), FixedAdvanceTextMeasurer(characterAdvance: 7.5, lineHeight: 12),
    FontMetricsTextMeasurer(),
    FontMetricsTextMeasurer(pointSize: 13, font: .system(.system(weight: .bold))),
    FontMetricsTextMeasurer.dejaVuSans(),
  ]
  for measurer in measurers {
    for byte in UInt8(0)..<0x80 {
      let character = Character(Unicode.Scalar(byte))
      #expect(
        measurer.advance(ofASCII: byte) == measurer.advance(of: character),
        "\(type(of: measurer)) at byte \(byte)")
    }
  }
}

@Test("The storage bounds counted eight bytes at a time are those counted one byte at a time")
func storageBoundsMatchTheByteCount() {
  // The bytes the bounds look for (a space, the ASCII breaks, the last bytes of U+0085,
  // U+2028 and U+2029), their neighbours, and other ASCII and non-ASCII bytes; texts of every
  // length up to 40 bytes, so that the eight-byte steps end at every remainder.
  let bytes: [UInt8] = [
    0x20, 0x0A, 0x0B, 0x0C, 0x0D, 0x09, 0x0E, 0x1F, 0x21, 0x41, 0x7F, 0x00, 0x80, 0x84, 0x85,
    0x86, 0xA7, 0xA8, 0xA9, 0xAA, 0xC3, 0xE2, 0xFF,
  ]
  var state: UInt64 = 0xB0_0D5
  func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
  for _ in 0..<3_000 {
    let text = (0..<next(41)).map { _ in bytes[next(bytes.count)] }
    // The bounds as defined: advances ≤ the bytes other than a space and 0x0A–0x0D; words ≤ one
    // more than those and 0x85, 0xA8, 0xA9; ASCII when no byte is 0x80 or above.
    let separators = text.filter { $0 == 0x20 || (0x0A...0x0D).contains($0) }.count
    let ends = separators + text.filter { [0x85, 0xA8, 0xA9].contains($0) }.count
    let bounds = text.withUnsafeBufferPointer { MeasuredText.storageBounds(ofUTF8: $0) }
    #expect(bounds.characters == text.count - separators, "\(text)")
    #expect(bounds.words == ends + 1, "\(text)")
    #expect(bounds.isASCII == text.allSatisfy { $0 < 0x80 }, "\(text)")
  }
}
