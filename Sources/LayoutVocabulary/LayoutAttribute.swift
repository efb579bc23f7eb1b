/// The part of an item's rectangle a layout-file equation names, by
/// `NSLayoutConstraint.Attribute`'s case names (`player.width`, `safeArea.top`).
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The leading edge (left in a left-to-right language).
  case leading
  /// The trailing edge.
  case trailing
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY
  /// The baseline of the first line of text.
  case firstBaseline
  /// The baseline of the last line of text.
  case lastBaseline

  /// What the attribute measures: a horizontal position, a vertical position, or a size.
  /// Auto Layout relates only attributes of one kind (and never a size to a position).
  public enum Kind: Hashable, Sendable {
    /// `left`, `right`, `leading`, `trailing`, `centerX`.
    case horizontalPosition
    /// `top`, `bottom`, `centerY`, the baselines.
    case verticalPosition
    /// `width`, `height`.
    case size
  }

  /// What the attribute measures.
  public var kind: Kind {
    switch self {
    case .left, .right, .leading, .trailing, .centerX: return .horizontalPosition
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return .verticalPosition
    case .width, .height: return .size
    }
  }
}
