/// What "the same place" means on one display, in points: every check compares frames through
/// this one type.
///
/// Frames are snapped to the display's pixel grid, `1 / scale` points apart: an edge moves by
/// up to half a pixel, a length (two edges) by up to a whole one. So a difference up to
/// ``halfPixel`` in a position, or ``pixel`` in a length, is rounding, not layout; anything
/// larger is real. 10⁻⁹ pt of slack on top keeps the arithmetic's own rounding (`1 / 3`)
/// from flipping a comparison at exactly the boundary.
public struct PixelTolerance: Hashable, Sendable {
  /// The display's scale: pixels per point (1, 2 or 3).
  public let scale: Double

  /// The tolerance of a display of `scale` (a scale of 0 or less is taken as 1).
  public init(scale: Double) {
    self.scale = scale > 0 ? scale : 1
  }

  /// The finest display Plumb knows (3×): for a comparison whose answer must not depend on
  /// the device, such as whether two siblings overlap.
  public static let finest = PixelTolerance(scale: 3)

  /// Slack for arithmetic rounding, in points.
  public static let arithmetic = 1e-9

  /// One pixel, in points.
  public var pixel: Double { 1 / scale }

  /// Half a pixel, in points: how far one rounded edge may be from its unrounded place.
  public var halfPixel: Double { 0.5 / scale }

  /// Whether a position differs by more than rounding can explain (more than half a pixel).
  public func isBeyondRounding(position difference: Double) -> Bool { difference > halfPixel }

  /// Whether a length differs by more than rounding can explain: each of its two edges is
  /// rounded, so more than a whole pixel (`factor` lengths: `factor` pixels).
  public func isBeyondRounding(length difference: Double, factor: Double = 1) -> Bool {
    difference > factor * pixel + Self.arithmetic
  }
}
