import Foundation
import Testing

/// The seeds of the libFuzzer target Fuzz/Sources/ConsoleLogFuzzer, replayed with the same rules
/// (ConsoleLogInvariants.swift, which the target links to): a seed that breaks one fails here,
/// without a fuzzer build.
@Suite("Console-log fuzz corpus")
struct ConsoleLogFuzzCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Corpus/ConsoleLogFuzzer")

  static var seeds: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
  }

  @Test("The corpus holds every real log of the fixtures and the bad inputs")
  func corpusIsComplete() throws {
    let fixtures = try FileManager.default.contentsOfDirectory(
      atPath: Self.corpus.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/ConsoleLogs").path
    ).filter { $0.hasSuffix(".log") }
    #expect(fixtures.count >= 30)
    #expect(Set(fixtures).isSubset(of: Set(Self.seeds)))
    #expect(Self.seeds.contains { $0.hasPrefix("bad-") })
  }

  @Test("Every seed keeps the fuzzer's rules", arguments: seeds)
  func seedKeepsTheRules(name: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(name)))
    let violation = consoleLogInvariantViolation(bytes)
    #expect(violation == nil, "\(name): \(violation ?? "")")
  }
}
