import DeviceCatalog
import LayoutCore

extension Window {
  /// Creates a window filling `device` held in `orientation`: its screen's size, scale and
  /// safe-area insets come from the catalog, and the display shape (corners, sensor housing)
  /// is there for guides that need it (``displayShape``).
  public convenience init(
    device: Device, orientation: Orientation = .portrait, identifier: String? = nil
  ) {
    self.init(
      screen: Screen(device.screen(orientation)), device: device, orientation: orientation,
      identifier: identifier)
  }

  /// Rotates a device window: its screen changes through the solver's constant-change path.
  func interfaceOrientationDidChange(from old: Orientation?) {
    guard let device else {
      // Only device windows have an orientation.
      if interfaceOrientation != nil { interfaceOrientation = nil }
      return
    }
    guard let orientation = interfaceOrientation else {
      interfaceOrientation = old
      return
    }
    guard orientation != old else { return }
    screen = Screen(device.screen(orientation))
    // landscapeLeft ↔ landscapeRight keeps the screen but moves the sensor housing.
    setNeedsScreenDerivedGuideUpdate()
  }

  /// The display shape and status-bar height of the window's screen: the device's when the
  /// screen is still the device's screen in its orientation, else a plain rectangle with no
  /// status bar (UIKit's rectangular bounding path for screens it has no shape for,
  /// Documentation/Facts/AspectFitGuide.md#how-the-frame-is-computed).
  public var displayShape: (shape: OrientedDisplayShape, statusBarHeight: Double) {
    if let device, let orientation = interfaceOrientation {
      let s = device.screen(orientation)
      if s.size == screen.size, s.scale == screen.scale { return (s.shape, s.statusBarHeight) }
    }
    return (.rectangular(size: screen.size, scale: screen.scale), 0)
  }
}

extension Screen {
  /// The screen of a catalogued device in one orientation.
  public init(_ screen: DeviceScreen) {
    self.init(size: screen.size, scale: screen.scale, safeAreaInsets: screen.safeAreaInsets)
  }
}
