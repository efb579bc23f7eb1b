import HummingbirdWebSocket

/// One page's WebSocket: first the latest update of every file, then an answer to each edit
/// (in order, each carrying its edit's number, so none is lost) and every save on disk, laid
/// out in the scenarios the page's toggles choose. Every update carries the session's
/// revision number, which a limits request (``LimitsRequest``) names; its answers come from
/// the session's ``LimitsWorker``.
struct PreviewSession: Sendable {
  let hub: UpdateHub
  let renderer: PreviewRenderer
  let files: [WatchedFile]
  let limits: PreviewLimits
  /// The page's toggles; they start as the command line chose.
  let chosen: SessionSelection
  /// The updates sent, by revision.
  let revisions = SessionRevisions()

  init(hub: UpdateHub, renderer: PreviewRenderer, files: [WatchedFile], limits: PreviewLimits) {
    self.hub = hub
    self.renderer = renderer
    self.files = files
    self.limits = limits
    chosen = SessionSelection(renderer.toggles.initial, scenarios: renderer.scenarios)
  }

  /// What the server says when an edit cannot be read or its toggles cannot be chosen.
  struct Refusal: Codable {
    var refused: String
    /// The refused edit's number, when it had one.
    var seq: Int?
  }

  func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
    let (id, saves) = await hub.subscribe()
    defer { Task { await hub.unsubscribe(id) } }
    // A search's answer arrives after the page may have left: it is then not written.
    let worker = LimitsWorker(
      revisions: revisions, files: files, maxWaiting: limits.maxLimitsRequests
    ) { answer in try? await outbound.write(.text(JSONCoding.encode(answer))) }
    for update in await hub.current() {
      try await outbound.write(.text(JSONCoding.encode(revisions.stamp(forPage(update)))))
    }
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        for await update in saves {
          try await outbound.write(.text(JSONCoding.encode(revisions.stamp(forPage(update)))))
        }
      }
      group.addTask {
        for try await message in inbound.messages(maxSize: limits.maxMessage) {
          if case .text(let text) = message,
            let request = JSONCoding.decode(LimitsMessage.self, from: text)?.limits
          {
            for answer in await worker.ask(request) {
              try await outbound.write(.text(JSONCoding.encode(answer)))
            }
          } else {
            try await outbound.write(.text(answer(message)))
          }
        }
      }
      // The page leaving ends the inbound stream; stop forwarding saves then too.
      try await group.next()
      group.cancelAll()
    }
  }

  /// A file as read from disk, laid out in the page's scenarios: the hub's update as it is
  /// while the page shows the command line's, else laid out again.
  func forPage(_ update: PreviewUpdate) -> PreviewUpdate {
    let (selection, scenarios) = chosen.current
    guard selection != renderer.toggles.initial else { return update }
    return renderer.render(
      update.source, name: update.name, file: update.file, seq: nil, selection: selection,
      scenarios: scenarios)
  }

  /// The update for an edit, or why it was refused. Edits live in memory only: nothing is
  /// written to disk. An edit that changes the toggles changes them for the saves that follow.
  func answer(_ message: WebSocketMessage) -> String {
    guard case .text(let text) = message else {
      return JSONCoding.encode(Refusal(refused: "Send edits as text."))
    }
    guard let edit = JSONCoding.decode(PreviewEdit.self, from: text) else {
      return JSONCoding.encode(
        Refusal(
          refused:
            "An edit is {\"file\": index, \"text\": string, \"seq\": number}, with \"selection\": {toggle: [values]} to change toggles; a limits request is {\"limits\": {\"file\": index, \"revision\": number, \"panel\": index, \"finding\": index}}."
        ))
    }
    guard files.indices.contains(edit.file) else {
      return JSONCoding.encode(
        Refusal(refused: "No watched file has index \(edit.file).", seq: edit.seq))
    }
    var (selection, scenarios) = chosen.current
    if let change = edit.selection {
      do {
        (selection, scenarios) = try renderer.toggles.applying(change, to: selection)
      } catch {
        return JSONCoding.encode(Refusal(refused: "Cannot show that: \(error).", seq: edit.seq))
      }
      chosen.set(selection, scenarios: scenarios)
    }
    return JSONCoding.encode(
      revisions.stamp(
        renderer.render(
          edit.text, name: files[edit.file].path, file: edit.file, seq: edit.seq,
          selection: selection, scenarios: scenarios)))
  }
}
