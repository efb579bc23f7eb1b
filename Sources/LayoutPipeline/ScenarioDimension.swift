import AutoLayout
import DeviceCatalog

/// One trait a scenario varies over — device, orientation, multitasking window, text size,
/// keyboard — in the one table (``all``) that every front end reads: the command-line options
/// of every command, the preview's toggles, and the words every report uses to name a scenario
/// (``Scenario/conditions``). A new trait of ``Scenario`` is one more entry in ``all``.
public struct ScenarioDimension: Sendable {
  /// A value a front end can choose: its name (on the wire, on the command line) and the
  /// words shown for it.
  public struct Option: Codable, Hashable, Sendable {
    /// The value as it is read back ("iPhone 14 Pro", "accessibilityLarge").
    public var value: String
    /// What a toggle says.
    public var label: String
  }

  /// The name on the wire and in JSON ("contentSize").
  public var key: String
  /// The heading of the preview's group of toggles ("Text size (Dynamic Type)").
  public var label: String
  /// The option of the commands that check many scenarios (`check`, `preview`): its long
  /// name, and whether it is a flag (on: every value; off: the default only).
  public var manyOption: (name: String, isFlag: Bool, help: String)
  /// The option of the commands that lay out one scenario (`render`, `export`).
  public var oneOption: (name: String, isFlag: Bool, help: String)
  /// The values offered when `devices` are shown, in the order they are laid out.
  public var offer: @Sendable (_ devices: [Device]) -> [Option]
  /// The values offered (``offer`` for the devices of ``all(for:)``'s scenarios; empty in the
  /// table itself).
  public var options: [Option] = []
  /// The scenario's value, one of ``options``' values.
  public var value: @Sendable (Scenario) -> String
  /// The words a report uses for the scenario's value, or `nil` when it is the default and
  /// goes unsaid (a device is named on its own, before the conditions).
  public var word: @Sendable (Scenario) -> String?
  /// `scenario` with this dimension set to `value`, or `nil` when the scenario cannot take it
  /// (an orientation its device does not support, a Split View on an iPhone).
  public var apply: @Sendable (Scenario, String) -> Scenario?

  /// Every dimension, outermost first: the order of
  /// ``Scenario/matrix(devices:orientations:splitViews:contentSizes:keyboard:)`` (keyboard
  /// varying fastest), of the preview's toggles and of a scenario's words.
  public static let all: [ScenarioDimension] = [
    device, orientation, multitasking, contentSize, keyboard,
  ]

  /// The table with the values a preview that starts with `scenarios` offers: the devices of
  /// the scenarios, and every orientation, multitasking window, text size and keyboard state
  /// one of them supports, as Xcode's canvas offers them for any device.
  public static func all(for scenarios: [Scenario]) -> [ScenarioDimension] {
    var devices: [Device] = []
    for scenario in scenarios where !devices.contains(scenario.device) {
      devices.append(scenario.device)
    }
    return all.map { dimension in
      var offered = dimension
      offered.options = dimension.offer(devices)
      return offered
    }
  }

  /// The device, by its catalog name.
  public static let device = ScenarioDimension(
    key: "device", label: "Devices",
    manyOption: ("devices", false, "`all`, or device names separated by commas."),
    oneOption: (
      "device", false, "The device (see `plumb devices`); default: the file's, else iPhone 14 Pro."
    ),
    offer: { devices in devices.map { Option(value: $0.name, label: $0.name) } },
    value: { $0.device.name }, word: { _ in nil },
    apply: { scenario, name in
      guard let device = Device.all.first(where: { $0.name == name }) else { return nil }
      var changed = scenario
      changed.device = device
      return changed
    })

  /// The interface orientation; always said.
  public static let orientation = ScenarioDimension(
    key: "orientation", label: "Orientations",
    manyOption: (
      "orientations", false,
      "`all` (each device's supported ones), or orientations separated by commas."
    ),
    oneOption: (
      "orientation", false,
      "portrait, portraitUpsideDown, landscapeLeft or landscapeRight; "
        + "default: the file's, else portrait."
    ),
    offer: { devices in
      Orientation.allCases.filter { o in devices.contains { $0.orientations.contains(o) } }
        .map { Option(value: $0.rawValue, label: $0.rawValue) }
    },
    value: { $0.orientation.rawValue }, word: { $0.orientation.rawValue },
    apply: { scenario, name in
      guard let orientation = Orientation(rawValue: name),
        scenario.device.orientations.contains(orientation)
      else { return nil }
      var changed = scenario
      changed.orientation = orientation
      return changed
    })

  /// The iPad multitasking window, or the full screen (unsaid).
  public static let multitasking = ScenarioDimension(
    key: "multitasking", label: "Split View and Slide Over",
    manyOption: (
      "split-views", true,
      "On iPads, check each orientation's Split View (⅔, ½, ⅓) and Slide Over windows "
        + "as well as the full screen."
    ),
    oneOption: (
      "split-view", false,
      "On an iPad, the multitasking window: twoThirds, half, oneThird or slideOver; "
        + "default: the full screen."
    ),
    offer: { devices in
      let offered = Set(
        devices.flatMap { device in
          device.orientations.flatMap { device.multitaskingWindows(in: $0).map(\.configuration) }
        })
      return [Option(value: "fullScreen", label: "full screen")]
        + MultitaskingWindow.Configuration.allCases.filter(offered.contains)
        .map { Option(value: $0.rawValue, label: $0.rawValue) }
    },
    value: { $0.multitasking?.rawValue ?? "fullScreen" }, word: { $0.multitasking?.rawValue },
    apply: { scenario, name in
      var changed = scenario
      guard name != "fullScreen" else {
        changed.multitasking = nil
        return changed
      }
      guard let window = MultitaskingWindow.Configuration(rawValue: name),
        scenario.device.multitaskingWindows(in: scenario.orientation).contains(where: {
          $0.configuration == window
        })
      else { return nil }
      changed.multitasking = window
      return changed
    })

  /// The Dynamic Type size; unsaid at `large`, the system default.
  public static let contentSize = ScenarioDimension(
    key: "contentSize", label: "Text size (Dynamic Type)",
    manyOption: (
      "content-sizes", false,
      "Dynamic Type sizes: `all`, `accessibility`, or names separated by commas "
        + "(L,XL,AX3 or UIKit's names)."
    ),
    oneOption: (
      "content-size", false, "The Dynamic Type size (L, XL, AX3 or UIKit's name); default: large."
    ),
    offer: { _ in
      ContentSizeCategory.allCases.map { Option(value: $0.rawValue, label: $0.rawValue) }
    },
    value: { $0.contentSizeCategory.rawValue },
    word: { $0.contentSizeCategory == .large ? nil : $0.contentSizeCategory.rawValue },
    apply: { scenario, name in
      guard let size = ContentSizeCategory(rawValue: name) else { return nil }
      var changed = scenario
      changed.contentSizeCategory = size
      return changed
    })

  /// The docked keyboard, hidden (unsaid) or shown.
  public static let keyboard = ScenarioDimension(
    key: "keyboard", label: "Keyboard",
    manyOption: ("keyboard", true, "Check every scenario with the docked keyboard shown as well."),
    oneOption: ("keyboard", true, "Show the docked keyboard."),
    offer: { _ in
      [Option(value: "hidden", label: "hidden"), Option(value: "shown", label: "shown")]
    },
    value: { $0.showsKeyboard ? "shown" : "hidden" }, word: { $0.showsKeyboard ? "keyboard" : nil },
    apply: { scenario, name in
      guard name == "hidden" || name == "shown" else { return nil }
      var changed = scenario
      changed.showsKeyboard = name == "shown"
      return changed
    })
}

extension Scenario {
  /// The words of every dimension but the device that are not the default, in the table's
  /// order (``ScenarioDimension/all``), for a report's row: "portrait", "landscapeLeft,
  /// twoThirds, keyboard".
  public var conditions: String {
    ScenarioDimension.all.compactMap { $0.word(self) }.joined(separator: ", ")
  }

  /// "iPhone 14 Pro, landscapeLeft", then the other conditions that are not the defaults:
  /// "iPad Air (5th generation), landscapeLeft, oneThird, accessibilityLarge, keyboard".
  public var description: String { "\(device.name), \(conditions)" }
}
