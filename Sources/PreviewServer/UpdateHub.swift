/// The latest update of every watched file as read from disk, and the pages listening for the
/// next one.
actor UpdateHub {
  private var latest: [Int: PreviewUpdate] = [:]
  private var listeners: [Int: AsyncStream<PreviewUpdate>.Continuation] = [:]
  private var nextListener = 0

  /// Stores `update` and sends it to every page.
  func publish(_ update: PreviewUpdate) {
    latest[update.file] = update
    for listener in listeners.values { listener.yield(update) }
  }

  /// The latest update of each file, in file order.
  func current() -> [PreviewUpdate] { latest.keys.sorted().compactMap { latest[$0] } }

  /// A stream of the updates published from now on, and its id for ``unsubscribe(_:)``.
  func subscribe() -> (Int, AsyncStream<PreviewUpdate>) {
    // Only the newest update per file matters to a slow page; a small buffer bounds memory.
    let (stream, continuation) = AsyncStream.makeStream(
      of: PreviewUpdate.self, bufferingPolicy: .bufferingNewest(16))
    nextListener += 1
    listeners[nextListener] = continuation
    return (nextListener, stream)
  }

  /// Stops sending to the listener `id`.
  func unsubscribe(_ id: Int) {
    listeners.removeValue(forKey: id)?.finish()
  }

  /// How many pages are listening (for tests).
  var listenerCount: Int { listeners.count }
}
