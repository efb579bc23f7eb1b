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
}
