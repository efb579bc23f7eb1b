import LayoutCore

// SwiftUI spells insets by leading and trailing edge, UIKit by left and right; Plumb's
// LayoutCore type has UIKit's names, which the constraint half of the library uses. These
// members let SwiftUI code paste unchanged: `EdgeInsets(top: 8, leading: 16, bottom: 8,
// trailing: 16)` is the same value as `EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)`.
// Layout here is left to right, so leading is left and trailing is right.
//
// SwiftUI's initializer has no default arguments ("EdgeInsets — init(top:leading:bottom:
// trailing:)", https://developer.apple.com/documentation/swiftui/edgeinsets); neither has this
// one, which also keeps `EdgeInsets()` unambiguous.
extension EdgeInsets {
  /// Creates insets from SwiftUI's four distances; leading is left and trailing is right.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.init(top: top, left: leading, bottom: bottom, right: trailing)
  }

  /// The inset from the leading edge: ``LayoutCore/EdgeInsets/left``, as layout is left to
  /// right.
  public var leading: Double {
    get { left }
    set { left = newValue }
  }

  /// The inset from the trailing edge: ``LayoutCore/EdgeInsets/right``.
  public var trailing: Double {
    get { right }
    set { right = newValue }
  }
}
