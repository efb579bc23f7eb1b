import DeviceCatalog
import Foundation
import LayoutPipeline
@testable import PreviewServer
import Testing
import Typography

/// Issue 30, item 2 in the preview: hovering a finding asks the server for its breaking points
/// over the page's WebSocket, end to end against a live server, on the limits benchmark
/// (Tests/Fixtures/Limits/breaking-points.yaml), whose edges are derived here by hand as in
/// Tests/LayoutPipelineTests/LimitsTests.swift.
@Suite("Preview limits on hover")
struct PreviewLimitsSocketTests {
  static let portrait = Scenario(device: .iPhone14Pro, orientation: .portrait)
  static let screen = Device.iPhone14Pro.screen(.portrait)
  /// The benchmark passes in portrait; with the keyboard shown (336 pt on an iPhone 14 Pro, more
  /// than the 243 pt below the button) the button is under it; in landscape it is off screen.
  static let scenarios = [
    portrait, Scenario(device: .iPhone14Pro, orientation: .portrait, showsKeyboard: true),
    Scenario(device: .iPhone14Pro, orientation: .landscapeLeft),
  ]

  /// The keyboard's edge: `save.top == safeArea.top + 500`, 50 pt tall, so the keyboard reaches
  /// the button once taller than the window's height less the button's bottom (243 pt).
  static var keyboardEdge: Double { screen.size.height - (screen.safeAreaInsets.top + 500 + 50) }

  /// The title's width edge: the window less its neighbours (16 + 44 + 12 + 8 + 60 + 16 pt) is
  /// its text's width in Semibold 17 pt, rounded up to the pixel as `UILabel` sizes it.
  static var titleWidthEdge: Double {
    let headline = FontMetricsTextMeasurer(textStyle: .headline)
    let text = "Weekly activity summary".reduce(0) { $0 + headline.advance(of: $1) }
    return 156 + (text * 3 - 1e-6).rounded(.up) / 3
  }

  /// A scratch folder holding the benchmark, and a server watching it in ``scenarios``.
  static func benchmark(limits: PreviewLimits = PreviewLimits()) throws -> (URL, PreviewServer) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("breaking-points.yaml")
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Tests/Fixtures/Limits/breaking-points.yaml"),
      to: file)
    let server = PreviewServer(
      configuration: PreviewConfiguration(
        files: [WatchedFile(path: file.path)], scenarios: scenarios, limits: limits))
    return (directory, server)
  }

  /// Runs `body` with a page's WebSocket on a live server watching the benchmark, after the
  /// file's first update; the scratch folder is removed after.
  static func withBenchmark(
    limits: PreviewLimits = PreviewLimits(),
    _ body: @escaping @Sendable (RawWebSocket, PreviewUpdate, URL) async throws -> Void
  ) async throws {
    let (directory, server) = try benchmark(limits: limits)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await server.application().test(.live) { client in
      let port = try #require(client.port)
      let socket = try await RawWebSocket.onThread {
        try RawWebSocket(port: port, origin: "http://127.0.0.1:\(port)")
      }
      let update = try #require(decodeUpdate(try await socket.receiveText().text))
      try await body(socket, update, directory)
    }
  }

  static func ask(_ socket: RawWebSocket, _ request: LimitsRequest) throws {
    let json = String(decoding: try JSONEncoder().encode(["limits": request]), as: UTF8.self)
    try socket.send(json)
  }

  static func answer(_ socket: RawWebSocket) async throws -> LimitsAnswer.Body {
    let text = try await socket.receiveText().text
    return try JSONDecoder().decode(LimitsAnswer.self, from: Data(text.utf8)).limits
  }

  /// The number before `unit` after `prefix` in `line`: "taller than 243.25 pt" → 243.25.
  static func number(in line: String, after prefix: String) -> Double? {
    guard let range = line.range(of: prefix) else { return nil }
    return Double(line[range.upperBound...].prefix { $0.isNumber || $0 == "." })
  }

  @Test("A hovered finding gets its edges: searching first, then the lines check --limits prints")
  func findingEdges() async throws {
    try await Self.withBenchmark { socket, update, _ in
      let revision = try #require(update.revision)
      #expect(update.panels.count == 3 && update.panels[0].findings.isEmpty)
      let save = try #require(
        update.panels[1].findings.firstIndex { $0.kind == "underKeyboard" && $0.items == ["save"] })
      let request = LimitsRequest(file: 0, revision: revision, panel: 1, finding: save)
      try Self.ask(socket, request)
      let searching = try await Self.answer(socket)
      #expect(searching.state == .searching && searching.request == request)
      let found = try await Self.answer(socket)
      #expect(found.state == .found && found.request == request)
      #expect(found.base == "iPhone 14 Pro, portrait, keyboard")
      let block = try #require(found.blocks.first)
      #expect(found.blocks.count == 1 && block.heading == "[underKeyboard] `save` (found here):")
      let line = try #require(block.lines.first { $0.hasPrefix("with the keyboard taller than") })
      let edge = try #require(Self.number(in: line, after: "taller than "))
      #expect(abs(edge - Self.keyboardEdge) <= 0.5, "found \(edge), derived \(Self.keyboardEdge)")
      // The covered depth is affine in the keyboard's height: the root closed the bracket.
      #expect(line.contains("(affine; laid out at "))
      // Asked again: answered from the cache at once, with no "searching".
      try Self.ask(socket, request)
      #expect(try await Self.answer(socket) == found)
    }
  }

  @Test("A passing panel gets the nearest edge of each dimension")
  func passingPanel() async throws {
    try await Self.withBenchmark { socket, update, _ in
      try Self.ask(
        socket, LimitsRequest(file: 0, revision: try #require(update.revision), panel: 0))
      #expect(try await Self.answer(socket).state == .searching)
      let found = try await Self.answer(socket)
      let block = try #require(found.blocks.first)
      #expect(block.heading == "passes; the nearest edge of each dimension:")
      // Narrowing from 393 pt the title truncates first (≈ 355.3 pt; the paragraph at ≈ 346.4).
      let width = try #require(block.lines.first { $0.contains("in windows narrower than") })
      #expect(width.hasPrefix("[truncated] `title` "))
      let widthEdge = try #require(Self.number(in: width, after: "narrower than "))
      #expect(abs(widthEdge - Self.titleWidthEdge) <= 0.5)
      let keyboard = try #require(block.lines.first { $0.contains("keyboard taller than") })
      #expect(keyboard.hasPrefix("[underKeyboard] `save` "))
      let keyboardEdge = try #require(Self.number(in: keyboard, after: "taller than "))
      #expect(abs(keyboardEdge - Self.keyboardEdge) <= 0.5)
    }
  }

  @Test("Unknown files, panels and findings, and an edited revision, get typed refusals")
  func refusals() async throws {
    try await Self.withBenchmark(limits: PreviewLimits(maxMessage: 64 * 1024)) {
      socket, update, directory in
      let revision = try #require(update.revision)
      let findings = update.panels[1].findings.count
      // The messages of Documentation/BadInputs.md, T2: three panels, `findings` in the second.
      for (request, kind, message) in [
        (
          LimitsRequest(file: 3, revision: revision, panel: 0), "unknownFile",
          "No watched file has index 3."
        ),
        (
          LimitsRequest(file: 0, revision: revision, panel: 7), "unknownPanel",
          "There is no picture 7 in this revision; it has 3."
        ),
        (
          LimitsRequest(file: 0, revision: revision, panel: 1, finding: findings),
          "unknownFinding", "There is no finding \(findings) in this picture; it has \(findings)."
        ),
        (
          LimitsRequest(file: 0, revision: revision + 100, panel: 0), "staleRevision",
          "Revision \(revision + 100) is no longer shown (the file changed); the newest is \(revision)."
        ),
      ] {
        try Self.ask(socket, request)
        let answer = try await Self.answer(socket)
        #expect(answer.state == .refused && answer.error?.kind == kind, "\(answer)")
        #expect(answer.error?.message == message)
      }
      // An edit makes a new revision: the old one is stale, and the refusal names the new one.
      let text = try String(
        contentsOf: directory.appendingPathComponent("breaking-points.yaml"), encoding: .utf8)
      try socket.send(
        #"{"file":0,"seq":1,"text":\#(try jsonString(text + "\n# edited\n"))}"#)
      let edited = try #require(decodeUpdate(try await socket.receiveText().text))
      let newest = try #require(edited.revision)
      #expect(newest > revision)
      // The server keeps the newest few revisions of a file (an answer may cross an edit in
      // flight); as many more edits push the first one out.
      for _ in 0..<SessionRevisions.kept {
        try socket.send(#"{"file":0,"seq":2,"text":\#(try jsonString(text))}"#)
        _ = try await socket.receiveText()
      }
      try Self.ask(socket, LimitsRequest(file: 0, revision: revision, panel: 0))
      let stale = try await Self.answer(socket)
      #expect(stale.error?.kind == "staleRevision")
      #expect(
        stale.error?.message
          == "Revision \(revision) is no longer shown (the file changed); the newest is \(newest + SessionRevisions.kept)."
      )
      // A limits request beyond the message limit closes the connection, as an edit does.
      let padding = String(repeating: " ", count: 64 * 1024)
      try socket.send(#"{"limits":{"file":0,"revision":1,"panel":0\#(padding)}}"#)
      #expect(try await socket.receiveText().closeCode == 1009)
    }
  }

  @Test("One search runs at a time; a newer panel takes the waiting one's place")
  func oneSearchAtATime() async throws {
    try await Self.withBenchmark { socket, update, _ in
      let revision = try #require(update.revision)
      let (a, b, c) = (
        LimitsRequest(file: 0, revision: revision, panel: 0),
        LimitsRequest(file: 0, revision: revision, panel: 1),
        LimitsRequest(file: 0, revision: revision, panel: 2)
      )
      for request in [a, b, c] { try Self.ask(socket, request) }
      var answers: [LimitsAnswer.Body] = []
      while answers.filter({ $0.state != .searching }).count < 3 {
        answers.append(try await Self.answer(socket))
      }
      // a runs; b waits until c takes its place (refused as superseded); a, then c, are found.
      let done = answers.filter { $0.state != .searching }
      #expect(done.map(\.request) == [b, a, c])
      #expect(done[0].error?.kind == "superseded")
      #expect(done[1].state == .found && done[2].state == .found)
    }
  }
}
