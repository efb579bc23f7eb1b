import HummingbirdWebSocket

/// One page's WebSocket: first the latest update of every file, then an answer to each edit
/// (in order, each carrying its edit's number, so none is lost) and every save on disk.
struct PreviewSession: Sendable {
  let hub: UpdateHub
  let renderer: PreviewRenderer
  let files: [WatchedFile]
  let maxMessage: Int

  /// What the server says when an edit cannot be read.
  struct Refusal: Codable {
    var refused: String
  }

  func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
    let (id, saves) = await hub.subscribe()
    defer { Task { await hub.unsubscribe(id) } }
    for update in await hub.current() { try await outbound.write(.text(JSONCoding.encode(update))) }
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        for await update in saves { try await outbound.write(.text(JSONCoding.encode(update))) }
      }
      group.addTask {
        for try await message in inbound.messages(maxSize: maxMessage) {
          try await outbound.write(.text(answer(message)))
        }
      }
      // The page leaving ends the inbound stream; stop forwarding saves then too.
      try await group.next()
      group.cancelAll()
    }
  }

  /// The update for an edit, or why it was refused. Edits live in memory only: nothing is
  /// written to disk.
  func answer(_ message: WebSocketMessage) -> String {
    guard case .text(let text) = message else {
      return JSONCoding.encode(Refusal(refused: "Send edits as text."))
    }
    guard let edit = JSONCoding.decode(PreviewEdit.self, from: text) else {
      return JSONCoding.encode(
        Refusal(refused: "An edit is {\"file\": index, \"text\": string, \"seq\": number}."))
    }
    guard files.indices.contains(edit.file) else {
      return JSONCoding.encode(Refusal(refused: "No watched file has index \(edit.file)."))
    }
    return JSONCoding.encode(
      renderer.render(edit.text, name: files[edit.file].path, file: edit.file, seq: edit.seq))
  }
}
