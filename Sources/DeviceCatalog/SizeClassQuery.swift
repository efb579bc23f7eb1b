import Traits

/// A device held in one orientation, full screen.
public struct DeviceOrientation: Hashable, Sendable, CustomStringConvertible {
  /// The device.
  public var device: Device
  /// The orientation.
  public var orientation: Orientation

  public var description: String { "\(device.name) \(orientation)" }
}

/// Why a size class query found nothing.
public enum SizeClassQueryError: Error, Equatable, CustomStringConvertible {
  /// No device of the list has these size classes full screen in any orientation.
  case noDeviceHas(SizeClassPair)

  public var description: String {
    switch self {
    case .noDeviceHas(let pair):
      return "No catalogued device has the size classes \(pair) (width/height) full screen; "
        + "the catalog has compact/regular, compact/compact, regular/compact and regular/regular."
    }
  }
}

extension Device {
  /// Every device and orientation of `devices` whose full-screen size classes are `pair`.
  ///
  /// - Throws: ``SizeClassQueryError/noDeviceHas(_:)`` when none has them — an unspecified
  ///   class, say.
  public static func scenarios(
    with pair: SizeClassPair, among devices: [Device] = Device.all
  ) throws(SizeClassQueryError) -> [DeviceOrientation] {
    let matches = devices.flatMap { device in
      device.orientations.filter { device.sizeClasses(in: $0) == pair }
        .map { DeviceOrientation(device: device, orientation: $0) }
    }
    guard !matches.isEmpty else { throw .noDeviceHas(pair) }
    return matches
  }
}
