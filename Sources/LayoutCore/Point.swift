/// A location in a two-dimensional coordinate space, in points.
///
/// The origin is the top-left corner and `y` grows downwards, as in UIKit and SwiftUI.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point at the origin.
  public static let zero = Point(x: 0, y: 0)

  /// The coordinate along `axis`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }

  public var description: String { "(\(formatted(x)), \(formatted(y)))" }
}
