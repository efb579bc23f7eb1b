import Dispatch
import Foundation
import LayoutFile
import SolverFormat

/// The one path from a source to results that every front end — the command line, a preview,
/// tests — takes: read → build a window for a scenario → solve → frames and findings.
public enum Pipeline {
  /// What a run computes beyond the frames and conflicts.
  public struct Options: Hashable, Sendable {
    /// Look for ambiguity and for views outside the safe area or the display.
    public var check: Bool
    /// Keep the window's constraint system in the result.
    public var exportSystem: Bool
    /// List every constraint with whether the frames meet it (``LayoutResult/constraints``), for
    /// a preview's hover; a check does not need it, so it does not pay for it.
    public var listConstraints: Bool

    /// Creates options; by default a run only lays out.
    public init(check: Bool = false, exportSystem: Bool = false, listConstraints: Bool = false) {
      self.check = check
      self.exportSystem = exportSystem
      self.listConstraints = listConstraints
    }
  }

  /// Lays `document` out for `scenario`.
  ///
  /// - Throws: ``LayoutFile/LayoutFileError`` pointing into the file when it names something
  ///   unknown, holds a malformed equation or Visual Format string, or has a constraint Auto
  ///   Layout refuses to activate. Conflicts are findings, not errors: they depend on the device.
  public static func run(
    _ document: LayoutDocument, in scenario: Scenario, options: Options = Options()
  ) throws(LayoutFileError) -> LayoutResult {
    try run(ParsedDocument(document), in: scenario, options: options)
  }

  /// Lays a parsed document out for `scenario`: ``run(_:in:options:)`` without parsing the
  /// equations again, for a check of many scenarios.
  static func run(
    _ parsed: ParsedDocument, in scenario: Scenario, options: Options
  ) throws(LayoutFileError) -> LayoutResult {
    let document = parsed.document
    // A SwiftUI body is laid out by proposal; it has no constraint system to export.
    if let body = document.body {
      return try BodyWindow(document, body: body, scenario: scenario).layoutResult(checking: options.check)
    }
    let built = try DocumentWindow(parsed, scenario: scenario)
    let items = built.items()
    let frames = built.frameTree()
    let system = options.exportSystem ? ConstraintSystem(built.window._solver, name: document.title ?? document.file) : nil
    let constraints = options.listConstraints ? built.constraintStates() : []
    // After the frames, the system and the constraints: the ambiguity check moves ambiguous views.
    let findings = built.findings(items, on: scenario.screen, checking: options.check)
    return LayoutResult(
      source: document.file, scenario: scenario, title: document.title, frames: frames, items: items, findings: findings,
      constraintSystem: system, constraints: constraints)
  }

  /// Checks `document` in every scenario, spreading the work over all cores.
  ///
  /// The document's equations are parsed once; each scenario builds its own window from the
  /// (immutable, `Sendable`) parsed document, so the runs share nothing else. `progress` is
  /// called with the number finished so far, from worker threads.
  ///
  /// - Throws: the file's ``LayoutFile/LayoutFileError`` if it does not build (found on the
  ///   first scenario: a malformed file fails the same way everywhere).
  public static func check(
    _ document: LayoutDocument, in scenarios: [Scenario], options: Options = Options(check: true),
    progress: (@Sendable (Int) -> Void)? = nil
  ) throws(LayoutFileError) -> [LayoutResult] {
    guard let first = scenarios.first else { return [] }
    let document = ParsedDocument(document)
    let results = ParallelStore<Result<LayoutResult, LayoutFileError>>(count: scenarios.count)
    results.set(0, .success(try run(document, in: first, options: options)))
    progress?(1)
    DispatchQueue.concurrentPerform(iterations: scenarios.count - 1) { i in
      let outcome = Result { () throws(LayoutFileError) in try run(document, in: scenarios[i + 1], options: options) }
      let done = results.set(i + 1, outcome)
      progress?(done)
    }
    var values: [LayoutResult] = []
    for outcome in results.values() { values.append(try outcome.get()) }
    return values
  }
}
