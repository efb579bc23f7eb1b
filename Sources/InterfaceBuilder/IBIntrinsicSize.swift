/// An intrinsic content size recorded in the document, per dimension; nil for a dimension
/// without one (UIKit's `noIntrinsicMetric`, which Interface Builder writes as `infinite`).
public struct IBIntrinsicSize: Hashable, Sendable {
  /// The intrinsic width in points, or nil for none.
  public var width: Double?
  /// The intrinsic height in points, or nil for none.
  public var height: Double?

  /// Creates a size.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }
}
