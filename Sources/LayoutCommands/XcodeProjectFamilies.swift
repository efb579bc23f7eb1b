import Foundation

/// The device families an Xcode project builds an app's `Info.plist` for: the
/// `TARGETED_DEVICE_FAMILY` build setting of the targets that name the plist, which Xcode turns
/// into the built app's `UIDeviceFamily` (Documentation/Facts/AppInfo.md#device-family). A source
/// `Info.plist` rarely says `UIDeviceFamily` itself, so without this an iPad-only app would be
/// checked on iPhones.
struct XcodeProjectFamilies: Hashable {
  /// One target that names the plist, and what its configurations set.
  struct Target: Hashable {
    /// The target's name.
    var name: String
    /// The families its configurations build for, in `UIDeviceFamily`'s order; empty when none
    /// sets `TARGETED_DEVICE_FAMILY` (at any level Plumb reads).
    var families: [AppInfo.Family]
    /// Where the setting was found: `project.pbxproj`, or the `.xcconfig` file's path relative
    /// to the project's folder; nil when it is not set.
    var origin: String?
  }

  /// The targets whose configurations name the plist, in the project's order.
  var targets: [Target]
  /// The `.xcodeproj` folder, as the report names it.
  var project: String

  /// The families, when they are unambiguous: every target that names the plist sets the same
  /// ones. `nil` when the targets disagree or one of them sets none.
  var families: [AppInfo.Family]? {
    guard let first = targets.first?.families, !first.isEmpty,
      targets.allSatisfy({ $0.families == first })
    else { return nil }
    return first
  }

  /// The report's name of who decides (``families`` non-nil) or who disagrees: the project and
  /// its targets, each with where its setting was found.
  var description: String {
    let names = targets.map { target -> String in
      guard let origin = target.origin else { return "\(target.name): not set" }
      let said = target.families.map(\.description).joined(separator: ", ")
      return families == nil
        ? "\(target.name): \(said) in \(origin)"
        : origin == "project.pbxproj" ? target.name : "\(target.name), in \(origin)"
    }
    return "\(project) (target\(targets.count == 1 ? "" : "s") \(names.joined(separator: "; ")))"
  }

  /// The targets of the project at `projectPath` (an `.xcodeproj` folder, an absolute path)
  /// whose `INFOPLIST_FILE` is `infoPlist`, with their families, or `nil` when the project
  /// cannot be read or no target names the plist.
  ///
  /// `project.pbxproj` is an old-style (OpenStep) property list, which Foundation reads. For each
  /// configuration the setting is looked up as Xcode does, the first found winning: the target's
  /// own settings, the target's `.xcconfig` (its `baseConfigurationReference`), the project's
  /// configuration of the same name, the project's `.xcconfig`; `INFOPLIST_FILE` likewise
  /// (Documentation/Facts/AppInfo.md#device-family). Families other than iPhone (1) and iPad (2)
  /// — TV, watch — are not iOS screens and are left out; the union is taken over every
  /// configuration (Debug and Release alike).
  static func read(projectPath: String, infoPlist: String) -> XcodeProjectFamilies? {
    guard
      let data = try? Data(contentsOf: URL(fileURLWithPath: projectPath + "/project.pbxproj")),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let root = plist as? [String: Any],
      let objects = root["objects"] as? [String: [String: Any]],
      let rootID = root["rootObject"] as? String,
      let projectObject = objects[rootID]
    else { return nil }
    // Paths in the project (`INFOPLIST_FILE`, file references) are relative to the folder that
    // holds the `.xcodeproj` (`SRCROOT`).
    let sourceRoot = URL(fileURLWithPath: projectPath).deletingLastPathComponent()
    let files = ProjectFileReferences(objects: objects)
    /// A setting's value and where it was found.
    typealias Found = (value: String, origin: String)
    /// One configuration: its name, its settings in the project file, and those of the
    /// `.xcconfig` it is based on, with that file's path relative to the project's folder.
    typealias Configuration = (
      name: String, settings: [String: Any], xcconfig: (settings: [String: String], path: String)?
    )
    /// The configurations of the list with id `listID`.
    func configurations(_ listID: Any?) -> [Configuration] {
      guard let listID = listID as? String,
        let ids = objects[listID]?["buildConfigurations"] as? [String]
      else { return [] }
      return ids.compactMap { id in
        guard let object = objects[id], let name = object["name"] as? String else { return nil }
        // A file reference, or — in a project with Xcode 16's folders synchronized with the
        // disk — a folder (the anchor) and the file's path inside it.
        let based =
          (object["baseConfigurationReference"] as? String).flatMap(files.path(of:))
          ?? (object["baseConfigurationReferenceAnchor"] as? String).flatMap { anchor in
            (object["baseConfigurationReferenceRelativePath"] as? String).flatMap { inside in
              files.path(of: anchor).map { $0 + "/" + inside }
            }
          }
        let xcconfig = based.map { path in
          let file = URL(fileURLWithPath: path, relativeTo: sourceRoot).standardizedFileURL
          return (XcconfigFile.settings(in: file), path)
        }
        return (name, object["buildSettings"] as? [String: Any] ?? [:], xcconfig)
      }
    }
    /// `key` in a target's `configuration` as Xcode looks it up, the first level that sets it
    /// winning: the target's settings, its `.xcconfig`, the project's configuration of the
    /// same name (`inProject`), the project's `.xcconfig`.
    func lookup(_ key: String, _ configuration: Configuration, _ inProject: Configuration?)
      -> Found?
    {
      [configuration, inProject].lazy.compactMap { level -> Found? in
        guard let level else { return nil }
        if let value = level.settings[key] { return ("\(value)", "project.pbxproj") }
        return level.xcconfig.flatMap { file in file.settings[key].map { ($0, file.path) } }
      }.first
    }
    let projectConfigurations = configurations(projectObject["buildConfigurationList"])
    let wanted = URL(fileURLWithPath: infoPlist).standardizedFileURL.path
    var targets: [Target] = []
    for targetID in projectObject["targets"] as? [String] ?? [] {
      guard let target = objects[targetID] else { continue }
      let configurations = configurations(target["buildConfigurationList"]).map { configuration in
        (configuration, projectConfigurations.first { $0.name == configuration.name })
      }
      let namesPlist = configurations.contains { configuration, inProject in
        guard var path = lookup("INFOPLIST_FILE", configuration, inProject)?.value else {
          return false
        }
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"]
        where path.hasPrefix(prefix) {
          path.removeFirst(prefix.count)
        }
        return URL(fileURLWithPath: path, relativeTo: sourceRoot).standardizedFileURL.path
          == wanted
      }
      guard namesPlist else { continue }
      var families = Set<AppInfo.Family>()
      var origins: [String] = []
      for (configuration, inProject) in configurations {
        guard let found = lookup("TARGETED_DEVICE_FAMILY", configuration, inProject) else {
          continue
        }
        if !origins.contains(found.origin) { origins.append(found.origin) }
        // Written `2`, `"1,2"` or `"1, 2"`; Foundation reads an unquoted number as a string too.
        for number in found.value.split(separator: ",") {
          if let n = Int(number.trimmingCharacters(in: .whitespaces)),
            let family = AppInfo.Family(rawValue: n)
          {
            families.insert(family)
          }
        }
      }
      targets.append(
        Target(
          name: target["name"] as? String ?? targetID,
          families: AppInfo.Family.allCases.filter(families.contains),
          origin: origins.isEmpty ? nil : origins.joined(separator: ", ")))
    }
    guard !targets.isEmpty else { return nil }
    return XcodeProjectFamilies(targets: targets, project: projectPath)
  }
}

/// The paths of a project's file references, as Xcode resolves them: each `path` relative to
/// its group's folder (`sourceTree = "<group>"`), up to the project's folder
/// (`SOURCE_ROOT`, or the main group).
struct ProjectFileReferences {
  let objects: [String: [String: Any]]
  /// Each file's or group's group.
  let parents: [String: String]

  init(objects: [String: [String: Any]]) {
    self.objects = objects
    var parents: [String: String] = [:]
    // Sorted: a reference listed in two groups gets the same parent on every run.
    for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
      for child in object["children"] as? [String] ?? [] where parents[child] == nil {
        parents[child] = id
      }
    }
    self.parents = parents
  }

  /// The path of the reference `id` relative to the project's folder, or absolute; nil for a
  /// reference outside it (a built product, an SDK file) or one that is not found.
  func path(of id: String) -> String? {
    var parts: [String] = []
    var current: String? = id
    // A walk up the groups, bounded by their number: a malformed project cannot loop it.
    for _ in 0...objects.count {
      guard let key = current, let object = objects[key] else { break }
      if let path = object["path"] as? String { parts.insert(path, at: 0) }
      switch object["sourceTree"] as? String ?? "<group>" {
      case "<group>": current = parents[key]
      case "SOURCE_ROOT", "<absolute>": current = nil
      default: return nil
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: "/")
  }
}

/// A build configuration file (`.xcconfig`): `NAME = value` lines, `//` comments and
/// `#include "other.xcconfig"` lines, the last assignment winning
/// (Documentation/Facts/AppInfo.md#device-family).
enum XcconfigFile {
  /// The most `#include`s followed, nested and in all: a loop of files including each other
  /// stops there.
  static let includeLimit = 16

  /// The settings the file at `url` gives, following its includes (relative to the including
  /// file's folder), the last assignment of a name winning; empty when it cannot be read.
  /// Conditional assignments (`NAME[sdk=…] = …`) are not read: which SDK or configuration
  /// applies is the build's.
  static func settings(in url: URL) -> [String: String] {
    var settings: [String: String] = [:]
    var stack: [(lines: [Substring], next: Int, folder: URL)] = []
    var included = 0
    func push(_ url: URL) {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { return }
      stack.append((text.split(whereSeparator: \.isNewline), 0, url.deletingLastPathComponent()))
    }
    push(url)
    while var top = stack.popLast() {
      guard top.next < top.lines.count else { continue }
      var line = top.lines[top.next]
      top.next += 1
      stack.append(top)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("#include") {
        guard included < includeLimit, let open = text.firstIndex(of: "\""),
          let close = text[text.index(after: open)...].firstIndex(of: "\"")
        else { continue }
        included += 1
        let path = String(text[text.index(after: open)..<close])
        push(URL(fileURLWithPath: path, relativeTo: top.folder).standardizedFileURL)
        continue
      }
      guard let equals = text.firstIndex(of: "=") else { continue }
      let name = text[..<equals].trimmingCharacters(in: .whitespaces)
      guard !name.contains("[") else { continue }
      settings[name] = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        .trimmingCharacters(in: ["\"", ";"])
    }
    return settings
  }
}
