import AutoLayout
import Dispatch
import Foundation
import InterfaceBuilder
import LayoutFile
import SolverFormat

/// The one path from a source to results that every front end — the command line, a preview,
/// tests — takes: read (``Source``) → resolve the scenario (``ScenarioEnvironment``) → lay
/// the source out with its adapter → the same checks on the laid-out screen → a
/// ``LayoutResult``.
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
    /// In a storyboard's or xib's own scenario, lay the scenes out as Interface Builder's
    /// canvas draws them (``InterfaceBuilderCanvas``) instead of as the device does at run time.
    public var canvas: Bool
    /// With ``check``, write into each laid-out item the constraints that place it
    /// (``LaidOutItem/constraints(along:)``); the checks do not need them there. A check whose
    /// results let go of their items (``LayoutResult/Parts``) does not pay for them.
    package var describesPlacingConstraints = true

    /// Creates options; by default a run only lays out, as the device does at run time.
    public init(
      check: Bool = false, exportSystem: Bool = false, listConstraints: Bool = false,
      canvas: Bool = false
    ) {
      self.check = check
      self.exportSystem = exportSystem
      self.listConstraints = listConstraints
      self.canvas = canvas
    }
  }

  /// Lays `source` out for `scenario`: one result, or one per scene of a storyboard or xib in
  /// document order.
  ///
  /// - Throws: ``FileCheckError`` pointing into the file when it names something unknown,
  ///   holds a malformed equation, has a constraint Auto Layout refuses to activate, or when
  ///   the scenario cannot be shown on its device (the same error for every kind of source).
  ///   Conflicts are findings, not errors: they depend on the device.
  public static func run(
    _ source: Source, in scenario: Scenario, options: Options = Options()
  ) throws(FileCheckError) -> [LayoutResult] {
    try run(
      source, in: scenario, options: options, documentScenario: source.documentScenario,
      strings: source.stringsTables(for: [scenario]))
  }

  /// Lays `source` out in every scenario, spreading the scenarios over all cores: scene by
  /// scene (a layout file has one), each scene in every scenario in the order given. `progress`
  /// is called from worker threads with the number of scenarios finished.
  ///
  /// - Throws: the first scenario's ``FileCheckError`` (a malformed file fails the same way
  ///   everywhere).
  public static func check(
    _ source: Source, in scenarios: [Scenario], options: Options = Options(check: true),
    progress: (@Sendable (Int) -> Void)? = nil
  ) throws(FileCheckError) -> [LayoutResult] {
    let own = source.documentScenario
    let strings = try source.stringsTables(for: scenarios)
    let results = ParallelStore<Result<[LayoutResult], FileCheckError>>(count: scenarios.count)
    DispatchQueue.concurrentPerform(iterations: scenarios.count) { i in
      let outcome = Result { () throws(FileCheckError) in
        try run(
          source, in: scenarios[i], options: options, documentScenario: own, strings: strings)
      }
      let done = results.set(i, outcome)
      progress?(done)
    }
    var perScenario: [[LayoutResult]] = []
    for outcome in results.values() { perScenario.append(try outcome.get()) }
    return sceneByScene(
      try markingPartlyChecked(
        perScenario, in: scenarios, of: source, options: options, documentScenario: own))
  }

  /// Lays `document` out for `scenario` (``run(_:in:options:)`` of a layout file).
  ///
  /// - Throws: ``LayoutFile/LayoutFileError`` pointing into the file.
  package static func run(
    _ document: LayoutDocument, in scenario: Scenario, options: Options = Options()
  ) throws(LayoutFileError) -> LayoutResult {
    let source = try Source(document)
    do {
      return try run(source, in: scenario, options: options)[0]
    } catch {
      throw error.layoutFileError
    }
  }

  /// Checks `document` in every scenario (``check(_:in:options:progress:)`` of a layout file).
  ///
  /// - Throws: the file's ``LayoutFile/LayoutFileError`` if it does not build.
  package static func check(
    _ document: LayoutDocument, in scenarios: [Scenario], options: Options = Options(check: true),
    progress: (@Sendable (Int) -> Void)? = nil
  ) throws(LayoutFileError) -> [LayoutResult] {
    let source = try Source(document)
    do {
      return try check(source, in: scenarios, options: options, progress: progress)
    } catch {
      throw error.layoutFileError
    }
  }

  /// Each scenario's results (one per scene) reordered scene by scene, each scene in every
  /// scenario.
  static func sceneByScene(_ perScenario: [[LayoutResult]]) -> [LayoutResult] {
    let scenes = perScenario.map(\.count).max() ?? 0
    return (0..<scenes).flatMap { scene in
      perScenario.compactMap { scene < $0.count ? $0[scene] : nil }
    }
  }

  /// One source in one scenario, the scenario resolved once for every scene, its text in the
  /// scenario's locale (`strings` holds each language's table, read once for all scenarios).
  /// The adapter is chosen by the source's value; nothing after this reads the file kind.
  static func run(
    _ source: Source, in scenario: Scenario, options: Options, documentScenario: Scenario?,
    strings: [String: StringsTable]
  ) throws(FileCheckError) -> [LayoutResult] {
    // Every measurer of this layout (and only of this layout) lengthens the text.
    try TextLengthFactor.withFactor(scenario.textLength) { () throws(FileCheckError) in
      try layOut(
        source, in: scenario, options: options, documentScenario: documentScenario,
        strings: strings)
    }
  }

  private static func layOut(
    _ source: Source, in scenario: Scenario, options: Options, documentScenario: Scenario?,
    strings: [String: StringsTable]
  ) throws(FileCheckError) -> [LayoutResult] {
    let environment: ScenarioEnvironment
    do {
      environment = try scenario.resolved()
    } catch {
      throw source.error(error)
    }
    let source = source.localized(
      LocaleText(locale: scenario.locale, table: strings[scenario.locale.name]))
    switch source {
    case .layoutFile(let parsed):
      do {
        return [try layOut(parsed, in: environment, options: options)]
      } catch {
        throw .layoutFile(error)
      }
    case .interfaceBuilder(let document, let file, _):
      // The scenes' hosts, laid out once in this scenario for all the scenes they embed.
      let hosts = HostLayouts()
      do {
        return try document.scenes.map { scene throws(IBError) in
          try layOut(
            scene, of: document, file: file, in: environment, options: options,
            isDocumentScenario: documentScenario == scenario, hosts: hosts)
        }
      } catch {
        throw .interfaceBuilder(error)
      }
    }
  }

  /// A layout file in one resolved scenario: a SwiftUI body by proposal, views and
  /// constraints in a window.
  static func layOut(
    _ parsed: ParsedDocument, in environment: ScenarioEnvironment, options: Options
  ) throws(LayoutFileError) -> LayoutResult {
    let document = parsed.document
    // A SwiftUI body is laid out by proposal; it has no constraint system to export.
    if let body = document.body {
      let window = try BodyWindow(document, body: body, environment: environment)
      return PhaseClock.during(.checks) { window.layoutResult(checking: options.check) }
    }
    let built = try DocumentWindow(parsed, environment: environment)
    return PhaseClock.during(.checks) {
      built.layoutResult(
        source: document.file, title: document.title, environment: environment,
        options: options, systemName: document.title ?? document.file)
    }
  }

  /// One scene of a storyboard or xib in one resolved scenario: the same findings as a layout
  /// file's, plus **misplaced** when the scenario is the document's own device and orientation.
  ///
  /// Misplaced means what Xcode's warning means: the saved frame is not where Interface
  /// Builder's canvas puts the view. Where the saving Xcode simulates the design device
  /// otherwise than it is at run time (``InterfaceBuilderCanvas``), or draws the scene otherwise
  /// than an app shows it (a cell xib at its design size), the scene is laid out a second time
  /// on the canvas for that finding alone; the other findings are the run time's. `hosts` holds
  /// the hosts of container views the scenario's scenes have laid out already.
  static func layOut(
    _ scene: IBScene, of document: IBDocument, file: String, in environment: ScenarioEnvironment,
    options: Options, isDocumentScenario: Bool, hosts: HostLayouts = HostLayouts()
  ) throws(IBError) -> LayoutResult {
    let canvas = isDocumentScenario ? environment.canvas(of: scene, in: document) : nil
    // Off the document's own device the canvas has the device's insets, but still draws a
    // cell xib at its design size.
    let shown = options.canvas ? canvas ?? environment.drawn(on: nil) : environment
    let built = try StoryboardWindow(
      scene, of: document, file: file, environment: shown, hosts: hosts)
    let onCanvas = canvas == nil || options.canvas
    var result = PhaseClock.during(.checks) {
      built.layoutResult(
        source: file, title: scene.name, environment: shown, options: options,
        systemName: scene.name, misplaced: options.check && isDocumentScenario && onCanvas)
    }
    if options.check, let canvas, !onCanvas {
      let drawn = try StoryboardWindow(scene, of: document, file: file, environment: canvas)
      result.findings.insert(
        contentsOf: PhaseClock.during(.checks) { drawn.misplacedFindings() }, at: 0)
    }
    return result
  }
}

extension Source {
  /// The strings table of each language among `scenarios`' locales, by its name: read once
  /// for every scenario, so a missing or broken file fails the check before any layout.
  func stringsTables(for scenarios: [Scenario]) throws(FileCheckError) -> [String: StringsTable] {
    var tables: [String: StringsTable] = [:]
    for scenario in scenarios {
      guard case .language(let code) = scenario.locale, tables[code] == nil else { continue }
      do {
        tables[code] = try StringsTable.load(language: code, beside: file)
      } catch {
        throw .strings(error)
      }
    }
    return tables
  }
}

extension BuiltWindow {
  /// The laid-out window as a result: its items, frames, constraint states and system — read
  /// before the checks, which then read only the items.
  func layoutResult(
    source: String, title: String?, environment: ScenarioEnvironment, options: Pipeline.Options,
    systemName: String, misplaced: Bool = false
  ) -> LayoutResult {
    let items = describing(
      items(), checking: options.check, placing: options.describesPlacingConstraints)
    let frames = frameTree()
    let system = options.exportSystem ? ConstraintSystem(window._solver, name: systemName) : nil
    let constraints = options.listConstraints ? constraintStates() : []
    var findings = misplaced ? misplacedFindings() : []
    if options.check { findings += notModelledFindings() }
    findings += self.findings(items, in: environment, checking: options.check)
    return LayoutResult(
      source: source, environment: environment, title: title, frames: frames, items: items,
      findings: findings, constraintSystem: system, constraints: constraints)
  }
}
