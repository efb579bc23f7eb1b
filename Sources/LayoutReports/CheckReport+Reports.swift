import LayoutPipeline
import SVGRendering

extension CheckReport {
  /// The screens the report covers, when there are several (the scenes of a storyboard): each
  /// row and entry then names its scene. Nil for one screen, whose reports read as before.
  var sceneNames: [String?]? {
    let titles = results.map(\.title)
    return Set(titles).count > 1 ? titles : nil
  }

  /// A table with a row per scenario (per scene and scenario for a storyboard) and a closing
  /// count.
  public func table() -> String {
    func list(_ kind: Finding.Kind, _ result: LayoutResult) -> String {
      let names = result.findings(kind).flatMap(\.items)
      return names.isEmpty ? "-" : names.joined(separator: ",")
    }
    let rows = results.map { r in
      [
        // A passing scene with parts Plumb does not model (`notModelled` warnings, findings
        // about them) is only partly checked, and says so.
        r.scenario.device.name, r.scenario.conditions,
        r.passed ? (r.isPartlyChecked ? "partly checked" : "ok") : "FAIL",
        String(r.findings(.unsatisfiable).count), list(.ambiguous, r), list(.outsideSafeArea, r),
        list(.outsideDisplay, r),
      ]
    }
    let header = [
      "device", "orientation", "result", "conflicts", "ambiguous", "outside safe area",
      "outside display",
    ]
    let table =
      sceneNames.map { scenes in
        textTable(["scene"] + header, zip(scenes, rows).map { [$0 ?? "-"] + $1 })
      } ?? textTable(header, rows)
    return table
      + findingsSummary()
      + limitsLines().joined(separator: "\n")
      + "\n\(results.count) layouts: \(results.count - failures) ok, \(failures) failed"
  }

  /// The findings of every scenario, each distinct one once (same kind, items and constraints),
  /// with the scenarios it was found in and the largest amount: a finding on 60 devices is one
  /// entry, not 60.
  ///
  /// In a report on several scenes (a storyboard's controllers and cells), each finding starts
  /// with the scene it was found in — `Settings › NameCell › \`view\` …` for a view of the
  /// Settings table's `NameCell` prototype.
  func findingsSummary() -> String {
    struct Key: Hashable {
      var title: String?
      var kind: Finding.Kind, items: [String], constraints: [Finding.SourceConstraint]
    }
    let namesScenes = Set(results.map(\.title)).count > 1
    // A group keeps what the summary prints of its scenarios (the first, and how many) and is
    // changed where it is stored: a list of them, copied out of a dictionary, grown and put
    // back, was copied whole each time the finding recurred.
    var groups: [(key: Key, finding: Finding, first: Scenario, count: Int, worst: Double?)] = []
    var index: [Key: Int] = [:]
    for result in results {
      for finding in result.findings {
        let key = Key(
          title: namesScenes ? result.title : nil, kind: finding.kind, items: finding.items,
          constraints: finding.constraints)
        if let g = index[key] {
          groups[g].count += 1
          if let amount = finding.amount, amount > (groups[g].worst ?? -.infinity) {
            (groups[g].finding, groups[g].worst) = (finding, amount)
          }
        } else {
          index[key] = groups.count
          groups.append((key, finding, result.scenario, 1, finding.amount))
        }
      }
    }
    guard !groups.isEmpty else { return "" }
    var lines = ["", "findings:"]
    for (key, finding, first, count, _) in groups {
      let source = results.first?.source ?? ""
      let place = count == 1 ? "\(first)" : "\(count) layouts, e.g. \(first); worst shown"
      let scene = key.title.map { "\($0) › " } ?? ""
      lines.append(
        "\(finding.severity.rawValue): [\(finding.kind.rawValue)] \(scene)\(finding.qualifiedMessage) (\(place))"
      )
      lines += finding.constraints.map { c in
        c.line > 0 ? "  \(source):\(c.line): \(c.text)" : "  (Auto Layout) \(c.text)"
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The report as JSON: counts, and each scenario with its findings.
  public func json() -> String {
    struct Scenario: Encodable {
      var scene: String?, passed: Bool, conflicts: Int
      var ambiguous: [String], outsideSafeArea: [String], outsideDisplay: [String]
      var findings: [EncodedFinding]
      /// Each dimension's value under its key, as the table reports it
      /// (``LayoutPipeline/ScenarioDimension/reported``); the encoder sorts the keys.
      var conditions: [(key: String, value: ScenarioDimension.Reported)]

      private enum CodingKeys: String, CodingKey {
        case scene, passed, conflicts, ambiguous, outsideSafeArea, outsideDisplay, findings
      }

      private struct ConditionKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
      }

      func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(scene, forKey: .scene)
        try container.encode(passed, forKey: .passed)
        try container.encode(conflicts, forKey: .conflicts)
        try container.encode(ambiguous, forKey: .ambiguous)
        try container.encode(outsideSafeArea, forKey: .outsideSafeArea)
        try container.encode(outsideDisplay, forKey: .outsideDisplay)
        try container.encode(findings, forKey: .findings)
        var named = encoder.container(keyedBy: ConditionKey.self)
        for (key, value) in conditions {
          try named.encode(value, forKey: ConditionKey(stringValue: key))
        }
      }
    }
    struct Report: Encodable {
      var layouts: Int, failed: Int, results: [Scenario]
      var limits: EncodedLimits?
      var limitsElsewhere: [EncodedLimits]?
      var limitsNotSearched: [EncodedLimits.NotSearched]?
    }
    let scenes = sceneNames
    let scenarios = results.indices.map { i in
      let r = results[i]
      return Scenario(
        scene: scenes?[i], passed: r.passed,
        conflicts: r.findings(.unsatisfiable).count,
        ambiguous: r.findings(.ambiguous).flatMap(\.items),
        outsideSafeArea: r.findings(.outsideSafeArea).flatMap(\.items),
        outsideDisplay: r.findings(.outsideDisplay).flatMap(\.items),
        findings: r.findings.map(EncodedFinding.init),
        conditions: ScenarioDimension.all.compactMap { dimension in
          dimension.reported(r.scenario).map { (dimension.key, $0) }
        })
    }
    return encodeJSON(
      Report(
        layouts: results.count, failed: failures, results: scenarios,
        limits: limits.map(EncodedLimits.init),
        limitsElsewhere: limits.map { _ in limitsElsewhere.map(EncodedLimits.init) },
        limitsNotSearched: limits.map { _ in limitsNotSearched.map(EncodedLimits.NotSearched.init) }
      ))
  }
}

extension CheckReport {
  /// Every scenario's picture on one sheet, each marked pass or fail with its findings.
  public func contactSheet(title: String? = nil) -> String {
    sheet(of: Array(results.indices), sceneNames: sceneNames, title: title)
  }

  /// One sheet per scene, in the order the scenes were checked: each scene's scenarios on a
  /// sheet of their own, titled `title › scene`. A storyboard's twenty scenes on sixty devices
  /// make one sheet too long to read (1,200 cells); one per scene is a page each. A report on one
  /// screen gives one sheet, named nil.
  public func contactSheetsByScene(title: String? = nil) -> [(scene: String?, svg: String)] {
    guard let names = sceneNames else { return [(nil, contactSheet(title: title))] }
    var order: [String?] = []
    var members: [String?: [Int]] = [:]
    for (index, name) in names.enumerated() {
      if members[name] == nil { order.append(name) }
      members[name, default: []].append(index)
    }
    return order.map { name in
      let heading = [title, name].compactMap { $0 }.joined(separator: " › ")
      return (name, sheet(of: members[name] ?? [], sceneNames: nil, title: heading))
    }
  }

  /// The sheet of the results at `indices`, each cell titled with its scene when `sceneNames`
  /// is given.
  private func sheet(of indices: [Int], sceneNames scenes: [String?]?, title: String?) -> String {
    ContactSheet(
      entries: indices.map { i in
        let result = results[i]
        let name =
          scenes?[i].map { "\($0): \(result.scenario.description)" } ?? result.scenario.description
        return ContactSheet.Entry(
          tree: result.frames, device: result.screen, title: name, passed: result.passed,
          partlyChecked: result.isPartlyChecked,
          notes: result.findings.map { finding in
            let lines =
              finding.lines.isEmpty
              ? "" : " (line \(finding.lines.map(String.init).joined(separator: ", ")))"
            return "\(finding.kind.rawValue): \(finding.items.joined(separator: ", "))\(lines)"
          })
      },
      title: title?.isEmpty == true ? nil : title
    ).render()
  }
}
