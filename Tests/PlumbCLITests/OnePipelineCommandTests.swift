import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Issue 27: every command takes every kind of source, or refuses it saying which commands do;
/// `render` reproduces any scenario `check` lists; outputs are checked before the run.
@Suite("Every command, every source")
struct OnePipelineCommandTests {
  static let storyboard = "Tests/InterfaceBuilderTests/Fixtures/Profile.storyboard"

  static func temporary(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-\(UUID().uuidString)-\(name)")
  }

  @Test("render --html of a storyboard writes the preview page instead of ignoring --html")
  func storyboardHTML() throws {
    let directory = Self.temporary("html")
    let run = try runPlumb(["render", Self.storyboard, "--html", directory.path])
    #expect(run.status == 0)
    let page = try String(
      contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("Profile"))
  }

  @Test(
    "export prints a storyboard's constraint system; a body is refused, naming the commands for it"
  )
  func exportEveryKind() throws {
    let storyboard = try runPlumb(["export", Self.storyboard])
    #expect(storyboard.status == 0)
    let json =
      try JSONSerialization.jsonObject(with: Data(storyboard.stdout.utf8)) as? [String: Any]
    #expect((json?["constraints"] as? [Any])?.isEmpty == false)
    let body = try runPlumb(["export", "Examples/007-swiftui-trip.yaml"])
    #expect(body.status == 2)
    #expect(
      body.stderr.contains("is a SwiftUI body file")
        && body.stderr.contains("`plumb render` and `plumb check`"))
  }

  @Test("render takes every scenario option check has, so a failing scenario can be shown alone")
  func renderScenarioOptions() throws {
    let run = try runPlumb([
      "render", "Examples/005-sign-in-form.yaml", "--device", "iPad Air (5th generation)",
      "--orientation",
      "landscapeLeft", "--split-view", "oneThird", "--content-size", "AX3", "--keyboard",
    ])
    #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
    // The same words `check` prints for the scenario (AX3 is UIKit's accessibilityExtraLarge:
    // AX1 accessibilityMedium, AX2 accessibilityLarge, AX3 accessibilityExtraLarge).
    #expect(
      run.stdout.hasPrefix(
        "iPad Air (5th generation), landscapeLeft, oneThird, accessibilityExtraLarge, keyboard"))
    let unknown = try runPlumb([
      "render", "Examples/005-sign-in-form.yaml", "--split-view", "quarter",
    ])
    #expect(unknown.status == 2 && unknown.stderr.contains("twoThirds"))
  }

  @Test("An unwritable --report or --sheet is found before the run: nothing is checked or printed")
  func unwritableOutputs() throws {
    let missing = Self.temporary("missing").appendingPathComponent("report.xml").path
    let report = try runPlumb(["check", "Examples/004-square.yaml", "--report", "junit", missing])
    #expect(report.status == 2)
    #expect(report.stdout.isEmpty)
    #expect(report.stderr.contains("cannot write \(missing)"))
    let sheet = try runPlumb([
      "check", "Examples/004-square.yaml", "--sheet", Self.temporary("none").path + "/s.svg",
    ])
    #expect(sheet.status == 2 && sheet.stdout.isEmpty)
  }

  @Test("A device a file names that the catalog lacks fails check as it fails render, at its line")
  func unknownDeviceInFile() throws {
    // `device: iPhone 42` on line 2, its value at column 9.
    let file = "Tests/PlumbCLITests/ScenarioErrors/unknown-device.yaml"
    for command in ["check", "render"] {
      let run = try runPlumb([command, file])
      #expect(run.status == 2, "\(command)")
      #expect(
        run.stderr.contains("\(file):2:9: error: unknown device"), "\(command): \(run.stderr)")
    }
  }

  @Test(
    "An unavailable Split View window fails a body file and a storyboard as it fails a layout file")
  func unavailableSplitView() throws {
    for file in ["Examples/004-square.yaml", "Examples/007-swiftui-trip.yaml", Self.storyboard] {
      let run = try runPlumb([
        "render", file, "--device", "iPhone 14 Pro", "--orientation", "portrait", "--split-view",
        "half",
      ])
      #expect(run.status == 2, "\(file)")
      #expect(
        run.stderr.contains("iPhone 14 Pro has no half multitasking window in portrait"), "\(file)")
    }
  }

  @Test("preview of a directory serves the files inside it, as check walks it, not an empty file")
  func previewDirectory() throws {
    let process = Process()
    process.executableURL = try #require(plumbExecutable())
    process.arguments = [
      "preview", "Examples", "--devices", "iPhone 14 Pro", "--orientations", "portrait",
    ]
    process.currentDirectoryURL = packageRoot
    let out = Pipe()
    process.standardOutput = out
    process.standardError = Pipe()
    try process.run()
    defer {
      process.terminate()
      process.waitUntilExit()
    }
    // The first line is the URL, printed once the port is bound.
    let text = firstLine(of: out)
    let url = try #require(
      text.split(separator: " ").dropFirst(2).first.flatMap { URL(string: String($0)) })
    // The directory's files in check's order (sorted by path): the first and the last example.
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: packageRoot.appendingPathComponent("Examples").path
    )
    .filter { $0.hasSuffix(".yaml") }.sorted()
    for (index, name) in [(0, examples[0]), (examples.count - 1, examples[examples.count - 1])] {
      let served = try Self.get(url.appendingPathComponent("files/\(index)"))
      let file = try String(
        contentsOf: packageRoot.appendingPathComponent("Examples/\(name)"), encoding: .utf8)
      #expect(served == file, "\(name)")
    }
  }

  /// The body of a GET of `url`, waited for.
  static func get(_ url: URL) throws -> String {
    final class Box: @unchecked Sendable { var result: Result<Data, any Error> = .success(Data()) }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    URLSession.shared.dataTask(with: url) { data, _, error in
      box.result = error.map { .failure($0) } ?? .success(data ?? Data())
      done.signal()
    }.resume()
    done.wait()
    return String(decoding: try box.result.get(), as: UTF8.self)
  }
}
