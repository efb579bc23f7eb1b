import AutoLayout
import Foundation
import LayoutPipeline
import LayoutReports

/// Checks the layout file, storyboard or xib at `path` on `scenarios` with `plumb check`'s
/// checks, and records one failure at the caller's line — a Swift Testing issue, or an XCTest
/// failure outside a Swift Testing test — listing the failing scenarios with their findings
/// and a picture of each (an SVG in the temporary directory). A file that does not read is a
/// failure too, with its line and hint.
///
/// ```swift
/// @Test func signInFitsEveryPhone() {
///   expectLayout(ofFile: "Layouts/sign-in.yaml", on: .iPhones.portrait.withKeyboard)
/// }
/// ```
///
/// - Parameters:
///   - path: the file, relative to the current directory or absolute.
///   - scene: for a storyboard or xib, the scene to check (its name, as `plumb check` prints
///     it); `nil` checks every scene.
///   - scenarios: what to check it on.
/// - Returns: the results, one per scene and scenario (empty when the file does not read).
@discardableResult
public func expectLayout(
  ofFile path: String, scene: String? = nil, on scenarios: LayoutScenarios,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> [LayoutResult] {
  let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return checked(on: scenarios, at: location) { scenarios in
    var source = try Source.read(contentsOf: path)
    if let scene {
      guard let named = source.scene(named: scene) else {
        throw TestingError.unknownScene(scene, file: path)
      }
      source = named
    }
    return try Pipeline.check(source, in: scenarios, options: snapshotOptions)
  }
}

/// Checks a screen built in code with Auto Layout on `scenarios`: `build` is given each
/// scenario's window (its device's screen, size classes, text size and keyboard) and adds its
/// views and constraints; Plumb lays it out and runs `plumb check`'s checks. On failure, one
/// issue at the caller's line lists the findings per scenario.
///
/// Name views with `identifier` so findings and snapshots say `title` rather than `Label-0`.
/// Code cannot say that a view leaves the safe area or overlaps another on purpose, so every
/// view is checked for both.
@discardableResult
public func expectLayout(
  named name: String, on scenarios: LayoutScenarios, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  building build: (Window) throws -> Void
) -> [LayoutResult] {
  expectCode(
    named: name, on: scenarios,
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), building: build)
}

/// Checks a screen built in code; `fillsWindow` picks the views that cover the window on
/// purpose (a view controller's root view), which are not checked for the safe area.
func expectCode(
  named name: String, on scenarios: LayoutScenarios, at location: CallSite,
  fillsWindow: (View) -> Bool = { _ in false }, building build: (Window) throws -> Void
) -> [LayoutResult] {
  checked(on: scenarios, at: location) { scenarios in
    try Pipeline.check(
      building: build, named: name, in: scenarios, options: snapshotOptions,
      fillsWindow: fillsWindow)
  }
}

/// The checks, and the constraint list a geometry snapshot records.
private let snapshotOptions = Pipeline.Options(check: true, listConstraints: true)

/// What the check calls throw that is not the pipeline's own error.
enum TestingError: Error, CustomStringConvertible {
  /// A storyboard or xib has no scene of this name.
  case unknownScene(String, file: String)
  /// A scenario list came out empty.
  case noScenarios

  var description: String {
    switch self {
    case .unknownScene(let name, let file): "\(file) has no scene named \"\(name)\""
    case .noScenarios: "no scenarios to check: the scenario list names no device"
    }
  }
}

/// Runs `run` on the scenarios and records one issue at `location` for an error or for every
/// failing result.
private func checked(
  on scenarios: LayoutScenarios, at location: CallSite,
  _ run: ([Scenario]) throws -> [LayoutResult]
) -> [LayoutResult] {
  let results: [LayoutResult]
  do {
    let list = scenarios.scenarios
    guard !list.isEmpty else { throw TestingError.noScenarios }
    results = try run(list)
  } catch {
    location.fail("Plumb could not check the layout:\n\(error)")
    return []
  }
  let failed = results.filter { !$0.passed }
  if !failed.isEmpty {
    location.fail(failureMessage(failed, of: results.count))
  }
  return results
}

/// The failing results, scenario by scenario: its findings, compiler style, and a picture.
func failureMessage(_ failed: [LayoutResult], of total: Int) -> String {
  var lines = ["Layout fails in \(failed.count) of \(total) checks (each scene on each scenario):"]
  for result in failed {
    let scene = result.title.map { " [\($0)]" } ?? ""
    lines.append("\(result.scenario)\(scene):")
    lines.append(
      result.findingsText().split(separator: "\n").map { "  \($0)" }.joined(separator: "\n"))
    if let picture = writePicture(of: result) { lines.append("  picture: \(picture)") }
  }
  return lines.joined(separator: "\n")
}

/// Writes the result's SVG to the temporary directory under a name made of its source and
/// scenario; `nil` when it cannot be written (the message then goes without it).
private func writePicture(of result: LayoutResult) -> String? {
  let safe = { (text: String) in
    String(text.map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }
  let name =
    safe((result.source as NSString).lastPathComponent) + "_"
    + safe(result.title ?? "") + "_" + safe(result.scenario.description) + ".svg"
  let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("plumb-testing-" + name)
  do {
    try result.svg().write(toFile: path, atomically: true, encoding: .utf8)
    return path
  } catch {
    return nil
  }
}
