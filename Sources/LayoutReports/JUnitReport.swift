import LayoutCore
import LayoutPipeline

/// A check as JUnit XML, the test-report format CI servers read (Jenkins, GitLab, Azure
/// Pipelines, GitHub test-report actions).
///
/// JUnit XML has no formal standard; this follows the structure of the Apache Ant JUnit schema
/// as its readers expect it ("What is the JUnit XML format specification that Hudson supports?",
/// https://stackoverflow.com/questions/4922867): a `testsuites` root with totals, a `testsuite`
/// per file (`name`, `tests`, `failures`, `errors`, `skipped`), and in it a `testcase` per
/// device and orientation (`classname` the file, `name` the scenario) — for a storyboard or xib,
/// per scene and scenario (`name` "Scene: scenario"). A failing scenario
/// holds one `failure` element (`type` the first error's kind, `message` its message, the text
/// every error finding with its line); warnings go to the test case's `system-out`. A file that
/// cannot be read or built is one test case with an `error` element instead.
///
/// No `time` or `timestamp` attributes: both are optional for these readers, and leaving them
/// out keeps the report byte-for-byte the same on every run.
public enum JUnitReport {
  /// The XML document for `checks`, UTF-8, ending with a line break.
  public static func xml(_ checks: [FileCheck]) -> String {
    var suites: [String] = []
    var totals = (tests: 0, failures: 0, errors: 0)
    for check in checks {
      let suite = testSuite(check)
      suites.append(suite.xml)
      totals.tests += suite.tests
      totals.failures += suite.failures
      totals.errors += suite.errors
    }
    let root = element(
      "testsuites",
      [
        "name": "plumb check", "tests": "\(totals.tests)", "failures": "\(totals.failures)",
        "errors": "\(totals.errors)",
      ])
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<\(root)>\n" + suites.joined()
      + "</testsuites>\n"
  }

  /// One file's suite and its counts.
  private static func testSuite(_ check: FileCheck) -> (
    xml: String, tests: Int, failures: Int, errors: Int
  ) {
    let name = check.file
    switch check.outcome {
    case .failure(let error):
      let location = error.line > 0 ? "\(name):\(error.line)" : name
      let head = element(
        "testsuite", ["name": name, "tests": "1", "failures": "0", "errors": "1", "skipped": "0"])
      let testcase = element("testcase", ["classname": name, "name": "read \(name)", "file": name])
      let failure = element(
        "error", ["type": "malformed", "message": "\(location): \(error.message)"])
      return (
        "  <\(head)>\n    <\(testcase)>\n      <\(failure)>\(XMLEscaping.text(error.description))</error>\n    </testcase>\n  </testsuite>\n",
        1, 0, 1
      )
    case .success(let report):
      let head = element(
        "testsuite",
        [
          "name": name, "tests": "\(report.results.count)", "failures": "\(report.failures)",
          "errors": "0", "skipped": "0",
        ])
      var xml = "  <\(head)>\n"
      for result in report.results {
        xml += testCase(result, in: check)
      }
      return (xml + "  </testsuite>\n", report.results.count, report.failures, 0)
    }
  }

  /// One scenario's test case.
  private static func testCase(_ result: LayoutResult, in check: FileCheck) -> String {
    let name =
      check.interfaceBuilderDocument == nil
      ? result.scenario.description
      : "\(result.title ?? check.file): \(result.scenario.description)"
    let attributes = element(
      "testcase", ["classname": check.file, "name": name, "file": check.file])
    let errors = result.findings.filter { $0.severity == .error }
    let warnings = result.findings.filter { $0.severity == .warning }
    guard !errors.isEmpty || !warnings.isEmpty else { return "    <\(attributes)/>\n" }
    var xml = "    <\(attributes)>\n"
    if let first = errors.first {
      let failure = element("failure", ["type": first.kind.rawValue, "message": first.message])
      let text = errors.map { describe($0, in: check) }.joined(separator: "\n")
      xml += "      <\(failure)>\(XMLEscaping.text(text))</failure>\n"
    }
    if !warnings.isEmpty {
      let text = warnings.map { describe($0, in: check) }.joined(separator: "\n")
      xml += "      <system-out>\(XMLEscaping.text(text))</system-out>\n"
    }
    return xml + "    </testcase>\n"
  }

  /// "file:12: outsideDisplay (left): `left` reaches under …".
  private static func describe(_ finding: Finding, in check: FileCheck) -> String {
    let place = check.line(of: finding).map { "\(check.file):\($0)" } ?? check.file
    let items = finding.items.isEmpty ? "" : " (\(finding.items.joined(separator: ", ")))"
    return
      "\(place): \(finding.severity.rawValue): \(finding.kind.rawValue)\(items): \(finding.qualifiedMessage)"
  }

  /// `name a="…" b="…"`, attributes in the order given.
  private static func element(_ name: String, _ attributes: KeyValuePairs<String, String>) -> String
  {
    ([name] + attributes.map { "\($0.key)=\"\(XMLEscaping.attribute($0.value))\"" }).joined(
      separator: " ")
  }
}
