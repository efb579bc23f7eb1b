import DeviceCatalog
import Foundation
import LayoutCore
import LayoutFile
import LayoutPipeline
import LayoutReports
import Testing

/// The pipeline driven directly, as any front end drives it: no command line involved.
@Suite("Pipeline")
struct PipelineTests {
  /// A 200 × 100 box centred in the safe area.
  static let centred = """
    title: centred box
    views:
      box: { color: teal, size: 200x100 }
    constraints:
      - box.centerX == safeArea.centerX
      - box.centerY == safeArea.centerY
    """

  @Test("A run returns frames in window coordinates, from the window's own frame tree")
  func runLaysOut() throws {
    let document = try LayoutDocument.parse(Self.centred, file: "centred.yaml")
    let result = try Pipeline.run(document, in: Scenario(device: .iPhone14Pro))
    // iPhone 14 Pro portrait: 393 × 852, safe area top 59, bottom 34 (the catalog's insets).
    // Safe area centre: x = 393 / 2 = 196.5, y = 59 + (852 − 59 − 34) / 2 = 438.5.
    // Box origin: (196.5 − 100, 438.5 − 50) = (96.5, 388.5), snapped to the 3× pixel grid as
    // UIKit snaps frames: 96.5 × 3 = 289.5 → 290 px = 96.667 pt, 388.5 × 3 = 1165.5 → 1166 px.
    let box = try #require(result.items.first { $0.name == "box" })
    #expect(
      box.frame.isApproximatelyEqual(
        to: Rect(x: 290.0 / 3, y: 1166.0 / 3, width: 200, height: 100), tolerance: 1e-9))
    // The frame tree has the window at its root and the box as its child, and the safe-area
    // guide the equations used, under the file's name.
    #expect(result.frames.name == "window")
    #expect(result.frames.children.map(\.name) == ["box", "safeArea"])
    #expect(result.passed)
    #expect(result.constraintSystem == nil)
  }

  @Test("Checking finds views outside the safe area, and conflicts with their file lines")
  func checkFindings() throws {
    let text = """
      views:
        bar: { color: red }
      constraints:
        - bar.top == window.top
        - bar.leading == window.leading
        - bar.trailing == window.trailing
        - bar.height == 44
        - bar.height == 50
      """
    let document = try LayoutDocument.parse(text, file: "bar.yaml")
    let result = try Pipeline.run(
      document, in: Scenario(device: .iPhone14Pro), options: Pipeline.Options(check: true))
    // Lines 7 and 8 ask for two heights: a minimal conflicting set of exactly those two.
    let conflict = try #require(result.findings(.unsatisfiable).first)
    #expect(conflict.lines.sorted() == [7, 8])
    #expect(conflict.items == ["bar"])
    #expect(conflict.message.contains("Unable to simultaneously satisfy constraints"))
    // The bar starts at y = 0, above the safe area's top (59) and under the corners.
    #expect(result.findings(.outsideSafeArea).flatMap(\.items) == ["bar"])
    #expect(result.findings(.outsideDisplay).flatMap(\.items) == ["bar"])
    #expect(!result.passed)
  }

  @Test("A check visits every scenario of the matrix, in order")
  func checkMatrix() throws {
    let document = try LayoutDocument.parse(Self.centred, file: "centred.yaml")
    let scenarios = Scenario.matrix(
      devices: [.iPhone14Pro, .iPadMini6], orientations: [.portrait, .portraitUpsideDown])
    // iPhones do not support upside-down portrait by default; iPads do.
    #expect(
      scenarios.map(\.description) == [
        "iPhone 14 Pro, portrait", "iPad mini (6th generation), portrait",
        "iPad mini (6th generation), portraitUpsideDown",
      ])
    let report = CheckReport(results: try Pipeline.check(document, in: scenarios))
    #expect(report.results.map(\.scenario) == scenarios)
    #expect(report.passed)
    #expect(report.table().hasSuffix("3 layouts: 3 ok, 0 failed"))
  }

  @Test("A malformed file throws the file's error from a run and from a check")
  func malformedFile() throws {
    let document = try LayoutDocument.parse(
      "views:\n  a: {}\nconstraints:\n  - a.width == b.width\n", file: "bad.yaml")
    #expect(throws: LayoutFileError.self) {
      try Pipeline.run(document, in: Scenario(device: .iPhone14Pro))
    }
    do {
      _ = try Pipeline.check(document, in: Scenario.matrix(devices: [.iPhone14Pro]))
      Issue.record("expected an error")
    } catch {
      #expect(error.line == 4)
      #expect(error.message == "unknown item `b`")
    }
  }

  @Test("The JSON outputs parse as JSON, with sorted keys")
  func jsonOutputs() throws {
    let document = try LayoutDocument.parse(Self.centred, file: "centred.yaml")
    let result = try Pipeline.run(document, in: Scenario(device: .iPhone14Pro))
    for text in [result.json(), CheckReport(results: [result]).json()] {
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
      #expect(object is [String: Any])
    }
    #expect(result.json().contains("\"x\" : 96.667"))
  }
}

@Suite("Contact sheet")
struct ContactSheetTests {
  @Test("A check's contact sheet has a cell per scenario, marked pass or fail, with its findings")
  func sheet() throws {
    let text = """
      views:
        bar: { color: red }
      constraints:
        - bar.top == window.top
        - bar.leading == window.leading
        - bar.trailing == window.trailing
        - bar.height == 44
      """
    let document = try LayoutDocument.parse(text, file: "bar.yaml")
    let scenarios = Scenario.matrix(devices: [.iPhoneSE3, .iPhone14Pro], orientations: [.portrait])
    let sheet = CheckReport(results: try Pipeline.check(document, in: scenarios)).contactSheet(
      title: "bar")
    let lines = sheet.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("<g class=\"cell\"") }.count == 2)
    // The SE has no rounded corners but a status bar (safe area top 20); the 14 Pro has both.
    #expect(sheet.contains("<tspan font-weight=\"bold\">FAIL</tspan> iPhone SE"))
    // Each note names the constraints that place the bar vertically: its top (line 4) and
    // height (line 7).
    #expect(sheet.contains(">outsideSafeArea: bar (line 4, 7)</text>"))
    #expect(sheet.contains(">outsideDisplay: bar (line 4, 7)</text>"))
    // Each picture's clip path has its own id, so one document can hold them all.
    #expect(sheet.contains("id=\"c0-display\"") && sheet.contains("id=\"c1-display\""))
  }
}
