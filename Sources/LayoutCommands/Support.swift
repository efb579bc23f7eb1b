import ArgumentParser
import DeviceCatalog
import Foundation
import LayoutFile
import LayoutPipeline

/// Writes to standard error (diagnostics, progress), keeping standard output for results.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Reads and parses a layout file, printing a file-and-caret error and exiting with status 2
/// when it is malformed.
func loadDocument(_ path: String) throws -> LayoutDocument {
  do {
    return try LayoutDocument.read(contentsOf: path)
  } catch {
    printError(error.description)
    throw PlumbExit.invalidInput
  }
}

/// Runs the pipeline on a document, printing its error the same way.
func layOut(_ document: LayoutDocument, in scenario: Scenario, options: Pipeline.Options = Pipeline.Options()) throws -> LayoutResult {
  do {
    return try Pipeline.run(document, in: scenario, options: options)
  } catch {
    printError(error.description)
    throw PlumbExit.invalidInput
  }
}

/// The exit statuses of `plumb`, for scripts and CI.
public enum PlumbExit {
  /// A layout file (or an argument) is malformed: 2.
  public static let invalidInput = ExitCode(2)
  /// `check` found a failing layout: 1.
  public static let checkFailed = ExitCode(1)
}

/// The device and orientation to use: the options, else the file's, else iPhone 14 Pro in
/// portrait.
func resolveScenario(device: String?, orientation: String?, document: LayoutDocument) throws -> Scenario {
  let deviceName = device ?? document.device ?? "iPhone 14 Pro"
  guard let found = Device.named(deviceName) else {
    printError("error: unknown device `\(deviceName)`\n  hint: `plumb devices` lists them, e.g. \"iPhone 14 Pro\"")
    throw PlumbExit.invalidInput
  }
  let orientationName = orientation ?? document.orientation ?? "portrait"
  guard let turned = Orientation.named(orientationName) else {
    printError("error: unknown orientation `\(orientationName)`\n  hint: use \(Orientation.allCases.map(\.rawValue).joined(separator: ", "))")
    throw PlumbExit.invalidInput
  }
  return Scenario(device: found, orientation: turned)
}

/// Writes a picture to `path`: SVG as is, PNG through `rsvg-convert`.
func writePicture(_ svg: String, to path: String) throws {
  let data: Data
  do {
    data = try pictureData(svg, for: path)
  } catch {
    printError("cannot write \(path): " + error.description)
    throw PlumbExit.invalidInput
  }
  try write(data, to: path)
}

/// Writes `data` to `path`, or says why it cannot.
func write(_ data: Data, to path: String) throws {
  do {
    try data.write(to: URL(fileURLWithPath: path))
  } catch {
    printError("error: cannot write \(path): \(error.localizedDescription)")
    throw PlumbExit.invalidInput
  }
}

extension Device {
  /// The catalogued device called `name`, ignoring case, spaces and punctuation
  /// (`"iPhone 14 Pro"`, `"iphone14pro"`), or the one device whose name starts so.
  static func named(_ name: String) -> Device? {
    func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
    if let exact = all.first(where: { key($0.name) == key(name) }) { return exact }
    // A unique prefix will do: "iPhone SE" for "iPhone SE (3rd generation)".
    let matches = all.filter { key($0.name).hasPrefix(key(name)) }
    return matches.count == 1 ? matches[0] : nil
  }
}

extension Orientation {
  /// The orientation called `name`: a raw value, ignoring case, or `landscape` for
  /// ``landscapeLeft``.
  static func named(_ name: String) -> Orientation? {
    let lower = name.lowercased()
    if lower == "landscape" { return .landscapeLeft }
    return allCases.first { $0.rawValue.lowercased() == lower }
  }
}
