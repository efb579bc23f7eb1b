import Foundation
import Testing

/// The README's PlumbTesting sections are run by `ReadmeExamples.swift`: each of their Swift
/// blocks must appear in that file as written, so the README cannot drift from a test that runs.
@Test("Each Swift block of the README's testing sections is in ReadmeExamples.swift verbatim")
func readmeTestingExamplesAreRun() throws {
  let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  let root = here.deletingLastPathComponent().deletingLastPathComponent()
  let readme = try String(
    contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  let examples = try String(
    contentsOf: here.appendingPathComponent("ReadmeExamples.swift"), encoding: .utf8)
  let start = try #require(readme.range(of: "## Test your layouts in your tests\n"))
  let end = try #require(readme.range(of: "\n## The command line\n"))
  let blocks = readme[start.upperBound..<end.lowerBound].components(separatedBy: "```swift\n")
    .dropFirst().map { $0.components(separatedBy: "\n```")[0] }
  #expect(blocks.count == 2)
  for block in blocks {
    #expect(examples.contains(block), "not in ReadmeExamples.swift as written:\n\(block)")
  }
}
