import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `plumb check` as CI runs it: many files, JUnit and GitHub reports, exit statuses, version.
@Suite("plumb check for CI (the real binary)")
struct CheckReportsCommandTests {
  @Test(
    "check on the Examples directory writes JUnit a parser accepts and annotations at real lines, and exits 1"
  )
  func examplesDirectory() throws {
    let junit = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-junit-\(UUID().uuidString).xml")
    let result = try runPlumb([
      "check", "Examples", "Tests/PlumbCLITests/Fixtures", "--devices",
      "iPhone 14 Pro,iPad Pro 11-inch (M4)",
      "--report", "junit", junit.path, "--report", "github",
    ])
    // Every example passes; the broken square (pinned to the window's top in landscape) leaves
    // the safe area: a failure, so status 1.
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "no progress bar when standard error is not a terminal")
    let document = try XMLDocument(contentsOf: junit, options: [])
    let suites = try #require(document.rootElement()).elements(forName: "testsuite")
    // The five examples and the fixture, sorted, one suite each.
    #expect(
      suites.map { $0.attribute(forName: "name")?.stringValue }
        == exampleNames.map { "Examples/\($0).yaml" } + [
          "Tests/PlumbCLITests/Fixtures/broken-square.yaml"
        ])
    let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    #expect(!annotations.isEmpty)
    for annotation in annotations {
      // ::error file=Examples/001-scale-to-fit.yaml,line=8,title=…::message
      let properties = annotation.dropFirst("::error ".count).prefix { $0 != ":" }
      let pairs = Dictionary(
        uniqueKeysWithValues: properties.split(separator: ",").map { pair in
          let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
          return (kv[0], kv.count > 1 ? kv[1] : "")
        })
      let file = try #require(pairs["file"])
      let line = try #require(pairs["line"].flatMap { Int($0) })
      let lines = try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      #expect(line >= 1 && line <= lines.count)
      // The line declares a view or holds a constraint: not a comment, not blank.
      let text =
        line >= 1 && line <= lines.count ? lines[line - 1].trimmingCharacters(in: .whitespaces) : ""
      #expect(!text.isEmpty && !text.hasPrefix("#"), "\(file):\(line) is `\(text)`")
    }
    // Every example and the fixture.
    #expect(result.stdout.contains("\(exampleNames.count + 1) files, "))
  }

  @Test(
    "With several files --json is one JSON document naming each file; a malformed one has its error and makes the status 2"
  )
  func severalFilesAsJSON() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-json-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("views:\n  box: { color: teal }\nconstraints:\n  - box.widht == 1\n".utf8)
      .write(to: directory.appendingPathComponent("bad.yaml"))
    let result = try runPlumb([
      "check", "Examples/004-square.yaml", directory.path, "--devices",
      "iPhone SE (3rd generation)", "--json",
    ])
    #expect(result.status == 2)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    #expect(
      files.map { $0["file"] as? String } == [
        "Examples/004-square.yaml", directory.path + "/bad.yaml",
      ])
    #expect(files[0]["report"] is [String: Any])
    #expect((files[1]["error"] as? String)?.contains("unknown attribute `widht`") == true)
    #expect(result.stderr.contains("unknown attribute `widht`"))
  }

  @Test("Paths after `--report github` are still files to check")
  func pathsAfterGitHubReport() throws {
    let result = try runPlumb([
      "check", "--report", "github", "Examples/004-square.yaml", "--devices", "iPhone 14 Pro",
    ])
    // 004 passes everywhere (README), so no annotation and status 0; the one file's table.
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasSuffix("3 layouts: 3 ok, 0 failed\n"))
    #expect(!result.stdout.contains("::error"))
  }

  @Test("--sheet draws one file's contact sheet and refuses several files")
  func sheetIsForOneFile() throws {
    let sheet = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-sheet-\(UUID().uuidString).svg")
    let one = try runPlumb([
      "check", "Examples/004-square.yaml", "--devices", "iPhone 14 Pro", "--sheet", sheet.path,
    ])
    #expect(one.status == 0)
    #expect(try String(contentsOf: sheet, encoding: .utf8).hasPrefix("<svg "))
    let several = try runPlumb(["check", "Examples", "--sheet", sheet.path])
    #expect(several.status == 2)
    #expect(several.stderr.contains("--sheet draws one file; \(exampleNames.count) were given"))
  }

  @Test(
    "A directory with no layout file exits 2 instead of passing; no file at all is a usage error, 64"
  )
  func nothingToCheck() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let result = try runPlumb(["check", empty.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no layout file"))
    // No argument is a malformed command line, which the help gives status 64 (issue 27: it
    // was 2).
    let none = try runPlumb(["check"])
    #expect(none.status == 64)
    #expect(none.stderr.contains("give layout files or directories to check"))
  }

  @Test("An unknown report kind and an unknown option are usage errors: status 64")
  func usageErrors() throws {
    let report = try runPlumb(["check", "Examples/004-square.yaml", "--report", "html"])
    #expect(report.status == 64)
    #expect(report.stderr.contains("unknown report `html`"))
    #expect(try runPlumb(["check", "--no-such-option"]).status == 64)
    let missingFile = try runPlumb(["check", "Examples/004-square.yaml", "--report", "junit"])
    #expect(missingFile.status == 64)
    #expect(missingFile.stderr.contains("--report junit needs a file to write"))
  }

  @Test(
    "--limits-of refuses a dimension that cannot vary, and a name it does not know, before any work"
  )
  func limitsOfBadDimension() throws {
    let discrete = try runPlumb(["check", "Examples/004-square.yaml", "--limits-of", "orientation"])
    #expect(discrete.status == 2)
    #expect(discrete.stdout.isEmpty)
    #expect(
      discrete.stderr == "error: `orientation` cannot vary continuously: its values are separate, "
        + "with no edge between them\n  hint: --limits-of takes width, contentSize, keyboard, "
        + "textLength (or all); check each orientation with --orientations\n")
    let unknown = try runPlumb(["check", "Examples/004-square.yaml", "--limits-of", "height"])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr == "error: unknown limits dimension `height`\n"
        + "  hint: write all, or some of width, contentSize, keyboard, textLength\n")
  }

  @Test("--limits adds the breaking points to the table of a storyboard, scene by scene")
  func limitsOnStoryboard() throws {
    let run = try runPlumb([
      "check", "Tests/InterfaceBuilderTests/Fixtures/Profile.storyboard", "--devices",
      "iPhone 14 Pro", "--orientations", "portrait", "--limits-of", "width,keyboard",
    ])
    #expect(run.stdout.contains("limits from iPhone 14 Pro, portrait (width, keyboard; "))
  }

  @Test("--version prints the version; --help documents every exit status and shell completion")
  func versionAndHelp() throws {
    let version = try runPlumb(["--version"])
    #expect(version.status == 0)
    // Semantic version: three dot-separated numbers.
    let parts = version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".")
    #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(version.stdout)")
    let help = try runPlumb(["--help"])
    for status in ["0 ", "1 ", "2 ", "64 "] {
      #expect(help.stdout.contains("\n  " + status), "exit status \(status) documented")
    }
    #expect(help.stdout.contains("--generate-completion-script"))
    let checkHelp = try runPlumb(["check", "--help"])
    #expect(checkHelp.stdout.contains("64  a malformed command line"))
  }
}
