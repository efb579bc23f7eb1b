import DeviceCatalog

/// What a screen is laid out for: a device held in an orientation. (Traits, text sizes and the
/// keyboard join it as they are modelled.)
public struct Scenario: Hashable, Sendable, CustomStringConvertible {
  /// The device.
  public var device: Device
  /// The interface orientation.
  public var orientation: Orientation

  /// Creates a scenario.
  public init(device: Device, orientation: Orientation = .portrait) {
    self.device = device
    self.orientation = orientation
  }

  /// "iPhone 14 Pro, landscapeLeft".
  public var description: String { "\(device.name), \(orientation)" }

  /// Every pair of `devices` and `orientations` the device supports, device by device;
  /// `orientations` `nil` means each device's own list.
  public static func matrix(devices: [Device], orientations: [Orientation]? = nil) -> [Scenario] {
    devices.flatMap { device in
      (orientations ?? device.orientations).filter(device.orientations.contains).map {
        Scenario(device: device, orientation: $0)
      }
    }
  }
}
