import ConsoleLog
import DeviceCatalog
import Foundation
import LayoutExplain
import SeededRandom
import Testing

/// Mutations of the real logs: each is read without a crash, either into logs or into a
/// `ConsoleLogError`; what reads is explained without a crash and without an address.
@Test(
  "Mutated real logs are read or refused with a typed error, never crash", arguments: [1, 2, 3])
func mutatedLogsAreReadOrRefused(seed: UInt64) throws {
  let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/ConsoleLogs")
  let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    .filter { $0.hasSuffix(".log") }.sorted()
  let logs = try names.map { try [UInt8](Data(contentsOf: directory.appendingPathComponent($0))) }
  let device = try Device.lookup(Explainer.defaultDevice)
  var random = SplitMix64(state: seed)
  let alphabet = Array("<>()[]|-:.'\"@=0123456789x HVab\n\t\\".utf8) + [0, 0xFF, 0xE2]
  var read = 0
  var refused = 0
  for _ in 0..<300 {
    var bytes = random.pick(logs)
    for _ in 0..<(1 + random.int(0..<4)) {
      guard !bytes.isEmpty else { break }
      let at = random.int(0..<bytes.count)
      switch random.int(0..<4) {
      case 0: bytes.removeSubrange(at..<min(bytes.count, at + random.int(1..<40)))
      case 1: bytes.insert(random.pick(alphabet), at: at)
      case 2: bytes[at] = random.pick(alphabet)
      default: bytes.removeSubrange(at...)
      }
    }
    do {
      let log = try ConsoleLog(bytes: bytes)
      read += 1
      for case .unsatisfiable(let conflict) in log.entries {
        #expect(!Explainer.explain(conflict, device: device).text().contains("0x"))
      }
    } catch {
      refused += 1
      #expect(!error.description.isEmpty)
    }
  }
  // Both outcomes occur, so the mutations reach the reader's errors and its successes.
  #expect(read > 0 && refused > 0)
}
