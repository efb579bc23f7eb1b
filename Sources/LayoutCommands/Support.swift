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
  let orientationName = orientation ?? document.orientation ?? "portrait"
  return Scenario(
    device: try lookUp { () throws(DeviceLookupError) in try Device.lookup(deviceName) },
    orientation: try lookUp { () throws(DeviceLookupError) in try Orientation.lookup(orientationName) })
}

/// Writes a picture to `path`: SVG as is, PNG through `rsvg-convert`.
func writePicture(_ svg: String, to path: String) throws {
  let data: Data
  do {
    data = try pictureData(svg, for: path)
  } catch {
    printError("error: cannot write \(path): \(error)")
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

/// The device or orientation `find` looks up, or its error printed and exit status 2.
func lookUp<T>(_ find: () throws(DeviceLookupError) -> T) throws -> T {
  do {
    return try find()
  } catch {
    printError("error: \(error)")
    throw PlumbExit.invalidInput
  }
}
