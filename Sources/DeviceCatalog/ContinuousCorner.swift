import LayoutCore

/// The outline of one continuous ("squircle") corner, as a graph.
///
/// Apple's display corners are not circular arcs: curvature rises continuously from zero where
/// the corner leaves the straight edge (Documentation/Facts/AspectFitGuide.md#display-shape-model
/// [SE-corner][KB]). We model them with the curve that `UIBezierPath(roundedRect:cornerRadius:)`
/// draws since iOS 7, as reverse-engineered in public code (PixelCut's
/// `NSBezierPath+IOS7RoundedRect`, 2013; the same coefficients in
/// e.g. `LinBowen9656/ChainableUIKit` `UIBezierPath+ContinuousCorner.swift`): per corner, a cubic,
/// a short line, a cubic across the diagonal, and the mirror images, spanning `1.52866483 × r`
/// along each edge. We use the mirror-symmetric form (one published variant skips the second
/// short line; the two differ by under 0.01 r).
///
/// INFERRED: that the display mask (`BoundingPathBitmap`,
/// Documentation/Facts/AspectFitGuide.md#how-the-frame-is-computed) follows this same curve
/// with `r = _displayCornerRadius`. The bitmaps are Apple's ground truth and are not reproduced.
public enum ContinuousCorner {
  /// How far along each edge the corner curve reaches, in units of the radius.
  public static let extent = 1.52866483

  /// A segment in corner coordinates (u, v): the distances to the two edges in units of the radius,
  /// from `(extent, 0)` on one edge to `(0, extent)` on the other. Along each segment u decreases.
  struct Segment {
    var p0: (Double, Double), p1: (Double, Double), p2: (Double, Double), p3: (Double, Double)
    func point(_ t: Double) -> (u: Double, v: Double) {
      let s = 1 - t
      let a = s * s * s
      let b = 3 * s * s * t
      let c = 3 * s * t * t
      let d = t * t * t
      return (a * p0.0 + b * p1.0 + c * p2.0 + d * p3.0, a * p0.1 + b * p1.1 + c * p2.1 + d * p3.1)
    }
    static func line(_ from: (Double, Double), _ to: (Double, Double)) -> Segment {
      Segment(
        p0: from, p1: (from.0 + (to.0 - from.0) / 3, from.1 + (to.1 - from.1) / 3),
        p2: (from.0 + 2 * (to.0 - from.0) / 3, from.1 + 2 * (to.1 - from.1) / 3), p3: to)
    }
  }

  static let segments: [Segment] = [
    Segment(
      p0: (1.52866483, 0), p1: (1.08849323, 0), p2: (0.86840689, 0), p3: (0.66993427, 0.065496)),
    .line((0.66993427, 0.065496), (0.63149399, 0.074911)),
    Segment(
      p0: (0.63149399, 0.074911), p1: (0.37282392, 0.16905899), p2: (0.16905899, 0.37282392),
      p3: (0.074911, 0.63149399)),
    .line((0.074911, 0.63149399), (0.065496, 0.66993427)),
    Segment(
      p0: (0.065496, 0.66993427), p1: (0, 0.86840689), p2: (0, 1.08849323), p3: (0, 1.52866483)),
  ]

  /// The outline's distance from the second edge where it is `u` radii from the first:
  /// the corner region is inside iff `v >= boundary(u)`.
  ///
  /// Each segment is monotone in u, so `u(t) = u` is solved by bisection to double precision.
  public static func boundary(atU u: Double) -> Double {
    if u >= extent { return 0 }
    if u <= 0 { return extent }
    for segment in segments where u <= segment.p0.0 && u >= segment.p3.0 {
      var low = 0.0
      var high = 1.0
      for _ in 0..<64 {
        let mid = (low + high) / 2
        if segment.point(mid).u > u { low = mid } else { high = mid }
      }
      return segment.point((low + high) / 2).v
    }
    return 0
  }
}
