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
    text: "views:\n  a: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
    message: "the file nests deeper than 64 levels", line: 2),
  HostileFile(
    name: "100,000 nested block sequences on one line",
    text: "views: " + String(repeating: "- ", count: 100_000) + "x",
    message: "the file nests deeper than 64 levels", line: 1),
  HostileFile(
    name: "nesting spread over lines",
    text: "views:\n" + (0..<100).map { String(repeating: " ", count: $0) + "- [" }.joined(separator: "\n"),
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
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-oversized-\(getpid()).yaml").path
  defer { try? FileManager.default.removeItem(atPath: path) }
  try Data(repeating: UInt8(ascii: "a"), count: (32 << 20) + 1).write(to: URL(fileURLWithPath: path))
  #expect(throws: LayoutFileError.self) { try LayoutDocument.read(contentsOf: path) }
  do {
    _ = try LayoutDocument.read(contentsOf: path)
  } catch {
    #expect(error.message == "the file is 33554433 bytes; layout files may have at most 33554432")
  }
}
