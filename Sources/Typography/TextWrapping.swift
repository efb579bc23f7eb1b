/// Greedy word wrapping, shared by every ``TextMeasurer``: SwiftUI-style `Text` in
/// ProposalLayout and UIKit-style labels in AutoLayout wrap the same way.
///
/// Rules (the `TestText` stand-in, Documentation/Facts/SwiftUI.md#test-stand-ins and #text): a
/// `nil` or infinite width keeps each paragraph on one line (the ideal size is the unwrapped
/// bounding box [O: FG-IS]); otherwise words are added to a line while they fit, separated by one
/// space whose advance counts; the space at a break is dropped; a word longer than the line is
/// broken between characters, with at least one character per line ("the view even breaks that
/// word to wrap individual letters" [O: OBJC-318]). A space before closing punctuation (`!`, `?`,
/// `)`, `:` …) is no break: the punctuation stays on the line of the word before it
/// (Documentation/Facts/Typography.md#punctuation-after-a-space). Paragraphs are separated by any
/// newline: `"\n"`, `"\r"`, `"\r\n"`, U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR and the
/// other mandatory breaks (Documentation/Facts/Typography.md#line-breaks-in-a-text).
///
/// The algorithm is written once, in ``MeasuredText``; to wrap one text to several widths,
/// measure it once with ``MeasuredText/init(_:measurer:)`` and ask that.
public enum TextWrapping {
  /// The width of each line of `text` wrapped to `maxWidth`.
  public static func lineWidths(of text: String, maxWidth: Double?, measurer: any TextMeasurer)
    -> [Double]
  {
    MeasuredText(text, measurer: measurer).lineWidths(maxWidth: maxWidth)
  }

  /// The size of `text` wrapped to `maxWidth` and cut to the lines that fit `maxHeight`.
  ///
  /// A finite height keeps `max(1, floor(height / lineHeight))` lines (the rest would be
  /// truncated); the width is that of the widest kept line, never the proposal — "the bounds
  /// of a Text view never stretch beyond the height and width of its displayed lines"
  /// [O: WWDC19-237]. `nil` or infinite limits do not constrain. With a measurer's
  /// ``TextMeasurer/pixelScale`` both are then rounded up to its pixels, as `UILabel` does.
  /// A `lineSpacing` spaces the lines' tops that far apart (see
  /// ``MeasuredText/size(maxWidth:maxHeight:lineSpacing:)``).
  public static func size(
    of text: String, maxWidth: Double?, maxHeight: Double?, measurer: any TextMeasurer,
    lineSpacing: Double? = nil
  ) -> (width: Double, height: Double) {
    MeasuredText(text, measurer: measurer).size(
      maxWidth: maxWidth, maxHeight: maxHeight, lineSpacing: lineSpacing)
  }
}

/// Two lengths closer than this, in points, are equal when deciding whether a word fits on a
/// line: sums of advances such as `3 × 17 / 2048` are inexact, and the slack keeps that rounding
/// from moving a break.
@usableFromInline let wrappingTolerance: Double = 1e-9

/// A length closer than this (in pixels) above a pixel boundary rounds up to that boundary, not
/// the next: sums of advances carry rounding of about 1e-12 pt, which must not add a pixel.
let pixelTolerance: Double = 1e-6
