import DeviceCatalog
import Dispatch
import Foundation
import InterfaceBuilder
import SolverFormat

extension Pipeline {
  /// Lays out one scene of an Interface Builder document for `scenario`, like
  /// ``run(_:in:options:)`` does for a layout file: the same findings, plus **misplaced** when
  /// the scenario is the document's own device and orientation (``defaultScenario(for:)``).
  ///
  /// - Throws: ``InterfaceBuilder/IBError`` when Auto Layout refuses one of the constraints.
  public static func run(
    _ scene: IBScene, of document: IBDocument, file: String, in scenario: Scenario,
    options: Options = Options()
  ) throws(IBError) -> LayoutResult {
    try run(
      scene, of: document, file: file, in: scenario, options: options,
      documentScenario: defaultScenario(for: document))
  }

  /// ``run(_:of:file:in:options:)`` with the document's own scenario resolved once by the
  /// caller, who lays out many scenes and scenarios of one document.
  static func run(
    _ scene: IBScene, of document: IBDocument, file: String, in scenario: Scenario,
    options: Options, documentScenario: Scenario?
  ) throws(IBError) -> LayoutResult {
    let built = try StoryboardWindow(scene, of: document, file: file, scenario: scenario)
    let items = built.items()
    let frames = built.frameTree()
    let system =
      options.exportSystem ? ConstraintSystem(built.window._solver, name: scene.name) : nil
    let constraints = options.listConstraints ? built.constraintStates() : []
    var findings: [Finding] = []
    if options.check, documentScenario == scenario {
      // Before the shared checks: the ambiguity check moves ambiguous views.
      findings += built.misplacedFindings()
    }
    findings += built.findings(items, on: scenario.screen, checking: options.check)
    return LayoutResult(
      source: file, scenario: scenario, title: scene.name, frames: frames, items: items,
      findings: findings,
      constraintSystem: system, constraints: constraints)
  }

  /// Checks every scene of `document` in every scenario, scene by scene, spreading the
  /// scenarios over all cores.
  public static func check(
    _ document: IBDocument, file: String, in scenarios: [Scenario], options: Options = Options(check: true)
  ) throws(IBError) -> [LayoutResult] {
    var all: [LayoutResult] = []
    let own = defaultScenario(for: document)
    for scene in document.scenes {
      let outcomes = ParallelStore<Result<LayoutResult, IBError>>(count: scenarios.count)
      DispatchQueue.concurrentPerform(iterations: scenarios.count) { i in
        outcomes.set(
          i,
          Result { () throws(IBError) in
            try run(
              scene, of: document, file: file, in: scenarios[i], options: options, documentScenario: own)
          })
      }
      for outcome in outcomes.values() { all.append(try outcome.get()) }
    }
    return all
  }
}
