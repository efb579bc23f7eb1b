/// What the page sends when the pointer rests on a finding (or on a panel that passes): the
/// breaking points of that finding, searched from the panel's scenario in the revision shown.
///
/// `{"limits": {"file": 0, "revision": 7, "panel": 1, "finding": 0}}`; without `finding`, the
/// panel's own block (a passing panel's nearest edges).
public struct LimitsRequest: Codable, Hashable, Sendable {
  /// Which watched file.
  public var file: Int
  /// The update's ``PreviewUpdate/revision``.
  public var revision: Int
  /// The panel's index in that update.
  public var panel: Int
  /// The finding's index in the panel's findings; `nil` for the panel as a whole.
  public var finding: Int?

  /// Creates a request.
  public init(file: Int, revision: Int, panel: Int, finding: Int? = nil) {
    self.file = file
    self.revision = revision
    self.panel = panel
    self.finding = finding
  }

  /// The search it needs: one per panel of a revision, shared by the panel's findings.
  var search: LimitsSearchKey { LimitsSearchKey(file: file, revision: revision, panel: panel) }
}

/// The message a limits request travels in: `{"limits": …}`.
struct LimitsMessage: Codable {
  var limits: LimitsRequest
}

/// One limits search: a panel of one revision of one file.
struct LimitsSearchKey: Hashable, Sendable {
  var file: Int
  var revision: Int
  var panel: Int
}

/// Why a limits request cannot be answered: each case carries what was asked.
public enum LimitsRequestError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No watched file has this index.
  case unknownFile(Int)
  /// The revision is not one of the newest the page was sent for the file (it was edited
  /// since); `newest` is the one to ask about.
  case staleRevision(asked: Int, newest: Int?)
  /// The revision has no panel of this index (a file that does not lay out has none).
  case unknownPanel(Int, count: Int)
  /// The panel has no finding of this index.
  case unknownFinding(Int, count: Int)
  /// The search's layouts failed (a scenario the device cannot show), with the pipeline's
  /// message.
  case searchFailed(String)
  /// More requests wait for searches than the session keeps; this one was dropped for a newer.
  case superseded

  /// The kind as the page reads it: "staleRevision", "unknownFinding", …
  public var kind: String {
    switch self {
    case .unknownFile: "unknownFile"
    case .staleRevision: "staleRevision"
    case .unknownPanel: "unknownPanel"
    case .unknownFinding: "unknownFinding"
    case .searchFailed: "searchFailed"
    case .superseded: "superseded"
    }
  }

  /// What was wrong, in a sentence.
  public var description: String {
    switch self {
    case .unknownFile(let file): "No watched file has index \(file)."
    case .staleRevision(let asked, let newest):
      "Revision \(asked) is no longer shown (the file changed)"
        + (newest.map { "; the newest is \($0)." } ?? ".")
    case .unknownPanel(let panel, let count):
      "There is no picture \(panel) in this revision; it has \(count)."
    case .unknownFinding(let finding, let count):
      "There is no finding \(finding) in this picture; it has \(count)."
    case .searchFailed(let message): "The search could not lay the file out: \(message)"
    case .superseded: "A newer request took this one's place in the queue."
    }
  }
}
