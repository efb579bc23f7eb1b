/// The breaking points of a check over many scenarios: a search from its first scenario, then
/// one from the first scenario of each finding no earlier search started where it is found
/// (a finding of landscape only is searched from landscape), up to ``maxElsewhere`` more
/// searches; the findings beyond are listed, never dropped in silence.
public struct LimitsAcrossScenarios: Sendable {
  /// A finding no search started where it is found, and the first scenario it is found in.
  public struct NotSearched: Hashable, Sendable {
    /// Where to search it from (`--devices`, `--orientations`, …).
    public var scenario: Scenario
    /// The finding.
    public var finding: LimitFinding
  }

  /// The most searches beyond the first: each costs as much as the first (76 to 91 layouts for
  /// one screen, Benchmarks/Results/2026-11-28-limits.md), and a finding on every device
  /// would otherwise cost a search per device.
  public static let maxElsewhere = 8

  /// The search from the check's first scenario, with every finding of it.
  public var first: Limits
  /// The searches from later scenarios, each kept to the findings first found there.
  public var elsewhere: [Limits]
  /// The findings beyond ``maxElsewhere`` searches, in the order checked.
  public var notSearched: [NotSearched]

  /// Searches `source` from the first of `scenarios`, then from each scenario in order whose
  /// `results` (the check's, every scene of every scenario) hold a finding found in none of
  /// the scenarios searched from so far.
  ///
  /// - Throws: the ``FileCheckError`` of a layout that fails (``Limits/search(_:from:along:)``).
  public static func search(
    _ source: Source, checked results: [LayoutResult], in scenarios: [Scenario],
    along dimensions: [LimitDimension]
  ) throws(FileCheckError) -> LimitsAcrossScenarios? {
    guard let base = scenarios.first else { return nil }
    var across = LimitsAcrossScenarios(
      first: try Limits.search(source, from: base, along: dimensions), elsewhere: [],
      notSearched: [])
    var covered = findings(of: results, in: base)
    for scenario in scenarios.dropFirst() {
      let new = findings(of: results, in: scenario).filter { !covered.contains($0) }
      guard !new.isEmpty else { continue }
      covered += new
      guard across.elsewhere.count < maxElsewhere else {
        across.notSearched += new.map { NotSearched(scenario: scenario, finding: $0) }
        continue
      }
      across.elsewhere.append(
        try Limits.search(source, from: scenario, along: dimensions).keeping(new))
    }
    return across
  }

  /// The findings a search follows in `scenario`'s results, each once, in order; a scene's
  /// title names them where the scenario laid out several scenes, as ``Limits`` does.
  static func findings(of results: [LayoutResult], in scenario: Scenario) -> [LimitFinding] {
    let own = results.filter { $0.scenario == scenario }
    var found: [LimitFinding] = []
    for result in own {
      for finding in result.findings where Limits.follows(finding.kind) {
        let key = LimitFinding(finding, of: result, titled: own.count > 1)
        if !found.contains(key) { found.append(key) }
      }
    }
    return found
  }

  /// How many layouts the searches made.
  public var layouts: Int { ([first] + elsewhere).reduce(0) { $0 + $1.layouts } }
}

extension Limits {
  /// The search kept to `findings`: their edges, and no scene's nearest edges (those belong to
  /// the first scenario's search).
  func keeping(_ findings: [LimitFinding]) -> Limits {
    var kept = self
    kept.edges = edges.filter { findings.contains($0.key) }
    kept.unbounded = unbounded.filter(findings.contains)
    kept.scenes = []
    return kept
  }
}
