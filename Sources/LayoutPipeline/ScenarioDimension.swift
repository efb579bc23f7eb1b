import AutoLayout
import DeviceCatalog
import Foundation

/// One trait a scenario varies over — device, orientation, multitasking window, text size,
/// keyboard — in the one table (``all``) that every front end reads: the command-line options
/// of every command, the preview's toggles, and the words every report uses to name a scenario
/// (``Scenario/conditions``), the columns of a JSON report (``reported``), and the one expansion
/// of scenarios (``Scenario/matrix(from:choosing:dimensions:)``). A new trait is one more entry
/// in ``all``, the ``Scenario`` property it sets, and its effect in ``ScenarioEnvironment``:
/// no front end, option group or report changes.
public struct ScenarioDimension: Sendable {
  /// A value a front end can choose: its name (on the wire, on the command line) and the
  /// words shown for it.
  public struct Option: Codable, Hashable, Sendable {
    /// The value as it is read back ("iPhone 14 Pro", "accessibilityLarge").
    public var value: String
    /// What a toggle says.
    public var label: String
  }

  /// What a command line's value selects: every value a scenario supports (`all`, or a flag
  /// such as `--keyboard` given), or the values named, in the order written.
  public enum Choice: Hashable, Sendable {
    /// Every value the scenario supports (``ScenarioDimension/every``).
    case every
    /// These values.
    case values([String])
  }

  /// A scenario's value as a JSON report writes it.
  public enum Reported: Hashable, Sendable, Encodable {
    /// A name: `"iPhone 14 Pro"`, `"landscapeLeft"`.
    case name(String)
    /// `true`: a condition that is on (the keyboard shown).
    case on

    /// Encodes the name, or `true`.
    public func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .name(let name): try container.encode(name)
      case .on: try container.encode(true)
      }
    }
  }

  /// A command-line option: its long name, its help, and — for a flag, which takes no value —
  /// what giving it selects.
  public struct CommandLineOption: Sendable {
    /// The long name, without its dashes ("content-sizes").
    public var name: String
    /// The line `--help` prints.
    public var help: String
    /// For a flag, what it selects; `nil` for an option that takes a value.
    public var flag: Choice?
    /// The value `--help` shows as the default, and the one used when the option is not given.
    public var defaultValue: String?

    /// An option that takes a value (`--devices LIST`).
    public static func value(_ name: String, _ help: String, default: String? = nil) -> Self {
      Self(name: name, help: help, flag: nil, defaultValue: `default`)
    }

    /// A flag (`--keyboard`) that selects `choice` when given.
    public static func flag(_ name: String, _ help: String, selects choice: Choice) -> Self {
      Self(name: name, help: help, flag: choice, defaultValue: nil)
    }
  }

  /// The name on the wire and in JSON ("contentSize").
  public var key: String
  /// The heading of the preview's group of toggles ("Text size (Dynamic Type)").
  public var label: String
  /// The option of the commands that check many scenarios (`check`, `preview`).
  public var manyOption: CommandLineOption
  /// The option of the commands that lay out one scenario (`render`, `export`).
  public var oneOption: CommandLineOption
  /// The values offered when `devices` are shown, in the order they are laid out.
  public var offer: @Sendable (_ devices: [Device]) -> [Option]
  /// The values offered (``offer`` for the devices of ``all(for:)``'s scenarios; empty in the
  /// table itself).
  public var options: [Option] = []
  /// Every value `scenario` supports, in the order they are laid out (each device's own
  /// orientations; the full screen, then the iPad's windows in the scenario's orientation).
  public var every: @Sendable (_ scenario: Scenario) -> [String]
  /// What a command line's value names (`all`, or names separated by commas), or the error
  /// that names the value not understood.
  public var parse: @Sendable (_ list: String) throws(ScenarioOptionError) -> Choice
  /// The scenario's value, one of ``options``' values.
  public var value: @Sendable (Scenario) -> String
  /// The words a report uses for the scenario's value, or `nil` when it is the default and
  /// goes unsaid (a device is named on its own, before the conditions).
  public var word: @Sendable (Scenario) -> String?
  /// The scenario's value in a JSON report, under ``key``: a name, `true` for a condition that
  /// is on, or `nil` when it is the default and is left out (so reports of device matrices read
  /// as they did before the dimension existed).
  public var reported: @Sendable (Scenario) -> Reported?
  /// `scenario` with this dimension set to `value` whether or not its device supports it (the
  /// environment then says why not, ``ScenarioEnvironment``), or `nil` when `value` is not one
  /// of this dimension's values at all.
  public var set: @Sendable (Scenario, String) -> Scenario?

  /// `scenario` with this dimension set to `value`, or `nil` when the scenario cannot take it
  /// (an orientation its device does not support, a Split View on an iPhone).
  public func apply(_ scenario: Scenario, _ value: String) -> Scenario? {
    (accepts?(scenario, value) ?? every(scenario).contains(value)) ? set(scenario, value) : nil
  }

  /// Whether a scenario can take a value beyond ``every`` (a language named on the command
  /// line, which no list can hold in advance); `nil`: exactly the values of ``every``.
  public var accepts: (@Sendable (Scenario, String) -> Bool)? = nil

  /// The values `choice` selects for `scenario`.
  public func values(_ choice: Choice, for scenario: Scenario) -> [String] {
    switch choice {
    case .every: every(scenario)
    case .values(let values): values
    }
  }

  /// A ``parse`` for a dimension whose values are a fixed list of names: `all`, or names from
  /// `names` separated by commas; an unknown one is refused with the `noun` and the list.
  public static func names(_ noun: String, _ names: [String])
    -> @Sendable (String) throws(ScenarioOptionError) -> Choice
  {
    { list throws(ScenarioOptionError) in
      if list == "all" { return .every }
      return .values(
        try split(list).map { name throws(ScenarioOptionError) in
          guard names.contains(name) else {
            throw ScenarioOptionError(
              value: name,
              description: "error: unknown \(noun) `\(name)`\n"
                + "  hint: write one of \(names.joined(separator: ", "))")
          }
          return name
        })
    }
  }

  /// A ``parse`` for a dimension whose names the catalog looks up (devices, orientations, with
  /// their aliases): `all`, or names separated by commas, each as `lookup` spells it; the
  /// catalog's error names the value not found.
  static func lookedUp(
    _ lookup: @escaping @Sendable (String) throws(DeviceLookupError) -> String
  ) -> @Sendable (String) throws(ScenarioOptionError) -> Choice {
    { list throws(ScenarioOptionError) in
      if list == "all" { return .every }
      return .values(
        try split(list).map { name throws(ScenarioOptionError) in
          do throws(DeviceLookupError) { return try lookup(name) } catch {
            throw ScenarioOptionError(value: name, description: "error: \(error)")
          }
        })
    }
  }

  /// The names of a comma-separated list, trimmed.
  static func split(_ list: String) -> [String] {
    list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// Every dimension, outermost first: the order of
  /// ``Scenario/matrix(devices:orientations:splitViews:contentSizes:keyboard:)`` (keyboard
  /// varying fastest), of the preview's toggles and of a scenario's words.
  public static let all: [ScenarioDimension] = [
    device, orientation, multitasking, contentSize, keyboard, locale,
  ]

  /// The table with the values a preview that starts with `scenarios` offers: the devices of
  /// the scenarios, and every orientation, multitasking window, text size, keyboard state and
  /// pseudo-locale one of them supports, as Xcode's canvas offers them for any device, and
  /// any other value the scenarios hold (a language).
  public static func all(for scenarios: [Scenario]) -> [ScenarioDimension] {
    var devices: [Device] = []
    for scenario in scenarios where !devices.contains(scenario.device) {
      devices.append(scenario.device)
    }
    return all.map { dimension in
      var offered = dimension
      offered.options = dimension.offer(devices)
      // A value the scenarios hold beyond the offer (a language named on the command line) is
      // offered too, after the others.
      for scenario in scenarios {
        let value = dimension.value(scenario)
        if !offered.options.contains(where: { $0.value == value }) {
          offered.options.append(Option(value: value, label: value))
        }
      }
      return offered
    }
  }

  /// The device, by its catalog name.
  public static let device = ScenarioDimension(
    key: "device", label: "Devices",
    manyOption: .value("devices", "`all`, or device names separated by commas."),
    oneOption: .value(
      "device", "The device (see `plumb devices`); default: the file's, else iPhone 14 Pro."),
    offer: { devices in devices.map { Option(value: $0.name, label: $0.name) } },
    every: { _ in Device.all.map(\.name) },
    parse: lookedUp { name throws(DeviceLookupError) in try Device.lookup(name).name },
    value: { $0.device.name }, word: { _ in nil }, reported: { .name($0.device.name) },
    set: { scenario, name in
      guard let device = Device.all.first(where: { $0.name == name }) else { return nil }
      var changed = scenario
      changed.device = device
      return changed
    })

  /// The interface orientation; always said.
  public static let orientation = ScenarioDimension(
    key: "orientation", label: "Orientations",
    manyOption: .value(
      "orientations", "`all` (each device's supported ones), or orientations separated by commas."
    ),
    oneOption: .value(
      "orientation",
      "portrait, portraitUpsideDown, landscapeLeft or landscapeRight; "
        + "default: the file's, else portrait."),
    offer: { devices in
      Orientation.allCases.filter { o in devices.contains { $0.orientations.contains(o) } }
        .map { Option(value: $0.rawValue, label: $0.rawValue) }
    },
    every: { $0.device.orientations.map(\.rawValue) },
    parse: lookedUp { name throws(DeviceLookupError) in try Orientation.lookup(name).rawValue },
    value: { $0.orientation.rawValue }, word: { $0.orientation.rawValue },
    reported: { .name($0.orientation.rawValue) },
    set: { scenario, name in
      guard let orientation = Orientation(rawValue: name) else { return nil }
      var changed = scenario
      changed.orientation = orientation
      return changed
    })

  /// The iPad multitasking window, or the full screen (unsaid).
  public static let multitasking = ScenarioDimension(
    key: "multitasking", label: "Split View and Slide Over",
    manyOption: .flag(
      "split-views",
      "On iPads, check each orientation's Split View (⅔, ½, ⅓) and Slide Over windows "
        + "as well as the full screen.", selects: .every),
    oneOption: .value(
      "split-view",
      "On an iPad, the multitasking window: twoThirds, half, oneThird or slideOver; "
        + "default: the full screen."),
    offer: { devices in
      let offered = Set(
        devices.flatMap { device in
          device.orientations.flatMap { device.multitaskingWindows(in: $0).map(\.configuration) }
        })
      return [Option(value: "fullScreen", label: "full screen")]
        + MultitaskingWindow.Configuration.allCases.filter(offered.contains)
        .map { Option(value: $0.rawValue, label: $0.rawValue) }
    },
    every: { scenario in
      ["fullScreen"]
        + scenario.device.multitaskingWindows(in: scenario.orientation).map(
          \.configuration.rawValue)
    },
    parse: names(
      "multitasking window",
      ["fullScreen"] + MultitaskingWindow.Configuration.allCases.map(\.rawValue)),
    value: { $0.multitasking?.rawValue ?? "fullScreen" }, word: { $0.multitasking?.rawValue },
    reported: { $0.multitasking.map { .name($0.rawValue) } },
    set: { scenario, name in
      var changed = scenario
      guard name != "fullScreen" else {
        changed.multitasking = nil
        return changed
      }
      guard let window = MultitaskingWindow.Configuration(rawValue: name) else { return nil }
      changed.multitasking = window
      return changed
    })

  /// The Dynamic Type size; unsaid at `large`, the system default.
  public static let contentSize = ScenarioDimension(
    key: "contentSize", label: "Text size (Dynamic Type)",
    manyOption: .value(
      "content-sizes",
      "Dynamic Type sizes: `all`, `accessibility`, or names separated by commas "
        + "(L,XL,AX3 or UIKit's names).", default: "large"),
    oneOption: .value(
      "content-size", "The Dynamic Type size (L, XL, AX3 or UIKit's name); default: large."),
    offer: { _ in
      ContentSizeCategory.allCases.map { Option(value: $0.rawValue, label: $0.rawValue) }
    },
    every: { _ in ContentSizeCategory.allCases.map(\.rawValue) },
    parse: { list throws(ScenarioOptionError) in
      do throws(ContentSizeListError) {
        return .values(try ContentSizeCategory.categories(named: list).map(\.rawValue))
      } catch {
        throw ScenarioOptionError(value: error.name, description: error.description)
      }
    },
    value: { $0.contentSizeCategory.rawValue },
    word: { $0.contentSizeCategory == .large ? nil : $0.contentSizeCategory.rawValue },
    reported: { $0.contentSizeCategory == .large ? nil : .name($0.contentSizeCategory.rawValue) },
    set: { scenario, name in
      guard let size = ContentSizeCategory(rawValue: name) else { return nil }
      var changed = scenario
      changed.contentSizeCategory = size
      return changed
    })

  /// The docked keyboard, hidden (unsaid) or shown.
  public static let keyboard = ScenarioDimension(
    key: "keyboard", label: "Keyboard",
    manyOption: .flag(
      "keyboard", "Check every scenario with the docked keyboard shown as well.", selects: .every),
    oneOption: .flag("keyboard", "Show the docked keyboard.", selects: .values(["shown"])),
    offer: { _ in
      [Option(value: "hidden", label: "hidden"), Option(value: "shown", label: "shown")]
    },
    every: { _ in ["hidden", "shown"] }, parse: names("keyboard state", ["hidden", "shown"]),
    value: { $0.showsKeyboard ? "shown" : "hidden" }, word: { $0.showsKeyboard ? "keyboard" : nil },
    reported: { $0.showsKeyboard ? .on : nil },
    set: { scenario, name in
      guard name == "hidden" || name == "shown" else { return nil }
      var changed = scenario
      changed.showsKeyboard = name == "shown"
      return changed
    })
}

extension ScenarioDimension {
  /// The language of the text (``ScenarioLocale``); unsaid for the text as written. Any
  /// scenario takes any locale.
  public static let locale = ScenarioDimension(
    key: "locale", label: "Language",
    manyOption: .value(
      "locales",
      "`all` (base, accented, long, rtl), or locales separated by commas: the pseudo-locales "
        + "accented, long (40 % longer) and rtl (right to left), base, or a language whose "
        + ".strings or .xcstrings lie beside the file (de, pt-BR)."),
    oneOption: .value(
      "locale", "accented, long, rtl, or a language such as de; default: the text as written."),
    offer: { _ in ScenarioLocale.every.map { Option(value: $0.name, label: $0.name) } },
    every: { _ in ScenarioLocale.every.map(\.name) },
    parse: { list throws(ScenarioOptionError) in
      if list == "all" { return .every }
      return .values(
        try split(list).map { name throws(ScenarioOptionError) in
          try ScenarioLocale(name: name).name
        })
    },
    value: { $0.locale.name }, word: { $0.locale == .base ? nil : $0.locale.name },
    reported: { $0.locale == .base ? nil : .name($0.locale.name) },
    set: { scenario, name in
      guard let locale = try? ScenarioLocale(name: name) else { return nil }
      var changed = scenario
      changed.locale = locale
      return changed
    }, accepts: { _, _ in true })
}

/// A scenario option's value that names nothing: the value, and the message `plumb` prints.
public struct ScenarioOptionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name not understood.
  public var value: String
  /// What `plumb` prints: the error and a hint.
  public var description: String
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
