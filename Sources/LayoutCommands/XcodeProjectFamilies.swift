import Foundation

/// The device families an Xcode project's target builds its app for: the target's
/// `TARGETED_DEVICE_FAMILY` build setting, which Xcode turns into the built app's
/// `UIDeviceFamily` (Documentation/Facts/AppInfo.md#device-family). A source `Info.plist` rarely
/// says `UIDeviceFamily` itself, so without this an iPad-only app would be checked on iPhones.
struct XcodeProjectFamilies: Hashable {
  /// The target whose configurations name the `Info.plist`.
  var target: String
  /// The families its configurations build for, in `UIDeviceFamily`'s order.
  var families: [AppInfo.Family]
  /// The `.xcodeproj` folder, as the report names it.
  var project: String

  /// The families of the target in the project at `projectPath` (an `.xcodeproj` folder, an
  /// absolute path) whose
  /// `INFOPLIST_FILE` is `infoPlist`, or `nil` when the project cannot be read, no target names
  /// the plist, or no configuration sets the families.
  ///
  /// `project.pbxproj` is an old-style (OpenStep) property list, which Foundation reads. A
  /// target's configuration inherits the project's configuration of the same name; a target's
  /// own setting wins (Documentation/Facts/AppInfo.md#device-family). Settings kept in `.xcconfig`
  /// files are not read: such a project gives `nil`, and the report says the families were not
  /// found. Families other than iPhone (1) and iPad (2) — TV, watch — are not iOS screens and are
  /// left out; the union is taken over every configuration (Debug and Release alike).
  static func read(projectPath: String, infoPlist: String) -> XcodeProjectFamilies? {
    guard
      let data = try? Data(contentsOf: URL(fileURLWithPath: projectPath + "/project.pbxproj")),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let root = plist as? [String: Any],
      let objects = root["objects"] as? [String: [String: Any]],
      let rootID = root["rootObject"] as? String,
      let projectObject = objects[rootID]
    else { return nil }
    /// The build settings of each configuration in the list with id `listID`, by name.
    func configurations(_ listID: Any?) -> [(name: String, settings: [String: Any])] {
      guard let listID = listID as? String,
        let ids = objects[listID]?["buildConfigurations"] as? [String]
      else { return [] }
      return ids.compactMap { id in
        guard let object = objects[id], let name = object["name"] as? String else { return nil }
        return (name, object["buildSettings"] as? [String: Any] ?? [:])
      }
    }
    let projectSettings = Dictionary(
      configurations(projectObject["buildConfigurationList"]).map { ($0.name, $0.settings) },
      uniquingKeysWith: { first, _ in first })
    // `INFOPLIST_FILE` is relative to the folder that holds the `.xcodeproj` (`SRCROOT`).
    let sourceRoot = URL(fileURLWithPath: projectPath).deletingLastPathComponent()
    let wanted = URL(fileURLWithPath: infoPlist).standardizedFileURL.path
    for targetID in projectObject["targets"] as? [String] ?? [] {
      guard let target = objects[targetID] else { continue }
      let configurations = configurations(target["buildConfigurationList"])
      let namesPlist = configurations.contains { configuration in
        guard var path = configuration.settings["INFOPLIST_FILE"] as? String else { return false }
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"]
        where path.hasPrefix(prefix) {
          path.removeFirst(prefix.count)
        }
        return URL(fileURLWithPath: path, relativeTo: sourceRoot).standardizedFileURL.path
          == wanted
      }
      guard namesPlist else { continue }
      var families = Set<AppInfo.Family>()
      for configuration in configurations {
        let setting =
          configuration.settings["TARGETED_DEVICE_FAMILY"]
          ?? projectSettings[configuration.name]?["TARGETED_DEVICE_FAMILY"]
        // Written `2`, `"1,2"` or `"1, 2"`; Foundation reads an unquoted number as a string too.
        for number in "\(setting ?? "")".split(separator: ",") {
          if let n = Int(number.trimmingCharacters(in: .whitespaces)),
            let family = AppInfo.Family(rawValue: n)
          {
            families.insert(family)
          }
        }
      }
      guard !families.isEmpty else { return nil }
      return XcodeProjectFamilies(
        target: target["name"] as? String ?? targetID,
        families: AppInfo.Family.allCases.filter(families.contains), project: projectPath)
    }
    return nil
  }
}
