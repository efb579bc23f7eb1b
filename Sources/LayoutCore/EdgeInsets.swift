/// Distances inward from each edge of a rectangle, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: Double
  /// The inset from the left edge.
  public var left: Double
  /// The inset from the bottom edge.
  public var bottom: Double
  /// The inset from the right edge.
  public var right: Double

  /// Creates insets from the four distances.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(all inset: Double) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// No inset.
  public static let zero = EdgeInsets()

  /// The sum of the two insets along `axis`: `left + right` or `top + bottom`.
  public func total(_ axis: Axis) -> Double {
    axis == .horizontal ? left + right : top + bottom
  }

  public var description: String {
    "{\(formatted(top)), \(formatted(left)), \(formatted(bottom)), \(formatted(right))}"
  }
}
