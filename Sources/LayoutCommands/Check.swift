import ArgumentParser
import DeviceCatalog
import Foundation
import LayoutPipeline

/// `plumb check FILE`.
public struct Check: ParsableCommand {
  /// The command's help.
  public static let configuration = CommandConfiguration(
    abstract: "Check a layout on every device and orientation.",
    discussion: """
      For each combination: are the constraints satisfiable, is the layout ambiguous, which
      views leave the safe area or the display shape (rounded corners, notch, Dynamic Island)?
      Views marked `ignoresSafeArea: true` may leave the safe area, never the display. Prints a summary table
      (or --json) and exits with status 1 if any combination fails, 2 if the file is malformed.

      Examples:
        plumb check Examples/004-square.yaml
        plumb check layout.yaml --devices "iPhone SE,iPhone 14 Pro" --orientations portrait
        plumb check layout.yaml --json
        plumb check layout.yaml --sheet sheet.png
      """)

  @Argument(help: "The layout file.") var file: String
  @Option(help: "`all`, or device names separated by commas.") var devices = "all"
  @Option(help: "`all` (each device's supported ones), or orientations separated by commas.") var orientations = "all"
  @Flag(help: "Print the results as JSON.") var json = false
  @Option(help: "Write a contact sheet of every scenario, marked pass or fail: .svg, or .png with rsvg-convert.") var sheet: String?

  /// Creates the command.
  public init() {}

  /// Runs it.
  public func run() throws {
    var deviceList: [Device] = []
    if devices == "all" {
      deviceList = Device.all
    } else {
      for name in devices.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        deviceList.append(try lookUp { () throws(DeviceLookupError) in try Device.lookup(name) })
      }
    }
    var orientationList: [Orientation]?
    if orientations != "all" {
      orientationList = []
      for name in orientations.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        orientationList?.append(try lookUp { () throws(DeviceLookupError) in try Orientation.lookup(name) })
      }
    }
    let scenarios = Scenario.matrix(devices: deviceList, orientations: orientationList)
    guard !scenarios.isEmpty else {
      // Checking nothing must not look like a pass in CI.
      printError("error: no device in the list supports the orientations \(orientations)\n  hint: iPhones support portrait and both landscapes; only iPads support portraitUpsideDown")
      throw PlumbExit.invalidInput
    }
    if InterfaceBuilderFiles.handles(file) {
      return try InterfaceBuilderFiles.check(file, in: scenarios, json: json, sheet: sheet)
    }
    let document = try loadDocument(file)
    let progress = Progress(total: scenarios.count)
    let report: CheckReport
    do {
      report = CheckReport(results: try Pipeline.check(document, in: scenarios) { progress.update($0) })
    } catch {
      progress.finish()
      printError(error.description)
      throw PlumbExit.invalidInput
    }
    progress.finish()
    print(json ? report.json() : report.table())
    if let sheet { try writePicture(report.contactSheet(title: document.title ?? file), to: sheet) }
    if !report.passed { throw PlumbExit.checkFailed }
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

  init(total: Int) { self.total = total }

  func update(_ done: Int) {
    guard enabled, Date().timeIntervalSince(start) > 0.5 else { return }
    lock.lock()
    defer { lock.unlock() }
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
