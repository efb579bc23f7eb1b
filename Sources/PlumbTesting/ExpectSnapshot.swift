import Foundation
import LayoutPipeline

/// Compares the frames of `results` (from ``expectLayout(ofFile:scene:on:fileID:filePath:line:column:)``
/// or ``expectLayout(named:on:fileID:filePath:line:column:building:)``) with the geometry
/// snapshot `name` recorded beside the test, at
/// `__Snapshots__/<TestFile>/<name>.txt` (swift-snapshot-testing's place for them), and
/// records an issue at the caller's line saying which views moved or resized, by how much, on
/// which scenarios.
///
/// With no snapshot yet, or in record mode, it writes the file and records an issue saying so
/// (a test that records has checked nothing: run it again). Record mode is `record`, or — when
/// `record` is `nil` — the environment variable `PLUMB_RECORD` set to `1`.
///
/// ```swift
/// @Test func signInGeometry() {
///   let results = expectLayout(ofFile: "Layouts/sign-in.yaml", on: .iPhones.portrait)
///   expectGeometrySnapshot(of: results, named: "sign-in")
/// }
/// ```
///
/// - Parameter directory: the folder that holds `<TestFile>/<name>.txt`; by default
///   `__Snapshots__` beside the test file.
public func expectGeometrySnapshot(
  of results: [LayoutResult], named name: String, record: Bool? = nil,
  directory: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  // A check that could not run returns no results: never record or pass an empty snapshot.
  guard !results.isEmpty else {
    location.fail("No layout results to snapshot as \"\(name)\"")
    return
  }
  let testFile = URL(fileURLWithPath: location.path)
  let folder =
    directory.map { URL(fileURLWithPath: $0) }
    ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
  let file = folder.appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    .appendingPathComponent(name + ".txt")
  let current = GeometrySnapshot(results)
  let recording = record ?? (ProcessInfo.processInfo.environment["PLUMB_RECORD"] == "1")
  let existing = try? String(contentsOf: file, encoding: .utf8)

  if recording || existing == nil {
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try current.text.write(to: file, atomically: true, encoding: .utf8)
      let why = recording ? "record mode is on" : "there was no snapshot"
      location.fail(
        "Recorded the geometry snapshot \(file.path) (\(why)); run the test again to compare.")
    } catch {
      location.fail("Could not write the geometry snapshot \(file.path): \(error)")
    }
    return
  }
  guard let existing else { return }
  let recorded: GeometrySnapshot
  do {
    recorded = try GeometrySnapshot(text: existing)
  } catch {
    location.fail("The geometry snapshot \(file.path) does not read: \(error)")
    return
  }
  guard current != recorded else { return }
  var changes = current.changes(from: recorded)
  if changes.isEmpty {
    // Every frame is as recorded, but the sections or items come in another order, or a name
    // repeats: still a difference, said as such rather than passed.
    changes = ["the same frames in another order, or under a repeated name"]
  }
  location.fail(
    (["The geometry differs from the snapshot \(file.path):"] + changes
      + ["If the change is intended, run again with PLUMB_RECORD=1 and review the diff."])
      .joined(separator: "\n"))
}
