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

  /// The advances of the characters of every word, in order (spaces and breaks left out), then
  /// the words.
  let storage: Storage
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
  /// What wrapping to a width narrower than every character needs
  /// (``linesNarrowerThanEveryCharacter(slack:limit:)``), found while measuring.
  let narrow: Narrow

  /// The characters' extremes and the empty words, from which the lines at a width narrower
  /// than every character follow without placing them.
  struct Narrow: Sendable {
    /// The smallest advance of a character in a word (+∞ if there is none); NaN if any is NaN.
    var narrowest = Double.infinity
    /// The largest advance of a character in a word (0 if there is none).
    var widest = 0.0
    /// The characters in words: the advances stored.
    var characters = 0
    /// The words with no character: between two spaces, or an empty paragraph.
    var emptyWords = 0
    /// The first line at such a width: the first word's first advance, or 0 if that word is
    /// empty.
    var first = 0.0

    /// Takes `advance`, a character's in a word, into the extremes.
    mutating func include(_ advance: Double) {
      // NaN sticks: once `narrowest` is NaN, `advance < narrowest` is false.
      if advance < narrowest || advance.isNaN { narrowest = advance }
      if widest < advance { widest = advance }
    }
  }

  /// Measures `text` with `measurer`: one advance per character, once, times the
  /// ``TextLengthFactor`` of the layout (read once per text, not per character).
  public init(_ text: String, measurer: any TextMeasurer) {
    self.init(text, measurer: measurer, asciiAdvances: nil)
  }

  /// Measures `text` with `measurer`, as ``init(_:measurer:)``, taking the advances of an ASCII
  /// text's bytes from `asciiAdvances` (and writing those it asks into it) when that table is
  /// for the current length factor. The table must be `measurer`'s: every text measured with
  /// it must be measured with the same measurer.
  package init(_ text: String, measurer: any TextMeasurer, asciiAdvances: ASCIIAdvances?) {
    let lengthFactor = TextLengthFactor.current
    var text = text
    let bounds = text.withUTF8 { Builder.Bounds(of: $0) }
    // The advances and words are written straight into one allocation sized from the bounds
    // (``Storage``): appending them one at a time to two arrays was most of measuring a feed
    // row's texts.
    storage = Storage(advances: bounds.characters, words: bounds.words)
    var paragraphs: (first: Paragraph?, others: [Paragraph]) = (nil, [])
    var narrow = Narrow()
    storage.write { advances, words in
      var builder = Builder(advances: advances, words: words)
      // An ASCII text is walked byte by byte; any other by `Character` (grapheme clusters).
      // The walks split at the same characters and add the same advances in the same order.
      if bounds.isASCII {
        if let asciiAdvances, asciiAdvances.lengthFactor == lengthFactor {
          text.withUTF8 {
            builder.walkASCII(
              $0, measurer: measurer, lengthFactor: lengthFactor, known: asciiAdvances.known)
          }
        } else {
          withUnsafeTemporaryAllocation(of: Double.self, capacity: 128) { known in
            known.initialize(repeating: .nan)
            text.withUTF8 {
              builder.walkASCII(
                $0, measurer: measurer, lengthFactor: lengthFactor, known: known.baseAddress!)
            }
          }
        }
      } else {
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
            let isSpace = character == " "
            if !isSpace { builder.narrow.include(advance) }
            builder.add(advance, isSpace: isSpace, scalar: scalar)
          }
        }
      }
      builder.endParagraph()
      paragraphs = (builder.firstParagraph, builder.otherParagraphs)
      narrow = builder.narrow
      narrow.characters = builder.advanceCount
      return (builder.advanceCount, builder.wordCount)
    }
    self.firstParagraph = paragraphs.first ?? Paragraph(width: 0, words: 0..<0)
    self.otherParagraphs = paragraphs.others
    self.space = measurer.advance(of: " ") * lengthFactor
    self.isEmpty = text.isEmpty
    self.lineHeight = measurer.lineHeight
    self.pixelScale = measurer.pixelScale
    self.narrow = narrow
  }

  /// The words and paragraphs of a text as its characters are walked, one at a time, written
  /// into storage the caller sized from ``Bounds``.
  private struct Builder {
    /// Upper bounds on what a text's walk writes, found from its UTF-8 bytes alone.
    struct Bounds {
      /// At most this many advances: one per `Character` that is neither a space nor a line
      /// break. Each such character has a byte other than 0x20 and 0x0A–0x0D — it is a single
      /// other byte, or a cluster, which is never a newline byte with something else (CR LF is a
      /// break) and holds a space only with a non-ASCII mark after it — so the count of the
      /// other bytes bounds them.
      var characters: Int
      /// At most this many words: one more than the spaces and line breaks that end them, each
      /// of which has a byte 0x20 (a space), 0x0A–0x0D (the ASCII breaks) or 0x85, 0xA8, 0xA9
      /// (the last byte of U+0085, U+2028 and U+2029 in UTF-8).
      var words: Int
      /// Whether every byte is ASCII (below 0x80).
      var isASCII: Bool

      init(of bytes: UnsafeBufferPointer<UInt8>) {
        var separators = 0  // 0x20 and 0x0A–0x0D
        var ends = 0  // those and 0x85, 0xA8, 0xA9
        var high = 0  // bytes 0x80 and above
        var index = 0
        // Eight bytes at a time (SWAR): each test marks the high bit of every byte that passes
        // it, and the marks are counted. `0xFE` masks pair 0x0A with 0x0B, 0x0C with 0x0D and
        // 0xA8 with 0xA9.
        if let base = bytes.baseAddress {
          let raw = UnsafeRawPointer(base)
          while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let pairs = word & 0xFEFE_FEFE_FEFE_FEFE
            let separatorMarks =
              Self.zeroBytes(word ^ 0x2020_2020_2020_2020)
              | Self.zeroBytes(pairs ^ 0x0A0A_0A0A_0A0A_0A0A)
              | Self.zeroBytes(pairs ^ 0x0C0C_0C0C_0C0C_0C0C)
            separators &+= Self.count(separatorMarks)
            var endMarks = separatorMarks
            let highMarks = word & 0x8080_8080_8080_8080
            if highMarks != 0 {
              high &+= Self.count(highMarks)
              endMarks |=
                Self.zeroBytes(word ^ 0x8585_8585_8585_8585)
                | Self.zeroBytes(pairs ^ 0xA8A8_A8A8_A8A8_A8A8)
            }
            ends &+= Self.count(endMarks)
            index += 8
          }
        }
        while index < bytes.count {
          let byte = bytes[index]
          let isSeparator = byte == 0x20 || (byte >= 0x0A && byte <= 0x0D)
          separators &+= isSeparator ? 1 : 0
          ends &+= isSeparator || byte == 0x85 || byte == 0xA8 || byte == 0xA9 ? 1 : 0
          high &+= byte >= 0x80 ? 1 : 0
          index += 1
        }
        characters = bytes.count - separators
        words = ends + 1
        isASCII = high == 0
      }

      /// The high bit of each byte of the result is set if and only if that byte of `x` is 0;
      /// the other bits are clear. Exact, with no carry between bytes: `(x & 0x7F) + 0x7F`
      /// is at most 0xFE, with its high bit set exactly when the low seven bits are not all 0.
      static func zeroBytes(_ x: UInt64) -> UInt64 {
        let low = UInt64(0x7F7F_7F7F_7F7F_7F7F)
        return ~(((x & low) &+ low) | x | low)
      }

      /// The number of bytes of `marks` whose high bit is set, the others being 0: each mark
      /// shifted down to 1, and the eight bytes summed into the top one by a multiplication
      /// (at most 8, so no byte overflows).
      static func count(_ marks: UInt64) -> Int {
        Int(((marks >> 7) &* 0x0101_0101_0101_0101) >> 56)
      }
    }

    /// ``Bounds`` of `bytes`, for tests: the counts eight bytes at a time must be those of one
    /// byte at a time.
    static func bounds(of bytes: UnsafeBufferPointer<UInt8>) -> (
      characters: Int, words: Int, isASCII: Bool
    ) {
      let bounds = Bounds(of: bytes)
      return (bounds.characters, bounds.words, bounds.isASCII)
    }

    let advances: UnsafeMutableBufferPointer<Double>
    let words: UnsafeMutableBufferPointer<Word>
    /// How many of `advances` and `words` are written.
    var advanceCount = 0
    var wordCount = 0
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
    /// The advances' extremes and the empty words so far.
    var narrow = Narrow()

    init(advances: UnsafeMutableBufferPointer<Double>, words: UnsafeMutableBufferPointer<Word>) {
      self.advances = advances
      self.words = words
    }

    /// Adds a character that is not a newline, whose first scalar is `scalar`: a space ends the
    /// word, anything else joins it.
    mutating func add(_ advance: Double, isSpace: Bool, scalar: UInt32) {
      paragraphWidth += advance
      if isSpace {
        endWord()
        return
      }
      if advanceCount == wordStart { startsWithClosing = LineStart.isForbidden(before: scalar) }
      wordWidth += advance
      advances[advanceCount] = advance
      advanceCount += 1
    }

    mutating func endWord() {
      if wordCount == 0 { narrow.first = advanceCount > wordStart ? advances[wordStart] : 0 }
      if advanceCount == wordStart { narrow.emptyWords += 1 }
      var word = Word(width: wordWidth, characters: wordStart..<advanceCount)
      word.joinsPrevious = startsWithClosing
      words[wordCount] = word
      wordCount += 1
      wordStart = advanceCount
      wordWidth = 0
      startsWithClosing = false
    }

    mutating func endParagraph() {
      endWord()
      // An empty word lies between two spaces: a break there is a break before the next word,
      // which spaces do not allow when that word may not start a line (SP* × in UAX #14).
      var next = false
      for index in (paragraphStart..<wordCount).reversed() {
        if words[index].characters.isEmpty { words[index].joinsPrevious = next }
        next = words[index].joinsPrevious
      }
      let paragraph = Paragraph(width: paragraphWidth, words: paragraphStart..<wordCount)
      if firstParagraph == nil {
        firstParagraph = paragraph
      } else {
        otherParagraphs.append(paragraph)
      }
      paragraphStart = wordCount
      paragraphWidth = 0
    }

    /// Walks the bytes of an ASCII text.
    ///
    /// In ASCII every byte is a `Character` of its own except CR LF, which is one
    /// (Documentation/Facts/Typography.md#characters-of-an-ascii-text), and the newlines are the
    /// bytes 0x0A–0x0D. Each byte's advance is asked of the measurer once and kept in `known`
    /// (128 entries, NaN for one not asked yet; ``TextMeasurer/advance(ofASCII:)``): walking
    /// `String`'s grapheme clusters was four fifths of measuring a feed row's texts.
    mutating func walkASCII(
      _ bytes: UnsafeBufferPointer<UInt8>, measurer: any TextMeasurer, lengthFactor: Double,
      known: UnsafeMutablePointer<Double>
    ) {
      // What `add(_:isSpace:scalar:)` updates at every byte, kept in locals and written back
      // before a word or paragraph ends (and read again after): as fields, each was read from
      // and written to memory at every byte. The same sums, added in the same order.
      var narrowest = narrow.narrowest
      var widest = narrow.widest
      // Whether an advance was NaN: `narrowest` is then NaN (``Narrow/include(_:)``). Kept apart
      // so that the extremes are plain comparisons, with no branch on NaN at every byte.
      var sawNaN = false
      var count = advanceCount
      var start = wordStart
      var word = wordWidth
      var paragraph = paragraphWidth
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if Self.isSeparator(byte) {
          index += 1
          var advance = 0.0
          if byte == 0x20 {
            advance = known[0x20]
            if advance.isNaN {
              advance = measurer.advance(ofASCII: 0x20) * lengthFactor
              known[0x20] = advance
            }
          } else if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A {
            index += 1
          }
          (advanceCount, wordWidth, paragraphWidth) = (count, word, paragraph)
          if byte == 0x20 {
            add(advance, isSpace: true, scalar: 0x20)
          } else {
            endParagraph()
          }
          (start, word, paragraph) = (wordStart, wordWidth, paragraphWidth)
          continue
        }
        // A word, up to the next separator. Its first character decides whether a line may
        // start with it; the rest, as `add(_:isSpace:scalar:)` for a character of a word.
        if count == start { startsWithClosing = LineStart.isForbidden(before: UInt32(byte)) }
        repeat {
          let byte = bytes[index]
          var advance = known[Int(byte)]
          if advance.isNaN {
            advance = measurer.advance(ofASCII: byte) * lengthFactor
            known[Int(byte)] = advance
            if advance.isNaN { sawNaN = true }
          }
          narrowest = advance < narrowest ? advance : narrowest
          widest = widest < advance ? advance : widest
          paragraph += advance
          word += advance
          advances[count] = advance
          count += 1
          index += 1
        } while index < bytes.count && !Self.isSeparator(bytes[index])
      }
      (advanceCount, wordWidth, paragraphWidth) = (count, word, paragraph)
      narrow.narrowest = sawNaN ? .nan : narrowest
      narrow.widest = widest
    }

    /// Whether an ASCII byte ends a word: a space, or a newline (0x0A–0x0D).
    @inline(__always)
    static func isSeparator(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte &- 0x0A < 4
    }
  }

  /// The bounds the walk of `bytes` (UTF-8) is sized from: at most `characters` advances and
  /// `words` words, and whether every byte is ASCII. For tests of their count.
  package static func storageBounds(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> (
    characters: Int, words: Int, isASCII: Bool
  ) {
    Builder.bounds(of: bytes)
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
  ///
  /// Inlinable: a layout pass asks it at nearly every size question of a `Text`.
  @inlinable @inline(__always)
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
    storage.read { advances, words in
      let text = Contents(advances: advances, words: words, space: space)
      guard text.forEachLine(of: firstParagraph, maxWidth: maxWidth, body) else { return }
      for paragraph in otherParagraphs {
        guard text.forEachLine(of: paragraph, maxWidth: maxWidth, body) else { return }
      }
    }
  }
}

/// A measured text's advances and words, lent for one wrapping.
private struct Contents {
  let advances: UnsafeBufferPointer<Double>
  let words: UnsafeBufferPointer<MeasuredText.Word>
  /// The advance of `" "`.
  let space: Double

  /// ``forEachLine(maxWidth:_:)`` for one paragraph; returns `false` once `body` does.
  func forEachLine(
    of paragraph: MeasuredText.Paragraph, maxWidth: Double?, _ body: (Double) -> Bool
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
  func place(
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
