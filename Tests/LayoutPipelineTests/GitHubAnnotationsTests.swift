import DeviceCatalog
import Foundation
import LayoutPipeline
import LayoutReports
import Testing

@Suite("GitHub Actions annotations")
struct GitHubAnnotationsTests {
  /// `::error file=F,line=L,…::message` split into its properties (unescaped) and message.
  static func parse(_ command: String) -> (
    kind: String, properties: [String: String], message: String
  )? {
    guard command.hasPrefix("::"),
      let end = command.range(
        of: "::", range: command.index(command.startIndex, offsetBy: 2)..<command.endIndex)
    else { return nil }
    let head = command[command.index(command.startIndex, offsetBy: 2)..<end.lowerBound]
    let parts = head.split(separator: " ", maxSplits: 1)
    var properties: [String: String] = [:]
    for pair in parts.count > 1 ? parts[1].split(separator: ",") : [] {
      let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
      properties[kv[0]] = kv.count > 1 ? kv[1].removingPercentEncoding : nil
    }
    return (String(parts[0]), properties, String(command[end.upperBound...]))
  }

  @Test(
    "Messages escape %, CR and LF; properties also escape : and , (GitHub's workflow-command rules)"
  )
  func escaping() {
    #expect(GitHubAnnotations.escapeData("100% of\r\nlines: a, b") == "100%25 of%0D%0Alines: a, b")
    #expect(GitHubAnnotations.escapeProperty("C:\\dir,x%\n") == "C%3A\\dir%2Cx%25%0A")
  }

  @Test(
    "Each annotation points at a real line: the responsible constraint's, else the view's declaration"
  )
  func annotationsPointAtRealLines() throws {
    let fixtures = try CheckFixtures([
      "outside.yaml": CheckFixtures.outside, "conflicting.yaml": CheckFixtures.conflicting,
      "malformed.yaml": CheckFixtures.malformed, "passing.yaml": CheckFixtures.passing,
    ])
    let files = fixtures.paths
    let checks = Pipeline.check(files: files, in: CheckFixtures.scenarios)
    let commands = GitHubAnnotations.lines(checks).compactMap(Self.parse)
    #expect(!commands.isEmpty)
    // No annotation for the passing file; one per problem, never one per device.
    #expect(!commands.contains { $0.properties["file"] == fixtures.path("passing.yaml") })
    for command in commands {
      #expect(command.kind == "error")
      let file = try #require(command.properties["file"])
      let line = try #require(command.properties["line"].flatMap { Int($0) })
      let text = try CheckFixtures.line(line, of: file)
      #expect(
        !text.trimmingCharacters(in: .whitespaces).isEmpty, "line \(line) of \(file) is blank")
    }
    // The box outside the safe area, at the constraint that places it on the edge it crosses:
    // in portrait the top (59 pt inset), so `corner.top == window.top` (line 6); in landscape
    // the left (59 pt inset; the top inset is 0), so `corner.leading == window.leading` (line 5).
    let outside = commands.filter {
      $0.properties["file"] == fixtures.path("outside.yaml")
        && $0.properties["title"] == "plumb check: outsideSafeArea"
    }
    #expect(outside.map { $0.properties["line"] } == ["6", "5"])
    #expect(outside.first?.message.contains("on 1 of 2 layouts: iPhone 14 Pro (portrait)") == true)
    #expect(
      outside.last?.message.contains("on 1 of 2 layouts: iPhone 14 Pro (landscapeLeft)") == true)
    // The conflict: at one of the two widths (lines 7 and 8).
    let conflict = commands.first { $0.properties["file"] == fixtures.path("conflicting.yaml") }
    #expect(["7", "8"].contains(conflict?.properties["line"] ?? ""))
    // The malformed file: at the typo, line 4, column 9 (`  - box.` is 8 characters, and the
    // error points at the unknown attribute), with the hint on a second line.
    let malformed = try #require(
      commands.first { $0.properties["file"] == fixtures.path("malformed.yaml") })
    #expect(malformed.properties["line"] == "4")
    #expect(malformed.properties["col"] == "9")
    #expect(malformed.message.contains("%0Ahint: "))
    #expect(!GitHubAnnotations.lines(checks).contains { $0.dropFirst(2).contains("\n") })
  }
}
