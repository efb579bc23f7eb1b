import Foundation
import Testing

/// The README's PlumbTesting sections are run by the `Readme*.swift` files of this target and of
/// PlumbSnapshotTestingTests: each of their Swift blocks must appear in one of them as written,
/// so the README cannot drift from a test that runs.
@Test("Each Swift block of the README's testing sections is in a Readme*.swift file verbatim")
func readmeTestingExamplesAreRun() throws {
  let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  let root = here.deletingLastPathComponent().deletingLastPathComponent()
  let readme = try String(
    contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  let folders = [here, root.appendingPathComponent("Tests/PlumbSnapshotTestingTests")]
  let examples = try folders.flatMap { folder in
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("Readme") && $0.hasSuffix("Examples.swift") }.sorted()
      .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
  }
  let start = try #require(readme.range(of: "## Test your UIKit code on Linux\n"))
  let end = try #require(readme.range(of: "\n## The command line\n"))
  let blocks = readme[start.upperBound..<end.lowerBound].components(separatedBy: "```swift\n")
    .dropFirst().map { $0.components(separatedBy: "\n```")[0] }
  #expect(blocks.count == 5)
  for block in blocks {
    #expect(
      examples.contains { $0.contains(block) }, "in no Readme*Examples.swift as written:\n\(block)")
  }
}
