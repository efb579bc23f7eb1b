import DeviceCatalog
import LayoutPipeline

/// The scenarios the options select — `--devices` × `--orientations`, and for `plumb check`
/// `--split-views` (each iPad orientation's Split View and Slide Over windows beside the full
/// screen) × `--content-sizes` × `--keyboard` — or the error printed and exit status 2: an unknown name,
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
    ? Device.all : try names(devices).map { name in try lookUp { () throws(DeviceLookupError) in try Device.lookup(name) } }
  let orientationList =
    orientations == "all"
    ? nil : try names(orientations).map { name in try lookUp { () throws(DeviceLookupError) in try Orientation.lookup(name) } }
  let scenarios: [Scenario]
  do {
    scenarios = try Scenario.matrix(
      devices: deviceList, orientations: orientationList, splitViews: splitViews, contentSizes: contentSizes,
      keyboard: keyboard)
  } catch {
    printError(error.description)
    throw PlumbExit.invalidInput
  }
  guard !scenarios.isEmpty else {
    printError("error: no device in the list supports the orientations \(orientations)\n  hint: iPhones support portrait and both landscapes; only iPads support portraitUpsideDown")
    throw PlumbExit.invalidInput
  }
  return scenarios
}
