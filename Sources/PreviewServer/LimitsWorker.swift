import Dispatch
import LayoutPipeline

/// One page's limits searches: at most one runs at a time, off the server's event loops, and
/// at most one more waits behind it — a newer hover on another panel takes the waiting one's
/// place (its requests are answered `superseded`). A search covers a whole panel (every
/// finding of it), so hovering another finding of the same panel waits for the same search or
/// is answered from the cache at once. The cache holds the searches of each file's newest
/// revision (``SessionRevisions``): an edit invalidates it.
actor LimitsWorker {
  /// A search and the requests waiting for it.
  private struct Job {
    var key: LimitsSearchKey
    var source: Source
    var origin: PanelOrigin
    var requests: [LimitsRequest]
  }

  private let revisions: SessionRevisions
  private let files: [WatchedFile]
  /// The most requests waiting for one search; more drop the oldest.
  private let maxWaiting: Int
  /// Writes an answer to the page.
  private let send: @Sendable (LimitsAnswer) async -> Void
  private var running: Job?
  private var waiting: Job?
  private var cache: [LimitsSearchKey: Result<Limits, FileCheckError>] = [:]

  init(
    revisions: SessionRevisions, files: [WatchedFile], maxWaiting: Int,
    send: @escaping @Sendable (LimitsAnswer) async -> Void
  ) {
    self.revisions = revisions
    self.files = files
    self.maxWaiting = maxWaiting
    self.send = send
  }

  /// The answers to send now: a refusal, the cached edges, or `searching` (with `superseded`
  /// for the requests a newer one pushed out); the search's answer follows through `send`.
  func ask(_ request: LimitsRequest) -> [LimitsAnswer] {
    let origin: PanelOrigin
    let text: String
    do throws(LimitsRequestError) {
      (origin, text) = try locate(request)
    } catch {
      return [.refused(request, error)]
    }
    let key = request.search
    if let done = cache[key] { return [answer(request, done, origin: origin)] }
    var pushedOut: [LimitsRequest] = []
    if running?.key == key {
      pushedOut = Self.add(request, to: &running, limit: maxWaiting)
    } else if waiting?.key == key {
      pushedOut = Self.add(request, to: &waiting, limit: maxWaiting)
    } else {
      let source: Source
      do { source = try Source.read(text: text, file: files[request.file].path) } catch {
        return [.refused(request, .searchFailed(error.description))]
      }
      pushedOut = waiting?.requests ?? []
      waiting = Job(key: key, source: source, origin: origin, requests: [request])
      startNext()
    }
    return pushedOut.map { .refused($0, .superseded) } + [.searching(request)]
  }

  /// Adds `request` to `job` (once), dropping the oldest beyond `limit`; returns those dropped.
  private static func add(_ request: LimitsRequest, to job: inout Job?, limit: Int)
    -> [LimitsRequest]
  {
    guard var current = job, !current.requests.contains(request) else { return [] }
    current.requests.append(request)
    let dropped = Array(current.requests.dropLast(max(limit, 1)))
    current.requests.removeFirst(dropped.count)
    job = current
    return dropped
  }

  /// The panel `request` names and its revision's text, or why not.
  private func locate(_ request: LimitsRequest) throws(LimitsRequestError) -> (PanelOrigin, String)
  {
    guard files.indices.contains(request.file) else { throw .unknownFile(request.file) }
    guard let update = revisions.update(file: request.file, revision: request.revision) else {
      throw .staleRevision(asked: request.revision, newest: revisions.newest(file: request.file))
    }
    guard update.origins.indices.contains(request.panel) else {
      throw .unknownPanel(request.panel, count: update.origins.count)
    }
    let origin = update.origins[request.panel]
    if let finding = request.finding, !origin.findings.indices.contains(finding) {
      throw .unknownFinding(finding, count: origin.findings.count)
    }
    return (origin, update.source)
  }

  private func answer(
    _ request: LimitsRequest, _ outcome: Result<Limits, FileCheckError>, origin: PanelOrigin
  ) -> LimitsAnswer {
    switch outcome {
    case .success(let limits): .found(request, limits, origin: origin)
    case .failure(let error): .refused(request, .searchFailed(error.description))
    }
  }

  /// Starts the waiting search if none runs. The search runs on a dispatch queue, not on the
  /// server's event loops or Swift's cooperative threads: it blocks for seconds.
  private func startNext() {
    guard running == nil, let job = waiting else { return }
    waiting = nil
    running = job
    let (source, base) = (job.source, job.origin.scenario)
    Task {
      let outcome = await withCheckedContinuation { continuation in
        DispatchQueue.global(qos: .userInitiated).async {
          continuation.resume(
            returning: Result { () throws(FileCheckError) in
              try Limits.search(source, from: base, along: LimitDimension.allCases)
            })
        }
      }
      await finish(outcome)
    }
  }

  /// Caches the running search's outcome, answers its requests, and starts the waiting one.
  private func finish(_ outcome: Result<Limits, FileCheckError>) async {
    guard let job = running else { return }
    running = nil
    // Only each file's newest revision stays cached: an edit drops the searches of the text
    // before it (a search of an older revision still answers the requests that wait for it).
    cache = cache.filter { revisions.newest(file: $0.key.file) == $0.key.revision }
    if revisions.newest(file: job.key.file) == job.key.revision { cache[job.key] = outcome }
    startNext()
    for request in job.requests { await send(answer(request, outcome, origin: job.origin)) }
  }
}
