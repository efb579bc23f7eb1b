/// The results of checking one source in many scenarios; the `LayoutReports` module writes them
/// as tables, JSON, JUnit, annotations and contact sheets.
public struct CheckReport: Sendable {
  /// The results, one per scenario, in the order checked.
  public var results: [LayoutResult]
  /// The breaking points from the first scenario, when the check searched for them
  /// (`plumb check --limits`).
  public var limits: Limits?
  /// The breaking points of the findings the first scenario does not have, each searched from
  /// the first scenario that has it, and those beyond the searches' bound
  /// (``LimitsAcrossScenarios``).
  public var limitsElsewhere: [Limits] = []
  /// The findings no search started from, each with its first scenario.
  public var limitsNotSearched: [LimitsAcrossScenarios.NotSearched] = []

  /// Creates a report.
  public init(results: [LayoutResult], limits: Limits? = nil) {
    self.results = results
    self.limits = limits
  }

  /// Creates a report with the breaking points of every scenario's findings.
  public init(results: [LayoutResult], limits: LimitsAcrossScenarios?) {
    self.init(results: results, limits: limits?.first)
    limitsElsewhere = limits?.elsewhere ?? []
    limitsNotSearched = limits?.notSearched ?? []
  }

  /// How many scenarios failed.
  public var failures: Int { results.filter { !$0.passed }.count }

  /// Whether every scenario passed.
  public var passed: Bool { failures == 0 }
}
