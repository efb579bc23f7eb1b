import Dispatch
import Foundation
import InterfaceBuilder
import LayoutFile

/// One file checked in every scenario — a layout file, or every scene of a storyboard or xib —
/// its report, or why it could not be checked.
public struct FileCheck: Sendable {
  /// The file's path as given (reports point at it).
  public var file: String
  /// The file's document, when it is a layout file that could be read.
  public var document: LayoutDocument?
  /// The file's document, when it is a storyboard or xib that could be read.
  public var interfaceBuilderDocument: IBDocument?
  /// The report (for a storyboard, every scene in every scenario, scene by scene), or the
  /// file's error (unreadable, malformed, or refused by Auto Layout).
  public var outcome: Result<CheckReport, FileCheckError>

  /// Creates a file's check.
  public init(
    file: String, document: LayoutDocument?, interfaceBuilderDocument: IBDocument? = nil,
    outcome: Result<CheckReport, FileCheckError>
  ) {
    self.file = file
    self.document = document
    self.interfaceBuilderDocument = interfaceBuilderDocument
    self.outcome = outcome
  }

  /// The report, when the file could be checked.
  public var report: CheckReport? { try? outcome.get() }

  /// The file's error, when it could not be checked.
  public var error: FileCheckError? {
    if case .failure(let error) = outcome { return error }
    return nil
  }

  /// Whether the file was checked and every scenario passed.
  public var passed: Bool { report?.passed ?? false }

  /// A title for the file's pictures: the layout file's title, else the path.
  public var title: String { document?.title ?? file }

  /// The line of the view or guide `name` in the file, if the file declares it. In a storyboard
  /// or xib, views are named as findings name them (``InterfaceBuilder/IBView/displayName``) and
  /// guides as `owner.key` (`"view root.safeArea"`).
  public func line(ofItem name: String) -> Int? {
    if let document {
      let location =
        document.views.first { $0.name == name }?.location
        ?? document.guides.first { $0.name == name }?.location
      return location.flatMap { $0.line > 0 ? $0.line : nil }
    }
    guard let ib = interfaceBuilderDocument else { return nil }
    for scene in ib.scenes {
      if let view = scene.views.first(where: { $0.displayName == name }) { return view.line }
      for guide in scene.layoutGuides {
        let owner = scene.view(guide.ownerID)?.displayName ?? guide.ownerID
        if "\(owner).\(guide.key)" == name { return guide.line }
      }
    }
    return nil
  }

  /// The line a finding is about: its first responsible constraint's, else the line of the
  /// first of its views that the file declares. `nil` when neither is known.
  public func line(of finding: Finding) -> Int? {
    if let line = finding.lines.first(where: { $0 > 0 }) { return line }
    return finding.items.lazy.compactMap { line(ofItem: $0) }.first
  }
}

/// A file as read for a check.
private enum ReadSource: Sendable {
  /// A layout file, its equations parsed once for all scenarios.
  case layoutFile(ParsedDocument)
  /// A storyboard or xib, with its own scenario resolved once (``InterfaceBuilderDevice``).
  case interfaceBuilder(IBDocument, own: Scenario?)
}

extension Pipeline {
  /// Reads and checks every file in every scenario, spreading the work over all cores. Layout
  /// files and Interface Builder documents (`.storyboard`, `.xib`) mix freely; a storyboard is
  /// checked scene by scene.
  ///
  /// Each file is read, and a layout file's equations parsed, once. The unit of work is then one
  /// file in one scenario (for a storyboard, all its scenes in that scenario), so a directory of
  /// small files keeps every core busy as well as one large file does. A file that cannot be
  /// read, or that fails to build, becomes a ``FileCheck`` with its error; the other files are
  /// still checked. `progress` is called from worker threads with the number of units finished,
  /// out of `files.count × scenarios.count`.
  ///
  /// - Returns: one ``FileCheck`` per file, in the order of `files` (the order does not depend
  ///   on which thread finished first).
  public static func check(
    files: [String], in scenarios: [Scenario], progress: (@Sendable (Int) -> Void)? = nil
  ) -> [FileCheck] {
    let documents = ParallelStore<Result<ReadSource, FileCheckError>>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
      documents.set(i, readSource(files[i]))
    }
    let read = documents.values()
    let options = Options(check: true)
    let units = files.indices.flatMap { f in scenarios.indices.map { (file: f, scenario: $0) } }
    let results = ParallelStore<Result<[LayoutResult], FileCheckError>>(count: units.count)
    DispatchQueue.concurrentPerform(iterations: units.count) { u in
      let (f, s) = units[u]
      let outcome = read[f].flatMap { source in
        run(source, file: files[f], in: scenarios[s], options: options)
      }
      // Stored before reporting: `progress?(…)` would skip its argument when there is no
      // progress handler.
      let done = results.set(u, outcome)
      progress?(done)
    }
    let outcomes = results.values()
    return files.indices.map { f in
      let source = try? read[f].get()
      var check = FileCheck(file: files[f], document: nil, outcome: .success(CheckReport(results: [])))
      switch source {
      case .layoutFile(let parsed): check.document = parsed.document
      case .interfaceBuilder(let document, _): check.interfaceBuilderDocument = document
      case nil: break
      }
      // A malformed file fails the same way in every scenario: the first error stands for all.
      if case .failure(let error) = read[f] {
        check.outcome = .failure(error)
        return check
      }
      var perScenario: [[LayoutResult]] = []
      for outcome in outcomes[(f * scenarios.count)..<((f + 1) * scenarios.count)] {
        switch outcome {
        case .success(let results): perScenario.append(results)
        case .failure(let error):
          check.outcome = .failure(error)
          return check
        }
      }
      // Scene by scene, each scene in every scenario (a layout file has one "scene").
      let scenes = perScenario.map(\.count).max() ?? 0
      let ordered = (0..<scenes).flatMap { scene in
        perScenario.compactMap { scene < $0.count ? $0[scene] : nil }
      }
      check.outcome = .success(CheckReport(results: ordered))
      return check
    }
  }

  /// Reads a file given to `check`: an Interface Builder document by its extension, else a
  /// layout file.
  private static func readSource(_ file: String) -> Result<ReadSource, FileCheckError> {
    guard IBReader.canRead(path: file) else {
      return Result { () throws(LayoutFileError) in try LayoutDocument.read(contentsOf: file) }
        .map { .layoutFile(ParsedDocument($0)) }.mapError(FileCheckError.layoutFile)
    }
    do {
      var document = try IBReader.read(contentsOfFile: file)
      let device = InterfaceBuilderDevice(document, file: file)
      if let warning = device.warning { document.warnings.append(warning) }
      // Checking nothing must not look like a pass.
      guard !document.scenes.isEmpty else {
        return .failure(
          .interfaceBuilder(
            IBError(
              file: file, line: 0, column: 0, kind: .noScene,
              message: "the document has no scene with a view to lay out")))
      }
      return .success(.interfaceBuilder(document, own: device.scenario))
    } catch {
      return .failure(.interfaceBuilder(error))
    }
  }

  /// One file in one scenario: the layout file's result, or each scene's in document order.
  private static func run(
    _ source: ReadSource, file: String, in scenario: Scenario, options: Options
  ) -> Result<[LayoutResult], FileCheckError> {
    switch source {
    case .layoutFile(let parsed):
      return Result { () throws(LayoutFileError) in [try run(parsed, in: scenario, options: options)] }
        .mapError(FileCheckError.layoutFile)
    case .interfaceBuilder(let document, let own):
      return Result { () throws(IBError) in
        try document.scenes.map { scene throws(IBError) in
          try run(scene, of: document, file: file, in: scenario, options: options, documentScenario: own)
        }
      }.mapError(FileCheckError.interfaceBuilder)
    }
  }
}
