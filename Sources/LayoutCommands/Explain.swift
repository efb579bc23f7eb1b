import ArgumentParser
import ConsoleLog
import DeviceCatalog
import Foundation
import LayoutExplain

/// `plumb explain LOG`.
public struct Explain: ParsableCommand {
  /// The command's help.
  public static let configuration = CommandConfiguration(
    abstract: "Explain UIKit's layout console output: conflicts, _autolayoutTrace, listings.",
    discussion: """
      Reads "Unable to simultaneously satisfy constraints." logs, `_autolayoutTrace` dumps and \
      `constraintsAffectingLayout(for:)` listings as Xcode's console or a device log prints \
      them (timestamps and process prefixes are skipped; a file may hold several). Each \
      conflict is rebuilt with Plumb's Auto Layout on the device and solved: the minimal \
      conflicting set in words, what UIKit broke and what that does, and the smallest fixes, \
      each verified by solving again with it applied. What the log does not say (frames, \
      superviews, intrinsic sizes) is listed as an assumption.

      Examples:
        plumb explain console.log
        pbpaste | plumb explain -
        plumb explain console.log --format json
      """)

  @Argument(help: "The log file, or - for standard input.") var log: String
  @Option(help: "The device the views are rebuilt on (default: \(Explainer.defaultDevice)).")
  var device: String = Explainer.defaultDevice
  @Option(help: "text or json (the plumb-explain/1 schema, Documentation/Explain.md).")
  var format: OutputFormat = .text
  @Option(
    name: .shortAndLong,
    help: """
      Draw each conflict's rebuilt views with its constraints marked: .svg, or .png with \
      rsvg-convert. With several logs, each picture's name gets its log's line (NAME-line12.svg).
      """)
  var output: String?

  /// Output formats.
  public enum OutputFormat: String, ExpressibleByArgument, Sendable { case text, json }

  /// Creates the command.
  public init() {}

  /// Runs it: one explanation per log in the input, in the input's order.
  public func run() throws {
    try checkWritable(output)
    if let output {
      // Refused before the log is read: a picture of an unknown format would fail only after
      // the explanation was printed.
      do {
        _ = try PictureFormat(path: output)
      } catch {
        printError("error: \(error)")
        throw PlumbExit.invalidInput
      }
    }
    let device = try lookUp { () throws(DeviceLookupError) in try Device.lookup(self.device) }
    let bytes = try readLog()
    let entries: [ConsoleLogEntry]
    do {
      entries = try ConsoleLog(bytes: bytes).entries
    } catch {
      printError("\(log == "-" ? "<stdin>" : log): error: \(error)")
      throw PlumbExit.invalidInput
    }
    let explained = entries.map { Explainer.explain($0, device: device) }
    switch format {
    case .text: print(explained.map { $0.text() }.joined(separator: "\n"), terminator: "")
    case .json: print(ExplainReport(device: device.name, logs: explained).json(), terminator: "")
    }
    if let output { try drawPictures(entries, device: device, to: output) }
  }

  /// Writes a picture of each conflict and listing (a trace has no constraints to draw).
  private func drawPictures(_ entries: [ConsoleLogEntry], device: Device, to output: String) throws
  {
    let logs = entries.compactMap { entry -> UnsatisfiableConstraintsLog? in
      switch entry {
      case .unsatisfiable(let log): return log
      case .listing(let listing): return UnsatisfiableConstraintsLog(listing)
      case .trace(let trace):
        // Said, not skipped silently: the dump names views but no constraint or frame.
        printError(
          "\(trace.position): no picture: an _autolayoutTrace dump prints no constraints or "
            + "frames to draw")
        return nil
      }
    }
    for log in logs {
      let path = picturePath(output, line: log.position.line, single: logs.count == 1)
      try writePicture(conflictSVG(log, device: device), to: path)
      printError("wrote \(path) (assumed: \(ConflictPicture.assumption))")
    }
  }

  /// The log's bytes, from the file or standard input; a missing file is exit status 2.
  private func readLog() throws -> [UInt8] {
    if log == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
    guard let data = FileManager.default.contents(atPath: log) else {
      printError("error: cannot read \(log)")
      throw PlumbExit.invalidInput
    }
    return Array(data)
  }
}
