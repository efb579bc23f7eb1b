import Foundation
import Testing

/// The README's contact sheets are what `plumb check --sheet` draws today.
@Suite("plumb check --sheet")
struct ContactSheetTests {
  @Test("Each example's committed sheet is current", arguments: exampleNames)
  func sheetIsCurrent(_ name: String) throws {
    let file = "Examples/\(name).yaml"
    let text = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
    let orientation =
      text.split(separator: "\n").first { $0.hasPrefix("orientation:") }
      .map { $0.dropFirst("orientation:".count).trimmingCharacters(in: .whitespaces) } ?? "portrait"
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-sheet-\(name).svg"
    ).path
    let result = try runPlumb(["check", file, "--orientations", orientation, "--sheet", path])
    // Every example keeps its views in the safe area, or may leave it, so each passes.
    #expect(result.status == 0, "\(result.stderr)")
    let sheet = try String(contentsOfFile: path, encoding: .utf8)
    // One cell per device that supports the orientation: every device does portrait and the
    // landscapes; only iPads do portraitUpsideDown.
    #expect(sheet.split(separator: "\n").filter { $0.hasPrefix("<g class=\"cell\"") }.count >= 33)
    let committed = try String(
      contentsOf: packageRoot.appendingPathComponent("Examples/\(name)-sheet.svg"), encoding: .utf8)
    #expect(
      committed == sheet, "Examples/\(name)-sheet.svg is stale: run bash Scripts/render-examples.sh"
    )
  }
}
