// What must hold for any input to the console-log reader and explainer. Shared, through a
// symbolic link, by the libFuzzer target Fuzz/Sources/ConsoleLogFuzzer and by the test that
// replays its corpus (ConsoleLogFuzzCorpusTests), so both check the same things. Public API
// only: the fuzzer is another package.
import ConsoleLog
import DeviceCatalog
import Foundation
import LayoutExplain

/// The most constraints a log may have for the fuzzer to explain it: each fix is verified by
/// solving again, so a log of thousands would spend the run on one input.
let fuzzExplainLimit = 60

/// The first rule `bytes` breaks, in words, or `nil` if it keeps them all:
///
/// - reading either succeeds or throws a `ConsoleLogError` whose line lies within the input
///   (or one past its end, where a truncated log ends) and whose column is at least 1, with a
///   message;
/// - reading twice gives the same logs (nothing depends on hashing or addresses);
/// - every conflict and listing of at most ``fuzzExplainLimit`` constraints is explained on
///   iPhone 15: its conflict and fixes name constraints of the log, every fix, applied, leaves
///   no conflict, its JSON report parses, and its picture marks the conflict's constraints plus
///   the broken one; every trace is explained.
func consoleLogInvariantViolation(_ bytes: [UInt8]) -> String? {
  let lines = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  let log: ConsoleLog
  do {
    log = try ConsoleLog(bytes: bytes)
  } catch {
    guard let position = errorPosition(error) else { return nil }
    guard (1...lines + 1).contains(position.line), position.column >= 1 else {
      return "error outside the input (\(lines) lines): \(error)"
    }
    return error.description.isEmpty ? "error without a message: \(error)" : nil
  }
  guard (try? ConsoleLog(bytes: bytes)) == log else { return "a second reading differs" }
  guard let device = try? Device.lookup(Explainer.defaultDevice) else {
    return "no \(Explainer.defaultDevice) in the catalog"
  }
  var explained: [ExplainedLog] = []
  for entry in log.entries {
    let conflict: UnsatisfiableConstraintsLog
    switch entry {
    case .trace:
      explained.append(Explainer.explain(entry, device: device))
      continue
    case .unsatisfiable(let found): conflict = found
    case .listing(let listing):
      conflict = UnsatisfiableConstraintsLog(listing)
    }
    guard conflict.constraints.count <= fuzzExplainLimit else { continue }
    let result = Explainer.explain(entry, device: device)
    explained.append(result)
    if let violation = explanationViolation(result.explanation, of: conflict, on: device) {
      return "\(conflict.position): \(violation)"
    }
  }
  let json = ExplainReport(device: device.name, logs: explained).json()
  guard (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil else {
    return "the JSON report does not parse: \(json.prefix(200))"
  }
  return nil
}

/// The rule an explanation of `log` breaks, if any (see ``consoleLogInvariantViolation(_:)``).
private func explanationViolation(
  _ explanation: Explanation?, of log: UnsatisfiableConstraintsLog, on device: Device
) -> String? {
  guard let explanation else { return "a conflict explained as a trace" }
  let indices = log.constraints.indices
  var logged: [Int] = []
  for member in explanation.members {
    guard case .logged(let index) = member else { continue }
    guard indices.contains(index) else { return "conflict names constraint \(index)" }
    logged.append(index)
  }
  for fix in explanation.fixes {
    switch fix.action {
    case .lowerPriority(let index, _), .remove(let index):
      guard logged.contains(index) else { return "a fix changes \(index), not in the conflict" }
    case .stopTranslatingAutoresizingMask(let item):
      guard log.items.indices.contains(item) else { return "a fix names item \(item)" }
    }
    guard Explainer.conflicts(in: log, device: device, applying: fix.action).isEmpty else {
      return "the fix \"\(fix.summary)\" leaves a conflict"
    }
  }
  let picture = Explainer.picture(of: log, device: device)
  let expected = logged + (log.broken.map { logged.contains($0) ? [] : [$0] } ?? [])
  guard picture.marks.map(\.constraint) == expected else {
    return "the picture marks \(picture.marks.map(\.constraint)), not \(expected)"
  }
  return nil
}

/// Where a reading error says reading stopped; `nil` for the errors about the whole input.
private func errorPosition(_ error: ConsoleLogError) -> SourcePosition? {
  switch error {
  case .tooLarge, .noLayoutLog: return nil
  case .notText(let at, _), .lineTooLong(let at, _, _), .tooMany(let at, _, _),
    .truncated(let at, _), .malformedConstraint(let at, _, _), .redacted(let at),
    .emptyConstraintList(let at):
    return at
  }
}
