import DeviceCatalog
import Foundation
import LayoutPipeline
import Testing

/// The README's layout-file example, taken from the README's text, passes `plumb check` as
/// written: a new user's first file must not fail.
@Suite("README layout file")
struct ReadmeLayoutFileTests {
  /// The first ```yaml block of the README's "The command line" section.
  static func readmeLayout() throws -> String {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "## The command line"))
    let lines = readme[section.upperBound...].components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: "```yaml"))
    let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
    return lines[(start + 1)..<end].joined(separator: "\n") + "\n"
  }

  @Test("plumb check passes the README's YAML example on every device and orientation")
  func readmeExamplePasses() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-readme-\(UUID().uuidString).yaml")
    try Data(try Self.readmeLayout().utf8).write(to: file)
    let result = try runPlumb(["check", file.path])
    #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    // Every pair the catalog has, counted independently of the check's own table.
    let pairs = Scenario.matrix(devices: Device.all).count
    #expect(result.stdout.hasSuffix("\(pairs) layouts: \(pairs) ok, 0 failed\n"))
    // And `render` uses the file's own device and orientation.
    let render = try runPlumb(["render", file.path])
    #expect(render.status == 0)
    #expect(render.stdout.hasPrefix("iPhone 14 Pro, landscapeLeft"))
  }

  @Test("plumb check passes the README's SwiftUI body example on every device and orientation")
  func readmeSwiftUIExamplePasses() throws {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "### SwiftUI screens in layout files"))
    let lines = readme[section.upperBound...].components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: "```yaml"))
    let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-readme-\(UUID().uuidString).yaml")
    try Data((lines[(start + 1)..<end].joined(separator: "\n") + "\n").utf8).write(to: file)
    let result = try runPlumb(["check", file.path])
    #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    let pairs = Scenario.matrix(devices: Device.all).count
    #expect(result.stdout.hasSuffix("\(pairs) layouts: \(pairs) ok, 0 failed\n"))
  }
}
