/// A rectangle: an origin (its top-left corner) and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The extent.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates and extents.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// The leading edge along `axis` (left or top).
  public func min(_ axis: Axis) -> Double { origin[axis] }
  /// The trailing edge along `axis` (right or bottom).
  public func max(_ axis: Axis) -> Double { origin[axis] + size[axis] }
  /// The centre along `axis`.
  public func mid(_ axis: Axis) -> Double { origin[axis] + size[axis] / 2 }

  /// Width times height.
  public var area: Double { width * height }

  /// Whether every coordinate and length is finite.
  public var isFinite: Bool { [minX, minY, width, height].allSatisfy(\.isFinite) }

  /// Whether the two rectangles share interior points (touching edges do not count).
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The smallest rectangle that contains both.
  public func union(_ other: Rect) -> Rect {
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    return Rect(
      x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0,
      height: Swift.max(maxY, other.maxY) - y0)
  }

  /// The rectangle moved by `dx` and `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// The rectangle shrunk by `insets` on each side.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }

  /// `true` if `point` lies inside the rectangle or on its edges.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// `true` if `other` lies inside the rectangle, allowing `tolerance` points of overhang.
  public func contains(_ other: Rect, tolerance: Double = 0) -> Bool {
    other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
      && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
  }

  /// `true` if every edge is within `tolerance` points of `other`'s.
  ///
  /// Not `==`: approximate equality is not transitive, so it never backs `Equatable`.
  public func isApproximatelyEqual(to other: Rect, tolerance: Double = 1e-6) -> Bool {
    abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
      && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
  }

  public var description: String {
    "(\(formatted(origin.x)), \(formatted(origin.y)), \(formatted(size.width)), \(formatted(size.height)))"
  }
}
