import LayoutCore

/// One device of the catalog: its portrait facts, one row per device (``Device/all``).
///
/// Orientation-dependent values are derived by one function, ``screen(_:)``.
public struct Device: Hashable, Sendable, CustomStringConvertible {
  /// The fields whose provenance is tracked.
  public enum Field: String, CaseIterable, Hashable, Sendable {
    case points, scale, safeAreaPortrait, safeAreaLandscape, layoutMargins, readableWidth
    case statusBarHeight, cornerRadius, sensorHousing, homeIndicator
  }

  /// What the readable content guide measured
  /// (Documentation/Facts/AutoLayout.md#readable-content-guide).
  public enum ReadableWidth: Hashable, Sendable {
    /// The guide equals the layout-margins guide (compact-width iPhones).
    case equalsMargins
    /// The guide is this many points wide.
    case width(Double)
    /// No source gives it.
    case unknown
  }

  /// The marketing name.
  public var name: String
  /// Whether the device is an iPad (iPads allow ``Orientation/portraitUpsideDown`` by default).
  public var isPad: Bool
  /// The size in points, portrait.
  public var points: Size
  /// Pixels per point.
  public var scale: Double
  /// Window safe-area insets in portrait.
  public var safeAreaPortrait: EdgeInsets
  /// Window safe-area insets in landscape; the same in both directions
  /// (Documentation/Facts/Devices.md#landscape-insets).
  public var safeAreaLandscape: EdgeInsets
  /// A view controller root view's left/right layout margin, safe area included
  /// (portrait, landscape); `nil` where unknown.
  public var rootLayoutMargins: (portrait: Double?, landscape: Double?)
  /// The readable content width at the default text size (portrait, landscape).
  public var readableWidth: (portrait: ReadableWidth, landscape: ReadableWidth)
  /// The status bar height in portrait (iPhones hide it in landscape; iPads keep it).
  public var statusBarHeight: Double
  /// The display corner radius in points (`_displayCornerRadius`).
  public var cornerRadius: Double
  /// The sensor housing in portrait points.
  public var sensorHousing: SensorHousing
  /// Whether there is a home indicator (no Home button).
  public var hasHomeIndicator: Bool
  /// The sources of every field not listed in ``unsourced``.
  public var sources: String
  /// The fields no source gives, with what was assumed.
  public var unsourced: [Field: String]

  /// Creates a row.
  public init(
    name: String, isPad: Bool = false, points: Size, scale: Double,
    safeAreaPortrait: EdgeInsets, safeAreaLandscape: EdgeInsets,
    rootLayoutMargins: (portrait: Double?, landscape: Double?),
    readableWidth: (portrait: ReadableWidth, landscape: ReadableWidth),
    statusBarHeight: Double, cornerRadius: Double, sensorHousing: SensorHousing,
    hasHomeIndicator: Bool, sources: String, unsourced: [Field: String] = [:]
  ) {
    self.name = name
    self.isPad = isPad
    self.points = points
    self.scale = scale
    self.safeAreaPortrait = safeAreaPortrait
    self.safeAreaLandscape = safeAreaLandscape
    self.rootLayoutMargins = rootLayoutMargins
    self.readableWidth = readableWidth
    self.statusBarHeight = statusBarHeight
    self.cornerRadius = cornerRadius
    self.sensorHousing = sensorHousing
    self.hasHomeIndicator = hasHomeIndicator
    self.sources = sources
    self.unsourced = unsourced
  }

  public var description: String { name }

  /// Where `field`'s value comes from.
  public func provenance(of field: Field) -> Provenance {
    unsourced[field].map(Provenance.unsourced) ?? .sourced(sources)
  }

  /// The orientations the device allows: iPads all four; iPhones all but upside down (Apple's
  /// `supportedInterfaceOrientations` defaults by idiom).
  public var orientations: [Orientation] {
    isPad ? Orientation.allCases : [.portrait, .landscapeLeft, .landscapeRight]
  }

  /// The display shape in portrait.
  public var displayShape: DisplayShape {
    DisplayShape(size: points, scale: scale, cornerRadius: cornerRadius, housing: sensorHousing)
  }

  // Tuples are not Hashable: hash and compare the name, which is unique in the catalog.
  public static func == (a: Device, b: Device) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A device held in one orientation: what a window on it sees.
public struct DeviceScreen: Hashable, Sendable {
  /// The device.
  public var device: Device
  /// The orientation.
  public var orientation: Orientation
  /// The window size in points.
  public var size: Size
  /// Pixels per point.
  public var scale: Double
  /// The window's safe-area insets.
  public var safeAreaInsets: EdgeInsets
  /// The status bar height (0 where hidden).
  public var statusBarHeight: Double
  /// The root view's left/right layout margin, safe area included, if known.
  public var rootLayoutMargin: Double?
  /// The readable content width fact.
  public var readableWidth: Device.ReadableWidth
  /// The display seen from the window.
  public var shape: OrientedDisplayShape
}

extension Device {
  /// The one function deriving every orientation from the portrait row.
  ///
  /// - Size: swapped in landscape.
  /// - Safe area: the captured landscape insets in both landscape directions (iOS insets both
  ///   sides, Documentation/Facts/Devices.md#landscape-insets).
  /// - Upside down: the status bar and home indicator follow the window, so a device without a
  ///   sensor housing (every iPad, the Home-button iPhones) keeps its portrait insets — an iPad
  ///   is top 24, bottom 20 either way up. Only a housing stays on the hardware: a Face ID
  ///   iPhone (which iOS never shows upside down) mirrors top ↔ bottom
  ///   (Documentation/Facts/Devices.md#upside-down).
  /// - Status bar: hidden in iPhone landscape; kept on iPads
  ///   (Documentation/Facts/Devices.md#status-bar-heights).
  /// - Housing: stays where it is on the device; the window sees it through
  ///   ``OrientedDisplayShape`` (left in landscapeRight, right in landscapeLeft).
  public func screen(_ orientation: Orientation) -> DeviceScreen {
    let size = orientation.isLandscape ? Size(width: points.height, height: points.width) : points
    let insets: EdgeInsets
    switch orientation {
    case .portrait: insets = safeAreaPortrait
    case .portraitUpsideDown where sensorHousing == .none:
      insets = safeAreaPortrait
    case .portraitUpsideDown:
      let p = safeAreaPortrait
      insets = EdgeInsets(top: p.bottom, left: p.right, bottom: p.top, right: p.left)
    case .landscapeLeft, .landscapeRight: insets = safeAreaLandscape
    }
    return DeviceScreen(
      device: self, orientation: orientation, size: size, scale: scale, safeAreaInsets: insets,
      statusBarHeight: orientation.isLandscape && !isPad ? 0 : statusBarHeight,
      rootLayoutMargin: orientation.isLandscape
        ? rootLayoutMargins.landscape : rootLayoutMargins.portrait,
      readableWidth: orientation.isLandscape ? readableWidth.landscape : readableWidth.portrait,
      shape: OrientedDisplayShape(displayShape, orientation: orientation))
  }
}
