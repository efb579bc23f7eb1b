import DeviceCatalog
import Foundation
import LayoutCommands
import LayoutFile
import LayoutPipeline
import Testing

@Suite("plumb, end to end (the real binary)")
struct EndToEndTests {
  @Test(
    "render prints the frames as a table and as JSON, and draws the picture",
    arguments: exampleNames)
  func render(_ name: String) throws {
    let file = "Examples/\(name).yaml"
    let table = try runPlumb(["render", file])
    #expect(table.status == 0, "\(table.stderr)")
    assertSnapshot(table.stdout, named: "\(name).txt")
    let json = try runPlumb(["render", file, "--format", "json"])
    #expect(json.status == 0)
    assertSnapshot(json.stdout, named: "\(name).json")
    #expect((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) != nil, "valid JSON")
    let svgPath = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-test-\(name).svg"
    ).path
    let svg = try runPlumb(["render", file, "-o", svgPath])
    #expect(svg.status == 0)
    let picture = try String(contentsOfFile: svgPath, encoding: .utf8)
    assertSnapshot(picture, named: "\(name).svg")
    // The README's picture is the same file.
    let committed = try String(
      contentsOf: packageRoot.appendingPathComponent("Examples/\(name).svg"), encoding: .utf8)
    #expect(
      committed == picture,
      "Examples/\(name).svg is stale: re-render it with plumb render \(file) -o Examples/\(name).svg"
    )
  }

  @Test("check summarises every device and orientation", arguments: exampleNames)
  func check(_ name: String) throws {
    let result = try runPlumb(["check", "Examples/\(name).yaml"])
    assertSnapshot(result.stdout, named: "\(name).check.txt")
    #expect(result.status == (result.stdout.contains("FAIL") ? 1 : 0))
    #expect(result.stderr.isEmpty, "no progress bar when standard error is not a terminal")
  }

  @Test("demo prints seed 000's rectangles and writes the picture")
  func demo() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-test-demo.svg")
      .path
    let result = try runPlumb(["demo", "-o", path])
    #expect(result.status == 0)
    #expect(result.stdout.contains("aspect-fit guide:        756 × 323 at (48, 35)"))
    #expect(result.stdout.contains("same ratio in safe area: 734 × 314.667"))
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test("the demo's embedded layout is Examples/000-media-player.yaml")
  func demoMatchesExample() throws {
    let example = try String(
      contentsOf: packageRoot.appendingPathComponent("Examples/000-media-player.yaml"),
      encoding: .utf8)
    #expect(example == demoLayout)
  }

  @Test("devices and export")
  func devicesAndExport() throws {
    let devices = try runPlumb(["devices"])
    #expect(devices.status == 0)
    assertSnapshot(devices.stdout, named: "devices.txt")
    let export = try runPlumb(["export", "Examples/004-square.yaml"])
    #expect(export.status == 0)
    #expect(export.stdout.contains("cassowary-bench/1"))
    assertSnapshot(export.stdout, named: "004-square.export.json")
  }

  @Test("a malformed file exits 2 with the caret error on standard error")
  func malformedExit() throws {
    let result = try runPlumb(["render", "Tests/PlumbCLITests/Malformed/01-single-equals.yaml"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("01-single-equals.yaml:4:18: error"))
    #expect(result.stdout.isEmpty)
  }

  @Test(
    "every command has help with examples",
    arguments: ["demo", "render", "check", "devices", "export"])
  func help(_ command: String) throws {
    let result = try runPlumb([command, "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Examples:"))
  }

  @Test("-o with an unknown picture format is a clear error")
  func badPictureFormat() throws {
    let result = try runPlumb(["render", "Examples/004-square.yaml", "-o", "/tmp/x.gif"])
    #expect(result.status == 2)
    #expect(result.stderr.contains(".svg or .png"))
  }
}

@Suite("plumb check on a deliberately broken layout")
struct BrokenLayoutTests {
  @Test("the pinned square passes in portrait and fails in landscape")
  func brokenSquare() throws {
    let path = testsDirectory.appendingPathComponent("Fixtures/broken-square.yaml").path
    let document = try LayoutDocument.read(contentsOf: path)
    let results = try Pipeline.check(document, in: Scenario.matrix(devices: Device.all))
    let failed = results.filter { !$0.passed }
    #expect(!failed.isEmpty && failed.count < results.count)
    #expect(failed.allSatisfy { $0.scenario.orientation.isLandscape })
    #expect(results.filter { !$0.scenario.orientation.isLandscape }.allSatisfy { $0.passed })
    #expect(failed.allSatisfy { $0.findings(.outsideSafeArea).flatMap(\.items) == ["square"] })
    let binary = try runPlumb([
      "check", "Tests/PlumbCLITests/Fixtures/broken-square.yaml", "--devices",
      "iPhone 14 Pro,iPad mini",
    ])
    #expect(binary.status == 1)
    #expect(
      binary.stdout.contains("iPhone 14 Pro  landscapeLeft       FAIL")
        || binary.stdout.contains("FAIL"))
  }
}
