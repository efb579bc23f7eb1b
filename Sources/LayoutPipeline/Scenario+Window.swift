import AutoLayout
import DeviceCatalog
import LayoutCore

extension Scenario {
  /// The multitasking window's width and size classes, when the scenario has one the device
  /// offers in its orientation (iPhones have none; portrait has no ½ split).
  public var multitaskingWindow: MultitaskingWindow? {
    guard let multitasking else { return nil }
    return device.multitaskingWindows(in: orientation).first { $0.configuration == multitasking }
  }

  /// What the app's window sees: the device's screen in the orientation, or — in a Split View
  /// or Slide Over window — a rectangle as wide as that window and as tall as the screen.
  ///
  /// A multitasking window keeps the screen's top and bottom safe-area insets (status bar, home
  /// indicator) and has none at the sides: iPads have no side insets in either orientation
  /// (Documentation/Facts/Devices.md#device-table), and the window is not the full display, so
  /// its shape is a plain rectangle and the catalog's full-screen root margin does not apply
  /// (the size class's minimum, 16 or 20 pt, does). Slide Over is given the full height too:
  /// no public source gives its height.
  public var screen: DeviceScreen {
    var screen = device.screen(orientation)
    guard let window = multitaskingWindow else { return screen }
    screen.size = Size(width: window.width, height: screen.size.height)
    screen.safeAreaInsets = EdgeInsets(
      top: screen.safeAreaInsets.top, left: 0, bottom: screen.safeAreaInsets.bottom, right: 0)
    screen.rootLayoutMargin = nil
    screen.shape = .rectangular(size: screen.size, scale: screen.scale)
    return screen
  }

  /// The window's size classes: the multitasking window's, or the device's in the orientation.
  public var sizeClasses: SizeClassPair {
    multitaskingWindow?.sizeClasses ?? device.sizeClasses(in: orientation)
  }

  /// A window for the scenario's device and orientation, narrowed to the multitasking window
  /// with its size classes (as UIKit hands an app in Split View a narrower window and a compact
  /// or regular width).
  func makeWindow() -> Window {
    let window = Window(device: device, orientation: orientation, identifier: "window")
    guard let multitasking = multitaskingWindow else { return window }
    let screen = self.screen
    window.screen = Screen(size: screen.size, scale: screen.scale, safeAreaInsets: screen.safeAreaInsets)
    window.traitOverrides.horizontalSizeClass = multitasking.sizeClasses.horizontal
    window.traitOverrides.verticalSizeClass = multitasking.sizeClasses.vertical
    return window
  }

  /// Sets the scenario's text size on `window` (every label with a text style follows it, as a
  /// label's preferred font is made at the user's size when the screen loads) and shows the
  /// docked keyboard at the catalog's default height when the scenario has it. Layout files and
  /// storyboards both take this one path, and wrap the error in their own.
  func applyTraitsAndKeyboard(to window: Window) throws(KeyboardError) {
    if contentSizeCategory != window.traitCollection.preferredContentSizeCategory {
      window.traitOverrides.preferredContentSizeCategory = contentSizeCategory
    }
    guard showsKeyboard else { return }
    try window.setKeyboard(.docked(height: device.defaultKeyboardHeight(in: orientation).height))
  }
}
