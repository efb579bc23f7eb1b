import AutoLayout
import Cassowary
import LayoutCore

// The engine's Auto Layout types already have UIKit's shape (same members, same defaults,
// `Double` where UIKit has `CGFloat`, which converts implicitly): these names are all they need.

/// A linear relation between two anchors: UIKit's `NSLayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// A constraint's priority, `1...1000`: UIKit's `UILayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// A rectangle that takes part in Auto Layout without drawing: UIKit's `UILayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// The guide tracking the keyboard's top edge: UIKit's `UIKeyboardLayoutGuide`.
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
/// An anchor for making constraints: UIKit's `NSLayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// A horizontal position anchor: UIKit's `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// A vertical position anchor: UIKit's `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// A width or height anchor: UIKit's `NSLayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// A view's traits (size classes, scale, layout direction, text size): `UITraitCollection`.
public typealias UITraitCollection = TraitCollection
/// Compact, regular or unspecified: UIKit's `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// The user's preferred text size: UIKit's `UIContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
/// Left to right or right to left: UIKit's `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// How a view's content flips under a right-to-left language: `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute

extension LayoutConstraint {
  /// The axis of hugging and compression resistance and of a stack view:
  /// `NSLayoutConstraint.Axis`.
  public typealias Axis = LayoutCore.Axis
}

extension LayoutPriority {
  /// The priority `rawValue` points above `priority`, as UIKit's `UILayoutPriority + Float`.
  public static func + (priority: Self, points: Float) -> Self {
    Self(rawValue: priority.rawValue + points)
  }

  /// The priority `rawValue` points below `priority`, as UIKit's `UILayoutPriority - Float`.
  public static func - (priority: Self, points: Float) -> Self {
    Self(rawValue: priority.rawValue - points)
  }
}
