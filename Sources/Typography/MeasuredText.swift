/// A text whose characters were measured once, so that it can be wrapped to any width without
/// measuring it again.
///
/// Wrapping a text to several widths — a SwiftUI stack asks a `Text` for its minimum, its
/// maximum and its share, and again when placing — would otherwise walk its characters and ask
/// the measurer for every advance on every question. Here the walk happens once: each word's
/// width, each paragraph's unwrapped width and the advances of the characters in words are kept,
/// and ``lineWidths(maxWidth:)`` only adds up words.
///
/// The rules are ``TextWrapping``'s, and so are the results, to the last bit: words and
/// paragraphs are split at the same `Character`s (`" "` and the newlines, compared as grapheme
/// clusters, so a space followed by a combining mark is part of a word), and every width is the
/// same left-to-right sum of the same advances.
public struct MeasuredText: Sendable {
  /// A run of characters between two spaces or paragraph breaks (possibly empty).
  struct Word: Sendable {
    /// The sum of the word's advances, from 0, left to right.
    var width: Double
    /// The word's characters' advances, as a range of ``advances``.
    var characters: Range<Int>
    /// Whether the space before the word is no break: the word begins with closing punctuation
    /// (`!`, `?`, `)`, `:` …), which never starts a line, even after spaces
    /// (Documentation/Facts/Typography.md#punctuation-after-a-space), or it is empty and the
    /// next word is such a word.
    var joinsPrevious = false
  }

  /// A run of words between two newlines.
  struct Paragraph: Sendable {
    /// The unwrapped width: every advance of the paragraph, spaces included, summed left to right.
    var width: Double
    /// The paragraph's words, as a range of ``words``.
    var words: Range<Int>
  }

  /// The advances of the characters of every word, in order (spaces and breaks left out).
  let advances: [Double]
  let words: [Word]
  /// The first paragraph (every text has one, an empty text an empty one), apart from the
  /// others: most texts are one paragraph, and an array for it was an allocation per text.
  let firstParagraph: Paragraph
  /// The paragraphs after the first, in order.
  let otherParagraphs: [Paragraph]
  /// The advance of `" "`, added between two words on a line.
  let space: Double
  /// Whether the text is empty: it then has no size at all, though it has one empty line.
  public let isEmpty: Bool
  /// The measurer's line height.
  public let lineHeight: Double
  /// The measurer's ``TextMeasurer/pixelScale``: sizes are rounded up to its pixels.
  let pixelScale: Double?

  /// Measures `text` with `measurer`: one advance per character, once, times the
  /// ``TextLengthFactor`` of the layout (read once per text, not per character).
  public init(_ text: String, measurer: any TextMeasurer) {
    let lengthFactor = TextLengthFactor.current
    var builder = Builder(capacity: text.utf8.count)
    // An ASCII text is walked byte by byte; any other by `Character` (grapheme clusters). The
    // walks split at the same characters and add the same advances in the same order.
    if !builder.walkASCII(text, measurer: measurer, lengthFactor: lengthFactor) {
      for character in text {
        // Every mandatory line break ends a paragraph, not only "\n": Swift's `isNewline` is
        // Unicode's set of them — LF, CR, CR LF, U+000B, U+000C, U+0085 and the line and
        // paragraph separators U+2028 and U+2029
        // (Documentation/Facts/Typography.md#line-breaks-in-a-text).
        if character.isNewline {
          builder.endParagraph()
        } else {
          let advance = measurer.advance(of: character) * lengthFactor
          let scalar = character.unicodeScalars.first.map(\.value) ?? 0
          builder.add(advance, isSpace: character == " ", scalar: scalar)
        }
      }
    }
    builder.endParagraph()
    self.advances = builder.advances
    self.words = builder.words
    self.firstParagraph = builder.firstParagraph ?? Paragraph(width: 0, words: 0..<0)
    self.otherParagraphs = builder.otherParagraphs
    self.space = measurer.advance(of: " ") * lengthFactor
    self.isEmpty = text.isEmpty
    self.lineHeight = measurer.lineHeight
    self.pixelScale = measurer.pixelScale
  }

  /// The 128 ASCII characters, made once: making a `Character` of a byte builds a `String`, and
  /// that was a quarter of measuring an ASCII text.
  private static let asciiCharacters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

  /// The words and paragraphs of a text as its characters are walked, one at a time.
  private struct Builder {
    var advances: [Double] = []
    var words: [Word] = []
    /// The first paragraph, once it has ended.
    var firstParagraph: Paragraph?
    var otherParagraphs: [Paragraph] = []
    var wordStart = 0
    var wordWidth = 0.0
    var paragraphStart = 0
    var paragraphWidth = 0.0
    /// Whether the current word starts with a character no line may start with
    /// (``LineStart/isForbidden(before:)``).
    var startsWithClosing = false

    /// Room for a text of `bytes` UTF-8 bytes: at most one advance per byte, reserved once
    /// rather than regrown as the walk appends (the regrowth was a sixth of measuring a feed
    /// row's texts).
    init(capacity bytes: Int) {
      advances.reserveCapacity(bytes)
    }

    /// Adds a character that is not a newline, whose first scalar is `scalar`: a space ends the
    /// word, anything else joins it.
    mutating func add(_ advance: Double, isSpace: Bool, scalar: UInt32) {
      paragraphWidth += advance
      if isSpace {
        endWord()
        return
      }
      if advances.count == wordStart { startsWithClosing = LineStart.isForbidden(before: scalar) }
      wordWidth += advance
      advances.append(advance)
    }

    mutating func endWord() {
      var word = Word(width: wordWidth, characters: wordStart..<advances.count)
      word.joinsPrevious = startsWithClosing
      words.append(word)
      wordStart = advances.count
      wordWidth = 0
      startsWithClosing = false
    }

    mutating func endParagraph() {
      endWord()
      // An empty word lies between two spaces: a break there is a break before the next word,
      // which spaces do not allow when that word may not start a line (SP* × in UAX #14).
      var next = false
      for index in (paragraphStart..<words.count).reversed() {
        if words[index].characters.isEmpty { words[index].joinsPrevious = next }
        next = words[index].joinsPrevious
      }
      let paragraph = Paragraph(width: paragraphWidth, words: paragraphStart..<words.count)
      if firstParagraph == nil {
        firstParagraph = paragraph
      } else {
        otherParagraphs.append(paragraph)
      }
      paragraphStart = words.count
      paragraphWidth = 0
    }

    /// Walks `text` byte by byte if it is all ASCII, and returns whether it was (if not, the
    /// builder is left as it was).
    ///
    /// In ASCII every byte is a `Character` of its own except CR LF, which is one
    /// (Documentation/Facts/Typography.md#characters-of-an-ascii-text), and the newlines are the
    /// bytes 0x0A–0x0D. Each byte's advance is asked of the measurer once per text, as the
    /// `Character` of that byte: walking `String`'s grapheme clusters was four fifths of
    /// measuring a feed row's texts.
    mutating func walkASCII(_ text: String, measurer: any TextMeasurer, lengthFactor: Double)
      -> Bool
    {
      let asciiCharacters = MeasuredText.asciiCharacters
      let walked = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
        // A first look: all ASCII, and how many words and paragraphs there are at most (one
        // more than the spaces, and than the newlines), so that their arrays are not regrown
        // (and a text of one paragraph allocates none for the others).
        var spaces = 0
        var newlines = 0
        for byte in bytes {
          guard byte < 0x80 else { return false }
          if byte == 0x20 { spaces += 1 }
          if byte >= 0x0A, byte <= 0x0D { newlines += 1 }
        }
        words.reserveCapacity(spaces + newlines + 1)
        if newlines > 0 { otherParagraphs.reserveCapacity(newlines) }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 128) { known in
          // NaN marks a byte not asked yet (a measurer answering NaN is merely asked again).
          known.initialize(repeating: .nan)
          var index = 0
          while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte >= 0x0A, byte <= 0x0D {
              if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
              endParagraph()
              continue
            }
            var advance = known[Int(byte)]
            if advance.isNaN {
              advance = measurer.advance(of: asciiCharacters[Int(byte)]) * lengthFactor
              known[Int(byte)] = advance
            }
            add(advance, isSpace: byte == 0x20, scalar: UInt32(byte))
          }
          return true
        }
      }
      return walked ?? false
    }
  }

  /// The width of each line of the text wrapped to `maxWidth`; see ``TextWrapping``.
  public func lineWidths(maxWidth: Double?) -> [Double] {
    var lines: [Double] = []
    forEachLine(maxWidth: maxWidth) {
      lines.append($0)
      return true
    }
    return lines
  }

  /// The size of the text wrapped to `maxWidth` and cut to the lines that fit `maxHeight`; see
  /// ``TextWrapping/size(of:maxWidth:maxHeight:measurer:lineSpacing:)``.
  ///
  /// With a `lineSpacing` (the distance from one line's top to the next's), lines after the
  /// first are that far apart and the last one is ``TextMeasurer/lineHeight`` high:
  /// `(lines − 1) · lineSpacing + lineHeight` (never closer than `lineHeight`).
  public func size(maxWidth: Double?, maxHeight: Double?, lineSpacing: Double? = nil) -> (
    width: Double, height: Double
  ) {
    guard !isEmpty else { return (0, 0) }
    let wrapped = lines(maxWidth: maxWidth, maxHeight: maxHeight)
    return size(lineCount: wrapped.count, widest: wrapped.widest, lineSpacing: lineSpacing)
  }

  /// The number of lines kept under a height limit: all of them without one, else
  /// max(1, ⌊height / lineHeight⌋). (A quotient beyond `Int`'s range is clamped rather than
  /// trapping.)
  package func lineLimit(maxHeight: Double?) -> Int {
    guard let height = maxHeight, height.isFinite, lineHeight > 0 else { return Int.max }
    let fitting = (height / lineHeight + wrappingTolerance).rounded(.down)
    return fitting < 1 ? 1 : fitting < Double(Int.max) ? Int(fitting) : Int.max
  }

  /// The size of `count` lines, the widest `widest` wide, rounded to the pixel grid.
  func size(lineCount count: Int, widest: Double, lineSpacing: Double?) -> (
    width: Double, height: Double
  ) {
    guard let lineSpacing else { return (roundedUp(widest), roundedUp(Double(count) * lineHeight)) }
    let spacing = max(lineSpacing, lineHeight)
    return (roundedUp(widest), roundedUp(Double(count - 1) * spacing + lineHeight))
  }

  /// `length` rounded up to the pixel grid of ``pixelScale`` (`⌈x · scale⌉ / scale`), as
  /// `UILabel` rounds its intrinsic size; unchanged without a scale. A length less than
  /// `pixelTolerance` of a pixel above a pixel boundary counts as on it: a sum of advances that
  /// is exactly 72 in the font may come out as 72.000000000001.
  private func roundedUp(_ length: Double) -> Double {
    guard let scale = pixelScale, scale > 0, scale.isFinite, length.isFinite else { return length }
    return (length * scale - pixelTolerance).rounded(.up) / scale
  }

  /// Calls `body` with the width of each line in order until it returns `false`.
  ///
  /// Greedy wrapping: words join a line while `line + space + word ≤ limit`; the space at a
  /// break is dropped; a word wider than the limit is broken between characters, at least one
  /// character per line. A `nil` or infinite limit keeps each paragraph on one line. A word that
  /// may not start a line (``Word/joinsPrevious``) moves with the word before it: the two, with
  /// the space between, are placed as one; if together they are wider than the limit, they are
  /// placed word by word after all.
  func forEachLine(maxWidth: Double?, _ body: (Double) -> Bool) {
    guard forEachLine(of: firstParagraph, maxWidth: maxWidth, body) else { return }
    for paragraph in otherParagraphs {
      guard forEachLine(of: paragraph, maxWidth: maxWidth, body) else { return }
    }
  }

  /// ``forEachLine(maxWidth:_:)`` for one paragraph; returns `false` once `body` does.
  private func forEachLine(
    of paragraph: Paragraph, maxWidth: Double?, _ body: (Double) -> Bool
  ) -> Bool {
    guard let limit = maxWidth, limit.isFinite else { return body(paragraph.width) }
    let slack = limit + wrappingTolerance
    var line: Double?  // the current line's width; nil before its first word
    var index = paragraph.words.lowerBound
    while index < paragraph.words.upperBound {
      // The word and the words glued after it: `w₀ + (space + w₁) + …`.
      var end = index + 1
      var glued = words[index].width
      while end < paragraph.words.upperBound, words[end].joinsPrevious {
        glued += space + words[end].width
        end += 1
      }
      if end - index > 1, glued <= slack {
        // Fits a line, so never broken between characters: no characters to break at.
        guard place(glued, characters: 0..<0, on: &line, slack: slack, body) else { return false }
      } else {
        for word in words[index..<end] {
          guard place(word.width, characters: word.characters, on: &line, slack: slack, body)
          else { return false }
        }
      }
      index = end
    }
    return body(line ?? 0)
  }

  /// Places a word `width` wide on the current `line` (nil before its first word), or on the
  /// next after reporting the current one to `body`, breaking it between its `characters` if it
  /// is wider than a line; returns `false` once `body` does.
  private func place(
    _ width: Double, characters: Range<Int>, on line: inout Double?, slack: Double,
    _ body: (Double) -> Bool
  ) -> Bool {
    if let current = line, current + space + width <= slack {
      line = current + space + width
      return true
    }
    if let current = line {
      guard body(current) else { return false }
    }
    if width <= slack {
      line = width
      return true
    }
    var fragment = 0.0
    var count = 0
    for advance in advances[characters] {
      if count > 0, fragment + advance > slack {
        guard body(fragment) else { return false }
        (fragment, count) = (0, 0)
      }
      fragment += advance
      count += 1
    }
    line = fragment
    return true
  }
}
