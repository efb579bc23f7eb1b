/// The results of checking one source in many scenarios; the `LayoutReports` module writes them
/// as tables, JSON, JUnit, annotations and contact sheets.
public struct CheckReport: Sendable {
  /// The results, one per scenario, in the order checked.
  public var results: [LayoutResult]

  /// Creates a report.
  public init(results: [LayoutResult]) { self.results = results }

  /// How many scenarios failed.
  public var failures: Int { results.filter { !$0.passed }.count }

  /// Whether every scenario passed.
  public var passed: Bool { failures == 0 }
}
