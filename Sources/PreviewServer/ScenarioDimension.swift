import DeviceCatalog
import LayoutPipeline
import Typography

/// One trait the preview's scenarios vary over — device, orientation, text size, keyboard — as
/// the page toggles it: its options, and how to read and set it on a ``LayoutPipeline/Scenario``.
///
/// The preview knows no trait by name anywhere else: the page draws one group of toggles per
/// dimension and the server multiplies the chosen values out in ``ScenarioToggles``, so a new
/// trait of `Scenario` is one more entry in ``all(for:)``.
public struct ScenarioDimension: Sendable {
  /// A value the page can toggle: its name on the wire and the words on the page.
  public struct Option: Codable, Hashable, Sendable {
    /// The value as the server reads it back ("iPhone 14 Pro", "accessibilityLarge").
    public var value: String
    /// What the toggle says.
    public var label: String
  }

  /// The name on the wire ("device").
  public var key: String
  /// The group's heading on the page ("Devices").
  public var label: String
  /// The values the page offers, in the order they are shown and laid out.
  public var options: [Option]
  /// The scenario's value in this dimension, one of ``options``' values.
  public var value: @Sendable (Scenario) -> String
  /// `scenario` with this dimension set to `value`, or `nil` when the scenario cannot take it
  /// (an orientation its device does not support).
  public var apply: @Sendable (Scenario, String) -> Scenario?

  /// The dimensions of a preview that starts with `scenarios`, outermost first (the order of
  /// ``LayoutPipeline/Scenario/matrix(devices:orientations:contentSizes:keyboard:)``, keyboard
  /// fastest). The devices offered are the command line's; every orientation one of them
  /// supports, every text size and both keyboard states are offered, as Xcode's canvas
  /// offers them for any device.
  public static func all(for scenarios: [Scenario]) -> [ScenarioDimension] {
    var devices: [Device] = []
    for scenario in scenarios where !devices.contains(scenario.device) { devices.append(scenario.device) }
    let byName = Dictionary(devices.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    return [
      ScenarioDimension(
        key: "device", label: "Devices", options: devices.map { Option(value: $0.name, label: $0.name) },
        value: { $0.device.name },
        apply: { scenario, name in
          guard let device = byName[name] else { return nil }
          var changed = scenario
          changed.device = device
          return changed
        }),
      ScenarioDimension(
        key: "orientation", label: "Orientations",
        options: Orientation.allCases.filter { o in devices.contains { $0.orientations.contains(o) } }
          .map { Option(value: $0.rawValue, label: $0.rawValue) },
        value: { $0.orientation.rawValue },
        apply: { scenario, name in
          guard let orientation = Orientation(rawValue: name), scenario.device.orientations.contains(orientation)
          else { return nil }
          var changed = scenario
          changed.orientation = orientation
          return changed
        }),
      ScenarioDimension(
        key: "contentSize", label: "Text size (Dynamic Type)",
        options: ContentSizeCategory.allCases.map { Option(value: $0.rawValue, label: $0.rawValue) },
        value: { $0.contentSizeCategory.rawValue },
        apply: { scenario, name in
          guard let size = ContentSizeCategory(rawValue: name) else { return nil }
          var changed = scenario
          changed.contentSizeCategory = size
          return changed
        }),
      ScenarioDimension(
        key: "keyboard", label: "Keyboard",
        options: [Option(value: "hidden", label: "hidden"), Option(value: "shown", label: "shown")],
        value: { $0.showsKeyboard ? "shown" : "hidden" },
        apply: { scenario, name in
          guard name == "hidden" || name == "shown" else { return nil }
          var changed = scenario
          changed.showsKeyboard = name == "shown"
          return changed
        }),
    ]
  }
}
