import Dispatch
import Foundation
import InterfaceBuilder
import LayoutFile

/// One file checked in every scenario — a layout file, or every scene of a storyboard or xib —
/// its report, or why it could not be checked.
public struct FileCheck: Sendable {
  /// The file's path as given (reports point at it).
  public var file: String
  /// The file as read, when it could be read.
  public var source: Source?
  /// The report (for a storyboard, every scene in every scenario, scene by scene), or the
  /// file's error (unreadable, malformed, or refused by Auto Layout).
  public var outcome: Result<CheckReport, FileCheckError>
  /// Where the check spent its time, when it was timed (`plumb check --timings`).
  public var timings: CheckTimings?

  /// Creates a file's check.
  public init(
    file: String, source: Source?, outcome: Result<CheckReport, FileCheckError>,
    timings: CheckTimings? = nil
  ) {
    self.file = file
    self.source = source
    self.outcome = outcome
    self.timings = timings
  }

  /// The file's document, when it is a layout file that could be read.
  public var document: LayoutDocument? { source?.layoutDocument }

  /// The file's document, when it is a storyboard or xib that could be read.
  public var interfaceBuilderDocument: IBDocument? { source?.interfaceBuilderDocument }

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
  package func line(ofItem name: String) -> Int? {
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
  package func line(of finding: Finding) -> Int? {
    if let line = finding.lines.first(where: { $0 > 0 }) { return line }
    return finding.items.lazy.compactMap { line(ofItem: $0) }.first
  }
}

extension Pipeline {
  /// Reads and checks every file in every scenario, spreading the work over all cores. Every
  /// kind of ``Source`` mixes freely; a storyboard is checked scene by scene.
  ///
  /// Each file is read (``Source/read(contentsOf:)``), and a layout file's equations parsed,
  /// once. The unit of work is then one file in one scenario (for a storyboard, all its scenes
  /// in that scenario), so a directory of small files keeps every core busy as well as one
  /// large file does; scenarios that differ only in the device's name are laid out once and
  /// share the result under their own names (``SharedScenarios``). A file that cannot be read,
  /// or that fails to build, becomes a ``FileCheck`` with its error; the other files are still
  /// checked. `progress` is called from worker threads with the number of scenarios finished,
  /// out of `files.count × scenarios.count`.
  ///
  /// When `timed`, each check carries the CPU time of each phase (``CheckTimings``) of each
  /// scenario laid out (a scenario sharing another's layout adds none): the results are the
  /// same either way.
  ///
  /// - Returns: one ``FileCheck`` per file, in the order of `files` (the order does not depend
  ///   on which thread finished first).
  public static func check(
    files: [String], in scenarios: [Scenario], timed: Bool = false,
    progress: (@Sendable (Int) -> Void)? = nil
  ) -> [FileCheck] {
    check(files: files, in: scenarios, adjustments: [:], timed: timed, progress: progress)
  }

  /// ``check(files:in:timed:progress:)``, with each file changed as `adjustments[file]` says
  /// the app's code changes it (rows sized to their content, components at the size they are
  /// shown at): what an app's code says and its files cannot. Each result keeps only `parts`
  /// of what its reports need not read (``LayoutResult/Parts``), and its findings and
  /// superviews are stored once for all the results that have the same.
  ///
  /// The document's own scenario is laid out first, one unit per file: its fidelity gaps mark
  /// every result as it is made (``markingPartlyChecked(_:in:of:options:documentScenario:)``),
  /// so no result waits for the others with everything it was laid out with.
  package static func check(
    files: [String], in scenarios: [Scenario], adjustments: [String: CodeAdjustments],
    keeping parts: LayoutResult.Parts = .all, timed: Bool = false,
    progress: (@Sendable (Int) -> Void)? = nil
  ) -> [FileCheck] {
    // Each file read, and its strings read once before its scenarios: a broken strings file is
    // the file's error.
    let sources = ParallelStore<
      (
        Result<(Source, [String: StringsTable]), FileCheckError>,
        PhaseTimes?
      )
    >(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
      sources.set(
        i,
        PhaseClock.timing(timed, from: .parse) { () throws(FileCheckError) in
          var source = try Source.read(contentsOf: files[i])
          if let adjustments = adjustments[files[i]] { source.apply(adjustments) }
          return (source, try source.stringsTables(for: scenarios))
        })
    }
    let (read, parseTimes) = (sources.values().map(\.0), sources.values().map(\.1))
    let own = read.map { (try? $0.get())?.0.documentScenario }
    let options = {
      var options = Options(check: true)
      options.describesPlacingConstraints = parts.contains(.items)
      return options
    }()
    /// One file in one scenario, laid out and timed.
    @Sendable func layOut(_ f: Int, _ s: Int) -> (
      Result<[LayoutResult], FileCheckError>, PhaseTimes?
    ) {
      PhaseClock.timing(timed, from: .build) { () throws(FileCheckError) in
        let (source, strings) = try read[f].get()
        return try run(
          source, in: scenarios[s], options: options, documentScenario: own[f], strings: strings)
      }
    }
    // The document's own scenario of each file: the unit checked in it, or — when it is not
    // among those checked — a layout of its own in the base language (no strings table).
    let designed = own.map { $0.flatMap(scenarios.firstIndex(of:)) }
    let designs = ParallelStore<
      (design: Result<[LayoutResult], FileCheckError>, times: PhaseTimes?)
    >(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { f in
      if let s = designed[f] {
        designs.set(f, layOut(f, s))
      } else {
        let design = Result { () throws(FileCheckError) -> [LayoutResult] in
          guard let own = own[f], case .success(let (source, _)) = read[f] else { return [] }
          return try designLayout(of: source, in: own, options: options)
        }
        designs.set(f, (design, nil))
      }
    }
    let design = designs.values()
    let gaps = design.map { (try? $0.design.get()).map(fidelityGaps) ?? [] }
    let store = SharedValues()
    // A unit is one file in one group of scenarios laid out alike, laid out once.
    let units = files.indices.flatMap { f in
      SharedScenarios(scenarios, documentScenario: own[f]).groups.map { (file: f, group: $0) }
    }
    let results = ParallelStore<(Result<[LayoutResult], FileCheckError>, PhaseTimes?)>(
      count: files.count * scenarios.count)
    DispatchQueue.concurrentPerform(iterations: units.count) { u in
      let (f, group) = units[u]
      let (outcome, times) = group[0] == designed[f] ? design[f] : layOut(f, group[0])
      let kept = outcome.map { results in
        markingPartlyChecked(results, besides: gaps[f]).map { $0.keeping(parts, sharing: store) }
      }
      // Stored before reporting: `progress?(…)` would skip its argument when there is no
      // progress handler. The others of the group take the result under their own device,
      // and no time: the layout was done once (the document's own scenario is never shared).
      var done = results.set(f * scenarios.count + group[0], (kept, times))
      for s in group.dropFirst() {
        let shared = kept.map { $0.map { $0.relabelled(as: scenarios[s]) } }
        done = results.set(f * scenarios.count + s, (shared, nil))
      }
      progress?(done)
    }
    let (outcomes, unitTimes) = (results.values().map(\.0), results.values().map(\.1))
    return files.indices.map { f in
      let scenarioRange = (f * scenarios.count)..<((f + 1) * scenarios.count)
      var check = FileCheck(
        file: files[f], source: try? read[f].get().0, outcome: .success(CheckReport(results: [])),
        timings: parseTimes[f].map {
          CheckTimings(parse: $0, scenarios: unitTimes[scenarioRange].compactMap { $0 })
        })
      // A malformed file fails the same way in every scenario: the first error stands for all.
      if case .failure(let error) = read[f] {
        check.outcome = .failure(error)
        return check
      }
      var perScenario: [[LayoutResult]] = []
      for outcome in outcomes[scenarioRange] {
        switch outcome {
        case .success(let results): perScenario.append(results)
        case .failure(let error):
          check.outcome = .failure(error)
          return check
        }
      }
      // A document's own scenario that was not checked, and failed, fails the file.
      if case .failure(let error) = design[f].design {
        check.outcome = .failure(error)
        return check
      }
      check.outcome = .success(CheckReport(results: sceneByScene(perScenario)))
      return check
    }
  }
}
