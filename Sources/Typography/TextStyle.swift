/// A semantic text style, UIKit's `UIFont.TextStyle`: its point size follows the reader's
/// ``ContentSizeCategory`` (Dynamic Type).
///
/// Sizes per category are in ``DynamicTypeSizes``.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
  /// Large titles (34 pt at the default size).
  case largeTitle
  /// First-level headings (28 pt); SwiftUI's `.title`.
  case title1
  /// Second-level headings (22 pt).
  case title2
  /// Third-level headings (20 pt).
  case title3
  /// Headings, semibold (17 pt).
  case headline
  /// Body text (17 pt).
  case body
  /// Callouts (16 pt).
  case callout
  /// Subheadings (15 pt); SwiftUI's `.subheadline`.
  case subheadline
  /// Footnotes (13 pt).
  case footnote
  /// Captions (12 pt); SwiftUI's `.caption`.
  case caption1
  /// Secondary captions (11 pt).
  case caption2

  /// The point size of the style at `category`: Apple's Dynamic Type table.
  public func pointSize(for category: ContentSizeCategory = .large) -> Double {
    DynamicTypeSizes.size(of: self, at: category).pointSize
  }

  /// The weight of the style's system font: semibold for ``headline``, regular for the others
  /// (the "Weight" column of Apple's Human Interface Guidelines, "Typography" → Specifications,
  /// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// The line spacing Apple's design guidelines give the style at `category`, in points.
  public func leading(for category: ContentSizeCategory = .large) -> Double {
    DynamicTypeSizes.size(of: self, at: category).leading
  }
}
