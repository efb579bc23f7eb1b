import AutoLayout
import DeviceCatalog
import LayoutCore
import Traits

/// Why a scenario cannot be laid out on its device: the same error for every kind of source.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scenario refused.
  public var scenario: Scenario
  /// What is wrong, in a sentence.
  public var message: String
  /// How to fix it.
  public var hint: String

  /// The error as `plumb` prints it.
  public var description: String { "error: \(message)\n  hint: \(hint)" }
}

/// A ``Scenario`` resolved once, before any source is laid out in it: what the app's window
/// is given. Every adapter (layout file, SwiftUI body, storyboard) and every check reads these
/// values and computes none of them again.
public struct ScenarioEnvironment: Sendable {
  /// The scenario.
  public internal(set) var scenario: Scenario
  /// What the app's window sees: the device's screen in the orientation, or — in a Split View
  /// or Slide Over window — a rectangle as wide as that window and as tall as the screen.
  ///
  /// A multitasking window keeps the screen's top and bottom safe-area insets (status bar, home
  /// indicator) and has none at the sides: iPads have no side insets in either orientation
  /// (Documentation/Facts/Devices.md#device-table), and the window is not the full display, so
  /// its shape is a plain rectangle and the catalog's full-screen root margin does not apply
  /// (the size class's minimum, 16 or 20 pt, does). Slide Over is given the full height too:
  /// no public source gives its height. On Interface Builder's canvas the safe area is the
  /// one the saving Xcode simulates (``InterfaceBuilderCanvas``).
  public internal(set) var screen: DeviceScreen
  /// The window's size classes: the multitasking window's, or the device's in the orientation.
  public let sizeClasses: SizeClassPair
  /// The multitasking window, when the scenario has one.
  public let multitaskingWindow: MultitaskingWindow?
  /// The docked keyboard's frame in window coordinates when the scenario shows it: as wide as
  /// the window, at the bottom, at the catalog's default height for the device and orientation
  /// (``DeviceCatalog/Device/defaultKeyboardHeight(in:)``) — computed here only.
  public let keyboardFrame: Rect?
  /// What "the same place" means on this display.
  public let tolerance: PixelTolerance
  /// Whether this is Interface Builder's canvas (``InterfaceBuilderCanvas``): a document's
  /// scenes as the saving Xcode draws them on its design device, each on its own, not as an
  /// app shows them.
  public internal(set) var isInterfaceBuilderCanvas = false
  /// The pixels per point labels further round their height up to: Interface Builder's canvas
  /// of an older Xcode (``InterfaceBuilderCanvas/labelHeightRoundingScale``); nil for the
  /// screen's pixels alone.
  var labelHeightRoundingScale: Double? = nil

  /// Resolves `scenario`.
  ///
  /// - Throws: ``ScenarioError`` when the device has no such multitasking window in the
  ///   orientation (iPhones have none; portrait has no ½ split), or its keyboard would be
  ///   taller than the window.
  public init(_ scenario: Scenario) throws(ScenarioError) {
    self.scenario = scenario
    let device = scenario.device
    let orientation = scenario.orientation
    var screen = device.screen(orientation)
    if scenario.statusBarHidden { screen.hideStatusBar() }
    var window: MultitaskingWindow?
    if let wanted = scenario.multitasking {
      let offered = device.multitaskingWindows(in: orientation)
      guard let found = offered.first(where: { $0.configuration == wanted }) else {
        throw ScenarioError(
          scenario: scenario,
          message:
            "\(device.name) has no \(wanted.rawValue) multitasking window in "
            + orientation.rawValue,
          hint: offered.isEmpty
            ? "only iPads have Split View and Slide Over windows"
            : "it offers \(offered.map(\.configuration.rawValue).joined(separator: ", "))")
      }
      window = found
      screen.size = Size(width: found.width, height: screen.size.height)
      screen.safeAreaInsets = EdgeInsets(
        top: screen.safeAreaInsets.top, left: 0, bottom: screen.safeAreaInsets.bottom, right: 0)
      screen.rootLayoutMargin = nil
      screen.shape = .rectangular(size: screen.size, scale: screen.scale)
    }
    if let width = scenario.windowWidth, width != screen.size.width {
      // A window between the catalogued widths is placed as a multitasking window is: a
      // rectangle with no side insets and the size class's minimum root margin.
      guard width.isFinite, width > 0 else {
        throw ScenarioError(
          scenario: scenario, message: "a window \(width) pt wide cannot be laid out",
          hint: "give a width above 0 pt")
      }
      screen.size = Size(width: width, height: screen.size.height)
      screen.safeAreaInsets = EdgeInsets(
        top: screen.safeAreaInsets.top, left: 0, bottom: screen.safeAreaInsets.bottom, right: 0)
      screen.rootLayoutMargin = nil
      screen.shape = .rectangular(size: screen.size, scale: screen.scale)
    }
    multitaskingWindow = window
    sizeClasses = window?.sizeClasses ?? device.sizeClasses(in: orientation)
    self.screen = screen
    tolerance = PixelTolerance(scale: screen.scale)
    if scenario.showsKeyboard || scenario.keyboardHeight != nil {
      let height = scenario.keyboardHeight ?? device.defaultKeyboardHeight(in: orientation).height
      guard height.isFinite, height >= 0, height <= screen.size.height else {
        throw ScenarioError(
          scenario: scenario,
          message:
            "cannot show the keyboard on \(scenario): \(height) pt is taller than the window",
          hint: "check without `--keyboard` for this device")
      }
      keyboardFrame = Rect(
        x: 0, y: screen.size.height - height, width: screen.size.width, height: height)
    } else {
      keyboardFrame = nil
    }
  }

  /// The window's bounds.
  public var bounds: Rect { Rect(origin: .zero, size: screen.size) }

  /// The safe area in window coordinates.
  public var safeArea: Rect { bounds.inset(by: screen.safeAreaInsets) }

  /// The safe area's insets with the shown keyboard's top edge as the bottom (SwiftUI's
  /// keyboard safe area): what a SwiftUI body is proposed.
  public var safeAreaInsetsAboveKeyboard: EdgeInsets {
    var insets = screen.safeAreaInsets
    if let keyboardFrame { insets.bottom = max(insets.bottom, keyboardFrame.height) }
    return insets
  }

  /// The root view's layout margins beyond the safe area at the sides: a view controller's
  /// root view has the system minimum layout margins — 16 pt beside the safe area on
  /// compact-width iPhones, 20 pt on wider iPhones and iPads (UIKit's
  /// `systemMinimumLayoutMargins`; the catalog's `rootLayoutMargin` per device and orientation,
  /// Documentation/Facts/Devices.md#root-view-margins), and the safe area above and below. The
  /// catalog's margin counts the safe area in; the view's own margin is what lies beyond.
  public var rootViewMargins: EdgeInsets { rootViewMargins(laidOutWidth: screen.size.width) }

  /// The root view's side margins for a view controller laid out `width` points wide: the
  /// screen's (``rootViewMargins``) at the screen's width; at another width (a freeform size,
  /// a container's) the minimum that width takes on a full screen — 20 pt where the width
  /// class is regular or the width is at least 414 pt, as on the 414-pt and wider iPhones,
  /// else 16 pt (Documentation/Facts/Devices.md#root-view-margins-at-another-width).
  func rootViewMargins(laidOutWidth width: Double) -> EdgeInsets {
    let safe = screen.safeAreaInsets
    let atScreenWidth = width == screen.size.width
    let minimum = sizeClasses.horizontal == .regular || (!atScreenWidth && width >= 414) ? 20.0 : 16
    let catalog = atScreenWidth ? screen.rootLayoutMargin : nil
    return SystemControlMetrics.rootViewMargins(
      safeArea: safe, catalogMargin: catalog, minimum: minimum)
  }

  /// A window for the scenario's device and orientation, narrowed to the multitasking window
  /// with its size classes (as UIKit hands an app in Split View a narrower window and a compact
  /// or regular width), at the scenario's text size (every label with a text style follows it,
  /// as a label's preferred font is made at the user's size when the screen loads), with the
  /// docked keyboard shown when the scenario has it. Constraint files and storyboards both take
  /// this one path.
  func makeWindow() -> Window {
    let window = Window(
      device: scenario.device, orientation: scenario.orientation, identifier: "window")
    if let multitasking = multitaskingWindow {
      window.traitOverrides.horizontalSizeClass = multitasking.sizeClasses.horizontal
      window.traitOverrides.verticalSizeClass = multitasking.sizeClasses.vertical
    }
    // A multitasking window, or a canvas's simulated insets: the window is given this screen.
    if window.screen.size != screen.size || window.screen.safeAreaInsets != screen.safeAreaInsets {
      let classes = window.traitCollection
      window.screen = Screen(
        size: screen.size, scale: screen.scale, safeAreaInsets: screen.safeAreaInsets)
      window.traitOverrides.horizontalSizeClass = classes.horizontalSizeClass
      window.traitOverrides.verticalSizeClass = classes.verticalSizeClass
    }
    if scenario.contentSizeCategory != window.traitCollection.preferredContentSizeCategory {
      window.traitOverrides.preferredContentSizeCategory = scenario.contentSizeCategory
    }
    // Right to left for an `rtl` or right-to-left language: leading and trailing swap sides.
    window.layoutDirection = scenario.locale.layoutDirection
    // Validated in `init`: the height fits the window, so the keyboard is always shown.
    if let keyboardFrame { try? window.setKeyboard(.docked(height: keyboardFrame.height)) }
    return window
  }
}

extension Scenario {
  /// The scenario resolved (``ScenarioEnvironment``).
  ///
  /// - Throws: ``ScenarioError`` when the device cannot show the scenario.
  public func resolved() throws(ScenarioError) -> ScenarioEnvironment {
    try ScenarioEnvironment(self)
  }

  /// What the app's window sees (``ScenarioEnvironment/screen``); for a scenario the device
  /// cannot show, the device's full screen.
  public var screen: DeviceScreen {
    (try? resolved())?.screen ?? device.screen(orientation)
  }
}

extension DeviceScreen {
  /// The screen with the status bar hidden: no status bar, and on a device without a sensor
  /// housing — the Home-button iPhones and every iPad, whose top inset is the status bar's
  /// height — no top safe-area inset either; a notch or Dynamic Island keeps its inset
  /// (Documentation/Facts/AppInfo.md#status-bar-hidden).
  mutating func hideStatusBar() {
    statusBarHeight = 0
    if device.sensorHousing == .none { safeAreaInsets.top = 0 }
  }
}
