import Foundation
import Testing

/// The package's root, found from this file's path (tests run from any directory).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent()
  .deletingLastPathComponent()
let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// Compares `actual` with the committed snapshot `name` under `Snapshots/`.
///
/// A missing or different snapshot fails with a line diff; `RECORD_SNAPSHOTS=1 swift test`
/// writes the new text instead (and still fails, so a recording run is never mistaken for a
/// green one).
func assertSnapshot(
  _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = testsDirectory.appendingPathComponent("Snapshots").appendingPathComponent(name)
  let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  let expected = (try? String(contentsOf: url, encoding: .utf8))
  if recording {
    if expected != actual {
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(actual.utf8).write(to: url)
      Issue.record(
        "recorded snapshot \(name); run again without RECORD_SNAPSHOTS",
        sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected else {
    Issue.record(
      "missing snapshot \(name); record it with RECORD_SNAPSHOTS=1 swift test",
      sourceLocation: sourceLocation)
    return
  }
  if expected != actual {
    Issue.record(
      "snapshot \(name) changed:\n\(lineDiff(expected, actual))", sourceLocation: sourceLocation)
  }
}

/// A minimal line diff: `-` lines only in the snapshot, `+` lines only in the output, around
/// the first difference.
func lineDiff(_ old: String, _ new: String) -> String {
  let a = old.components(separatedBy: "\n")
  let b = new.components(separatedBy: "\n")
  var start = 0
  while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
  var endA = a.count
  var endB = b.count
  while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
    endA -= 1
    endB -= 1
  }
  var lines = ["@@ line \(start + 1)"]
  lines += a[start..<endA].prefix(40).map { "-" + $0 }
  lines += b[start..<endB].prefix(40).map { "+" + $0 }
  return lines.joined(separator: "\n")
}

/// The built `plumb` executable: next to the test bundle, or in the package's build folder.
func plumbExecutable() -> URL? {
  var candidates: [URL] = []
  let argument0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
  candidates.append(argument0.deletingLastPathComponent().appendingPathComponent("plumb"))
  candidates.append(
    argument0.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "plumb"))
  candidates.append(Bundle.main.bundleURL.appendingPathComponent("plumb"))
  candidates.append(
    Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("plumb"))
  candidates.append(packageRoot.appendingPathComponent(".build/debug/plumb"))
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// Runs `plumb` with `arguments` in the package root, in `environment` (default: the tests'
/// own); returns status, standard output and error.
func runPlumb(_ arguments: [String], environment: [String: String]? = nil) throws -> (
  status: Int32, stdout: String, stderr: String
) {
  guard let executable = plumbExecutable() else {
    throw PlumbNotFound()
  }
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = packageRoot
  if let environment { process.environment = environment }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  // Read before waiting: a full pipe would block the child.
  let stdout = out.fileHandleForReading.readDataToEndOfFile()
  let stderr = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: stdout, as: UTF8.self),
    String(decoding: stderr, as: UTF8.self)
  )
}

struct PlumbNotFound: Error, CustomStringConvertible {
  var description: String {
    "the plumb executable was not found next to the tests; run `swift build` first"
  }
}

let exampleNames = [
  "000-media-player", "001-scale-to-fit", "002-equal-spacing", "003-aspect-ratio", "004-square",
  "005-sign-in-form",
  "006-media-detail", "007-swiftui-trip", "008-settings", "009-order-summary",
  "010-order-summary-fixed",
]

/// The first line a running process writes to `pipe`, read a byte at a time so that nothing
/// after it is waited for (a server prints its URL, then runs on).
func firstLine(of pipe: Pipe) -> String {
  var line = Data()
  while !line.contains(UInt8(ascii: "\n")) {
    let byte = pipe.fileHandleForReading.readData(ofLength: 1)
    if byte.isEmpty { break }
    line += byte
  }
  return String(decoding: line, as: UTF8.self)
}
