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
      ["name": "plumb check", "tests": "\(totals.tests)", "failures": "\(totals.failures)", "errors": "\(totals.errors)"])
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<\(root)>\n" + suites.joined() + "</testsuites>\n"
  }

  /// One file's suite and its counts.
  private static func testSuite(_ check: FileCheck) -> (xml: String, tests: Int, failures: Int, errors: Int) {
    let name = check.file
    switch check.outcome {
    case .failure(let error):
      let location = error.line > 0 ? "\(name):\(error.line)" : name
      let head = element("testsuite", ["name": name, "tests": "1", "failures": "0", "errors": "1", "skipped": "0"])
      let testcase = element("testcase", ["classname": name, "name": "read \(name)", "file": name])
      let failure = element("error", ["type": "malformed", "message": "\(location): \(error.message)"])
      return (
        "  <\(head)>\n    <\(testcase)>\n      <\(failure)>\(escapeText(error.description))</error>\n    </testcase>\n  </testsuite>\n",
        1, 0, 1
      )
    case .success(let report):
      let head = element(
        "testsuite",
        ["name": name, "tests": "\(report.results.count)", "failures": "\(report.failures)", "errors": "0", "skipped": "0"])
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
      ? result.scenario.description : "\(result.title ?? check.file): \(result.scenario.description)"
    let attributes = element("testcase", ["classname": check.file, "name": name, "file": check.file])
    let errors = result.findings.filter { $0.severity == .error }
    let warnings = result.findings.filter { $0.severity == .warning }
    guard !errors.isEmpty || !warnings.isEmpty else { return "    <\(attributes)/>\n" }
    var xml = "    <\(attributes)>\n"
    if let first = errors.first {
      let failure = element("failure", ["type": first.kind.rawValue, "message": first.message])
      let text = errors.map { describe($0, in: check) }.joined(separator: "\n")
      xml += "      <\(failure)>\(escapeText(text))</failure>\n"
    }
    if !warnings.isEmpty {
      let text = warnings.map { describe($0, in: check) }.joined(separator: "\n")
      xml += "      <system-out>\(escapeText(text))</system-out>\n"
    }
    return xml + "    </testcase>\n"
  }

  /// "file:12: outsideDisplay (left): `left` reaches under …".
  private static func describe(_ finding: Finding, in check: FileCheck) -> String {
    let place = check.line(of: finding).map { "\(check.file):\($0)" } ?? check.file
    let items = finding.items.isEmpty ? "" : " (\(finding.items.joined(separator: ", ")))"
    return "\(place): \(finding.severity.rawValue): \(finding.kind.rawValue)\(items): \(finding.message)"
  }

  /// `name a="…" b="…"`, attributes in the order given.
  private static func element(_ name: String, _ attributes: KeyValuePairs<String, String>) -> String {
    ([name] + attributes.map { "\($0.key)=\"\(escapeAttribute($0.value))\"" }).joined(separator: " ")
  }

  /// Text content: `&`, `<` and `>` as entities, and characters XML 1.0 forbids replaced.
  public static func escapeText(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      default: out.unicodeScalars.append(allowedInXML(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return out
  }

  /// An attribute value in double quotes. Line breaks and tabs become character references:
  /// a parser would otherwise normalise them to spaces (XML 1.0 §3.3.3).
  public static func escapeAttribute(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      case "\t": out += "&#9;"
      default: out.unicodeScalars.append(allowedInXML(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return out
  }

  /// XML 1.0's `Char` production (§2.2): tab, LF, CR, and U+0020 up, except the surrogates
  /// (which a Swift scalar cannot be) and U+FFFE, U+FFFF.
  private static func allowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: return true
    case 0x20...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }
}
