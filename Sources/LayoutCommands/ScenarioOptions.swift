import ArgumentParser
import DeviceCatalog
import LayoutPipeline

/// Which of each dimension's options a command takes: the list of the commands that check many
/// scenarios (`check`, `preview`: `--devices`, `--split-views`) or the one value of those that
/// lay out one (`render`, `export`: `--device`, `--split-view`).
protocol ScenarioOptionForm {
  /// The option of each table entry this form reads.
  static var option: KeyPath<ScenarioDimension, ScenarioDimension.CommandLineOption> { get }
}

/// `check` and `preview`: every combination of the values listed.
enum ManyScenarios: ScenarioOptionForm {
  static var option: KeyPath<ScenarioDimension, ScenarioDimension.CommandLineOption> {
    \.manyOption
  }
}

/// `render` and `export`: one value of each dimension.
enum OneScenario: ScenarioOptionForm {
  static var option: KeyPath<ScenarioDimension, ScenarioDimension.CommandLineOption> {
    \.oneOption
  }
}

/// The scenario options of a command: one per entry of ``LayoutPipeline/ScenarioDimension/all``,
/// named, explained and parsed by the table, so a new dimension needs no line here.
///
/// ArgumentParser declares a group's options as stored properties: it reads them from
/// `Mirror(reflecting:)` of an instance and decodes each by its label. This group is a
/// `CustomReflectable` whose mirror shows one option or flag per table entry, labelled with the
/// entry's key, and it decodes them by the same keys; `--help` prints each with the table's help.
struct ScenarioOptions<Form: ScenarioOptionForm>: ParsableArguments, CustomReflectable {
  /// What each option given says, by its dimension's key: the value written, or `nil` for a flag.
  private var given: [String: String?] = [:]

  init() {}

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: DimensionKey.self)
    for dimension in ScenarioDimension.all {
      let option = dimension[keyPath: Form.option]
      let key = DimensionKey(stringValue: dimension.key)
      if option.flag != nil {
        if try container.decode(Flag<Bool>.self, forKey: key).wrappedValue {
          given[dimension.key] = .some(nil)
        }
      } else if option.defaultValue != nil {
        given[dimension.key] = try container.decode(Option<String>.self, forKey: key).wrappedValue
      } else if let value = try container.decode(Option<String?>.self, forKey: key).wrappedValue {
        given[dimension.key] = value
      }
    }
  }

  var customMirror: Mirror {
    Mirror(
      self,
      children: ScenarioDimension.all.map { dimension -> Mirror.Child in
        let option = dimension[keyPath: Form.option]
        let name = NameSpecification.customLong(option.name)
        let help = ArgumentHelp(option.help)
        if option.flag != nil {
          return (dimension.key, Flag(wrappedValue: false, name: name, help: help))
        }
        if let value = option.defaultValue {
          return (dimension.key, Option(wrappedValue: value, name: name, help: help))
        }
        return (dimension.key, Option<String?>(name: name, help: help))
      })
  }

  /// Whether `dimension`'s option was given.
  func isGiven(_ dimension: ScenarioDimension) -> Bool { given[dimension.key] != nil }

  /// Whether any option was given (a `render --html` page then shows only this scenario).
  var isSet: Bool { !given.isEmpty }

  /// What each option given selects, by its dimension's key, `defaults` standing in for the
  /// options not given; or the value not understood printed and exit status 2.
  private func choices(defaults: [String: String] = [:]) throws -> [String: ScenarioDimension
    .Choice]
  {
    var choices: [String: ScenarioDimension.Choice] = [:]
    for dimension in ScenarioDimension.all {
      let option = dimension[keyPath: Form.option]
      if case .some(.none) = given[dimension.key] {
        choices[dimension.key] = option.flag
        continue
      }
      guard let list = given[dimension.key].flatMap({ $0 }) ?? defaults[dimension.key] else {
        continue
      }
      do throws(ScenarioOptionError) {
        choices[dimension.key] = try dimension.parse(list)
      } catch {
        printError(error.description)
        throw PlumbExit.invalidInput
      }
    }
    return choices
  }

  /// The keys of the table's dimensions, as ArgumentParser decodes the options.
  private struct DimensionKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

extension ScenarioOptions where Form == ManyScenarios {
  /// The scenarios the options select — every combination of the values each lists
  /// (``LayoutPipeline/Scenario/matrix(from:choosing:dimensions:)``), with the command's own
  /// defaults for devices and orientations — or the error printed and exit status 2: an unknown
  /// name, or filters that leave nothing to lay out (checking nothing must not look like a pass
  /// in CI).
  func scenarios(devices: String = "all", orientations: String = "all") throws -> [Scenario] {
    let choices = try choices(defaults: [
      ScenarioDimension.device.key: devices, ScenarioDimension.orientation.key: orientations,
    ])
    let scenarios = Scenario.matrix(from: Scenario(device: .iPhone14Pro), choosing: choices)
    guard !scenarios.isEmpty else {
      let listed = given[ScenarioDimension.orientation.key].flatMap { $0 } ?? orientations
      printError(
        "error: no device in the list supports the orientations \(listed)\n"
          + "  hint: iPhones support portrait and both landscapes; only iPads support "
          + "portraitUpsideDown"
      )
      throw PlumbExit.invalidInput
    }
    return scenarios
  }
}

extension ScenarioOptions where Form == OneScenario {
  /// The scenario: each option given, else `base`'s value (the file's own device and
  /// orientation, else iPhone 14 Pro in portrait); every value is looked up through the table,
  /// so `render` takes exactly the words `check` prints. Whether the device supports it is the
  /// environment's to say (``LayoutPipeline/ScenarioEnvironment``), as for a file's own values.
  func scenario(over base: Scenario) throws -> Scenario {
    var scenario = base
    let choices = try choices()
    for dimension in ScenarioDimension.all {
      guard let choice = choices[dimension.key] else { continue }
      let values = dimension.values(choice, for: scenario)
      guard values.count == 1, let changed = dimension.set(scenario, values[0]) else {
        printError(
          "error: --\(dimension.oneOption.name) takes one value; "
            + "`\(given[dimension.key].flatMap { $0 } ?? "")` names \(values.count)\n"
            + "  hint: `plumb check --\(dimension.manyOption.name)` checks several")
        throw PlumbExit.invalidInput
      }
      scenario = changed
    }
    return scenario
  }
}
