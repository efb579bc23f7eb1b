import DeviceCatalog
import LayoutPipeline
import Typography

/// The scenarios a test checks a screen on: devices, then each device's orientations, text
/// sizes and the keyboard, expanded by the pipeline's one scenario matrix
/// (``LayoutPipeline/Scenario/matrix(from:choosing:dimensions:)``), so a test sees the same
/// scenarios, in the same order, as `plumb check` with the same options.
///
/// ```swift
/// LayoutScenarios.iPhones.portrait.contentSizes([.large, .accessibilityExtraExtraExtraLarge])
/// ```
public struct LayoutScenarios: Sendable {
  /// The devices, in order.
  public var devices: [Device]
  /// The choices for the other dimensions, by ``LayoutPipeline/ScenarioDimension/key``; a
  /// dimension not named keeps its default (every orientation the device supports, full
  /// screen, `large` text, keyboard hidden).
  private var choices: [String: ScenarioDimension.Choice] = [
    ScenarioDimension.orientation.key: .every,
    ScenarioDimension.multitasking.key: .values(["fullScreen"]),
    ScenarioDimension.contentSize.key: .values([ContentSizeCategory.large.rawValue]),
    ScenarioDimension.keyboard.key: .values(["hidden"]),
  ]

  /// The scenarios on `devices`.
  public init(devices: [Device]) { self.devices = devices }

  /// Every catalogued iPhone and iPad.
  public static var allDevices: LayoutScenarios { LayoutScenarios(devices: Device.all) }
  /// Every catalogued iPhone.
  public static var iPhones: LayoutScenarios { LayoutScenarios(devices: Device.iPhones) }
  /// Every catalogued iPad.
  public static var iPads: LayoutScenarios { LayoutScenarios(devices: Device.iPads) }

  /// The named devices (`"iPhone SE (3rd generation)"`, as `plumb devices` lists them).
  ///
  /// - Throws: ``DeviceCatalog/DeviceLookupError`` naming the unknown device and its nearest
  ///   names.
  public static func devices(_ names: String...) throws(DeviceLookupError) -> LayoutScenarios {
    var devices: [Device] = []
    for name in names { devices.append(try Device.lookup(name)) }
    return LayoutScenarios(devices: devices)
  }

  /// The same devices held in `orientations` only (those each device supports).
  public func orientations(_ orientations: [Orientation]) -> LayoutScenarios {
    choosing(ScenarioDimension.orientation, .values(orientations.map(\.rawValue)))
  }

  /// The same devices in portrait only.
  public var portrait: LayoutScenarios { orientations([.portrait]) }

  /// Each scenario at each of these Dynamic Type sizes.
  public func contentSizes(_ sizes: [ContentSizeCategory]) -> LayoutScenarios {
    choosing(ScenarioDimension.contentSize, .values(sizes.map(\.rawValue)))
  }

  /// Each scenario with the keyboard hidden, then shown.
  public var withKeyboard: LayoutScenarios { choosing(ScenarioDimension.keyboard, .every) }

  /// Each iPad scenario full screen, then in every Split View and Slide Over window.
  public var withSplitViews: LayoutScenarios { choosing(ScenarioDimension.multitasking, .every) }

  /// The scenarios, device by device, the keyboard varying fastest.
  public var scenarios: [Scenario] {
    guard let first = devices.first else { return [] }
    var choices = self.choices
    choices[ScenarioDimension.device.key] = .values(devices.map(\.name))
    return Scenario.matrix(from: Scenario(device: first), choosing: choices)
  }

  private func choosing(_ dimension: ScenarioDimension, _ choice: ScenarioDimension.Choice)
    -> LayoutScenarios
  {
    var copy = self
    copy.choices[dimension.key] = choice
    return copy
  }
}
