import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import HummingbirdWebSocket
import PreviewServer
import Testing

/// The WebSocket side, over a real loopback connection.
@Suite("Preview server WebSocket")
struct PreviewSocketTests {
  /// A client configuration that sends `origin` and accepts the server's large pictures.
  func socketConfiguration(origin: String?) -> WebSocketClientConfiguration {
    var headers = HTTPFields()
    if let origin { headers[.origin] = origin }
    return WebSocketClientConfiguration(maxFrameSize: 1 << 24, additionalHeaders: headers)
  }

  @Test("The page's own origin connects, gets the file, and each edit's answer carries its number")
  func editsAreAnswered() async throws {
    let (directory, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = try mediaPlayerText()
    try await server(watching: file).application().test(.live) { client in
      let port = try #require(client.port)
      try await client.ws("/ws", configuration: socketConfiguration(origin: "http://localhost:\(port)")) { inbound, outbound, _ in
        var messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
        guard case .text(let first)? = try await messages.next(), let initial = decodeUpdate(first) else {
          Issue.record("no initial update")
          return
        }
        #expect(initial.seq == nil && initial.source == text && initial.panels.count == 2)
        let broken = text.replacingOccurrences(of: "player.height * 21/9", with: "player.hieght * 21/9")
        let edit = try jsonString(broken)
        try await outbound.write(.text(#"{"file":0,"seq":1,"text":\#(edit)}"#))
        guard case .text(let answer)? = try await messages.next(), let update = decodeUpdate(answer) else {
          Issue.record("no answer")
          return
        }
        #expect(update.seq == 1)
        #expect(update.problem?.line == 19)
      }
    }
  }

  @Test(
    "An upgrade from another origin, or with none, is refused",
    arguments: ["http://evil.example", "http://localhost:1", "null", nil] as [String?])
  func foreignOriginRefused(_ origin: String?) async throws {
    let (directory, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    try await server(watching: file).application().test(.live) { client in
      await #expect(throws: (any Error).self) {
        try await client.ws("/ws", configuration: socketConfiguration(origin: origin)) { _, _, _ in
          Issue.record("upgraded from origin \(origin ?? "(none)")")
        }
      }
    }
  }

  @Test("A message beyond the limit closes the connection with 1009, message too big")
  func messageSizeBounded() async throws {
    let (directory, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    let limits = PreviewLimits(maxMessage: 64 * 1024)
    try await server(watching: file, limits: limits).application().test(.live) { client in
      let port = try #require(client.port)
      let close = try await client.ws("/ws", configuration: socketConfiguration(origin: "http://127.0.0.1:\(port)")) {
        inbound, outbound, _ in
        try await outbound.write(.text(String(repeating: "x", count: 64 * 1024 + 1)))
        for try await _ in inbound {}
      }
      #expect(close?.closeCode == .messageTooLarge)
    }
  }

  @Test("Saving the file on disk pushes a new update; edits from the page write nothing")
  func saveIsPushedAndEditsStayInMemory() async throws {
    let (directory, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = try mediaPlayerText()
    let before = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
    try await server(watching: file).application().test(.live) { client in
      let port = try #require(client.port)
      try await client.ws("/ws", configuration: socketConfiguration(origin: "http://localhost:\(port)")) { inbound, outbound, _ in
        var messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
        _ = try await messages.next()
        // An edit from the page: answered, but the file and the folder stay as they were.
        try await outbound.write(.text(#"{"file":0,"seq":1,"text":"views: {}\n"}"#))
        _ = try await messages.next()
        let after = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(after == before)
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["layout.yaml"])
        // A save on disk (different size, so it is seen even within one timestamp tick).
        let saved = text.replacingOccurrences(of: "aspectFit: 21/9", with: "aspectFit: 16/9")
        try Data(saved.utf8).write(to: file)
        guard case .text(let pushed)? = try await messages.next(), let update = decodeUpdate(pushed) else {
          Issue.record("no update after the save")
          return
        }
        #expect(update.seq == nil && update.source == saved)
      }
    }
  }
}

/// `text` as a JSON string literal.
func jsonString(_ text: String) throws -> String {
  String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
}
