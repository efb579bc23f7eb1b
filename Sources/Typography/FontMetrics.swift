/// UIKit's `UIFontMetrics`: scales a custom font's size, or any length, for Dynamic Type the way
/// the system scales a text style.
///
/// The factor for a content size category is the ratio of the style's leading in Apple's
/// Dynamic Type tables (``DynamicTypeSizes``) at that category to its leading at ``large``:
/// `factor = leading(category) / leading(.large)`. This is what iOS 26.1 returned for every
/// recorded value (Documentation/Facts/Typography.md#uifontmetrics-scaling): body's factor at
/// AX5 is 62 / 22, so 64 scales to 180.36 → 180⅓ (a value) and 180 (a font size); at extra small
/// 19 / 22, so 64 scales to 55⅓ and 55. Not the ratio of the point sizes (53 / 17 at AX5).
///
/// Rounding, as recorded: ``scaledValue(for:compatibleWith:displayScale:)`` rounds to the nearest
/// pixel and ``scaledFont(for:compatibleWith:)`` to the nearest whole point, halves away from
/// zero (caption 1 at small: 8 × 13 / 16 = 6.5 → 6⅔ and 7).
public struct FontMetrics: Hashable, Sendable {
  /// The text style whose scaling this follows.
  public let textStyle: TextStyle

  /// The metrics of `textStyle`, as `UIFontMetrics(forTextStyle:)`.
  public init(forTextStyle textStyle: TextStyle) {
    self.textStyle = textStyle
  }

  /// The body style's metrics, as `UIFontMetrics.default`.
  public static let `default` = FontMetrics(forTextStyle: .body)

  /// The unrounded `value × leading(category) / leading(.large)`.
  private func scaled(_ value: Double, _ category: ContentSizeCategory) -> Double {
    value * textStyle.leading(for: category) / textStyle.leading(for: .large)
  }

  /// `value` scaled for `category` and rounded to the nearest pixel of `displayScale`, as
  /// `scaledValue(for:compatibleWith:)` for a trait collection with that category and scale.
  public func scaledValue(
    for value: Double, compatibleWith category: ContentSizeCategory, displayScale: Double
  ) -> Double {
    let exact = scaled(value, category)
    guard displayScale > 0, displayScale.isFinite else { return exact }
    return (exact * displayScale).rounded(.toNearestOrAwayFromZero) / displayScale
  }

  /// The point size of a custom font of `pointSize` scaled for `category`, rounded to a whole
  /// point, as the size of the font `scaledFont(for:compatibleWith:)` returns.
  public func scaledFont(for pointSize: Double, compatibleWith category: ContentSizeCategory)
    -> Double
  {
    scaled(pointSize, category).rounded(.toNearestOrAwayFromZero)
  }

  /// ``scaledFont(for:compatibleWith:)`` but never above `maximumPointSize` (0 for no maximum),
  /// as `scaledFont(for:maximumPointSize:compatibleWith:)`.
  public func scaledFont(
    for pointSize: Double, maximumPointSize: Double, compatibleWith category: ContentSizeCategory
  ) -> Double {
    let scaled = scaledFont(for: pointSize, compatibleWith: category)
    return maximumPointSize > 0 ? min(scaled, maximumPointSize) : scaled
  }
}
