import Foundation
import Testing

/// `plumb` on files with a SwiftUI `body:`: the same commands as anchor files, through the
/// shared pipeline.
@Suite("plumb with SwiftUI bodies")
struct BodyCommandTests {
  func write(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-body-\(UUID().uuidString).yaml")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test("render takes --device and --orientation: the body is proposed that device's safe area")
  func renderOnADevice() throws {
    let path = try write("body:\n  - Color: teal\n    name: fill\n")
    let result = try runPlumb([
      "render", path, "--device", "iPhone 16 Pro", "--orientation", "landscapeLeft", "--format",
      "json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let items = try #require(json["items"] as? [[String: Any]])
    let fill = try #require(items.first { $0["name"] as? String == "fill" })
    // The catalog's iPhone 16 Pro in landscape: 874 × 402, safe area 62 at each side and 21 at
    // the bottom, so the colour is at (62, 0), 874 − 124 = 750 wide and 402 − 21 = 381 tall.
    #expect(fill["x"] as? Double == 62 && fill["y"] as? Double == 0)
    #expect(fill["width"] as? Double == 750 && fill["height"] as? Double == 381)
  }

  @Test("check fails a body whose text is cut short, pointing at the text's line, and exits 1")
  func checkPointsAtTheLine() throws {
    let path = try write(
      "body:\n  - Text: Far too much text for a tiny frame\n    frame: {width: 40, height: 20}\n")
    let result = try runPlumb([
      "check", path, "--devices", "iPhone 14 Pro", "--orientations", "portrait",
    ])
    #expect(result.status == 1)
    #expect(result.stdout.contains("[truncated] `Text@2`"), "\(result.stdout)")
    #expect(result.stdout.contains("\(path):2: Text@2"), "\(result.stdout)")
  }

  @Test("export refuses a body: it has no constraint system")
  func exportRefusesABody() throws {
    let path = try write("body:\n  - Color: teal\n")
    let result = try runPlumb(["export", path])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("has a SwiftUI `body:`, which has no constraint system to export"))
  }
}
