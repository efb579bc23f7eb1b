import LayoutCore

/// A pair of guides, one per axis, that a container uses to position a child
/// (`.center`, `.topLeading`, …).
public struct Alignment: Hashable, Sendable {
  /// The guide along the horizontal axis.
  public var horizontal: HorizontalAlignment
  /// The guide along the vertical axis.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two guides.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The guide along `axis`.
  public subscript(axis: Axis) -> AlignmentKey {
    axis == .horizontal ? horizontal.key : vertical.key
  }

  /// Centre on both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Left edge, vertical centre.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Right edge, vertical centre.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top edge, horizontal centre.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom edge, horizontal centre.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top-left corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top-right corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom-left corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom-right corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
