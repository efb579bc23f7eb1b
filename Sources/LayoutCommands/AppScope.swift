import DeviceCatalog
import Foundation
import LayoutCore
import LayoutFile
import LayoutPipeline

/// What the app ships, for one checked file: the nearest `Info.plist` and `.plumb.yml` up the
/// file's directory tree, and what they take out of the scenarios and the findings — each
/// exclusion said in the report with its source.
///
/// Exclusions are applied around the checks, never inside them: scenarios the app cannot be
/// shown in are not laid out, skipped scenes and allowed overlaps are taken out of the results
/// afterwards, so the checks stay the same for every caller. The one entry that changes a
/// layout, `automaticRowHeight`, says what the app's code does to its tables, which the file
/// cannot: it is applied to the document as it is read.
struct AppScope {
  /// The command line's own choices, which win over the files.
  struct Explicit: Hashable {
    var devices = false
    var orientations = false
    var splitViews = false
  }

  /// The `Info.plist` that decides the scenarios, if one was found.
  var info: AppInfo?
  /// Why no `Info.plist` decides (several candidates in one folder), if so.
  var infoProblem: String?
  /// The project file, if one was found.
  var project: ProjectFile?
  /// The device families the Xcode project's target for ``info`` builds for, if found.
  var built: XcodeProjectFamilies?
  /// What the app's own sources say about its tables' rows, unless code inference is off.
  var code: AppCode?

  /// The folder `project`'s paths are relative to.
  var projectDirectory: String? {
    project.map {
      URL(fileURLWithPath: $0.file).deletingLastPathComponent().standardizedFileURL.path
    }
  }

  /// `path` resolved against the project file's folder.
  func resolved(_ path: String) -> String? {
    projectDirectory.map {
      URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: $0 + "/")).standardizedFileURL
        .path
    }
  }

  /// The `skip` entries that take out `file` as a whole, or one of its scenes.
  func skips(of file: String) -> [ProjectFile.Skip] {
    let path = URL(fileURLWithPath: file).standardizedFileURL.path
    return (project?.skips ?? []).filter { skip in
      guard let target = resolved(skip.path) else { return false }
      return path == target || path.hasPrefix(target + "/")
    }
  }

  /// What the `automaticRowHeight` and `componentSize` entries that apply to `file` (every
  /// entry without a `file`, and those naming it), and the app's sources (``code``), say the
  /// app's code does to its layout.
  func adjustments(of file: String) -> CodeAdjustments {
    CodeAdjustments(
      automaticRowHeightTables: applying(project?.automaticRowHeights ?? [], to: file)
        .flatMap(\.tables),
      inferredRowHeights: code?.selfSizingRows ?? [],
      componentSizes: applying(project?.componentSizes ?? [], to: file).map { entry in
        CodeAdjustments.ComponentSizing(
          names: entry.views, width: entry.width, height: entry.height,
          origin: "\(display(project?.file ?? "")):\(entry.line)")
      }, hiddenByCode: code?.hiddenByCode ?? [])
  }

  /// The entries of `entries` that apply to `file`: those without a `file`, and those naming it.
  private func applying<Entry>(_ entries: [Entry], to file: String) -> [Entry]
  where Entry: FileScopedEntry {
    let path = URL(fileURLWithPath: file).standardizedFileURL.path
    return entries.filter { entry in entry.path.map { resolved($0) == path } ?? true }
  }

  /// The report's lines for the `automaticRowHeight` and `componentSize` entries that apply to
  /// `file` as read in `source`: the tables or components each one sized, or — for an entry that
  /// names the file — that it names none there.
  func adjustmentNotes(of file: String, in source: Source?) -> [String] {
    guard let source else { return [] }
    let name = display(project?.file ?? "")
    let rows = applying(project?.automaticRowHeights ?? [], to: file).compactMap { entry in
      let count = source.tableIDs(named: entry.tables).count
      let tables = entry.tables.joined(separator: ", ")
      if count == 0 {
        return entry.path == nil ? nil : "\(name):\(entry.line): no table \(tables) in this file"
      }
      return "\(name):\(entry.line): rows of \(count) table\(count == 1 ? "" : "s") (\(tables)) "
        + "sized to their content (\(entry.reason))"
    }
    let components = applying(project?.componentSizes ?? [], to: file).compactMap { entry in
      let views = entry.views.joined(separator: ", ")
      if source.componentIDs(named: entry.views).isEmpty {
        return entry.path == nil
          ? nil : "\(name):\(entry.line): no component xib view \(views) in this file"
      }
      let sides = [("width", entry.width), ("height", entry.height)].compactMap { side, length in
        length.map { "\(side) \(Self.describe($0))" }
      }
      return "\(name):\(entry.line): \(views) laid out at the size the app shows it "
        + "(\(sides.joined(separator: ", ")): \(entry.reason))"
    }
    return rows + components + (code?.notes ?? [])
  }

  /// A component's side as the project file writes it.
  static func describe(_ length: ComponentLength) -> String {
    func less(_ points: Double) -> String {
      points == 0 ? "" : " - \(formatted(points))"
    }
    switch length {
    case .points(let points): return "\(formatted(points)) pt"
    case .screen(let points): return "screen" + less(points)
    case .safeArea(let points): return "safeArea" + less(points)
    }
  }

  /// `scenarios` without those the app cannot be shown in, and the report's lines saying what
  /// was taken out and by what. The command line wins: a dimension it names is not filtered.
  func scenarios(_ scenarios: [Scenario], explicit: Explicit) -> (kept: [Scenario], notes: [String])
  {
    var kept = scenarios
    var notes: [String] = []
    /// Removes the scenarios `excluded` matches and says how many, with `why`.
    func take(_ why: String, _ excluded: (Scenario) -> Bool) {
      let before = kept.count
      kept.removeAll(where: excluded)
      // A rule that takes nothing out (an iPad rule once the family rule took every iPad) is
      // left unsaid.
      if kept.count < before {
        notes.append(
          "\(why): \(before - kept.count) scenario\(before - kept.count == 1 ? "" : "s") not checked"
        )
      }
    }
    if let info {
      let name = display(info.file)
      notes.append("scenarios decided by \(name)")
      // The plist's own `UIDeviceFamily`, else the one Xcode will write from the target's build
      // setting: the families, who says them and under which key.
      let declared =
        info.families.map { ($0, name, "UIDeviceFamily") }
        ?? built.flatMap { built in
          built.families.map { ($0, built.description, "TARGETED_DEVICE_FAMILY") }
        }
      if let (families, origin, key) = declared {
        let said = families.map(\.description).joined(separator: ", ")
        if explicit.devices {
          notes.append("\(origin) says \(key) \(said); --devices wins")
        } else {
          // The plist is named on the line above; a project is named here.
          let source = origin == name ? key : "\(origin): \(key)"
          if families.count == AppInfo.Family.allCases.count {
            // Nothing to take out, but who decided is said: the next reader can check it.
            notes.append("\(source) \(said): both families checked")
          } else {
            take("\(source) \(said) only") { !families.contains(AppInfo.Family($0.device)) }
          }
        }
      } else if let built {
        // Targets build this plist for different devices, or without saying: which one ships,
        // or what Xcode's default gives, is not in the files Plumb reads.
        let why =
          built.targets.allSatisfy { $0.origin == nil }
          ? "does not set TARGETED_DEVICE_FAMILY in the project or its .xcconfig files"
          : "do not agree on TARGETED_DEVICE_FAMILY"
        notes.append(
          "\(name) does not say UIDeviceFamily, and \(built.description) \(why): iPhones and iPads "
            + "checked; exclude a family in \(ProjectFile.fileName) if the app ships on one")
      } else {
        notes.append(
          "\(name) does not say UIDeviceFamily, and no Xcode project beside it sets its target's "
            + "TARGETED_DEVICE_FAMILY (from which Xcode writes it): iPhones and iPads checked; "
            + "exclude a family in \(ProjectFile.fileName) if the app ships on one")
      }
      for family in AppInfo.Family.allCases {
        guard let allowed = info.orientations[family], let key = info.orientationKeys[family]
        else { continue }
        let words = allowed.map(\.rawValue).joined(separator: ", ")
        if explicit.orientations {
          notes.append("\(key) says \(words) on \(family)s; --orientations wins")
        } else {
          take("\(key): \(words) on \(family)s") {
            AppInfo.Family($0.device) == family && !allowed.contains($0.orientation)
          }
        }
      }
      if info.requiresFullScreen {
        if explicit.splitViews {
          notes.append("UIRequiresFullScreen is YES; --split-views wins")
        } else {
          take("UIRequiresFullScreen: no Split View or Slide Over") { $0.multitasking != nil }
        }
      }
      if info.hidesStatusBar {
        kept = kept.map { scenario in
          var hidden = scenario
          hidden.statusBarHidden = true
          return hidden
        }
        notes.append(
          "UIStatusBarHidden YES, UIViewControllerBasedStatusBarAppearance NO: the status bar is "
            + "hidden, so devices without a notch or Dynamic Island have no top safe-area inset")
      } else if info.statusBarHidden == true {
        notes.append(
          "UIStatusBarHidden YES only at launch: UIViewControllerBasedStatusBarAppearance is YES "
            + "(or absent), so each view controller decides (prefersStatusBarHidden, code "
            + "Plumb does not read); checked with the status bar shown")
      }
      if let main = info.mainStoryboard { notes.append("main storyboard: \(main)") }
      if let launch = info.launchStoryboard { notes.append("launch screen: \(launch)") }
    } else if let infoProblem {
      notes.append(infoProblem)
    }
    for exclusion in project?.exclusions ?? [] {
      let entry = "\(display(project?.file ?? "")):\(exclusion.line)"
      if (exclusion.devices != nil || exclusion.family != nil) && explicit.devices
        || exclusion.orientations != nil && explicit.orientations
      {
        notes.append("\(entry): exclusion not applied; the command line names the scenarios")
        continue
      }
      take("\(entry): excluded (\(exclusion.reason))") { scenario in
        (exclusion.family.map { AppInfo.Family(scenario.device) == $0 } ?? true)
          && (exclusion.devices.map { $0.contains(scenario.device) } ?? true)
          && (exclusion.orientations.map { $0.contains(scenario.orientation) } ?? true)
      }
    }
    return (kept, notes)
  }

  /// `report` without the scenes `file`'s `skip` entries name and without the overlaps the
  /// project allows, its errors about views the shipped app never shows made warnings that
  /// say so, and the report's lines saying what was taken out or made warnings.
  func filtered(_ report: CheckReport, of file: String) -> (report: CheckReport, notes: [String]) {
    var report = report
    var notes: [String] = []
    let name = display(project?.file ?? "")
    for skip in skips(of: file) {
      guard let scene = skip.scene else { continue }
      let before = report.results.count
      report.results.removeAll { $0.title == scene }
      notes.append(
        before == report.results.count
          ? "\(name):\(skip.line): no scene `\(scene)` in this file to skip"
          : "\(name):\(skip.line): scene `\(scene)` skipped (\(skip.reason))")
    }
    let path = URL(fileURLWithPath: file).standardizedFileURL.path
    for overlap in project?.overlaps ?? [] {
      if let only = overlap.path, resolved(only) != path { continue }
      var removed = 0
      for r in report.results.indices {
        report.results[r].findings.removeAll { finding in
          let allowed =
            finding.kind == .overlapping && finding.items.count == 2
            && overlap.views.allSatisfy { view in finding.items.contains { names($0, view) } }
            && finding.items.allSatisfy { item in overlap.views.contains { names(item, $0) } }
          if allowed { removed += 1 }
          return allowed
        }
      }
      if removed > 0 {
        notes.append(
          "\(name):\(overlap.line): overlap of \(overlap.views.joined(separator: " and ")) "
            + "allowed in \(removed) layouts (\(overlap.reason))")
      }
    }
    for entry in project?.unshipped ?? [] {
      if let only = entry.path, resolved(only) != path { continue }
      var marked = 0
      for r in report.results.indices {
        let result = report.results[r]
        let parents = result.superviews
        /// The entry's view that `item` is or lies inside, if any (a bounded walk up).
        func unshippedView(_ item: String) -> String? {
          var current: String? = item
          for _ in 0...parents.count {
            guard let name = current else { return nil }
            if entry.views.contains(where: { names(name, $0) }) { return name }
            current = parents[name]
          }
          return nil
        }
        for f in result.findings.indices {
          guard result.findings[f].severity == .error,
            let view = result.findings[f].items.lazy.compactMap(unshippedView).first
          else { continue }
          report.results[r].findings[f].markDeliberate(
            "`\(view)` is not shown in shipped builds (\(name):\(entry.line): \(entry.reason))")
          marked += 1
        }
      }
      if marked > 0 {
        notes.append(
          "\(name):\(entry.line): \(marked) finding\(marked == 1 ? "" : "s") about "
            + entry.views.joined(separator: ", ") + " reported as warnings, not shown in "
            + "shipped builds (\(entry.reason))")
      }
    }
    return (report, notes)
  }

  /// Whether the item a finding names is `view`: the name the report prints, or — for a
  /// storyboard's view, printed as `"Title" (label fXy-1a-b2c)` or `DeveloperOnlyView
  /// co3-ck-sKp` — its Interface Builder id or its class (every view of that class).
  func names(_ item: String, _ view: String) -> Bool {
    if item == view { return true }
    let words = item.split(separator: " ").suffix(2).map {
      $0.trimmingCharacters(in: ["(", ")"])
    }
    return words.contains(view)
  }
}

/// `path` relative to the current directory when it is inside it, so reports read as the
/// user's own paths.
func display(_ path: String) -> String {
  let here = FileManager.default.currentDirectoryPath
  let full = URL(fileURLWithPath: path).standardizedFileURL.path
  return full.hasPrefix(here + "/") ? String(full.dropFirst(here.count + 1)) : path
}
