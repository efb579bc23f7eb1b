import DeviceCatalog
import Foundation
import LayoutCore
import LayoutPipeline
import LayoutReports
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The JUnit report read back by a real XML parser (Foundation's `XMLDocument`, libxml2 on
/// Linux), checked for the structure JUnit readers expect: a `testsuites` root whose totals add
/// up, a `testsuite` per file whose `tests`/`failures`/`errors` count its `testcase` children,
/// and a `failure` or `error` child in exactly the failing ones.
@Suite("JUnit report")
struct JUnitReportTests {
  /// The report for a passing, a failing, a conflicting and a malformed file, parsed.
  static func parsedReport() throws -> (XMLElement, [FileCheck], CheckFixtures) {
    let fixtures = try CheckFixtures([
      "a-passing.yaml": CheckFixtures.passing, "b-outside.yaml": CheckFixtures.outside,
      "c-conflicting.yaml": CheckFixtures.conflicting, "d-malformed.yaml": CheckFixtures.malformed,
    ])
    let files = fixtures.paths
    let checks = Pipeline.check(files: files, in: CheckFixtures.scenarios)
    let document = try XMLDocument(data: Data(JUnitReport.xml(checks).utf8), options: [])
    return (try #require(document.rootElement()), checks, fixtures)
  }

  static func attribute(_ element: XMLElement, _ name: String) -> String? {
    element.attribute(forName: name)?.stringValue
  }

  @Test("A test suite per file and a test case per scenario, with totals that add up")
  func structure() throws {
    let (root, checks, _) = try Self.parsedReport()
    #expect(root.name == "testsuites")
    let suites = root.elements(forName: "testsuite")
    #expect(suites.map { Self.attribute($0, "name") } == checks.map(\.file))
    var tests = 0
    var failures = 0
    var errors = 0
    for suite in suites {
      let cases = suite.elements(forName: "testcase")
      #expect(Self.attribute(suite, "tests") == String(cases.count))
      let failing = cases.filter { !$0.elements(forName: "failure").isEmpty }
      let erring = cases.filter { !$0.elements(forName: "error").isEmpty }
      #expect(Self.attribute(suite, "failures") == String(failing.count))
      #expect(Self.attribute(suite, "errors") == String(erring.count))
      for testcase in cases {
        #expect(Self.attribute(testcase, "classname") == Self.attribute(suite, "name"))
        #expect(Self.attribute(testcase, "name")?.isEmpty == false)
      }
      tests += cases.count
      failures += failing.count
      errors += erring.count
    }
    #expect(Self.attribute(root, "tests") == String(tests))
    #expect(Self.attribute(root, "failures") == String(failures))
    #expect(Self.attribute(root, "errors") == String(errors))
    // Two scenarios for each of the three readable files, one error case for the malformed one.
    #expect(tests == 3 * 2 + 1)
    #expect(errors == 1)
  }

  @Test(
    "Passing scenarios are empty test cases; failing ones carry their findings with file and line")
  func failuresCarryFindings() throws {
    let (root, checks, _) = try Self.parsedReport()
    let suites = root.elements(forName: "testsuite")
    let passing = suites[0].elements(forName: "testcase")
    #expect(
      passing.map { Self.attribute($0, "name") } == [
        "iPhone 14 Pro, portrait", "iPhone 14 Pro, landscapeLeft",
      ])
    #expect(passing.allSatisfy { $0.childCount == 0 })
    // The corner box leaves the safe area at the top in portrait: the failure names the kind,
    // and its text points at line 6, `corner.top == window.top`, the first constraint that
    // places it vertically.
    let outside = try #require(
      suites[1].elements(forName: "testcase").first?.elements(forName: "failure").first)
    #expect(Self.attribute(outside, "type") == "outsideSafeArea")
    #expect(
      outside.stringValue?.contains("\(checks[1].file):6: error: outsideSafeArea (corner)") == true)
    // The conflict points at its constraints' lines.
    let conflict = try #require(
      suites[2].elements(forName: "testcase").first?.elements(forName: "failure").first)
    #expect(Self.attribute(conflict, "type") == "unsatisfiable")
    #expect(conflict.stringValue?.contains("\(checks[2].file):") == true)
    // The malformed file is one errored case whose message has the line of the typo.
    let error = try #require(
      suites[3].elements(forName: "testcase").first?.elements(forName: "error").first)
    #expect(Self.attribute(error, "message")?.hasPrefix("\(checks[3].file):4: ") == true)
    #expect(error.stringValue?.contains("box.widht == 100") == true)
  }

  @Test("Markup and line breaks in names and messages survive the round trip through a parser")
  func escaping() throws {
    let text = "a & b <c> \"d\" 'e'\nline two\ttab"
    let xml = "<r a=\"\(XMLEscaping.attribute(text))\">\(XMLEscaping.text(text))</r>"
    let parsed = try XMLDocument(data: Data(xml.utf8), options: [])
    let root = try #require(parsed.rootElement())
    #expect(root.attribute(forName: "a")?.stringValue == text)
    #expect(root.stringValue == text)
    // A control character XML 1.0 cannot hold becomes U+FFFD instead of breaking the file.
    #expect(XMLEscaping.text("bell\u{7}") == "bell\u{FFFD}")
  }

  @Test("The report is the same on every run")
  func deterministic() throws {
    let (_, checks, _) = try Self.parsedReport()
    #expect(JUnitReport.xml(checks) == JUnitReport.xml(checks))
    #expect(
      JUnitReport.xml(checks).hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
  }
}
