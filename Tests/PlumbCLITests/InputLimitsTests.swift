import Foundation
import LayoutFile
import Testing

/// Hostile files, each with the error it must get instead of a crash or a long wait.
struct HostileFile: CustomTestStringConvertible, Sendable {
  let name: String
  let text: String
  /// The start of the expected message, and the line it points at (0: the whole file).
  let message: String
  let line: Int
  var testDescription: String { name }
}

private let hostileFiles: [HostileFile] = [
  // 20,000 nested `[` crashed the YAML reader with a stack overflow before the limit existed.
  HostileFile(
    name: "100,000 nested flow sequences",
    text: "views:\n  a: " + String(repeating: "[", count: 100_000)
      + String(repeating: "]", count: 100_000),
    message: "the file nests deeper than 64 levels", line: 2),
  HostileFile(
    name: "100,000 nested block sequences on one line",
    text: "views: " + String(repeating: "- ", count: 100_000) + "x",
    message: "the file nests deeper than 64 levels", line: 1),
  HostileFile(
    name: "nesting spread over lines",
    text: "views:\n"
      + (0..<100).map { String(repeating: " ", count: $0) + "- [" }.joined(separator: "\n"),
    // Line L (from 2) is indented L − 2, has one `- `, and L − 1 brackets are open at its `[`:
    // 2L − 2 > 64 first at L = 34.
    message: "the file nests deeper than 64 levels", line: 34),
  HostileFile(
    name: "a 33 MiB title",
    // "title: " is 7 bytes: 33 × 2²⁰ + 7 = 34,603,015.
    text: "title: " + String(repeating: "a", count: 33 << 20),
    message: "the file is 34603015 bytes; layout files may have at most 33554432", line: 0),
]

@Test("A hostile file gets a clear error, not a crash", arguments: hostileFiles)
func hostileFileIsRefused(_ file: HostileFile) {
  do {
    _ = try LayoutDocument.parse(file.text)
    Issue.record("accepted")
  } catch {
    #expect(error.message.hasPrefix(file.message), "\(error.message)")
    #expect(error.line == file.line)
  }
}

@Test("Brackets and quotes inside quoted scalars and comments do not count as nesting")
func quotedBracketsAreNotNesting() throws {
  let deep = String(repeating: "[", count: 200)
  let text = """
    title: 'Don''t [\(deep)'
    # \(deep)
    device: iPhone 14 Pro
    views:
      a: { color: red }
    constraints:
      - "a.width == 100 # \(deep)"
    """
  let document = try LayoutDocument.parse(text)
  #expect(document.title == "Don't [\(deep)")
}

@Test("An oversized file on disk is refused before it is read")
func oversizedFileOnDiskIsRefused() throws {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "plumb-oversized-\(getpid()).yaml"
  ).path
  defer { try? FileManager.default.removeItem(atPath: path) }
  try Data(repeating: UInt8(ascii: "a"), count: (32 << 20) + 1).write(
    to: URL(fileURLWithPath: path))
  #expect(throws: LayoutFileError.self) { try LayoutDocument.read(contentsOf: path) }
  do {
    _ = try LayoutDocument.read(contentsOf: path)
  } catch {
    #expect(error.message == "the file is 33554433 bytes; layout files may have at most 33554432")
  }
}

@Test("An error on a 2 MB line echoes a window of the line around the caret, not 4 MB")
func longLineEchoIsCapped() throws {
  // A 2,000,000-character parent name: the error quoted the line whole and then as many
  // spaces again before the caret (4 MB of output), and the name again in its message.
  let name = String(repeating: "b", count: 2_000_000)
  do {
    _ = try LayoutDocument.parse("views:\n  a: {parent: \(name)}\n", file: "long.yaml")
    Issue.record("accepted")
  } catch {
    let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("long.yaml:2:15: error: unknown parent `bbbb"))
    // The echoed line: 2 spaces of indent, the 160 characters the limit allows from the line's
    // start (the caret is within half a window of it), `…` where it is cut: the 14 characters
    // of `  a: {parent: ` and 146 of the name.
    let shown: String = "    a: {parent: " + String(name.prefix(146)) + "…"
    #expect(String(lines[1]) == shown)
    // The caret stands under the name's first `b`, column 15.
    let caret: String = String(repeating: " ", count: 2 + 14) + "^"
    #expect(String(lines[2]) == caret)
    // The message keeps its start and end around the count of characters left out.
    #expect(lines[0].contains("characters) …"))
    #expect(error.description.utf8.count < 3_000)
  }
}

@Test("An error far along a long line shows the caret inside the window, with `…` before it")
func longLineWindowFollowsTheCaret() {
  let line = String(repeating: "x", count: 1_000)
  let error = LayoutFileError(
    file: "f", line: 1, column: 501, lineText: line, message: "m", hint: "h")
  let (shown, caret) = error.echoedLine()
  // The window starts 80 characters (half of 160) before the caret's character, 420 in.
  #expect(shown.count == 1 + LayoutFileError.maximumEcho + 1)
  #expect(shown.first == "…" && shown.last == "…")
  #expect(caret == 501 - 420 + 1)
}

@Test("Anchors alone and ampersands in text are no aliases: such a file reads")
func anchorsWithoutAliasesRead() throws {
  // The alias check compares the places of nodes: block collections start where their first
  // entry does, and a sequence of mappings nests three starts on one spot.
  let text = """
    title: Terms & Conditions
    views:
      box: &box { color: teal }
      row: { stack: { axis: horizontal }, parent: box }
    constraints:
      - box.leading == window.leading
      - group: true
    """
  do {
    _ = try LayoutDocument.parse(text, file: "anchors.yaml")
    Issue.record("accepted")
  } catch {
    // The last entry is no constraint: the reader's own error at its key, not an alias one.
    #expect(error.message == "unknown key `group` in a group of constraints")
    #expect(error.line == 7)
  }
  let document = try LayoutDocument.parse(
    "title: Q&A\nviews:\n  a: &x {}\nconstraints:\n  - &c a.width == 10\n  - a.height == 10\n",
    file: "list.yaml")
  #expect(document.title == "Q&A")
  #expect(document.equations.map(\.text) == ["a.width == 10", "a.height == 10"])
}
