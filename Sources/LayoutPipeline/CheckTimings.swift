import Foundation

/// Where checking one file spent its CPU time (`plumb check --timings`): reading it once, and
/// each scenario's build, solve, ambiguity search and checks (``CheckPhase``).
public struct CheckTimings: Sendable, Equatable {
  /// Reading the file and its strings tables.
  public var parse: PhaseTimes
  /// Each scenario's phases (for a storyboard, every scene of it in that scenario), in the
  /// order of the scenarios: of the scenarios laid out alike, only the one laid out
  /// (``Pipeline/check(files:in:timed:progress:)``).
  public var scenarios: [PhaseTimes]

  /// Creates a file's timings.
  public init(parse: PhaseTimes, scenarios: [PhaseTimes]) {
    self.parse = parse
    self.scenarios = scenarios
  }

  /// The median over the scenarios of `seconds` (0 without scenarios); of an even count, the
  /// mean of the middle two.
  public func median(_ seconds: (PhaseTimes) -> Double) -> Double {
    let sorted = scenarios.map(seconds).sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The sum over the scenarios of `seconds`.
  public func sum(_ seconds: (PhaseTimes) -> Double) -> Double {
    scenarios.map(seconds).reduce(0, +)
  }

  /// The header of ``row(file:)``'s table.
  public static let header = [
    "| file | scenarios | parse ms | build ms | solve ms | ambiguity ms | checks ms | scenario ms | all ms |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ]

  /// One file as a Markdown table row, in milliseconds of CPU time: the parse, the median per
  /// scenario of each phase and of the scenario's total, and the file's whole time (the parse
  /// and every scenario).
  public func row(file: String) -> String {
    func ms(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1000) }
    let phases = [CheckPhase.build, .solve, .ambiguity, .checks].map { phase in
      ms(median { $0[phase] })
    }
    return "| \(file) | \(scenarios.count) | \(ms(parse.total)) | "
      + phases.joined(separator: " | ")
      + " | \(ms(median(\.total))) | \(ms(parse.total + sum(\.total))) |"
  }
}
