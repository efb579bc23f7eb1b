/// The reader's preferred text size, UIKit's `UIContentSizeCategory`: the seven standard sizes
/// and the five larger accessibility sizes, smallest first.
///
/// The default is ``large``. Names are UIKit's; the comment on each case gives the column
/// heading of Apple's Human Interface Guidelines tables ("Typography", Specifications,
/// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications) and
/// SwiftUI's `DynamicTypeSize` name.
public enum ContentSizeCategory: String, CaseIterable, Comparable, Hashable, Sendable {
  /// HIG "xSmall"; SwiftUI `.xSmall`.
  case extraSmall
  /// HIG "Small"; SwiftUI `.small`.
  case small
  /// HIG "Medium"; SwiftUI `.medium`.
  case medium
  /// HIG "Large", the system default; SwiftUI `.large`.
  case large
  /// HIG "xLarge"; SwiftUI `.xLarge`.
  case extraLarge
  /// HIG "xxLarge"; SwiftUI `.xxLarge`.
  case extraExtraLarge
  /// HIG "xxxLarge", the largest standard size; SwiftUI `.xxxLarge`.
  case extraExtraExtraLarge
  /// HIG "AX1"; SwiftUI `.accessibility1`.
  case accessibilityMedium
  /// HIG "AX2"; SwiftUI `.accessibility2`.
  case accessibilityLarge
  /// HIG "AX3"; SwiftUI `.accessibility3`.
  case accessibilityExtraLarge
  /// HIG "AX4"; SwiftUI `.accessibility4`.
  case accessibilityExtraExtraLarge
  /// HIG "AX5", the largest size of all; SwiftUI `.accessibility5`.
  case accessibilityExtraExtraExtraLarge

  /// `true` for the five accessibility sizes (UIKit's `isAccessibilityCategory`).
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The category's position, smallest first: the column of the Dynamic Type tables.
  var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  /// Orders categories by size, as UIKit's `<` on `UIContentSizeCategory` does.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}
