import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PreviewServer
import Testing

/// The HTTP side: the page, its assets, the watched files, and nothing else.
@Suite("Preview server routes")
struct PreviewRoutesTests {
  @Test("The page, its script and style are served with a same-origin content policy")
  func pageAndAssets() async throws {
    let (directory, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    try await server(watching: file).application().test(.router) { client in
      for (path, type) in [
        ("/", "text/html"), ("/app.js", "text/javascript"), ("/app.css", "text/css"),
      ] {
        try await client.execute(uri: path, method: .get) { response in
          #expect(response.status == .ok, "\(path)")
          #expect(response.headers[.contentType]?.hasPrefix(type) == true, "\(path)")
          #expect(response.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true)
        }
      }
      try await client.execute(uri: "/", method: .get) { response in
        let html = String(buffer: response.body)
        // Nothing from the internet: the page loads its own script and style only.
        #expect(html.contains("<script src=\"app.js\">") && html.contains("href=\"app.css\""))
        #expect(!html.contains("http://") && !html.contains("https://"))
      }
    }
  }

  @Test("A watched file is served by its index, as it is on disk")
  func watchedFileServed() async throws {
    let (directory, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = try mediaPlayerText()
    try await server(watching: file).application().test(.router) { client in
      try await client.execute(uri: "/files/0", method: .get) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body) == text)
      }
    }
  }

  @Test(
    "Any other path is 404: no traversal reaches another file",
    arguments: [
      "/files/1", "/files/-1", "/files/0/../../../etc/passwd", "/../../etc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/files/..%2f..%2fetc%2fpasswd", "/app.js/../../etc/passwd", "/layout.yaml", "/etc/passwd",
      "/files/%2fetc%2fpasswd",
      "//etc/passwd", "/ws",
    ])
  func otherPathsAreNotFound(_ path: String) async throws {
    let (directory, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    try await server(watching: file).application().test(.router) { client in
      try await client.execute(uri: path, method: .get) { response in
        #expect(response.status == .notFound, "\(path)")
        #expect(!String(buffer: response.body).contains("root:"))
      }
    }
  }

  @Test("A request for another host name is refused (DNS rebinding)")
  func foreignHostRefused() async throws {
    let (directory, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    let host = try #require(HTTPField.Name("Host"))
    try await server(watching: file).application().test(.router) { client in
      try await client.execute(uri: "/files/0", method: .get, headers: [host: "evil.example:8080"])
      { response in
        #expect(response.status == .misdirectedRequest)
      }
      try await client.execute(uri: "/files/0", method: .get, headers: [host: "localhost:8080"]) {
        response in
        #expect(response.status == .ok)
      }
    }
  }

  @Test("A body beyond the limit is 413 and a path beyond the limit is 414")
  func requestSizeBounded() async throws {
    let (directory, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    let limits = PreviewLimits(maxRequestBody: 1024, maxPathLength: 256, maxMessage: 4096)
    try await server(watching: file, limits: limits).application().test(.router) { client in
      try await client.execute(
        uri: "/", method: .post, body: ByteBuffer(repeating: 0x41, count: 1025)
      ) { response in
        #expect(response.status == .contentTooLarge)
      }
      try await client.execute(uri: "/" + String(repeating: "a", count: 300), method: .get) {
        response in
        #expect(response.status == .uriTooLong)
      }
      // Within both limits: an ordinary (unknown) route answers 404 as usual.
      try await client.execute(uri: "/" + String(repeating: "a", count: 200), method: .get) {
        response in
        #expect(response.status == .notFound)
      }
    }
  }

  @Test("Loopback is the default address")
  func loopbackByDefault() throws {
    let configuration = PreviewConfiguration(files: [], scenarios: twoScenarios)
    #expect(configuration.host == "127.0.0.1")
    #expect(configuration.port == 0)
    #expect(configuration.bindsLoopback)
    #expect(!PreviewConfiguration(files: [], scenarios: [], host: "0.0.0.0").bindsLoopback)
  }
}
