import LayoutCore

/// Distances inward from each edge, with leading and trailing instead of left and right
/// (UIKit's `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the leading edge.
  public var leading: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the trailing edge.
  public var trailing: Double

  /// Creates insets from the four distances.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The insets with leading and trailing resolved to left and right for `direction`.
  public func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
    direction == .leftToRight
      ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }

  /// Directional insets equal to `insets` under `direction`.
  public init(_ insets: EdgeInsets, direction: UserInterfaceLayoutDirection) {
    self =
      direction == .leftToRight
      ? DirectionalEdgeInsets(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
      : DirectionalEdgeInsets(
        top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
  }
}
