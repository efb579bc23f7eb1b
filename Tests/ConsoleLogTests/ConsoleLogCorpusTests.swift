import ConsoleLog
import DeviceCatalog
import Foundation
import LayoutExplain
import Testing

/// The real logs under Tests/Fixtures/ConsoleLogs (sources in SOURCES.md).
private let corpusDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fixtures/ConsoleLogs")

private let corpus: [String] = {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)) ?? []
  return names.filter { $0.hasSuffix(".log") }.sorted()
}()

@Test("The corpus holds at least 30 real logs")
func corpusIsLargeEnough() {
  #expect(corpus.count >= 30)
}

@Test(
  "Every real log is read, rebuilt, explained without addresses; its top fix ends the conflict",
  arguments: corpus)
func realLogIsExplained(_ name: String) throws {
  let bytes = try [UInt8](Data(contentsOf: corpusDirectory.appendingPathComponent(name)))
  let log = try ConsoleLog(bytes: bytes)
  let conflicts = log.entries.compactMap { entry -> UnsatisfiableConstraintsLog? in
    if case .unsatisfiable(let conflict) = entry { return conflict }
    return nil
  }
  #expect(conflicts.count == 1, "\(name): one conflict log")
  let device = try Device.lookup(Explainer.defaultDevice)
  for conflict in conflicts {
    let explanation = Explainer.explain(conflict, device: device)
    let text = explanation.text()
    #expect(!text.contains("0x"), "\(name) names an address:\n\(text)")
    #expect(explanation.reproduced, "\(name) does not conflict when rebuilt:\n\(text)")
    let top = try #require(explanation.fixes.first, "\(name) has no verified fix:\n\(text)")
    // Checked here again, independently of the ranking's own filter.
    #expect(Explainer.conflicts(in: conflict, device: device, applying: top.action).isEmpty)
  }
}
