/// The part of an item's rectangle a constraint relates, by `NSLayoutConstraint.Attribute`'s
/// case names (`player.width`, `safeArea.top`). Layout files name the first twelve; storyboards
/// also the margin attributes (and write the last baseline as `baseline`).
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
  /// The left edge inset by the layout margin.
  case leftMargin
  /// The right edge inset by the layout margin.
  case rightMargin
  /// The top edge inset by the layout margin.
  case topMargin
  /// The bottom edge inset by the layout margin.
  case bottomMargin
  /// The leading edge inset by the layout margin.
  case leadingMargin
  /// The trailing edge inset by the layout margin.
  case trailingMargin
  /// The horizontal centre of the margins.
  case centerXWithinMargins
  /// The vertical centre of the margins.
  case centerYWithinMargins

  /// Whether the attribute is one of the margin attributes (`leftMargin`, …,
  /// `centerYWithinMargins`), which layout files do not name.
  public var isMargin: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      return true
    default: return false
    }
  }

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
    case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      return .horizontalPosition
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      return .verticalPosition
    case .width, .height: return .size
    }
  }
}
