import SVGRendering

/// The results of checking one source in many scenarios, as people and CI read them.
public struct CheckReport: Sendable {
  /// The results, one per scenario, in the order checked.
  public var results: [LayoutResult]

  /// Creates a report.
  public init(results: [LayoutResult]) { self.results = results }

  /// How many scenarios failed.
  public var failures: Int { results.filter { !$0.passed }.count }

  /// Whether every scenario passed.
  public var passed: Bool { failures == 0 }

  /// A table with a row per scenario and a closing count.
  public func table() -> String {
    func list(_ kind: Finding.Kind, _ result: LayoutResult) -> String {
      let names = result.findings(kind).flatMap(\.items)
      return names.isEmpty ? "-" : names.joined(separator: ",")
    }
    let rows = results.map { r in
      [
        r.scenario.device.name, r.scenario.orientation.rawValue, r.passed ? "ok" : "FAIL",
        String(r.findings(.unsatisfiable).count), list(.ambiguous, r), list(.outsideSafeArea, r),
        list(.outsideDisplay, r),
      ]
    }
    return textTable(
      ["device", "orientation", "result", "conflicts", "ambiguous", "outside safe area", "outside display"], rows)
      + "\n\(results.count) layouts: \(results.count - failures) ok, \(failures) failed"
  }

  /// The report as JSON: counts, and each scenario with its findings.
  public func json() -> String {
    struct Item: Encodable {
      var kind: String, severity: String, items: [String], message: String, lines: [Int]
    }
    struct Scenario: Encodable {
      var device: String, orientation: String, passed: Bool, conflicts: Int
      var ambiguous: [String], outsideSafeArea: [String], outsideDisplay: [String]
      var findings: [Item]
    }
    struct Report: Encodable { var layouts: Int, failed: Int, results: [Scenario] }
    let scenarios = results.map { r in
      Scenario(
        device: r.scenario.device.name, orientation: r.scenario.orientation.rawValue, passed: r.passed,
        conflicts: r.findings(.unsatisfiable).count, ambiguous: r.findings(.ambiguous).flatMap(\.items),
        outsideSafeArea: r.findings(.outsideSafeArea).flatMap(\.items),
        outsideDisplay: r.findings(.outsideDisplay).flatMap(\.items),
        findings: r.findings.map {
          Item(kind: $0.kind.rawValue, severity: $0.severity.rawValue, items: $0.items, message: $0.message, lines: $0.lines)
        })
    }
    return encodeJSON(Report(layouts: results.count, failed: failures, results: scenarios))
  }
}

extension CheckReport {
  /// Every scenario's picture on one sheet, each marked pass or fail with its findings.
  public func contactSheet(title: String? = nil) -> String {
    ContactSheet(
      entries: results.map { result in
        ContactSheet.Entry(
          tree: result.frames, device: result.screen, title: result.scenario.description, passed: result.passed,
          notes: result.findings.map { finding in
            let lines = finding.lines.isEmpty ? "" : " (line \(finding.lines.map(String.init).joined(separator: ", ")))"
            return "\(finding.kind.rawValue): \(finding.items.joined(separator: ", "))\(lines)"
          })
      },
      title: title
    ).render()
  }
}
