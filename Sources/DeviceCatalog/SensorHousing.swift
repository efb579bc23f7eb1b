import LayoutCore

/// The cut-out of the display for the front camera and Face ID sensors, in portrait points.
public enum SensorHousing: Hashable, Sendable {
  /// No cut-out: the sensors sit in a bezel (iPhone SE, iPads).
  case none
  /// A notch hanging from the top edge: `rect` (with `minY == 0`) whose two bottom corners are
  /// rounded with `bottomCornerRadius`. The small concave fillets where a real notch meets the
  /// top edge are not modelled (they lie above the notch's straight sides).
  case notch(Rect, bottomCornerRadius: Double)
  /// The Dynamic Island: a capsule (radius = half its height) inside the display.
  case dynamicIsland(Rect)

  /// The housing's bounding rectangle, or `nil` for ``none``.
  public var bounds: Rect? {
    switch self {
    case .none: return nil
    case .notch(let rect, _), .dynamicIsland(let rect): return rect
    }
  }

  /// The closed interval of x covered by the housing on the horizontal line at `y`, or `nil`.
  /// Both shapes are convex, so each line meets them in one interval.
  public func span(atY y: Double) -> ClosedRange<Double>? {
    switch self {
    case .none:
      return nil
    case .notch(let rect, let radius):
      guard y >= rect.minY, y <= rect.maxY else { return nil }
      let r = min(radius, rect.width / 2, rect.height)
      let straightUntil = rect.maxY - r
      if y <= straightUntil { return rect.minX...rect.maxX }
      let dy = y - straightUntil
      let half = (r * r - dy * dy).squareRoot()
      return (rect.minX + r - half)...(rect.maxX - r + half)
    case .dynamicIsland(let rect):
      guard y >= rect.minY, y <= rect.maxY else { return nil }
      let r = min(rect.width, rect.height) / 2
      let dy = y - rect.midY
      let half = max(0, r * r - dy * dy).squareRoot()
      return (rect.minX + r - half)...(rect.maxX - r + half)
    }
  }

  /// Whether `point` is in the housing (its boundary included).
  public func contains(_ point: Point) -> Bool {
    span(atY: point.y)?.contains(point.x) ?? false
  }
}
