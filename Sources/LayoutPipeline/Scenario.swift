import AutoLayout
import DeviceCatalog

/// What a screen is laid out for: a device held in an orientation, full screen or in an iPad
/// Split View or Slide Over window, a Dynamic Type text size, the software keyboard hidden
/// or shown, and the language of the text.
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
  /// The language the text is shown in (``ScenarioLocale``); ``ScenarioLocale/base``, the text
  /// as written, unless set.
  public var locale: ScenarioLocale = .base
  /// A window this many points wide in place of the device's screen or multitasking window —
  /// a width between the catalogued ones, as Stage Manager and Split View's divider allow —
  /// keeping the scenario's size classes, its height and its top and bottom safe area; `nil`
  /// for the catalogued width. Set by `plumb check --limits` (``Limits``).
  public var windowWidth: Double? = nil
  /// The docked keyboard's height in points, shown whatever ``showsKeyboard`` says; `nil` for
  /// the catalog's height when ``showsKeyboard`` is on. Set by `plumb check --limits`.
  public var keyboardHeight: Double? = nil
  /// How many times longer than written every text is measured
  /// (``Typography/TextLengthFactor``); 1 for the text as written. Set by
  /// `plumb check --limits`.
  public var textLength: Double = 1
  /// Whether the app hides the status bar (its `Info.plist`'s `UIStatusBarHidden` with
  /// `UIViewControllerBasedStatusBarAppearance` off): on a device without a sensor housing the
  /// status bar is then all there is above the safe area, and the top inset is 0
  /// (Documentation/Facts/AppInfo.md#status-bar-hidden).
  public var statusBarHidden = false

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
    guard let first = devices.first else { return [] }
    return matrix(
      from: Scenario(device: first),
      choosing: [
        ScenarioDimension.device.key: .values(devices.map(\.name)),
        ScenarioDimension.orientation.key: orientations.map { .values($0.map(\.rawValue)) }
          ?? .every,
        ScenarioDimension.multitasking.key: splitViews ? .every : .values(["fullScreen"]),
        ScenarioDimension.contentSize.key: .values(contentSizes.map(\.rawValue)),
        ScenarioDimension.keyboard.key: keyboard ? .every : .values(["hidden"]),
      ])
  }

  /// Every combination of the values `choices` selects, starting from `seed`, dimension by
  /// dimension in the order of `dimensions` (the first outermost, the last varying fastest):
  /// each scenario so far takes each chosen value it supports
  /// (``ScenarioDimension/apply(_:_:)``), so a device is held only in its own orientations and
  /// an iPhone gets no Split View. A dimension `choices` does not name keeps the seed's value.
  public static func matrix(
    from seed: Scenario, choosing choices: [String: ScenarioDimension.Choice],
    dimensions: [ScenarioDimension] = ScenarioDimension.all
  ) -> [Scenario] {
    var scenarios = [seed]
    for dimension in dimensions {
      guard let choice = choices[dimension.key] else { continue }
      scenarios = scenarios.flatMap { scenario in
        dimension.values(choice, for: scenario).compactMap { dimension.apply(scenario, $0) }
      }
    }
    return scenarios
  }
}
