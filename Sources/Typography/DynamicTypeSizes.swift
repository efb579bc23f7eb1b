/// Apple's Dynamic Type sizes for iOS and iPadOS: each ``TextStyle``'s point size and leading
/// at each ``ContentSizeCategory``.
///
/// Source: Apple Human Interface Guidelines, "Typography" → Specifications, tables "iOS, iPadOS
/// Dynamic Type sizes" and "iOS, iPadOS larger accessibility type sizes"
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
/// The point sizes agree with what `UIFont.preferredFont(forTextStyle:compatibleWith:)` returned
/// on an iOS 13.3 simulator (temoki, "UIKit_DynamicType", README table,
/// https://github.com/temoki/UIKit_DynamicType) in every cell but one: caption 2 at
/// accessibility extra extra extra large is 40 pt in the guidelines and 41 pt on the simulator.
/// The guidelines' 40 is kept here.
public enum DynamicTypeSizes {
  /// A point size and the guidelines' leading (line spacing) for it.
  public struct Size: Hashable, Sendable {
    /// The font size in points.
    public let pointSize: Double
    /// The guidelines' line spacing in points.
    public let leading: Double
  }

  /// The size of `style` at `category`.
  public static func size(of style: TextStyle, at category: ContentSizeCategory) -> Size {
    // Every row has one pair per category (a test checks it), so the index is in range.
    let pair = row(style)[category.index]
    return Size(pointSize: pair.0, leading: pair.1)
  }

  /// One (size, leading) pair per category, from extra small to accessibility extra extra extra
  /// large, transcribed from the guidelines' tables column by column.
  static func row(_ style: TextStyle) -> [(Double, Double)] {
    switch style {
    case .largeTitle:
      return [
        (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
        (44, 52), (48, 57), (52, 61), (56, 66), (60, 70),
      ]
    case .title1:
      return [
        (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
        (38, 46), (43, 51), (48, 57), (53, 62), (58, 68),
      ]
    case .title2:
      return [
        (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
        (34, 41), (39, 47), (44, 52), (50, 59), (56, 66),
      ]
    case .title3:
      return [
        (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
        (31, 38), (37, 44), (43, 51), (49, 58), (55, 65),
      ]
    case .headline:
      return [
        (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
        (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
      ]
    case .body:
      return [
        (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
        (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
      ]
    case .callout:
      return [
        (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
        (26, 32), (32, 39), (38, 46), (44, 52), (51, 60),
      ]
    case .subheadline:
      return [
        (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
        (25, 31), (30, 37), (36, 43), (42, 50), (49, 58),
      ]
    case .footnote:
      return [
        (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
        (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
      ]
    case .caption1:
      return [
        (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
        (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
      ]
    case .caption2:
      return [
        (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
        (20, 25), (24, 30), (29, 35), (34, 41), (40, 48),
      ]
    }
  }
}
