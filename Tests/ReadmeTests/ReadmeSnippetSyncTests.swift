// Every Swift example of the README is compiled and run by its own test target under
// `Tests/ReadmeSnippets/`, which depends only on the modules the example imports — so an example
// missing an import fails to build there. This test keeps those copies identical to the README:
// the same imports (plus `Testing`) and, between `// README snippet begin` and `end`, the same
// code (indented two spaces inside the test function).
import Foundation
import Testing

@Suite("README examples match their tests")
struct ReadmeSnippetSyncTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A Swift example: its import lines and the rest.
  struct Snippet: Equatable, CustomStringConvertible {
    var imports: [String]
    var body: [String]
    var description: String { (imports + body).joined(separator: "\n") }
  }

  /// The ```swift blocks of the README's "A quick tour" section, in order. (The package
  /// manifest under "Add Plumb to your package" is not code to compile in a test target.)
  static func readmeSnippets() throws -> [Snippet] {
    let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: "## A quick tour"))
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
    var snippets: [Snippet] = []
    var current: [String]?
    for line in lines[start..<end] {
      if current == nil, line == "```swift" {
        current = []
      } else if let lines = current, line == "```" {
        snippets.append(split(lines))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return snippets
  }

  /// The snippet a test file holds: its imports but `Testing`, and its marked region, dedented.
  static func testSnippet(_ url: URL) throws -> Snippet {
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    let imports = lines.filter { $0.hasPrefix("import ") && $0 != "import Testing" }
    let begin = try #require(
      lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// README snippet begin" })
    let end = try #require(
      lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// README snippet end" })
    let body = lines[(begin + 1)..<end].map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }
    return Snippet(imports: imports, body: Array(body))
  }

  /// Imports first, then the code without the blank lines around it.
  static func split(_ lines: [String]) -> Snippet {
    let imports = lines.filter { $0.hasPrefix("import ") }
    var body = lines.filter { !$0.hasPrefix("import ") }
    while body.first?.isEmpty == true { body.removeFirst() }
    while body.last?.isEmpty == true { body.removeLast() }
    return Snippet(imports: imports, body: body)
  }

  /// The snippet test files under `Tests/ReadmeSnippets/`, one folder (target) each.
  static func snippetFiles() throws -> [URL] {
    let directory = root.appendingPathComponent("Tests/ReadmeSnippets")
    let folders = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    return try folders.flatMap { folder in
      let target = directory.appendingPathComponent(folder)
      return try FileManager.default.contentsOfDirectory(atPath: target.path)
        .filter { $0.hasSuffix(".swift") }.sorted().map { target.appendingPathComponent($0) }
    }
  }

  @Test("Each README Swift example has exactly one test file with the same imports and code")
  func everyExampleIsTested() throws {
    let examples = try Self.readmeSnippets()
    let tests = try Self.snippetFiles().map { try Self.testSnippet($0) }
    #expect(examples.count == 5, "the README's tour has five Swift examples")
    #expect(tests.count == examples.count, "one test file per example")
    for example in examples {
      #expect(
        tests.filter { $0 == example }.count == 1,
        "no test file holds this README example as written:\n\(example)")
    }
  }

  @Test("Every README example says what it imports")
  func examplesHaveImports() throws {
    for example in try Self.readmeSnippets() {
      #expect(!example.imports.isEmpty, "an example without imports:\n\(example)")
    }
  }
}
