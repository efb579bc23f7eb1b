import ArgumentParser
import DeviceCatalog
import LayoutPipeline

/// The scenario options of the commands that lay out many scenarios (`check`, `preview`): one
/// per entry of ``LayoutPipeline/ScenarioDimension/all``, named and explained by the table.
struct ScenarioMatrixOptions: ParsableArguments {
  @Option(
    name: .customLong(ScenarioDimension.device.manyOption.name),
    help: ArgumentHelp(ScenarioDimension.device.manyOption.help))
  var devices: String?
  @Option(
    name: .customLong(ScenarioDimension.orientation.manyOption.name),
    help: ArgumentHelp(ScenarioDimension.orientation.manyOption.help))
  var orientations: String?
  @Flag(
    name: .customLong(ScenarioDimension.multitasking.manyOption.name),
    help: ArgumentHelp(ScenarioDimension.multitasking.manyOption.help))
  var splitViews = false
  @Option(
    name: .customLong(ScenarioDimension.contentSize.manyOption.name),
    help: ArgumentHelp(ScenarioDimension.contentSize.manyOption.help))
  var contentSizes = "large"
  @Flag(
    name: .customLong(ScenarioDimension.keyboard.manyOption.name),
    help: ArgumentHelp(ScenarioDimension.keyboard.manyOption.help))
  var keyboard = false

  /// The scenarios the options select, with the command's own defaults for devices and
  /// orientations.
  func scenarios(
    devices defaultDevices: String = "all", orientations defaultOrientations: String = "all"
  )
    throws -> [Scenario]
  {
    try selectedScenarios(
      devices: devices ?? defaultDevices, orientations: orientations ?? defaultOrientations,
      splitViews: splitViews, contentSizes: contentSizes, keyboard: keyboard)
  }
}

/// The scenario options of the commands that lay out one scenario (`render`, `export`): the
/// same table, one value each.
struct OneScenarioOptions: ParsableArguments {
  @Option(
    name: .customLong(ScenarioDimension.device.oneOption.name),
    help: ArgumentHelp(ScenarioDimension.device.oneOption.help))
  var device: String?
  @Option(
    name: .customLong(ScenarioDimension.orientation.oneOption.name),
    help: ArgumentHelp(ScenarioDimension.orientation.oneOption.help))
  var orientation: String?
  @Option(
    name: .customLong(ScenarioDimension.multitasking.oneOption.name),
    help: ArgumentHelp(ScenarioDimension.multitasking.oneOption.help))
  var splitView: String?
  @Option(
    name: .customLong(ScenarioDimension.contentSize.oneOption.name),
    help: ArgumentHelp(ScenarioDimension.contentSize.oneOption.help))
  var contentSize: String?
  @Flag(
    name: .customLong(ScenarioDimension.keyboard.oneOption.name),
    help: ArgumentHelp(ScenarioDimension.keyboard.oneOption.help))
  var keyboard = false

  /// Whether any option differs from its default (a `render --html` page then shows only this
  /// scenario).
  var isSet: Bool {
    device != nil || orientation != nil || splitView != nil || contentSize != nil || keyboard
  }

  /// The scenario: each option given, else `base`'s value (the file's own device and
  /// orientation, else iPhone 14 Pro in portrait); every value is looked up through the table,
  /// so `render` takes exactly the words `check` prints.
  func scenario(over base: Scenario) throws -> Scenario {
    var scenario = base
    if let device {
      scenario.device = try lookUp { () throws(DeviceLookupError) in try Device.lookup(device) }
    }
    if let orientation {
      scenario.orientation = try lookUp { () throws(DeviceLookupError) in
        try Orientation.lookup(orientation)
      }
    }
    if let splitView {
      let names = ["fullScreen"] + MultitaskingWindow.Configuration.allCases.map(\.rawValue)
      guard names.contains(splitView) else {
        printError(
          "error: unknown multitasking window `\(splitView)`\n"
            + "  hint: write one of \(names.joined(separator: ", "))"
        )
        throw PlumbExit.invalidInput
      }
      scenario.multitasking = MultitaskingWindow.Configuration(rawValue: splitView)
    }
    if let contentSize {
      let sized: [Scenario]
      do {
        sized = try scenario.atContentSizes(contentSize)
      } catch {
        printError(error.description)
        throw PlumbExit.invalidInput
      }
      guard sized.count == 1 else {
        printError(
          "error: --content-size takes one size; `\(contentSize)` names \(sized.count)\n"
            + "  hint: `plumb check --content-sizes` checks several"
        )
        throw PlumbExit.invalidInput
      }
      scenario = sized[0]
    }
    if keyboard { scenario.showsKeyboard = true }
    return scenario
  }
}

/// The scenarios the options select — `--devices` × `--orientations` × `--split-views` (each
/// iPad orientation's Split View and Slide Over windows beside the full screen) ×
/// `--content-sizes` × `--keyboard` — or the error printed and exit status 2: an unknown name,
/// or filters that leave nothing to lay out (checking nothing must not look like a pass in CI).
func selectedScenarios(
  devices: String, orientations: String, splitViews: Bool = false, contentSizes: String = "large",
  keyboard: Bool = false
) throws -> [Scenario] {
  func names(_ list: String) -> [String] {
    list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  }
  let deviceList =
    devices == "all"
    ? Device.all
    : try names(devices).map { name in
      try lookUp { () throws(DeviceLookupError) in try Device.lookup(name) }
    }
  let orientationList =
    orientations == "all"
    ? nil
    : try names(orientations).map { name in
      try lookUp { () throws(DeviceLookupError) in try Orientation.lookup(name) }
    }
  let scenarios: [Scenario]
  do {
    scenarios = try Scenario.matrix(
      devices: deviceList, orientations: orientationList, splitViews: splitViews,
      contentSizes: contentSizes,
      keyboard: keyboard)
  } catch {
    printError(error.description)
    throw PlumbExit.invalidInput
  }
  guard !scenarios.isEmpty else {
    printError(
      "error: no device in the list supports the orientations \(orientations)\n"
        + "  hint: iPhones support portrait and both landscapes; only iPads support "
        + "portraitUpsideDown"
    )
    throw PlumbExit.invalidInput
  }
  return scenarios
}
