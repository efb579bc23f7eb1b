import ArgumentParser
import DeviceCatalog
import LayoutPipeline

extension Check {
  /// The files to check, each with the scenarios its app ships in, and the files a project
  /// file skips.
  struct ScopedFiles {
    var files: [(path: String, scope: AppScope, scenarios: [Scenario], notes: [String])] = []
    /// The report's lines for the files skipped whole, with their reasons.
    var skipped: [String] = []
  }

  /// Each file's ``AppScope`` and scenarios: the command line's scenarios, less what the
  /// nearest `Info.plist` and `.plumb.yml` exclude (the command line winning where it names a
  /// dimension).
  ///
  /// - Throws: exit status 2 after printing the error: a malformed plist or project file, a
  ///   file left without scenarios, nothing left to check, or `--sheet` with several files.
  func scopedFiles(_ paths: [String]) throws -> ScopedFiles {
    let base = try scenarioOptions.scenarios()
    let explicit = AppScope.Explicit(
      devices: scenarioOptions.isGiven(.device),
      orientations: scenarioOptions.isGiven(.orientation),
      splitViews: scenarioOptions.isGiven(.multitasking))
    var discovery = AppScopeDiscovery(codeInference: codeInference)
    var scoped = ScopedFiles()
    // The files each `skip` entry took out, in the order met: one report line per entry.
    var skippedBy: [(entry: String, skip: ProjectFile.Skip, files: [String])] = []
    for path in paths {
      let scope: AppScope
      do {
        scope = try discovery.scope(of: path)
      } catch {
        printError(error.description)
        throw PlumbExit.invalidInput
      }
      if let whole = scope.skips(of: path).first(where: { $0.scene == nil }) {
        let entry = "\(display(scope.project?.file ?? "")):\(whole.line)"
        if let i = skippedBy.firstIndex(where: { $0.entry == entry }) {
          skippedBy[i].files.append(path)
        } else {
          skippedBy.append((entry, whole, [path]))
        }
        continue
      }
      let (scenarios, notes) = scope.scenarios(base, explicit: explicit)
      guard !scenarios.isEmpty else {
        printError(
          "error: \(path): the app's settings leave no scenario to check\n"
            + notes.map { "  \($0)\n" }.joined()
            + "  hint: check the Info.plist and \(ProjectFile.fileName), or name the scenarios "
            + "with --devices and --orientations")
        throw PlumbExit.invalidInput
      }
      scoped.files.append((path, scope, scenarios, notes))
    }
    scoped.skipped = skippedBy.map { entry, skip, files in
      let what = files.count == 1 ? files[0] : "\(files.count) files under \(skip.path)"
      return "\(what) skipped (\(skip.reason)) — \(entry)"
    }
    guard !scoped.files.isEmpty else {
      scoped.skipped.forEach { printError("note: \($0)") }
      printError(
        "error: every file given is skipped by \(ProjectFile.fileName): nothing to check\n"
          + "  hint: checking nothing must not pass; name a file that is not skipped")
      throw PlumbExit.invalidInput
    }
    if sheet != nil, scoped.files.count > 1 {
      printError(
        "error: --sheet draws one file; \(scoped.files.count) were given\n"
          + "  hint: check the files one at a time to draw their sheets")
      throw PlumbExit.invalidInput
    }
    return scoped
  }

  /// Checks every file in its own scenarios — files sharing a list of scenarios in one run
  /// of the pipeline, so the cores stay busy — and takes out what the project allows.
  ///
  /// - Returns: the checks in the order of the files, and each file's report lines.
  func check(_ scoped: ScopedFiles) throws -> (checks: [FileCheck], notes: [[String]]) {
    // Groups in the order their first file appears: the run is the same every time.
    var groups: [(scenarios: [Scenario], members: [Int])] = []
    for (i, file) in scoped.files.enumerated() {
      if let g = groups.firstIndex(where: { $0.scenarios == file.scenarios }) {
        groups[g].members.append(i)
      } else {
        groups.append((file.scenarios, [i]))
      }
    }
    let total = scoped.files.map(\.scenarios.count).reduce(0, +)
    let progress = Progress(total: total)
    // The reports read each result's findings; only a contact sheet draws the frames, and
    // nothing after the check reads the items (the project file's unshipped views read the
    // superviews, which every result keeps).
    let parts: LayoutResult.Parts = sheet == nil ? [] : .frames
    var checks = [FileCheck?](repeating: nil, count: scoped.files.count)
    var done = 0
    for group in groups {
      let offset = done
      let members = group.members.map { scoped.files[$0] }
      let results = Pipeline.check(
        files: members.map(\.path), in: group.scenarios,
        adjustments: Dictionary(
          members.map { ($0.path, $0.scope.adjustments(of: $0.path)) },
          uniquingKeysWith: { first, _ in first }),
        keeping: parts, timed: timings
      ) { progress.update(offset + $0) }
      done += group.members.count * group.scenarios.count
      for (member, check) in zip(group.members, results) { checks[member] = check }
    }
    progress.finish()
    var notes: [[String]] = []
    let filtered = zip(scoped.files, checks.compactMap { $0 }).map { file, check -> FileCheck in
      let rows = file.scope.adjustmentNotes(of: file.path, in: check.source)
      guard let report = check.report else {
        notes.append(file.notes + rows)
        return check
      }
      let (kept, lines) = file.scope.filtered(report, of: file.path)
      var check = check
      check.outcome = .success(kept)
      notes.append(file.notes + rows + lines)
      return check
    }
    return (filtered, notes)
  }
}
