/// An interface orientation: UIKit's `UIInterfaceOrientation`.
///
/// The name says where the Home button would be, so the device's top edge — and its sensor
/// housing — is on the *other* side: ``landscapeRight`` puts the housing on the left of the
/// window, ``landscapeLeft`` on the right (Documentation/Facts/Devices.md#orientation-names).
public enum Orientation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The device upright; the housing at the top.
  case portrait
  /// Upside down; the housing at the bottom. Only iPads allow it by default (Apple's
  /// `supportedInterfaceOrientations`: `.all` on iPad, `.allButUpsideDown` on iPhone).
  case portraitUpsideDown
  /// Home side on the left: the device's top edge, with the housing, is on the right.
  case landscapeLeft
  /// Home side on the right: the device's top edge, with the housing, is on the left.
  case landscapeRight

  /// Whether the window is wider than tall in this orientation.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  public var description: String { rawValue }

  /// Maps a point of the window in this orientation to the device's portrait coordinates.
  ///
  /// `portraitSize` is the device's size in portrait (points or pixels). The four maps are the
  /// quarter turns: landscapeRight turns the device counter-clockwise (top edge to the left), so
  /// window `(x, y)` is portrait `(W − y, x)`; landscapeLeft is the opposite turn, `(y, H − x)`;
  /// upside down is the half turn `(W − x, H − y)`.
  public func toPortrait(x: Double, y: Double, portraitSize: (width: Double, height: Double))
    -> (x: Double, y: Double)
  {
    switch self {
    case .portrait: return (x, y)
    case .portraitUpsideDown: return (portraitSize.width - x, portraitSize.height - y)
    case .landscapeRight: return (portraitSize.width - y, x)
    case .landscapeLeft: return (y, portraitSize.height - x)
    }
  }
}
