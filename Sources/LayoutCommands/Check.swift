import ArgumentParser
import DeviceCatalog
import Foundation
import LayoutPipeline
import LayoutReports

/// `plumb check FILE_OR_DIRECTORY...`.
public struct Check: ParsableCommand {
  /// The command's help.
  public static let configuration = CommandConfiguration(
    abstract: "Check layout files on every device and orientation.",
    discussion: """
      For each combination: are the constraints satisfiable, is the layout \
      ambiguous, which views leave the safe area or the display shape (rounded \
      corners, notch, Dynamic Island)? Views marked `ignoresSafeArea: true` may \
      leave the safe area, never the display.

      Give files, directories, or both: a directory means every .yaml, .yml, \
      .json, .storyboard and .xib file inside it, at any depth (hidden folders \
      skipped), in sorted order. A storyboard or xib is checked scene by scene. \
      Prints a summary table per file (or --json). Files and scenarios run in \
      parallel on all cores.

      What the app ships: for each file, the nearest Info.plist up its folders \
      decides the devices (UIDeviceFamily), the orientations per family \
      (UISupportedInterfaceOrientations, ~ipad, ~iphone) and whether Split View \
      is checked (UIRequiresFullScreen); the nearest .plumb.yml skips files and \
      scenes, allows overlaps and excludes scenarios, each with its reason. The \
      report says what each took out; --devices, --orientations and \
      --split-views win over both. The app's Swift and Objective-C sources in \
      its Info.plist's folder are read for tables whose rows the code makes \
      self-size (rowHeight = UITableView.automaticDimension, or a \
      tableView(_:heightForRowAt:) returning only it): said at each table with \
      the file and line; --disable-code-inference turns this off.

      Reports for CI:
        --report junit FILE  JUnit XML: a test suite per file, a test case per
                             device and orientation (per scene and scenario
                             for a storyboard), failures with findings.
        --report github      GitHub Actions annotations (::error file=…,line=…::)
                             on standard output, at the responsible constraint's
                             line, else at the view's.

      Exit status:
        0   every layout passed
        1   a layout failed (a finding of severity error)
        2   a malformed layout file; an unknown device, orientation or path;
            a filter or directory that matches nothing; an unwritable output
        64  a malformed command line (unknown option, missing argument)

      Examples:
        plumb check Examples/004-square.yaml
        plumb check Examples
        plumb check App/ --report github
        plumb check layouts/ --report junit plumb.xml --report github
        plumb check layout.yaml --devices "iPhone SE,iPhone 14 Pro"
        plumb check layout.yaml --orientations portrait,landscapeLeft
        plumb check layout.yaml --devices "iPad Air (5th generation)" --split-views
        plumb check layout.yaml --json
        plumb check layout.yaml --sheet sheet.png
        plumb check layout.yaml --devices "iPhone 14 Pro" --limits
        plumb check layout.yaml --limits-of width,textLength --json

      Breaking points (--limits): from each file's first scenario, where each \
      finding appears or disappears as the window narrows to 320 pt, the text \
      size changes, the keyboard rises and the text lengthens (0.5× to 3×); \
      each edge within 0.5 pt or 0.01×, laid out on both sides. A finding the \
      first scenario does not have is searched from the first scenario that \
      has it (up to 8 more searches; the report names each one's scenario). \
      See Documentation/Limits.md.
      """)

  @Argument(
    help: ArgumentHelp(
      "Layout files, or directories searched for them.", valueName: "file-or-directory"))
  var files: [String] = []
  @OptionGroup var scenarioOptions: ScenarioOptions<ManyScenarios>
  @Flag(help: "Print the results as JSON.") var json = false
  @Option(
    help:
      "Write a contact sheet of every scenario, marked pass or fail: .svg, or .png with rsvg-convert (one file only); a folder (ending in /) gets one .svg sheet per scene."
  ) var sheet: String?
  @Option(
    name: .customLong("report"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "`junit FILE` (JUnit XML) or `github` (annotations); may be repeated.", valueName: "kind"))
  var reportArguments: [String] = []
  @Flag(
    help:
      "Search each finding's breaking points: window width, text size, keyboard height, text length."
  ) var limits = false
  @Option(
    name: .customLong("limits-of"),
    help: ArgumentHelp(
      "`all`, or some of width, contentSize, keyboard, textLength (implies --limits).",
      valueName: "dimensions"))
  var limitsOf: String?
  @Flag(
    help:
      "Print where the check spent its CPU time, per file and phase, on standard error."
  ) var timings = false
  @Flag(
    inversion: .prefixedEnableDisable,
    help:
      "Read the app's Swift and Objective-C sources (beside its Info.plist) for tables whose rows they make self-size (default: enabled, or the project file's codeInference)."
  ) var codeInference: Bool?

  /// Creates the command.
  public init() {}

  /// The reports asked for, and the paths `--report` took that are really files to check
  /// (`--report github Examples` reads `Examples` as one of the option's values).
  struct Reports {
    var junit: [String] = []
    var github = false
    var extraPaths: [String] = []
  }

  /// Splits `--report` values into reports; unknown kinds are a usage error (exit 64).
  func reports() throws -> Reports {
    var reports = Reports()
    var values = reportArguments[...]
    while let kind = values.popFirst() {
      switch kind {
      case "junit":
        guard let file = values.popFirst() else {
          throw ValidationError(
            "--report junit needs a file to write, e.g. --report junit plumb.xml")
        }
        reports.junit.append(file)
      case "github":
        reports.github = true
      default:
        if reports.junit.isEmpty && !reports.github {
          throw ValidationError(
            "unknown report `\(kind)`: use `--report junit FILE` or `--report github`")
        }
        reports.extraPaths.append(kind)
      }
    }
    return reports
  }

  /// Validates the command line before any work: the reports, and that something is given
  /// to check (a usage error, exit 64, as the help says).
  public func validate() throws {
    let reports = try reports()
    guard !(files + reports.extraPaths).isEmpty else {
      throw ValidationError("give layout files or directories to check, e.g. plumb check Examples")
    }
  }

  /// Runs it.
  public func run() throws {
    let reports = try reports()
    // A bad `--limits-of` is found before any work.
    let limitDimensions = try limitDimensions()
    // Outputs first: an unwritable report or sheet is found before the run, not after it.
    for file in reports.junit { try checkWritable(file) }
    if let sheet, Self.namesFolder(sheet) {
      // `out/` names a folder: a file called `out` is found now, not after the run.
      let folder = sheet.count > 1 && sheet.hasSuffix("/") ? String(sheet.dropLast()) : sheet
      try checkWritable(folder, directory: true)
    } else {
      try checkWritable(sheet)
    }
    let found: LayoutFileDiscovery.Found
    do {
      found = try LayoutFileDiscovery.find(in: files + reports.extraPaths)
    } catch {
      printError(error.description)
      throw PlumbExit.invalidInput
    }
    let scoped = try scopedFiles(found.files)
    var (checks, notes) = try check(scoped)
    if let dimensions = limitDimensions {
      checks = try zip(checks, scoped.files).map { check, file in
        try withLimits(check, in: file.scenarios, along: dimensions)
      }
    }
    for check in checks {
      // What a storyboard's reader skipped, once per file at its line: never silent.
      for warning in check.interfaceBuilderDocument?.warnings ?? [] {
        printError(warning.description)
      }
      if let error = check.error { printError(error.description) }
    }
    // What the app's Info.plist and project file took out: in the report, or — beside JSON on
    // standard output — on standard error.
    func say(_ lines: [String]) {
      for line in lines { json ? printError("note: \(line)") : print("note: \(line)") }
    }
    say(scoped.skipped)
    say(Self.otherFilesNote(found.otherFiles).map { [$0] } ?? [])
    if checks.count == 1 {
      say(notes[0])
      // One file prints as it always has: its table or JSON (a malformed file only its error).
      if let report = checks.first?.report { print(json ? report.json() : report.table()) }
    } else if json {
      for (check, lines) in zip(checks, notes) { say(lines.map { "\(check.file): \($0)" }) }
      print(FileCheck.json(checks))
    } else {
      for (check, lines) in zip(checks, notes) {
        print("== \(check.file)")
        say(lines)
        print(check.report?.table() ?? "malformed: see the error above")
        print()
      }
      print(FileCheck.summary(checks))
    }
    if timings { printTimings(checks) }
    if reports.github { GitHubAnnotations.lines(checks).forEach { print($0) } }
    for file in reports.junit { try write(Data(JUnitReport.xml(checks).utf8), to: file) }
    if let sheet, let only = checks.first, let report = only.report {
      if Self.namesFolder(sheet) {
        try writeSheetsByScene(report, title: only.title, into: sheet)
      } else {
        try writePicture(report.contactSheet(title: only.title), to: sheet)
      }
    }
    if checks.contains(where: { $0.error != nil }) { throw PlumbExit.invalidInput }
    if !checks.allSatisfy(\.passed) { throw PlumbExit.checkFailed }
  }
}

extension Check {
  /// The report's line for the JSON and YAML files a directory walk did not check because they
  /// are no layout files, naming the first three; `nil` when there are none.
  static func otherFilesNote(_ files: [String]) -> String? {
    guard !files.isEmpty else { return nil }
    let named = files.prefix(3).joined(separator: ", ")
    let more = files.count > 3 ? " and \(files.count - 3) more" : ""
    return "\(files.count) JSON or YAML file\(files.count == 1 ? " is" : "s are") no layout "
      + "(no section such as `views:` or `body:`), not checked: \(named)\(more)"
  }

  /// `--timings`: a Markdown table on standard error, a row per file that was read, in the
  /// order of the files (what standard output prints is the same with or without it).
  func printTimings(_ checks: [FileCheck]) {
    let rows = checks.compactMap { check in check.timings?.row(file: check.file) }
    printError(
      ([
        "timings: thread CPU time in ms; per scenario, the median over the file's scenarios "
          + "laid out (scenarios differing only in the device's name are laid out once)"
      ]
        + CheckTimings.header + rows).joined(separator: "\n"))
  }

  /// The dimensions `--limits` or `--limits-of` asks for, or `nil` without them.
  func limitDimensions() throws -> [LimitDimension]? {
    guard limits || limitsOf != nil else { return nil }
    do throws(LimitDimensionError) {
      return try LimitDimension.parse(limitsOf ?? "all")
    } catch {
      printError(error.description)
      throw PlumbExit.invalidInput
    }
  }

  /// `check` with its breaking points searched from its first scenario and from the first
  /// scenario of each finding the first does not have (``LimitsAcrossScenarios``); a file that
  /// could not be checked stays as it is.
  func withLimits(
    _ check: FileCheck, in scenarios: [Scenario], along dimensions: [LimitDimension]
  ) throws -> FileCheck {
    guard let source = check.source, let checked = check.report else { return check }
    let report: CheckReport
    do {
      report = CheckReport(
        results: checked.results,
        limits: try LimitsAcrossScenarios.search(
          source, checked: checked.results, in: scenarios, along: dimensions))
    } catch {
      printError(error.description)
      throw PlumbExit.invalidInput
    }
    var check = check
    check.outcome = .success(report)
    return check
  }
}

/// A one-line progress indicator on standard error, shown only on a terminal and only once the
/// work has taken more than half a second (quick checks and CI logs stay clean).
final class Progress: @unchecked Sendable {
  private let lock = NSLock()
  private let total: Int
  private let start = Date()
  private let enabled = isatty(STDERR_FILENO) != 0
  private var shown = false
  private var lastDrawn = Date.distantPast

  init(total: Int) { self.total = total }

  func update(_ done: Int) {
    guard enabled, Date().timeIntervalSince(start) > 0.5 else { return }
    lock.lock()
    defer { lock.unlock() }
    // Ten redraws a second are enough to watch; thousands of layouts would otherwise write a
    // line each (a megabyte of terminal output for a directory of files).
    let now = Date()
    guard done == total || now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
    lastDrawn = now
    shown = true
    let width = 30
    let filled = total == 0 ? width : done * width / total
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
    FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total)".utf8))
  }

  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }
}
