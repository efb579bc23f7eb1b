/// Polls watched files and reports each change.
///
/// Polling every 50 ms keeps a save's re-render within the 200 ms the preview promises (at most
/// one interval to notice, plus the layout) without inotify, which only Linux has.
struct FileWatcher: Sendable {
  /// How often the files are looked at.
  static let interval: Duration = .milliseconds(50)

  var files: [WatchedFile]

  /// Calls `changed` with a file's index and new text whenever its stamp changes, until the
  /// task is cancelled.
  func run(_ changed: @Sendable (Int, String) async -> Void) async {
    var stamps = files.map { $0.stamp() }
    while !Task.isCancelled {
      do { try await Task.sleep(for: Self.interval) } catch { return }
      for (index, file) in files.enumerated() {
        let stamp = file.stamp()
        guard stamp != stamps[index], let stamp else { continue }
        stamps[index] = stamp
        if let text = file.read() { await changed(index, text) }
      }
    }
  }
}
