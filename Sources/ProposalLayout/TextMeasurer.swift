/// Supplies the font metrics ``Text`` wraps with: one advance per character and a line height.
///
/// Wrapping itself is shared (``Text`` wraps greedily at spaces, see `TextWrapping`), so a
/// measurer only describes the font. Use ``FixedAdvanceTextMeasurer`` in tests and
/// ``FontMetricsTextMeasurer`` for realistic widths.
public protocol TextMeasurer: Sendable {
  /// The horizontal advance of `character`, in points.
  func advance(of character: Character) -> Double
  /// The distance between the tops of two consecutive lines, in points.
  var lineHeight: Double { get }
}
