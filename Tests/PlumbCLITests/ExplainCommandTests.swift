import Foundation
import Testing

/// `plumb explain`: the console-log explainer behind the command line.
@Suite("plumb explain")
struct ExplainCommandTests {
  @Test("Every real console log of the corpus is explained without an address, exit status 0")
  func corpusLogsAreExplained() throws {
    let folder = packageRoot.appendingPathComponent("Tests/Fixtures/ConsoleLogs")
    let logs = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".log") }.sorted()
    #expect(logs.count >= 30)
    for log in logs {
      let run = try runPlumb(["explain", "Tests/Fixtures/ConsoleLogs/" + log])
      #expect(run.status == 0, "\(log): \(run.stderr)")
      #expect(run.stdout.contains("Smallest fixes, each verified by solving again:"), "\(log)")
      // UIKit prints object addresses; an explanation names views by class and identifier.
      #expect(!run.stdout.contains("0x"), "\(log)")
    }
  }

  @Test("A file that holds no UIKit layout log is exit status 2 with the reason")
  func notALogIsRefused() throws {
    let run = try runPlumb(["explain", "Examples/000-media-player.yaml"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("is a UIKit Auto Layout log"))
    #expect(run.stdout.isEmpty)
  }

  @Test("A missing file and an unknown device are exit status 2")
  func missingInputs() throws {
    #expect(try runPlumb(["explain", "no-such.log"]).status == 2)
    let device = try runPlumb([
      "explain", "Tests/Fixtures/ConsoleLogs/02-cell-height-44-vfl.log", "--device", "iPhone 42",
    ])
    #expect(device.status == 2)
    #expect(device.stderr.contains("iPhone 42"))
  }

  @Test("--format json prints the plumb-explain/1 report of every log, without an address")
  func jsonFormat() throws {
    let run = try runPlumb([
      "explain", "Tests/Fixtures/ConsoleLogs/02-cell-height-44-vfl.log", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    let report = try #require(object as? [String: Any])
    #expect(report["schema"] as? String == "plumb-explain/1")
    #expect((report["logs"] as? [Any])?.count == 1)
    #expect(!run.stdout.contains("0x"))
  }

  /// A fresh temporary directory for one test's pictures.
  private func pictureFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-explain-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("-o x.svg draws the conflict: each constraint numbered, the broken one dashed")
  func pictureMarksTheConstraints() throws {
    let folder = try pictureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("cell.svg").path
    let run = try runPlumb([
      "explain", "Tests/Fixtures/ConsoleLogs/02-cell-height-44-vfl.log", "-o", path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    // The log lists four constraints, all in the conflict; UIKit breaks the fourth.
    #expect(svg.components(separatedBy: "<text class=\"annotation-number\"").count - 1 == 4)
    #expect(svg.contains("stroke-dasharray=\"5 3\""))
    #expect(svg.contains(">4. UITableViewCellContentView#1.bottom == UIView#1.bottom<"))
    #expect(svg.contains(">3. UIView#1.height == 100<"))
    #expect(svg.contains("red: conflicting · orange, dashed: broken by UIKit"))
    #expect(!svg.contains("0x"))
    // Documentation/Explain.md shows this picture: it stays the command's output.
    let documented = try String(
      contentsOfFile: "\(packageRoot.path)/Documentation/Explain-conflict.svg", encoding: .utf8)
    #expect(svg == documented, "regenerate Documentation/Explain-conflict.svg")
    // The picture's own assumption is said with the file's name.
    #expect(run.stderr.contains("(assumed: what the log leaves free is drawn nested"))
    // The text explanation is printed as without -o.
    #expect(run.stdout.contains("Smallest fixes"))
  }

  @Test("With several logs, each picture is named for its log's line")
  func picturesPerLog() throws {
    let folder = try pictureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 02 has 13 lines, so the second log (04) starts on line 14.
    let first = try String(
      contentsOfFile: "\(packageRoot.path)/Tests/Fixtures/ConsoleLogs/02-cell-height-44-vfl.log",
      encoding: .utf8)
    let second = try String(
      contentsOfFile:
        "\(packageRoot.path)/Tests/Fixtures/ConsoleLogs/04-autoresizing-height-45-label-stack.log",
      encoding: .utf8)
    let log = folder.appendingPathComponent("two.log").path
    try (first + second).write(toFile: log, atomically: true, encoding: .utf8)
    let run = try runPlumb(["explain", log, "-o", folder.appendingPathComponent("c.svg").path])
    #expect(run.status == 0, "\(run.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["c-line1.svg", "c-line14.svg", "two.log"])
  }

  @Test("-o x.png writes a PNG, or exits 2 naming the missing rasteriser")
  func pictureAsPNG() throws {
    let folder = try pictureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("cell.png").path
    let run = try runPlumb([
      "explain", "Tests/Fixtures/ConsoleLogs/02-cell-height-44-vfl.log", "-o", path,
    ])
    guard PNGTests.hasRasteriser else {
      #expect(run.status == 2 && run.stderr.contains("rsvg-convert"))
      return
    }
    #expect(run.status == 0, "\(run.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    // The PNG signature (PNG specification, §5.2).
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }

  @Test("-o with an unknown picture format is refused before anything is printed")
  func unknownPictureFormat() throws {
    let folder = try pictureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("cell.gif").path
    let run = try runPlumb([
      "explain", "Tests/Fixtures/ConsoleLogs/02-cell-height-44-vfl.log", "-o", path,
    ])
    #expect(run.status == 2)
    #expect(run.stderr.contains("cannot tell the picture format of \(path)"))
    #expect(run.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("-o on a trace says that a trace has nothing to draw, and draws nothing")
  func traceHasNoPicture() throws {
    let folder = try pictureFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("trace.log").path
    try "UIWindow:0x100\n|   *UIButton:0x102'Go'- AMBIGUOUS LAYOUT\n"
      .write(toFile: log, atomically: true, encoding: .utf8)
    let run = try runPlumb(["explain", log, "-o", folder.appendingPathComponent("t.svg").path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "line 1, column 1: no picture: an _autolayoutTrace dump prints no constraints or frames"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["trace.log"])
  }
}
