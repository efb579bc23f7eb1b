import LayoutCore

/// One column of a ``LazyVGrid`` or one row of a ``LazyHGrid``: its size, the spacing after
/// it and how items are aligned in it ("GridItem",
/// https://developer.apple.com/documentation/swiftui/griditem).
public struct GridItem: Hashable, Sendable {
  /// How long a grid item is across the grid.
  public enum Size: Hashable, Sendable {
    /// Exactly this long, whatever the space.
    case fixed(Double)
    /// A share of the space left by the fixed items and the spacing, clamped to the bounds.
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    /// A share like a flexible item's, filled with as many items of at least `minimum` as
    /// fit, each grown to fill it (up to `maximum`).
    case adaptive(minimum: Double, maximum: Double = .infinity)
  }

  /// The item's size.
  public var size: Size
  /// The space after this item, before the next one; `nil` for the default 8.
  public var spacing: Double?
  /// How views are aligned in this item's cells; `nil` for the grid's alignment.
  public var alignment: Alignment?

  /// Creates a grid item; the defaults are Apple's: flexible, default spacing, grid alignment.
  public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
