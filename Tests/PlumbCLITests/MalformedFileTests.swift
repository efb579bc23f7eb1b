import DeviceCatalog
import Foundation
import LayoutFile
import LayoutPipeline
import Testing

/// Every file in `Malformed/` fails to read or build with a file-line-column error, the line,
/// a caret and a hint; the full text is compared with `Snapshots/malformed/NAME.txt`.
@Suite("Malformed layout files")
struct MalformedFileTests {
  static let files: [String] = {
    let directory = testsDirectory.appendingPathComponent("Malformed")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted()
  }()

  @Test("there are at least a dozen")
  func count() { #expect(Self.files.count >= 12) }

  @Test("each gives a caret error and a hint", arguments: files)
  func malformed(_ name: String) throws {
    let path = "Tests/PlumbCLITests/Malformed/\(name)"
    let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    let message: String
    do {
      let document = try LayoutDocument.parse(text, file: path)
      _ = try Pipeline.run(document, in: Scenario(device: .iPhone14Pro, orientation: .portrait))
      Issue.record("\(name) was accepted")
      return
    } catch {
      message = error.description
      #expect(error.line > 0, "\(name) points at a line")
      #expect(!error.hint.isEmpty)
    }
    #expect(message.contains("^"))
    assertSnapshot(message + "\n", named: "malformed/\(name).txt")
  }
}
