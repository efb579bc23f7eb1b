import LayoutCore

/// How a scroll, table or collection view scrolls, as its element's attributes say: what
/// decides where its content rests (its adjusted content inset) and along which axis it moves.
public struct IBScrolling: Hashable, Sendable {
  /// `contentInsetAdjustmentBehavior`, with UIKit's names: how the safe area is added to the
  /// content inset.
  public enum InsetAdjustment: String, Hashable, Sendable, CaseIterable {
    /// UIKit's default (the attribute absent).
    case automatic
    /// Only along the axes the view scrolls along.
    case scrollableAxes
    /// Never.
    case never
    /// Along both axes, always.
    case always
  }

  /// `contentInsetAdjustmentBehavior` (``InsetAdjustment/automatic`` when absent).
  public var insetAdjustment: InsetAdjustment = .automatic
  /// The axes with `alwaysBounceHorizontal="YES"` or `alwaysBounceVertical="YES"`.
  public var alwaysBounces: [Axis] = []
  /// The axis the view moves its content along, when the file says: a table's rows scroll
  /// vertically, a collection view's flow layout along its `scrollDirection` (vertical when
  /// absent); nil for a plain scroll view (its content size decides) and for a collection view
  /// whose layout is a custom class (its code decides).
  public var contentAxis: Axis? = nil

  /// The scrolling of a scroll view with nothing set.
  public init() {}
}
