import LayoutCore
import LayoutVocabulary
import Traits
import Typography

extension LayoutDocument {
  /// What kind of view an entry makes: a plain view, or one of UIKit's containers and text views.
  public enum ViewKind: Hashable, Sendable {
    /// A plain view (`UIView`).
    case plain
    /// A stack view (`UIStackView`); the views whose parent it is are its arranged subviews, in
    /// file order.
    case stack(StackSpec)
    /// A label (`UILabel`).
    case label(LabelSpec)
    /// A scroll view (`UIScrollView`), whose `contentLayout` and `frameLayout` guides equations
    /// may name.
    case scroll
  }

  /// A stack view's settings, named as `UIStackView`'s properties.
  public struct StackSpec: Hashable, Sendable {
    /// The axis the arranged views are laid out along.
    public var axis: Axis
    /// How the arranged views share the stack's length.
    public var distribution: StackDistribution
    /// How the arranged views sit across the axis.
    public var alignment: StackAlignment
    /// The gap between adjacent arranged views, in points (≥ 0).
    public var spacing: Double
    /// Whether the arrangement follows the stack's layout margins instead of its edges.
    public var isLayoutMarginsRelativeArrangement: Bool
    /// Whether vertical spacing runs between baselines instead of edges.
    public var isBaselineRelativeArrangement: Bool
    /// The settings that replace these at the accessibility text sizes (`accessibility:`), the
    /// way Apple's Dynamic Type advice switches a row to a column when
    /// `preferredContentSizeCategory.isAccessibilityCategory`; `nil` keeps them at every size.
    public var accessibility: StackVariation?

    /// Creates stack settings; the defaults are `UIStackView`'s.
    public init(
      axis: Axis = .horizontal, distribution: StackDistribution = .fill,
      alignment: StackAlignment = .fill, spacing: Double = 0,
      isLayoutMarginsRelativeArrangement: Bool = false, isBaselineRelativeArrangement: Bool = false,
      accessibility: StackVariation? = nil
    ) {
      self.axis = axis
      self.distribution = distribution
      self.alignment = alignment
      self.spacing = spacing
      self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
      self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
      self.accessibility = accessibility
    }

    /// The settings in force at `category`: these, with ``accessibility``'s replacements at the
    /// accessibility sizes.
    public func resolved(for category: ContentSizeCategory) -> StackSpec {
      guard category.isAccessibilityCategory, let variation = accessibility else { return self }
      var result = self
      result.axis = variation.axis ?? axis
      result.distribution = variation.distribution ?? distribution
      result.alignment = variation.alignment ?? alignment
      result.spacing = variation.spacing ?? spacing
      result.accessibility = nil
      return result
    }
  }

  /// Stack settings that replace a stack's own under a condition; `nil` keeps the stack's.
  public struct StackVariation: Hashable, Sendable {
    /// The axis.
    public var axis: Axis?
    /// The distribution.
    public var distribution: StackDistribution?
    /// The alignment.
    public var alignment: StackAlignment?
    /// The spacing, in points (≥ 0).
    public var spacing: Double?

    /// Creates a variation.
    public init(
      axis: Axis? = nil, distribution: StackDistribution? = nil, alignment: StackAlignment? = nil,
      spacing: Double? = nil
    ) {
      self.axis = axis
      self.distribution = distribution
      self.alignment = alignment
      self.spacing = spacing
    }
  }

  /// A label's settings.
  public struct LabelSpec: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The Dynamic Type style, or `nil` for UIKit's default 17-point label font.
    public var textStyle: TextStyle?
    /// The most lines shown; 0 for as many as needed (`numberOfLines`, 1 by default).
    public var numberOfLines: Int

    /// Creates label settings.
    public init(text: String, textStyle: TextStyle? = nil, numberOfLines: Int = 1) {
      self.text = text
      self.textStyle = textStyle
      self.numberOfLines = numberOfLines
    }
  }

  /// A priority per axis (content hugging or compression resistance); `nil` keeps UIKit's default.
  public struct AxisPriorities: Hashable, Sendable {
    /// The horizontal priority.
    public var horizontal: Double?
    /// The vertical priority.
    public var vertical: Double?

    /// Creates priorities.
    public init(horizontal: Double? = nil, vertical: Double? = nil) {
      self.horizontal = horizontal
      self.vertical = vertical
    }
  }

  /// The size classes (and text sizes) a view or constraint is installed for, like Interface
  /// Builder's size-class variations: `nil` matches any.
  public struct TraitCondition: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal size class required, if any.
    public var width: UserInterfaceSizeClass?
    /// The vertical size class required, if any.
    public var height: UserInterfaceSizeClass?
    /// Whether the text size must be one of the five accessibility sizes (`true`) or one of the
    /// seven others (`false`): UIKit's `ContentSizeCategory.isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool?

    /// Creates a condition.
    public init(
      width: UserInterfaceSizeClass? = nil, height: UserInterfaceSizeClass? = nil,
      isAccessibilityCategory: Bool? = nil
    ) {
      self.width = width
      self.height = height
      self.isAccessibilityCategory = isAccessibilityCategory
    }

    /// Whether a window with these size classes installs the entry, at any text size for a
    /// condition on the text size (see ``matches(horizontal:vertical:contentSizeCategory:)``).
    public func matches(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)
      -> Bool
    {
      (width == nil || width == horizontal) && (height == nil || height == vertical)
    }

    /// Whether a window with these size classes and text size installs the entry.
    public func matches(
      horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass,
      contentSizeCategory: ContentSizeCategory
    ) -> Bool {
      matches(horizontal: horizontal, vertical: vertical)
        && (isAccessibilityCategory == nil
          || isAccessibilityCategory == contentSizeCategory.isAccessibilityCategory)
    }

    /// `{width: compact, height: regular}`, as the file writes it.
    public var description: String {
      let parts = [
        width.map { "width: \($0)" }, height.map { "height: \($0)" },
        isAccessibilityCategory.map { "accessibilityCategory: \($0)" },
      ].compactMap { $0 }
      return "{\(parts.joined(separator: ", "))}"
    }
  }
}
