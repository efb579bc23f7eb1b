import LayoutCore

/// A ``DisplayShape`` seen from a window in one ``Orientation``: every query takes window
/// coordinates and is answered in the device's portrait coordinates.
public struct OrientedDisplayShape: Hashable, Sendable {
  /// The shape in portrait.
  public var shape: DisplayShape
  /// The window's orientation.
  public var orientation: Orientation

  /// Creates the view of `shape` from a window in `orientation`.
  public init(_ shape: DisplayShape, orientation: Orientation) {
    self.shape = shape
    self.orientation = orientation
  }

  /// A plain rectangle of `size` (a screen without a known shape: UIKit's rectangular bounding
  /// path, Documentation/Facts/AspectFitGuide.md#how-the-frame-is-computed).
  public static func rectangular(size: Size, scale: Double) -> OrientedDisplayShape {
    OrientedDisplayShape(
      DisplayShape(size: size, scale: scale, cornerRadius: 0), orientation: .portrait)
  }

  /// The window's size in points.
  public var size: Size {
    orientation.isLandscape
      ? Size(width: shape.size.height, height: shape.size.width) : shape.size
  }

  /// Pixels per point.
  public var scale: Double { shape.scale }

  /// Whether the window point is on the display (exact test, see ``DisplayShape/contains(_:)``).
  public func contains(_ point: Point) -> Bool {
    let p = orientation.toPortrait(
      x: point.x, y: point.y, portraitSize: (shape.size.width, shape.size.height))
    return shape.contains(Point(x: p.x, y: p.y))
  }

  /// Whether every pixel of the block (window pixels) is on the display, by the centre rule.
  public func containsPixels(_ block: PixelRect) -> Bool {
    shape.containsPixels(toPortrait(block))
  }

  /// Whether every pixel a rectangle (window points) touches is on the display.
  public func containsPixels(touching rect: Rect) -> Bool {
    containsPixels(PixelRect(integralising: rect, scale: scale))
  }

  /// The same block in portrait pixels: the quarter turns of
  /// ``Orientation/toPortrait(x:y:portraitSize:)`` applied to the pixel grid.
  func toPortrait(_ b: PixelRect) -> PixelRect {
    let (w, h) = shape.pixelSize
    switch orientation {
    case .portrait:
      return b
    case .portraitUpsideDown:
      return PixelRect(
        minColumn: w - b.maxColumn, minRow: h - b.maxRow, maxColumn: w - b.minColumn,
        maxRow: h - b.minRow)
    case .landscapeRight:
      return PixelRect(
        minColumn: w - b.maxRow, minRow: b.minColumn, maxColumn: w - b.minRow, maxRow: b.maxColumn)
    case .landscapeLeft:
      return PixelRect(
        minColumn: b.minRow, minRow: h - b.maxColumn, maxColumn: b.maxRow, maxRow: h - b.minColumn)
    }
  }

  /// The largest rectangle of `aspectRatio` (width / height) centred at `center` that lies on the
  /// display, by UIKit's pixel-stepped symmetric shrink
  /// (Documentation/Facts/AspectFitGuide.md#how-the-frame-is-computed, step 1); `nil` when the
  /// centre is outside the window or the rectangle shrinks to nothing.
  ///
  /// Start from the largest centred rectangle inside the window, then, while it touches a pixel
  /// off the display, inset it by `dx = min(r, 1)` and `dy = r ≥ 1 ? 1/r : 1` pixels on each side:
  /// the long side loses one pixel per side per step, the centre and the ratio stay. The steps
  /// are the same in window and portrait pixel space (a quarter turn swaps both the axes and
  /// r ↔ 1/r). Step `k` is computed from the start, not accumulated, so rounding does not drift.
  public func largestInscribedRect(center: Point, aspectRatio r: Double) -> ShrinkResult? {
    guard
      let start = Rect.largestCentered(
        in: Rect(origin: .zero, size: size), center: center, aspectRatio: r)
    else { return nil }
    let s = scale
    let dx = min(r, 1) / s
    let dy = (r >= 1 ? 1 / r : 1) / s
    var k = 0
    while true {
      let rect = Rect(
        x: start.minX + Double(k) * dx, y: start.minY + Double(k) * dy,
        width: start.width - 2 * Double(k) * dx, height: start.height - 2 * Double(k) * dy)
      guard rect.width > 0, rect.height > 0 else { return nil }
      if containsPixels(touching: rect) { return ShrinkResult(rect: rect, steps: k, start: start) }
      k += 1
    }
  }

  /// The outcome of ``largestInscribedRect(center:aspectRatio:)``.
  public struct ShrinkResult: Hashable, Sendable {
    /// The fitted rectangle, in window points (not snapped).
    public var rect: Rect
    /// How many pixel steps were taken; the rectangle one step larger did not fit.
    public var steps: Int
    /// The start: the largest centred rectangle inside the window.
    public var start: Rect
  }
}

extension Rect {
  /// The largest rectangle of `aspectRatio` centred at `center` inside `bounds`: the
  /// half-extents are the distances from the centre to the nearest edge on each axis, and one
  /// axis shrinks to the ratio (Documentation/Facts/AspectFitGuide.md#how-the-frame-is-computed,
  /// INFERRED body of UIKit's helper). `nil` when the centre is outside or the result is empty.
  public static func largestCentered(in bounds: Rect, center: Point, aspectRatio r: Double) -> Rect?
  {
    guard bounds.contains(center), r > 0, r.isFinite else { return nil }
    let hx = Swift.min(center.x - bounds.minX, bounds.maxX - center.x)
    let hy = Swift.min(center.y - bounds.minY, bounds.maxY - center.y)
    let width = Swift.min(2 * hx, 2 * hy * r)
    let height = width / r
    guard width > 0, height > 0 else { return nil }
    return Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
  }
}
