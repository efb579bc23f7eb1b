import Dispatch
import Foundation
import LayoutFile

/// One layout file checked in every scenario: its report, or why it could not be checked.
public struct FileCheck: Sendable {
  /// The file's path as given (reports point at it).
  public var file: String
  /// The file's document, when it could be read.
  public var document: LayoutDocument?
  /// The report, or the file's error (unreadable, malformed, or refused by Auto Layout).
  public var outcome: Result<CheckReport, LayoutFileError>

  /// Creates a file's check.
  public init(file: String, document: LayoutDocument?, outcome: Result<CheckReport, LayoutFileError>) {
    self.file = file
    self.document = document
    self.outcome = outcome
  }

  /// The report, when the file could be checked.
  public var report: CheckReport? { try? outcome.get() }

  /// The file's error, when it could not be checked.
  public var error: LayoutFileError? {
    if case .failure(let error) = outcome { return error }
    return nil
  }

  /// Whether the file was checked and every scenario passed.
  public var passed: Bool { report?.passed ?? false }

  /// The line of the view or guide `name` in the file, if the file declares it.
  public func line(ofItem name: String) -> Int? {
    guard let document else { return nil }
    let location =
      document.views.first { $0.name == name }?.location ?? document.guides.first { $0.name == name }?.location
    return location.flatMap { $0.line > 0 ? $0.line : nil }
  }

  /// The line a finding is about: its first responsible constraint's, else the line of the
  /// first of its views that the file declares. `nil` when neither is known.
  public func line(of finding: Finding) -> Int? {
    if let line = finding.lines.first(where: { $0 > 0 }) { return line }
    return finding.items.lazy.compactMap { line(ofItem: $0) }.first
  }
}

extension Pipeline {
  /// Reads and checks every file in every scenario, spreading the work over all cores.
  ///
  /// The unit of work is one file in one scenario, so a directory of small files keeps every
  /// core busy as well as one large file does. A file that cannot be read, or that fails to
  /// build, becomes a ``FileCheck`` with its error; the other files are still checked.
  /// `progress` is called from worker threads with the number of units finished, out of
  /// `files.count × scenarios.count`.
  ///
  /// - Returns: one ``FileCheck`` per file, in the order of `files` (the order does not depend
  ///   on which thread finished first).
  public static func check(
    files: [String], in scenarios: [Scenario], progress: (@Sendable (Int) -> Void)? = nil
  ) -> [FileCheck] {
    let documents = ParallelStore<Result<LayoutDocument, LayoutFileError>>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
      documents.set(i, Result { () throws(LayoutFileError) in try LayoutDocument.read(contentsOf: files[i]) })
    }
    let read = documents.values()
    let options = Options(check: true)
    let units = files.indices.flatMap { f in scenarios.indices.map { (file: f, scenario: $0) } }
    let results = ParallelStore<Result<LayoutResult, LayoutFileError>>(count: units.count)
    DispatchQueue.concurrentPerform(iterations: units.count) { u in
      let (f, s) = units[u]
      let outcome = read[f].flatMap { document in
        Result { () throws(LayoutFileError) in try run(document, in: scenarios[s], options: options) }
      }
      // Stored before reporting: `progress?(…)` would skip its argument when there is no
      // progress handler.
      let done = results.set(u, outcome)
      progress?(done)
    }
    let outcomes = results.values()
    return files.indices.map { f in
      let document = try? read[f].get()
      let mine = outcomes[(f * scenarios.count)..<((f + 1) * scenarios.count)]
      // A malformed file fails the same way in every scenario: the first error stands for all.
      if case .failure(let error) = read[f] {
        return FileCheck(file: files[f], document: nil, outcome: .failure(error))
      }
      var reports: [LayoutResult] = []
      for outcome in mine {
        switch outcome {
        case .success(let result): reports.append(result)
        case .failure(let error): return FileCheck(file: files[f], document: document, outcome: .failure(error))
        }
      }
      return FileCheck(file: files[f], document: document, outcome: .success(CheckReport(results: reports)))
    }
  }
}
