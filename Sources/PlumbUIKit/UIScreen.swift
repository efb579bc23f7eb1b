import AutoLayout
import DeviceCatalog

/// A device's display: UIKit's `UIScreen`, for a device of Plumb's catalog.
public final class UIScreen: Sendable {
  /// The catalogued device.
  public let device: Device
  /// The orientation the device is held in.
  public let orientation: Orientation

  /// The screen of `device` held in `orientation` (Plumb's: UIKit has one screen per device).
  public init(device: Device, orientation: Orientation = .portrait) {
    self.device = device
    self.orientation = orientation
  }

  /// The screen UIKit code asks for with `UIScreen.main`: Plumb's stands for an iPhone 16 Pro
  /// in portrait. Make windows with ``UIWindow/init(screen:)`` to choose another device.
  public static let main = UIScreen(device: .iPhone16Pro)

  /// The screen in points, at the origin.
  public var bounds: CGRect {
    CGRect(origin: .zero, size: CGSize(device.screen(orientation).size))
  }

  /// Pixels per point.
  public var scale: CGFloat { device.screen(orientation).scale }
}
