extension MeasuredText {
  /// A text wrapped to one width: how many lines it has there and how wide the widest is, so
  /// that questions about the same width with other heights need not wrap it again.
  ///
  /// A height only cuts the wrapped lines to the first `limit` of them
  /// (``MeasuredText/size(maxWidth:maxHeight:lineSpacing:)``); the lines themselves depend on
  /// the width alone. So once the text is wrapped to a width in full, any height whose limit is
  /// at least the number of lines changes nothing — the same lines are counted, and the same
  /// widest of them — and ``MeasuredText/size(of:maxHeight:lineSpacing:)`` answers it without
  /// wrapping. A SwiftUI stack asks a `Text` about each width with no height, then with 0, ∞
  /// and its share when it places it.
  package struct Lines: Sendable, Equatable {
    /// The width the text was wrapped to; `nil` for none (an infinite or NaN width wraps as no
    /// width does, the wrapping's rule), so they are all `nil` here and
    /// compare equal).
    package let maxWidth: Double?
    /// Lines as kept by a cache: `count` lines, the widest `widest` wide, at `maxWidth`
    /// (already a ``key(forMaxWidth:)``).
    package init(maxWidth: Double?, count: Int, widest: Double, first: Double, isComplete: Bool) {
      self.maxWidth = maxWidth
      self.count = count
      self.widest = widest
      self.first = first
      self.isComplete = isComplete
    }

    /// The number of lines counted: all of them if ``isComplete``, else exactly the limit the
    /// wrapping stopped at.
    package let count: Int
    /// The widest of the lines counted, before rounding.
    package let widest: Double
    /// The width of the first line, before rounding: all a limit of one line keeps.
    package let first: Double
    /// Whether every line was counted. A wrapping cut by a height stops at its limit without
    /// looking further, so it is complete only when it ended with fewer lines than the limit.
    package let isComplete: Bool

    /// `width` as a key: `nil` for any width that does not wrap (`nil`, infinite or NaN).
    /// `0` and `−0` compare equal and wrap alike (the slack `limit + tolerance` is the same).
    @inlinable @inline(__always)
    package static func key(forMaxWidth width: Double?) -> Double? {
      guard let width, width.isFinite else { return nil }
      return width
    }
  }

  /// What a height keeps of a complete wrapping (``Lines/isComplete``): all its lines, the
  /// first alone, or some other number of them.
  @usableFromInline package enum HeightCut {
    case all, first, other
  }

  /// What `maxHeight` keeps of `count` complete lines, as ``lineLimit(maxHeight:)`` decides it
  /// but without rounding down: a layout pass asks it at nearly every size question of a
  /// `Text`.
  ///
  /// With x = height / lineHeight + tolerance, the limit is max(1, ⌊x⌋) (clamped to `Int`'s
  /// range). For a whole number n, ⌊x⌋ ≥ n exactly when x ≥ n, so the limit keeps all of
  /// `count` ≥ 2 lines when x ≥ count, and it is 1 exactly when ⌊x⌋ ≤ 1, that is x < 2. No
  /// height, an infinite or NaN one, or no line height keeps every line, as does any limit of
  /// one or fewer lines.
  @inlinable @inline(__always)
  package func cut(ofCompleteLines count: Int, maxHeight: Double?) -> HeightCut {
    guard count > 1, let height = maxHeight, height.isFinite, lineHeight > 0 else { return .all }
    let x = height / lineHeight + wrappingTolerance
    if x >= Double(count) { return .all }
    return x < 2 ? .first : .other
  }

  /// The sizes of all of `lines` and of their first alone: the answers of
  /// ``size(of:maxHeight:lineSpacing:)`` to any height that keeps every line, and to any that
  /// keeps one. (Both at once: a cache keeps them together, and the measurement is copied into
  /// each call.)
  package func sizes(of lines: Lines) -> (
    all: (width: Double, height: Double), first: (width: Double, height: Double)
  ) {
    guard !isEmpty else { return ((0, 0), (0, 0)) }
    return (
      size(lineCount: lines.count, widest: lines.widest, lineSpacing: nil),
      size(lineCount: 1, widest: lines.first, lineSpacing: nil)
    )
  }

  /// The text wrapped to `maxWidth`, counting only the lines that fit `maxHeight` (all of them
  /// without one).
  package func lines(maxWidth: Double?, maxHeight: Double? = nil) -> Lines {
    let limit = lineLimit(maxHeight: maxHeight)
    guard let width = maxWidth, width.isFinite else {
      // Unwrapped (``forEachLine(maxWidth:_:)`` without a finite width): a line per paragraph,
      // its unwrapped width; counted here without lending the storage for a walk.
      var count = 1
      var widest = firstParagraph.width
      for paragraph in otherParagraphs where count < limit {
        count += 1
        if widest < paragraph.width { widest = paragraph.width }
      }
      return Lines(
        maxWidth: nil, count: count, widest: widest, first: firstParagraph.width,
        isComplete: count < limit)
    }
    if let lines = linesNarrowerThanEveryCharacter(slack: width + wrappingTolerance, limit: limit) {
      return Lines(
        maxWidth: width, count: lines.count, widest: lines.widest, first: lines.first,
        isComplete: lines.count < limit)
    }
    var count = 0
    var widest = 0.0
    var first = 0.0
    forEachLine(maxWidth: maxWidth) { width in
      count += 1
      // As `Array.max()`: a later line replaces the widest only if it is strictly wider.
      if count == 1 || widest < width { widest = width }
      if count == 1 { first = width }
      return count < limit
    }
    return Lines(
      maxWidth: Lines.key(forMaxWidth: maxWidth), count: count, widest: widest, first: first,
      isComplete: count < limit)
  }

  /// The size of the text wrapped as `lines` and cut to the lines that fit `maxHeight`: the same
  /// as ``size(maxWidth:maxHeight:lineSpacing:)`` with `lines.maxWidth`.
  ///
  /// Answered from `lines` when they are the very lines that question counts — all of them and
  /// the limit keeps them all, or the wrapping stopped at this same limit — or when the limit
  /// keeps the first line alone; else by wrapping again (a tighter limit needs the widest of
  /// fewer lines).
  package func size(of lines: Lines, maxHeight: Double?, lineSpacing: Double? = nil) -> (
    width: Double, height: Double
  ) {
    guard !isEmpty else { return (0, 0) }
    let limit = lineLimit(maxHeight: maxHeight)
    if lines.isComplete ? limit >= lines.count : limit == lines.count {
      return size(lineCount: lines.count, widest: lines.widest, lineSpacing: lineSpacing)
    }
    // A text has at least one line, and a limit of one keeps the first alone.
    if limit == 1 { return size(lineCount: 1, widest: lines.first, lineSpacing: lineSpacing) }
    return size(maxWidth: lines.maxWidth, maxHeight: maxHeight, lineSpacing: lineSpacing)
  }

  /// The lines counted at a width whose `slack` (the width plus the tolerance) is less than
  /// every character's advance and than a space's, as ``forEachLine(maxWidth:_:)`` counts them
  /// up to `limit` lines, found without placing word by word; `nil` at any other width.
  ///
  /// At such a width nothing fits beside anything: every sum a line would grow by —
  /// `line + space + word`, `fragment + advance`, a word and its glued punctuation — is at
  /// least a space or an advance (its terms are not negative, and rounding a sum of
  /// non-negative terms never makes it less than one of them), so it exceeds the slack. So each
  /// character is a line of its own, its advance wide, and each empty word (between two spaces,
  /// or an empty paragraph) an empty line: the lines, in order, are each word's advances, or
  /// one 0 for an empty word. Their number is the characters plus the empty words, the widest
  /// the largest advance (every advance is positive, so wider than an empty line) — a count
  /// and a maximum, the numbers the walk finds, to the bit. A stack asks every `Text` its
  /// minimum width this way, proposing 0.
  func linesNarrowerThanEveryCharacter(slack: Double, limit: Int)
    -> (count: Int, widest: Double, first: Double)?
  {
    // `>` is false for NaN: a NaN advance or space takes the walk.
    guard space > slack, narrow.narrowest > slack else { return nil }
    let total = narrow.characters + narrow.emptyWords
    if total < limit { return (total, narrow.widest, narrow.first) }
    // Cut at `limit` lines: the widest of the first `limit` of them.
    return storage.read { advances, words in
      var count = 0
      var widest = 0.0
      for word in words {
        if word.characters.isEmpty {
          count += 1
        } else {
          for advance in advances[word.characters] {
            count += 1
            if widest < advance { widest = advance }
            if count == limit { break }
          }
        }
        if count == limit { break }
      }
      return (count, widest, narrow.first)
    }
  }
}
