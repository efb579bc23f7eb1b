/// Greedy word wrapping, shared by every ``TextMeasurer``: SwiftUI-style `Text` in
/// ProposalLayout and UIKit-style labels in AutoLayout wrap the same way.
///
/// Rules (the `TestText` stand-in, Documentation/Facts/SwiftUI.md#test-stand-ins and #text): a
/// `nil` or infinite width keeps each paragraph on one line (the ideal size is the unwrapped
/// bounding box [O: FG-IS]); otherwise words are added to a line while they fit, separated by one
/// space whose advance counts; the space at a break is dropped; a word longer than the line is
/// broken between characters, with at least one character per line ("the view even breaks that word
/// to wrap individual
/// letters" [O: OBJC-318]). Paragraphs are separated by `"\n"`.
public enum TextWrapping {
  /// The width of each line of `text` wrapped to `maxWidth`.
  public static func lineWidths(of text: String, maxWidth: Double?, measurer: any TextMeasurer)
    -> [Double]
  {
    let space = measurer.advance(of: " ")
    func width(of word: Substring) -> Double {
      word.reduce(0) { $0 + measurer.advance(of: $1) }
    }
    var lines: [Double] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let limit = maxWidth, limit.isFinite else {
        lines.append(width(of: paragraph))
        continue
      }
      var line: Double?  // the current line's width; nil before its first word
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let wordWidth = width(of: word)
        if let current = line, current + space + wordWidth <= limit + wrappingTolerance {
          line = current + space + wordWidth
          continue
        }
        if let current = line { lines.append(current) }
        if wordWidth <= limit + wrappingTolerance {
          line = wordWidth
          continue
        }
        var fragment = 0.0
        var count = 0
        for character in word {
          let advance = measurer.advance(of: character)
          if count > 0, fragment + advance > limit + wrappingTolerance {
            lines.append(fragment)
            (fragment, count) = (0, 0)
          }
          fragment += advance
          count += 1
        }
        line = fragment
      }
      lines.append(line ?? 0)
    }
    return lines
  }

  /// The size of `text` wrapped to `maxWidth` and cut to the lines that fit `maxHeight`.
  ///
  /// A finite height keeps `max(1, floor(height / lineHeight))` lines (the rest would be
  /// truncated); the width is that of the widest kept line, never the proposal — "the bounds
  /// of a Text view never stretch beyond the height and width of its displayed lines"
  /// [O: WWDC19-237]. `nil` or infinite limits do not constrain.
  public static func size(
    of text: String, maxWidth: Double?, maxHeight: Double?, measurer: any TextMeasurer
  ) -> (width: Double, height: Double) {
    guard !text.isEmpty else { return (0, 0) }
    var lines = lineWidths(of: text, maxWidth: maxWidth, measurer: measurer)
    if let height = maxHeight, height.isFinite, measurer.lineHeight > 0 {
      let fitting = Int((height / measurer.lineHeight + wrappingTolerance).rounded(.down))
      lines = Array(lines.prefix(max(1, fitting)))
    }
    return (lines.max() ?? 0, Double(lines.count) * measurer.lineHeight)
  }
}

/// Two lengths closer than this, in points, are equal when deciding whether a word fits on a
/// line: sums of advances such as `3 × 17 / 2048` are inexact, and the slack keeps that rounding
/// from moving a break.
let wrappingTolerance: Double = 1e-9
