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
  @Test("The page's own origin connects, gets the file, and each edit's answer carries its number")
  func editsAreAnswered() async throws {
    let (directory, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = try mediaPlayerText()
    try await server(watching: file).application().test(.live) { client in
      let port = try #require(client.port)
      let socket = try await RawWebSocket.onThread {
        try RawWebSocket(port: port, origin: "http://127.0.0.1:\(port)")
      }
      #expect(socket.upgraded, "\(socket.status)")
      let initial = try #require(decodeUpdate(try await socket.receiveText().text))
      #expect(initial.seq == nil && initial.source == text && initial.panels.count == 2)
      let broken = text.replacingOccurrences(
        of: "player.height * 21/9", with: "player.hieght * 21/9")
      try socket.send(#"{"file":0,"seq":1,"text":\#(try jsonString(broken))}"#)
      try socket.send(#"{"file":0,"seq":2,"text":\#(try jsonString(text))}"#)
      let first = try #require(decodeUpdate(try await socket.receiveText().text))
      let second = try #require(decodeUpdate(try await socket.receiveText().text))
      // In order, each with its number: the misspelling on line 19, then the file restored.
      #expect(first.seq == 1 && first.problem?.line == 19 && first.panels.isEmpty)
      #expect(second.seq == 2 && second.problem == nil && second.panels.count == 2)
    }
  }

  @Test(
    "A malformed edit or an unknown file index is refused in words, and the connection stays usable"
  )
  func badEditsRefused() async throws {
    let (directory, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    try await server(watching: file).application().test(.live) { client in
      let port = try #require(client.port)
      let socket = try await RawWebSocket.onThread {
        try RawWebSocket(port: port, origin: "http://127.0.0.1:\(port)")
      }
      _ = try await socket.receiveText()
      try socket.send("not json")
      #expect(try await socket.receiveText().text.contains("\"refused\":\"An edit is"))
      try socket.send(#"{"file":3,"seq":1,"text":"views: {}"}"#)
      #expect(try await socket.receiveText().text.contains("No watched file has index 3."))
      try socket.send(#"{"file":0,"seq":2,"text":"views: {}\n"}"#)
      #expect(decodeUpdate(try await socket.receiveText().text)?.seq == 2)
    }
  }

  @Test(
    "An upgrade from another origin, or with none, is refused",
    arguments: [
      "http://evil.example", "http://127.0.0.1:1", "http://localhost.evil.example", "null", nil,
    ] as [String?])
  func foreignOriginRefused(_ origin: String?) async throws {
    let (directory, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    try await server(watching: file).application().test(.live) { client in
      let port = try #require(client.port)
      let socket = try await RawWebSocket.onThread { try RawWebSocket(port: port, origin: origin) }
      #expect(!socket.upgraded, "\(origin ?? "(none)"): \(socket.status)")
    }
  }

  @Test("Hummingbird's own client, whose Origin is ws://localhost, is refused too")
  func libraryClientRefused() async throws {
    let (directory, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    try await server(watching: file).application().test(.live) { client in
      await #expect(throws: (any Error).self) {
        try await client.ws("/ws") { _, _, _ in Issue.record("upgraded") }
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
      let socket = try await RawWebSocket.onThread {
        try RawWebSocket(port: port, origin: "http://127.0.0.1:\(port)")
      }
      #expect(socket.upgraded)
      _ = try await socket.receiveText()  // the file's first update
      try socket.send(String(repeating: "x", count: 64 * 1024 + 1))
      let close = try await socket.receiveText()
      #expect(close.closeCode == 1009)
    }
  }

  @Test("Saving the file on disk pushes a new update; edits from the page write nothing")
  func saveIsPushedAndEditsStayInMemory() async throws {
    let (directory, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = try mediaPlayerText()
    let before =
      try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
    try await server(watching: file).application().test(.live) { client in
      let port = try #require(client.port)
      let socket = try await RawWebSocket.onThread {
        try RawWebSocket(port: port, origin: "http://127.0.0.1:\(port)")
      }
      #expect(socket.upgraded)
      _ = try await socket.receiveText()
      // An edit from the page: answered, but the file and the folder stay as they were.
      try socket.send(#"{"file":0,"seq":1,"text":"views: {}\n"}"#)
      let answer = try #require(decodeUpdate(try await socket.receiveText().text))
      #expect(answer.seq == 1)
      let after =
        try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
      #expect(after == before)
      let onDisk = try String(contentsOf: file, encoding: .utf8)
      #expect(onDisk == text)
      let listing = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(listing == ["layout.yaml"])
      // A save on disk (a different size, so it is seen even within one timestamp tick).
      let saved = text.replacingOccurrences(of: "aspectFit: 21/9", with: "aspectFit: 16/9")
      try Data(saved.utf8).write(to: file)
      let pushed = try #require(decodeUpdate(try await socket.receiveText().text))
      #expect(pushed.seq == nil && pushed.source == saved && pushed.problem == nil)
    }
  }
}

/// `text` as a JSON string literal.
func jsonString(_ text: String) throws -> String {
  String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
}
