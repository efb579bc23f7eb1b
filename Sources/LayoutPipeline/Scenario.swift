import AutoLayout
import DeviceCatalog

/// What a screen is laid out for: a device held in an orientation, full screen or in an iPad
/// Split View or Slide Over window, a Dynamic Type text size, and the software keyboard hidden
/// or shown.
public struct Scenario: Hashable, Sendable, CustomStringConvertible {
  /// The device.
  public var device: Device
  /// The interface orientation.
  public var orientation: Orientation
  /// The iPad multitasking window the app runs in — ⅔, ½ or ⅓ of a Split View, or Slide
  /// Over — or `nil` for the full screen (see ``screen``).
  public var multitasking: MultitaskingWindow.Configuration?
  /// The user's preferred text size (UIKit's `preferredContentSizeCategory`); `large`, the
  /// system default, unless set.
  public var contentSizeCategory: ContentSizeCategory
  /// Whether the docked keyboard is shown, at the catalog's default height for the device and
  /// orientation (``DeviceCatalog/Device/defaultKeyboardHeight(in:)``).
  public var showsKeyboard: Bool

  /// Creates a scenario.
  public init(
    device: Device, orientation: Orientation = .portrait,
    multitasking: MultitaskingWindow.Configuration? = nil,
    contentSizeCategory: ContentSizeCategory = .large, showsKeyboard: Bool = false
  ) {
    self.device = device
    self.orientation = orientation
    self.multitasking = multitasking
    self.contentSizeCategory = contentSizeCategory
    self.showsKeyboard = showsKeyboard
  }

  /// Every pair of `devices` and `orientations` the device supports, device by device;
  /// `orientations` `nil` means each device's own list.
  public static func matrix(devices: [Device], orientations: [Orientation]? = nil) -> [Scenario] {
    matrix(devices: devices, orientations: orientations, contentSizes: [.large], keyboard: false)
  }

  /// Every combination of `devices`, the `orientations` each supports, — with `splitViews`,
  /// on iPads — the full screen then each multitasking window of the orientation
  /// (``DeviceCatalog/Device/multitaskingWindows(in:)``), `contentSizes`, and — with
  /// `keyboard` — the keyboard hidden and then shown; device by device, the keyboard varying
  /// fastest.
  public static func matrix(
    devices: [Device], orientations: [Orientation]?, splitViews: Bool = false,
    contentSizes: [ContentSizeCategory],
    keyboard: Bool
  ) -> [Scenario] {
    let keyboards = keyboard ? [false, true] : [false]
    return devices.flatMap { device in
      (orientations ?? device.orientations).filter(device.orientations.contains).flatMap {
        orientation in
        let windows: [MultitaskingWindow.Configuration?] =
          [nil]
          + (splitViews ? device.multitaskingWindows(in: orientation).map(\.configuration) : [])
        return windows.flatMap { window in
          contentSizes.flatMap { size in
            keyboards.map {
              Scenario(
                device: device, orientation: orientation, multitasking: window,
                contentSizeCategory: size,
                showsKeyboard: $0)
            }
          }
        }
      }
    }
  }
}
