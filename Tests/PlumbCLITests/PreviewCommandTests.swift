import Foundation
import Testing

@Suite("plumb preview and render --html")
struct PreviewCommandTests {
  @Test(
    "render --html writes the preview page for the default devices, embedding the file's pictures")
  func renderHTML() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-html-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try runPlumb([
      "render", "Examples/000-media-player.yaml", "--html", directory.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names == ["app.css", "app.js", "index.html"])
    let html = try String(
      contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
    // Four default devices, each in portrait and landscapeLeft: eight pictures.
    #expect(html.components(separatedBy: "<svg xmlns=").count - 1 == 8)
    #expect(html.contains("\"device\":\"iPad Pro 11-inch (4th generation)\""))
  }

  @Test("preview of a file that does not exist exits 2 and says which")
  func missingFile() throws {
    let result = try runPlumb(["preview", "Examples/no-such-file.yaml"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("cannot read Examples/no-such-file.yaml"))
  }

  @Test("preview with an unknown --content-sizes name exits 2 and lists the names, as check does")
  func unknownContentSize() throws {
    let result = try runPlumb(["preview", "Examples/004-square.yaml", "--content-sizes", "huge"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("error: unknown content size `huge`"))
  }

  @Test(
    "preview on a non-loopback address warns, then serves; on loopback it prints a 127.0.0.1 URL")
  func hostWarning() throws {
    for (host, warns) in [("127.0.0.1", false), ("0.0.0.0", true)] {
      let executable = try #require(plumbExecutable())
      let process = Process()
      process.executableURL = executable
      process.arguments = [
        "preview", "Examples/004-square.yaml", "--host", host, "--devices", "iPhone 14 Pro",
      ]
      process.currentDirectoryURL = packageRoot
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      try process.run()
      // The first line is the URL, printed once the port is bound.
      let text = firstLine(of: out)
      #expect(text.hasPrefix("plumb preview: http://\(host):"), "\(text)")
      let port =
        Int(text.dropFirst("plumb preview: http://\(host):".count).prefix { $0.isNumber }) ?? 0
      #expect(port > 0)
      process.terminate()
      process.waitUntilExit()
      let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(stderr.contains("warning: listening on \(host)") == warns, "\(stderr)")
    }
  }
}
