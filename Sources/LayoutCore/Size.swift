/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size with zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// The length along `axis`: the width for ``Axis/horizontal``, the height for ``Axis/vertical``.
  ///
  /// Layout code that treats both axes alike reads and writes sizes through this subscript, so
  /// the arithmetic is written once.
  @inlinable
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  public var description: String { "\(formatted(width))×\(formatted(height))" }
}
