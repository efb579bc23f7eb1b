import LayoutCore

/// A point in a view's unit square: `(0, 0)` is the top-left corner, `(1, 1)` the bottom-right.
///
/// ``LayoutSubview/place(at:anchor:proposal:)`` uses it to say which point of the child lands
/// on the given position [D: AppleDocs-LayoutSubview-place].
public struct UnitPoint: Hashable, Sendable {
  /// The fraction of the width.
  public var x: Double
  /// The fraction of the height.
  public var y: Double

  /// Creates a unit point from its fractions.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The fraction along `axis`.
  subscript(axis: Axis) -> Double { axis == .horizontal ? x : y }

  /// `(0, 0)`.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// `(0.5, 0.5)`.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// `(1, 1)`.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
