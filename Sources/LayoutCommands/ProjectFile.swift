import DeviceCatalog
import Foundation
import LayoutFile
import LayoutPipeline
import Yams

/// `.plumb.yml`: what an app's `Info.plist` cannot say about what `plumb check` should check —
/// files and scenes to skip, overlaps that are deliberate, devices and orientations the app
/// does not ship on — each with the reason the report prints beside it.
///
/// ```yaml
/// skip:
///   - file: Sources/Legacy          # a file or a folder, relative to .plumb.yml
///     scene: Login                  # optional: one scene of that file, by the report's name
///     reason: replaced by the SwiftUI login
/// overlaps:
///   - views: [header background, title]
///     reason: the title is drawn on its background
/// unshipped:
///   - views: [DeveloperOnlyView]    # names, IB ids or classes; the views inside them too
///     reason: shown only in debug builds
/// automaticRowHeight:
///   - tables: [SettingsViewController]  # IB ids or classes of tables, or of their controllers
///     reason: viewDidLoad sets rowHeight = UITableView.automaticDimension
/// componentSize:
///   - views: [ProductSummaryView]   # a component xib's root id or class, or File's Owner's
///     width: safeArea - 16          # points, or `screen`/`safeArea`, less some points
///     height: 112                   # either side may be left out: its design length
///     reason: pinned 8 pt inside the safe area, 112 pt tall, in Search.storyboard
/// exclude:
///   - family: iPad                  # and/or devices: [..], orientations: [..]
///     reason: the App Store build is iPhone-only (set by the CI's build script)
/// codeInference: false              # don't read the app's sources for self-sizing rows
/// ```
package struct ProjectFile: Hashable, Sendable {
  /// Files, folders or scenes left unchecked.
  package struct Skip: Hashable, Sendable {
    /// The file or folder, relative to the project file's folder.
    package var path: String
    /// One scene of the file, by the name the report prints; `nil` for the whole file.
    package var scene: String?
    /// Why.
    package var reason: String
    /// The entry's line in the project file.
    package var line: Int
  }

  /// Two views whose overlap is deliberate.
  package struct Overlap: Hashable, Sendable {
    /// The two views: the names the report prints, their Interface Builder ids or classes.
    package var views: [String]
    /// Only in this file (relative to the project file's folder); `nil` for every file.
    package var path: String?
    /// Why.
    package var reason: String
    /// The entry's line.
    package var line: Int
  }

  /// Views the shipped app never shows (a debug panel, a staging ribbon): findings about them
  /// or what they contain are reported as warnings that say so.
  package struct Unshipped: Hashable, Sendable {
    /// The views: the names the report prints, their Interface Builder ids or classes.
    package var views: [String]
    /// Only in this file (relative to the project file's folder); `nil` for every file.
    package var path: String?
    /// Why.
    package var reason: String
    /// The entry's line.
    package var line: Int
  }

  /// Tables whose rows the app's code sizes to their content (`rowHeight =
  /// UITableView.automaticDimension`) where the file saves a fixed row height.
  package struct AutomaticRowHeight: FileScopedEntry {
    /// The tables: their Interface Builder ids or classes, or their controllers' classes.
    package var tables: [String]
    /// Only in this file (relative to the project file's folder); `nil` for every file.
    package var path: String?
    /// Why.
    package var reason: String
    /// The entry's line.
    package var line: Int
  }

  /// Xib component views that the app's code shows at a size the xib cannot say (pinned to
  /// its container's edges, given a frame): laid out at that size instead of their design size.
  package struct ComponentSize: FileScopedEntry {
    /// The views: root view ids or classes, or File's Owner's class.
    package var views: [String]
    /// The width, or `nil` for the design width.
    package var width: ComponentLength?
    /// The height, or `nil` for the design height.
    package var height: ComponentLength?
    /// Only in this file (relative to the project file's folder); `nil` for every file.
    package var path: String?
    /// Why.
    package var reason: String
    /// The entry's line.
    package var line: Int
  }

  /// Scenarios the app does not ship in: every scenario that matches all the fields given.
  package struct Exclusion: Hashable, Sendable {
    /// A device family.
    package var family: AppInfo.Family?
    /// Devices, by catalog name.
    package var devices: [Device]?
    /// Interface orientations.
    package var orientations: [Orientation]?
    /// Why.
    package var reason: String
    /// The entry's line.
    package var line: Int
  }

  /// The file's path as found.
  package var file: String
  /// `skip:`.
  package var skips: [Skip] = []
  /// `overlaps:`.
  package var overlaps: [Overlap] = []
  /// `unshipped:`.
  package var unshipped: [Unshipped] = []
  /// `automaticRowHeight:`.
  package var automaticRowHeights: [AutomaticRowHeight] = []
  /// `componentSize:`.
  package var componentSizes: [ComponentSize] = []
  /// `exclude:`.
  package var exclusions: [Exclusion] = []
  /// `codeInference:`, whether `plumb check` reads the app's sources for what they say about
  /// its tables' rows (``AppCode``); `nil` when the file does not say (it does).
  package var codeInference: Bool?

  /// The name `plumb check` looks for, up the directory tree from each checked file.
  package static let fileName = ".plumb.yml"

  /// Reads the project file at `path`.
  ///
  /// - Throws: ``LayoutFile/LayoutFileError`` at the line and column of an unknown key, a value
  ///   of the wrong shape, an unknown device, family or orientation, or a missing reason.
  package static func read(_ path: String) throws(LayoutFileError) -> ProjectFile {
    let text: String
    do {
      text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
    } catch {
      throw LayoutFileError(
        file: path, line: 0, column: 0, lineText: "", message: "cannot be read as UTF-8 text",
        hint: "save the project file as UTF-8")
    }
    return try ProjectFileReader(file: path, text: text).read()
  }
}

/// A project-file entry that applies to every file, or to the one its `file` names.
protocol FileScopedEntry: Hashable, Sendable {
  /// The file (relative to the project file's folder), or `nil` for every file.
  var path: String? { get }
}

/// Reads a ``ProjectFile``'s YAML, keeping every node's line for the errors.
struct ProjectFileReader {
  var file: String
  var text: String
  var lines: [Substring]

  init(file: String, text: String) {
    self.file = file
    self.text = text
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  func error(line: Int, column: Int, _ message: String, hint: String) -> LayoutFileError {
    let lineText = line > 0 && line <= lines.count ? String(lines[line - 1]) : ""
    return LayoutFileError(
      file: file, line: line, column: column,
      lineText: lineText.trimmingCharacters(in: ["\r"]), message: message, hint: hint)
  }

  func error(at node: Node, _ message: String, hint: String) -> LayoutFileError {
    error(line: node.mark?.line ?? 0, column: node.mark?.column ?? 0, message, hint: hint)
  }

  func read() throws(LayoutFileError) -> ProjectFile {
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let yaml as YamlError {
      switch yaml {
      case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
        .composer(_, let problem, let mark, _):
        throw error(
          line: mark.line, column: mark.column, "YAML: \(problem)",
          hint: "check the indentation and quoting here")
      default:
        throw error(line: 0, column: 0, "YAML: \(yaml)", hint: "check the YAML syntax")
      }
    } catch {
      throw self.error(line: 0, column: 0, "YAML: \(error)", hint: "check the YAML syntax")
    }
    var project = ProjectFile(file: file)
    guard let root else { return project }
    for (key, value) in try mapping(
      root, "the project file",
      keys: [
        "skip", "overlaps", "unshipped", "automaticRowHeight", "componentSize", "exclude",
        "codeInference",
      ])
    {
      if key == "codeInference" {
        project.codeInference = try boolean(value, key)
        continue
      }
      for entry in try list(value, key) {
        switch key {
        case "skip": project.skips.append(try skip(entry))
        case "overlaps": project.overlaps.append(try overlap(entry))
        case "unshipped": project.unshipped.append(try unshipped(entry))
        case "automaticRowHeight": project.automaticRowHeights.append(try automaticRowHeight(entry))
        case "componentSize": project.componentSizes.append(try componentSize(entry))
        default: project.exclusions.append(try exclusion(entry))
        }
      }
    }
    return project
  }

  /// The pairs of a mapping, in the file's order; a key outside `keys` is an error at it.
  func mapping(_ node: Node, _ what: String, keys: [String]) throws(LayoutFileError)
    -> [(String, Node)]
  {
    guard case .mapping(let mapping) = node else {
      throw error(
        at: node, "\(what) must be a mapping",
        hint: "write `key: value` lines: \(keys.joined(separator: ", "))")
    }
    var pairs: [(String, Node)] = []
    for (keyNode, value) in mapping {
      let key = keyNode.string ?? ""
      guard keys.contains(key) else {
        throw error(
          at: keyNode, "unknown key `\(key)` in \(what)",
          hint: "the keys are \(keys.joined(separator: ", "))")
      }
      pairs.append((key, value))
    }
    return pairs
  }

  func list(_ node: Node, _ what: String) throws(LayoutFileError) -> [Node] {
    guard case .sequence(let sequence) = node else {
      throw error(at: node, "`\(what)` must be a list", hint: "write each entry as `- key: value`")
    }
    return Array(sequence)
  }

  func scalar(_ node: Node, _ what: String) throws(LayoutFileError) -> String {
    guard case .scalar(let scalar) = node, !scalar.string.isEmpty else {
      throw error(at: node, "`\(what)` must be a single value", hint: "write `\(what): VALUE`")
    }
    return scalar.string
  }

  /// A switch: `true` or `false`.
  func boolean(_ node: Node, _ what: String) throws(LayoutFileError) -> Bool {
    let text = try scalar(node, what)
    switch text {
    case "true": return true
    case "false": return false
    default:
      throw error(
        at: node, "`\(what): \(text)` is neither true nor false", hint: "write `\(what): false`")
    }
  }

  func strings(_ node: Node, _ what: String) throws(LayoutFileError) -> [String] {
    try list(node, what).map { (item: Node) throws(LayoutFileError) in try scalar(item, what) }
  }

  /// The entry's field `key` read by `read` (``scalar(_:_:)``, ``length(_:_:)``), or `nil`
  /// when the entry leaves it out.
  func optional<Value>(
    _ fields: [String: Node], _ key: String,
    _ read: (Node, String) throws(LayoutFileError) -> Value
  ) throws(LayoutFileError) -> Value? {
    guard let node = fields[key] else { return nil }
    return try read(node, key)
  }

  /// The entry's fields, with `reason` required: an exclusion without a reason is a silent
  /// default the next reader cannot judge.
  func fields(_ entry: Node, _ what: String, keys: [String]) throws(LayoutFileError)
    -> (fields: [String: Node], reason: String)
  {
    var fields: [String: Node] = [:]
    for (key, value) in try mapping(entry, "a `\(what)` entry", keys: keys + ["reason"]) {
      fields[key] = value
    }
    guard let reason = fields["reason"] else {
      throw error(
        at: entry, "this `\(what)` entry has no `reason`",
        hint: "say why, e.g. `reason: …`; the report prints it")
    }
    return (fields, try scalar(reason, "reason"))
  }

  func skip(_ entry: Node) throws(LayoutFileError) -> ProjectFile.Skip {
    let (fields, reason) = try fields(entry, "skip", keys: ["file", "scene"])
    guard let file = fields["file"] else {
      throw error(at: entry, "this `skip` entry has no `file`", hint: "name a file or folder")
    }
    return ProjectFile.Skip(
      path: try scalar(file, "file"),
      scene: try optional(fields, "scene", scalar), reason: reason, line: entry.mark?.line ?? 0)
  }

  func overlap(_ entry: Node) throws(LayoutFileError) -> ProjectFile.Overlap {
    let (fields, reason) = try fields(entry, "overlaps", keys: ["views", "file"])
    guard let viewsNode = fields["views"] else {
      throw error(at: entry, "this `overlaps` entry has no `views`", hint: "write `views: [a, b]`")
    }
    let views = try strings(viewsNode, "views")
    guard views.count == 2 else {
      throw error(
        at: viewsNode, "`views` names \(views.count) views; an overlap is between two",
        hint: "write one entry per pair: `views: [a, b]`")
    }
    return ProjectFile.Overlap(
      views: views,
      path: try optional(fields, "file", scalar), reason: reason, line: entry.mark?.line ?? 0)
  }

  func unshipped(_ entry: Node) throws(LayoutFileError) -> ProjectFile.Unshipped {
    let (fields, reason) = try fields(entry, "unshipped", keys: ["views", "file"])
    guard let viewsNode = fields["views"] else {
      throw error(
        at: entry, "this `unshipped` entry has no `views`", hint: "write `views: [a]`")
    }
    return ProjectFile.Unshipped(
      views: try strings(viewsNode, "views"),
      path: try optional(fields, "file", scalar), reason: reason, line: entry.mark?.line ?? 0)
  }

  func automaticRowHeight(_ entry: Node) throws(LayoutFileError) -> ProjectFile.AutomaticRowHeight {
    let (fields, reason) = try fields(entry, "automaticRowHeight", keys: ["tables", "file"])
    guard let tablesNode = fields["tables"] else {
      throw error(
        at: entry, "this `automaticRowHeight` entry has no `tables`",
        hint: "write `tables: [a]`: IB ids or classes of the tables or of their controllers")
    }
    return ProjectFile.AutomaticRowHeight(
      tables: try strings(tablesNode, "tables"),
      path: try optional(fields, "file", scalar), reason: reason, line: entry.mark?.line ?? 0)
  }

  func componentSize(_ entry: Node) throws(LayoutFileError) -> ProjectFile.ComponentSize {
    let (fields, reason) = try fields(
      entry, "componentSize", keys: ["views", "width", "height", "file"])
    guard let viewsNode = fields["views"] else {
      throw error(
        at: entry, "this `componentSize` entry has no `views`",
        hint: "write `views: [a]`: a component xib's root view id or class, or its File's Owner's")
    }
    let width = try optional(fields, "width", length)
    let height = try optional(fields, "height", length)
    guard width != nil || height != nil else {
      throw error(
        at: entry, "this `componentSize` entry gives neither `width` nor `height`",
        hint: "give the side the app's code decides, e.g. `width: safeArea - 16`")
    }
    return ProjectFile.ComponentSize(
      views: try strings(viewsNode, "views"), width: width, height: height,
      path: try optional(fields, "file", scalar), reason: reason, line: entry.mark?.line ?? 0)
  }

  /// A component's side: a number of points above zero, or `screen` or `safeArea` (the
  /// length on that axis), optionally less a number of points (`safeArea - 16`).
  func length(_ node: Node, _ what: String) throws(LayoutFileError) -> ComponentLength {
    let text = try scalar(node, what)
    let bad = error(
      at: node, "`\(what): \(text)` is no length",
      hint: "write points above 0 (`359`), or `screen` or `safeArea`, optionally less points "
        + "(`safeArea - 16`)")
    if let points = Double(text) {
      guard points > 0, points.isFinite else { throw bad }
      return .points(points)
    }
    let parts = text.split(separator: "-", maxSplits: 1).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var less = 0.0
    if parts.count == 2 {
      guard let value = Double(parts[1]), value >= 0, value.isFinite else { throw bad }
      less = value
    }
    switch parts[0] {
    case "screen": return .screen(less: less)
    case "safeArea": return .safeArea(less: less)
    default: throw bad
    }
  }

  func exclusion(_ entry: Node) throws(LayoutFileError) -> ProjectFile.Exclusion {
    let (fields, reason) = try fields(
      entry, "exclude", keys: ["family", "devices", "orientations"])
    var exclusion = ProjectFile.Exclusion(reason: reason, line: entry.mark?.line ?? 0)
    if let node = fields["family"] {
      let name = try scalar(node, "family")
      guard let family = AppInfo.Family.allCases.first(where: { $0.description == name }) else {
        throw error(at: node, "unknown family `\(name)`", hint: "write iPhone or iPad")
      }
      exclusion.family = family
    }
    if let node = fields["devices"] {
      exclusion.devices = try list(node, "devices").map { (item: Node) throws(LayoutFileError) in
        let name = try scalar(item, "devices")
        do {
          return try Device.lookup(name)
        } catch {
          throw self.error(
            at: item, "unknown device `\(name)`", hint: "write a name `plumb devices` lists")
        }
      }
    }
    if let node = fields["orientations"] {
      exclusion.orientations = try list(node, "orientations").map {
        (item: Node) throws(LayoutFileError) in
        let name = try scalar(item, "orientations")
        guard let orientation = Orientation(rawValue: name) else {
          throw error(
            at: item, "unknown orientation `\(name)`",
            hint: "write portrait, portraitUpsideDown, landscapeLeft or landscapeRight")
        }
        return orientation
      }
    }
    guard exclusion.family != nil || exclusion.devices != nil || exclusion.orientations != nil
    else {
      throw error(
        at: entry, "this `exclude` entry names no family, devices or orientations",
        hint: "an exclusion without them would exclude every scenario")
    }
    return exclusion
  }
}
