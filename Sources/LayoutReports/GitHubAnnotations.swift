import InterfaceBuilder
import LayoutPipeline

/// A check as GitHub Actions annotations: workflow commands that the runner reads from a step's
/// output and shows on the pull request's changed lines.
///
/// The command form and its escaping are GitHub's ("Workflow commands for GitHub Actions",
/// https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions):
/// `::error file=F,line=L,title=T::MESSAGE`. The message is data: `%`, CR and LF are written
/// as `%25`, `%0D` and `%0A`. Property values (file, title) escape `:` and `,` too (`%3A`,
/// `%2C`), since those separate the properties.
public enum GitHubAnnotations {
  /// One workflow command per problem, in file order.
  ///
  /// A finding that repeats on many devices (a view under the corners of every phone with
  /// rounded corners) is one annotation naming them all, not one per device: GitHub shows
  /// only the first few annotations of a step, and twenty copies would hide the others.
  /// The line is the responsible constraint's, else the view's declaration
  /// (``FileCheck/line(of:)``); a malformed file points at its error's line and column.
  public static func lines(_ checks: [FileCheck]) -> [String] {
    checks.flatMap(lines(for:))
  }

  /// The commands for one file.
  private static func lines(for check: FileCheck) -> [String] {
    switch check.outcome {
    case .failure(let error):
      var properties = [("file", check.file)]
      if error.line > 0 {
        properties += [("line", "\(error.line)"), ("col", "\(max(1, error.column))")]
      }
      properties.append(("title", error.title))
      let hint = error.hint.map { "\nhint: \($0)" } ?? ""
      return warnings(for: check) + [command("error", properties, message: error.message + hint)]
    case .success(let report):
      return warnings(for: check)
        + groups(report, in: check).map { group in
          var properties = [("file", check.file)]
          if let line = group.line { properties.append(("line", "\(line)")) }
          properties.append(("title", "plumb check: \(group.finding.kind.rawValue)"))
          let message =
            "\(group.finding.qualifiedMessage)\non \(group.scenarios.count) of \(report.results.count) layouts: "
            + describe(group.scenarios)
          return command(group.finding.severity.rawValue, properties, message: message)
        }
    }
  }

  /// What the Interface Builder reader read past without modelling it, each once per file at
  /// its first line: nothing is dropped without a word, in CI too.
  private static func warnings(for check: FileCheck) -> [String] {
    (check.interfaceBuilderDocument?.warnings ?? []).map { warning in
      command(
        "warning",
        [
          ("file", check.file), ("line", "\(warning.line)"), ("col", "\(max(1, warning.column))"),
          ("title", "plumb: not modelled"),
        ], message: warning.message)
    }
  }

  /// Findings that are the same problem (kind, severity, items, line) on several scenarios.
  private struct Group {
    var finding: Finding
    var line: Int?
    var scenarios: [Scenario]
  }

  /// "iPhone 12 (portrait, landscapeLeft); iPad (A16) (portrait)": each device once, in order,
  /// with each scenario in the words every report uses (``Scenario/conditions``). When a
  /// scenario is more than an orientation ("landscapeLeft, keyboard"), the device's scenarios
  /// are separated by `|` so that each reads whole: "iPad Air (5th generation) (portrait |
  /// portrait, keyboard)".
  private static func describe(_ scenarios: [Scenario]) -> String {
    var devices: [String] = []
    var conditions: [String: [String]] = [:]
    for scenario in scenarios {
      if conditions[scenario.device.name] == nil { devices.append(scenario.device.name) }
      conditions[scenario.device.name, default: []].append(scenario.conditions)
    }
    let compound = conditions.values.contains { $0.contains { $0.contains(",") } }
    let separator = compound ? " | " : ", "
    return devices.map { "\($0) (\(conditions[$0, default: []].joined(separator: separator)))" }
      .joined(separator: "; ")
  }

  /// The report's findings grouped, each group at its first appearance.
  private static func groups(_ report: CheckReport, in check: FileCheck) -> [Group] {
    struct Key: Hashable {
      var kind: Finding.Kind, severity: Finding.Severity, items: [String], line: Int?
    }
    var order: [Key] = []
    var groups: [Key: Group] = [:]
    for result in report.results {
      for finding in result.findings {
        let line = check.line(of: finding)
        let key = Key(
          kind: finding.kind, severity: finding.severity, items: finding.items, line: line)
        if groups[key] == nil {
          order.append(key)
          groups[key] = Group(finding: finding, line: line, scenarios: [])
        }
        if groups[key]?.scenarios.last != result.scenario {
          groups[key]?.scenarios.append(result.scenario)
        }
      }
    }
    return order.compactMap { groups[$0] }
  }

  /// `::kind key=value,…::message`, escaped.
  static func command(_ kind: String, _ properties: [(String, String)], message: String) -> String {
    let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
    return "::\(kind) \(list)::\(escapeData(message))"
  }

  /// A message: `%`, CR, LF.
  package static func escapeData(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A property value: as a message, and `:` and `,`.
  package static func escapeProperty(_ text: String) -> String {
    var out = ""
    for scalar in escapeData(text).unicodeScalars {
      switch scalar {
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
