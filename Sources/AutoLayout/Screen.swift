import LayoutCore

/// The display a ``Window`` fills: its size in points, its pixel density and its unsafe edges.
///
/// Plain values, so a device catalog can supply them later; rotating a device is assigning a
/// screen with the other size and insets.
public struct Screen: Hashable, Sendable {
  /// The size in points, in the current orientation.
  public var size: Size
  /// Pixels per point: 1, 2 or 3. Frames are rounded to multiples of `1 / scale`.
  public var scale: Double
  /// The window's safe-area insets: status bar, sensor housing, home indicator
  /// (Documentation/Facts/Devices.md#device-table).
  public var safeAreaInsets: EdgeInsets

  /// Creates a screen.
  ///
  /// - Precondition: `scale > 0` and finite; other values are treated as 1.
  public init(size: Size, scale: Double = 1, safeAreaInsets: EdgeInsets = .zero) {
    self.size = size
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.safeAreaInsets = safeAreaInsets
  }

  /// `value` rounded to the nearest device pixel: `round(value × scale) / scale`
  /// (Documentation/Facts/AutoLayout.md#pixel-rounding).
  func roundedToPixels(_ value: Double) -> Double {
    (value * scale).rounded() / scale
  }

  /// The frame `values` (a view's solved `minX`, `minY`, `width` and `height`) stand for, each
  /// edge on the nearest device pixel and the size taken from the rounded edges, so that
  /// adjacent views never open a gap (Documentation/Facts/AutoLayout.md#pixel-rounding).
  ///
  /// `previous` is the frame the same call answered at the last pass, on this screen, and
  /// `changed` says which of the values moved since (`View.changedValues`: bit 0 `minX`, 1
  /// `minY`, 2 `width`, 3 `height`; all four for a view's first frame). An edge whose values did
  /// not move rounds to where it rounded before (the same values on the same pixel grid: the
  /// same bits), so only the edges that can have moved are rounded: a resize mostly changes
  /// widths, which moves right edges alone.
  @inline(__always)
  func roundedFrame(
    of values: (minX: Double, minY: Double, width: Double, height: Double), changed: UInt8,
    previous: Rect
  ) -> Rect {
    let x = roundedSpan(
      values.minX, values.width, startMoved: changed & 0b0001 != 0,
      lengthChanged: changed & 0b0100 != 0, previous: (previous.minX, previous.width))
    let y = roundedSpan(
      values.minY, values.height, startMoved: changed & 0b0010 != 0,
      lengthChanged: changed & 0b1000 != 0, previous: (previous.minY, previous.height))
    return Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
  }

  /// One axis of `roundedFrame(of:changed:previous:)`: `(r(start), r(start + length) −
  /// r(start))` where `r` is `roundedToPixels(_:)`, with `r(start)` taken from `previous` when
  /// the start did not move, and `previous` whole when neither value did.
  @inline(__always)
  private func roundedSpan(
    _ start: Double, _ length: Double, startMoved: Bool, lengthChanged: Bool,
    previous: (origin: Double, length: Double)
  ) -> (origin: Double, length: Double) {
    guard startMoved || lengthChanged else { return previous }
    let origin = startMoved ? roundedToPixels(start) : previous.origin
    return (origin, roundedToPixels(start + length) - origin)
  }
}
