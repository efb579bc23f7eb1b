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
func layOut(
  _ document: LayoutDocument, in scenario: Scenario, options: Pipeline.Options = Pipeline.Options()
) throws -> LayoutResult {
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

/// Reads any kind of source (``LayoutPipeline/Source/read(contentsOf:)``), printing what a
/// storyboard's reader skipped (never silent), or prints the file's error and exits with status
/// 2.
func loadSource(_ path: String) throws -> Source {
  let source: Source
  do {
    source = try Source.read(contentsOf: path)
  } catch {
    printError(error.description)
    throw PlumbExit.invalidInput
  }
  for warning in source.interfaceBuilderDocument?.warnings ?? [] { printError(warning.description) }
  return source
}

/// `source` with only the scene `name` (a storyboard identifier, title or id), or the first
/// scene when no name is given; a layout file, which has one screen, as it is.
func selectScene(_ name: String?, of source: Source) throws -> Source {
  guard let name else { return source.firstScene }
  guard let selected = source.scene(named: name) else {
    let scenes = source.interfaceBuilderDocument?.scenes.map(\.name) ?? []
    printError(
      scenes.isEmpty
        ? "error: --scene picks a scene of a storyboard or xib; \(source.file) is \(source.kind)"
        : "error: no scene named \(name)\n  hint: the scenes are \(scenes.joined(separator: ", "))")
    throw PlumbExit.invalidInput
  }
  return selected
}

/// Refuses a command for a kind of source it cannot take, saying which commands can.
func refuse(_ source: Source, in command: String, because reason: String, instead: String) throws
  -> Never
{
  printError("error: \(source.file) is \(source.kind): \(reason)\n  hint: \(instead)")
  throw PlumbExit.invalidInput
}

/// Lays `source` out for `scenario`, printing its error the same way as a malformed file.
func layOut(_ source: Source, in scenario: Scenario, options: Pipeline.Options) throws
  -> LayoutResult
{
  do {
    return try Pipeline.run(source, in: scenario, options: options)[0]
  } catch {
    printError(error.description)
    throw PlumbExit.invalidInput
  }
}

/// Checks, before any work, that a file can be written at `path` — its folder exists and is
/// writable, and the path is not a folder or a read-only file — so that an unwritable
/// `--report`, `--sheet` or `-o` is found before a long run, not after it. Writes nothing.
func checkWritable(_ path: String?, directory: Bool = false) throws {
  guard let path else { return }
  let manager = FileManager.default
  var isDirectory: ObjCBool = false
  let exists = manager.fileExists(atPath: path, isDirectory: &isDirectory)
  let problem: String?
  if exists {
    if isDirectory.boolValue != directory {
      problem = directory ? "it is a file, not a directory" : "it is a directory"
    } else {
      problem = manager.isWritableFile(atPath: path) ? nil : "permission denied"
    }
  } else {
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var parentIsDirectory: ObjCBool = false
    if !manager.fileExists(atPath: parent, isDirectory: &parentIsDirectory)
      || !parentIsDirectory.boolValue
    {
      problem = directory ? nil : "the folder \(parent) does not exist"
    } else {
      problem = manager.isWritableFile(atPath: parent) ? nil : "permission denied in \(parent)"
    }
  }
  guard let problem else { return }
  printError(
    "error: cannot write \(path): \(problem)\n  hint: give a path in a folder you can write to")
  throw PlumbExit.invalidInput
}
