import Foundation

/// The updates one page was sent, numbered: a limits request names the revision it hovers, and
/// the server finds the text and scenarios of that revision here. Only the newest few of each
/// file are kept, so memory stays bounded and an older revision is refused as stale.
final class SessionRevisions: @unchecked Sendable {
  /// How many revisions of each file are kept: the newest, and a few the page may still show
  /// while a newer answer is on its way (a save and an edit written at the same moment).
  static let kept = 4

  private let lock = NSLock()
  private var next = 0
  /// Per file, its kept updates, oldest first.
  private var updates: [Int: [PreviewUpdate]] = [:]

  /// `update` numbered with the session's next revision, and kept.
  func stamp(_ update: PreviewUpdate) -> PreviewUpdate {
    lock.withLock {
      next += 1
      var update = update
      update.revision = next
      var kept = updates[update.file, default: []]
      kept.append(update)
      // The kept updates' pictures are dropped: only the text and the origins are needed.
      kept[kept.count - 1].panels = []
      updates[update.file] = Array(kept.suffix(Self.kept))
      return update
    }
  }

  /// The kept update of `file` numbered `revision`.
  func update(file: Int, revision: Int) -> PreviewUpdate? {
    lock.withLock { updates[file]?.first { $0.revision == revision } }
  }

  /// The newest revision of `file` sent to the page.
  func newest(file: Int) -> Int? {
    lock.withLock { updates[file]?.last?.revision }
  }
}
