/// The results of checking one source in many scenarios; the `LayoutReports` module writes them
/// as tables, JSON, JUnit, annotations and contact sheets.
public struct CheckReport: Sendable {
  /// The results, one per scenario, in the order checked.
  public var results: [LayoutResult]
  /// The breaking points, when the check searched for them (`plumb check --limits`).
  public var limits: Limits?

  /// Creates a report.
  public init(results: [LayoutResult], limits: Limits? = nil) {
    self.results = results
    self.limits = limits
  }

  /// How many scenarios failed.
  public var failures: Int { results.filter { !$0.passed }.count }

  /// Whether every scenario passed.
  public var passed: Bool { failures == 0 }
}
