import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutPipeline
import LayoutReports
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `plumb check App/`: a directory holding a storyboard, a xib and a layout file, found by the
/// same walk and checked into one set of reports, each storyboard scene by scene.
@Suite("Checking a directory of storyboards, xibs and layout files")
struct DirectoryCheckTests {
  /// A passing layout file: a 100-point box in the middle of the safe area.
  static let layout = """
    views:
      box: { color: teal }
    constraints:
      - box.centerX == safeArea.centerX
      - box.centerY == safeArea.centerY
      - box.width == 100
      - box.height == 100
    """

  /// The iPhone XR in portrait and in landscape.
  static func scenarios() throws -> [Scenario] {
    let phone = try Device.lookup("iPhone XR")
    return [
      Scenario(device: phone, orientation: .portrait),
      Scenario(device: phone, orientation: .landscapeLeft),
    ]
  }

  /// The layout files of ``makeApp()``'s folder, as `plumb check App` finds them (the walk
  /// itself is tested with the commands, in `LayoutCommandsTests`).
  static func files(in app: URL) -> [String] {
    ["Card.xib", "Profile.storyboard", "screen.yaml"].map { app.path + "/" + $0 }
  }

  /// A fresh directory `App` with the two fixtures, a layout file, and what an app's folder
  /// also holds: an asset catalog (JSON that is not a layout) and a README.
  static func makeApp() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-app-\(UUID().uuidString)")
    let app = root.appendingPathComponent("App")
    let assets = app.appendingPathComponent("Assets.xcassets/AppIcon.appiconset")
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    for name in ["Profile.storyboard", "Card.xib"] {
      let source = try #require(
        Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil))
      try FileManager.default.copyItem(at: source, to: app.appendingPathComponent(name))
    }
    try Data(layout.utf8).write(to: app.appendingPathComponent("screen.yaml"))
    try Data("{\"images\": []}".utf8).write(to: assets.appendingPathComponent("Contents.json"))
    try Data("# App".utf8).write(to: app.appendingPathComponent("README.md"))
    return app
  }

  static func fixtureLines(_ name: String) throws -> [Substring] {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil))
    return try String(contentsOf: url, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
  }

  @Test("Each file is checked in every scenario; a storyboard scene by scene, in one report")
  func mixedCheck() throws {
    let app = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let files = Self.files(in: app)
    let checks = Pipeline.check(files: files, in: try Self.scenarios())
    #expect(checks.map { $0.error == nil } == [true, true, true])
    // The xib has one top-level view, the storyboard two scenes and a prototype cell, the
    // layout file one screen: each in two scenarios.
    #expect(checks.map { $0.report?.results.count } == [2, 6, 2])
    let storyboard = try #require(checks[1].report)
    #expect(
      storyboard.results.map(\.title) == [
        "Profile", "Profile", "Settings", "Settings", "Settings › NameCell",
        "Settings › NameCell",
      ])
    #expect(
      storyboard.results.map(\.scenario.orientation) == [
        .portrait, .landscapeLeft, .portrait, .landscapeLeft, .portrait, .landscapeLeft,
      ])
    #expect(checks[1].interfaceBuilderDocument != nil && checks[2].document != nil)
    // The table names the scene of each row when a report has several.
    #expect(storyboard.table().hasPrefix("scene"))
    #expect(FileCheck.summary(checks).hasPrefix("3 files, 10 layouts"))
  }

  @Test(
    "Every storyboard finding's line is the line of an IB element or constraint that names one of its items"
  )
  func findingLines() throws {
    let app = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let checks = Pipeline.check(
      files: Self.files(in: app), in: try Self.scenarios())
    for (check, name) in zip(checks.prefix(2), ["Card.xib", "Profile.storyboard"]) {
      let lines = try Self.fixtureLines(name)
      let findings = try #require(check.report).results.flatMap(\.findings)
      for finding in findings {
        let line = try #require(check.line(of: finding), "\(finding.message)")
        let text = lines[line - 1]
        // "Title (label ttl-01-abc)" → ttl-01-abc; "view rtV-01-abc.safeArea" → rtV-01-abc.
        let ids = finding.items.map { item in
          String(item.split(separator: " ").last ?? "").trimmingCharacters(
            in: CharacterSet(charactersIn: ")")
          )
          .split(separator: ".").first.map(String.init) ?? item
        }
        #expect(
          finding.lines.contains(line) || ids.contains { text.contains("\"\($0)\"") },
          "\(name):\(line) \(text) for \(finding.kind) \(finding.items)")
      }
    }
  }

  @Test("JUnit: a test case per scene and scenario, named for both")
  func junit() throws {
    let app = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let checks = Pipeline.check(
      files: Self.files(in: app), in: try Self.scenarios())
    let document = try XMLDocument(data: Data(JUnitReport.xml(checks).utf8), options: [])
    let suites = try #require(document.rootElement()).elements(forName: "testsuite")
    #expect(suites.count == 3)
    let names = suites[1].elements(forName: "testcase").compactMap {
      $0.attribute(forName: "name")?.stringValue
    }
    #expect(
      names == [
        "Profile: iPhone XR, portrait", "Profile: iPhone XR, landscapeLeft",
        "Settings: iPhone XR, portrait",
        "Settings: iPhone XR, landscapeLeft", "Settings › NameCell: iPhone XR, portrait",
        "Settings › NameCell: iPhone XR, landscapeLeft",
      ])
    // The layout file's test cases are named for the scenario alone, as before.
    #expect(
      suites[2].elements(forName: "testcase").compactMap {
        $0.attribute(forName: "name")?.stringValue
      }
        == ["iPhone XR, portrait", "iPhone XR, landscapeLeft"])
  }

  @Test(
    "GitHub annotations: findings at the IB element's line, and what the reader skipped as a warning"
  )
  func github() throws {
    let app = try Self.makeApp()
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let checks = Pipeline.check(
      files: Self.files(in: app), in: try Self.scenarios())
    let annotations = GitHubAnnotations.lines(checks)
    let storyboard = GitHubAnnotations.escapeProperty(app.path + "/Profile.storyboard")
    // The date picker is not modelled: said once, at its line (131).
    #expect(
      annotations.contains {
        $0.hasPrefix("::warning file=\(storyboard),line=131,") && $0.contains("datePicker")
      })
    // The switch is misplaced on the document's own device: its element is line 70, and the
    // message names it with its IB id.
    #expect(
      annotations.contains {
        $0.hasPrefix("::warning file=\(storyboard),line=70,") && $0.contains("misplaced")
          && $0.contains("swt-01-abc")
      })
  }
}
