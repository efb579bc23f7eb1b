import AutoLayout

/// A font as Auto Layout sees it: a Dynamic Type text style or a system font's size and weight
/// (UIKit's `UIFont`). Plumb measures the system font (San Francisco) only.
public struct UIFont: Hashable, Sendable {
  /// A Dynamic Type style: `UIFont.TextStyle`.
  public typealias TextStyle = Typography.TextStyle
  /// A system font weight: `UIFont.Weight` (Plumb has metrics for regular, medium, semibold
  /// and bold).
  public typealias Weight = FontWeight

  /// The text style the font follows, or `nil` for a fixed size.
  public let textStyle: TextStyle?
  /// The size in points (for a text style, at the content size category it was made for).
  public let pointSize: CGFloat
  /// The weight (for a text style, the style's).
  public let weight: Weight

  /// The font for `style` at the default text size (`large`), as
  /// `UIFont.preferredFont(forTextStyle:)`; a label follows later text-size changes only with
  /// `adjustsFontForContentSizeCategory`.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(textStyle: style, pointSize: style.pointSize(for: .large), weight: style.weight)
  }

  /// The system font of `fontSize` points in `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(textStyle: nil, pointSize: fontSize, weight: weight)
  }

  /// The bold system font of `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// UIKit's default label font size, 17 pt.
  public static var labelFontSize: CGFloat { 17 }
}
