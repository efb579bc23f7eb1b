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
}
