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
    let built = try StoryboardWindow(scene, of: document, file: file, scenario: scenario)
    let items = built.items()
    let frames = built.frameTree()
    let system =
      options.exportSystem ? ConstraintSystem(built.window._solver, name: scene.name) : nil
    let constraints = built.constraintStates()
    var findings: [Finding] = []
    if options.check, defaultScenario(for: document) == scenario {
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
    _ document: IBDocument, file: String, in scenarios: [Scenario]
  ) throws(IBError) -> [LayoutResult] {
    var all: [LayoutResult] = []
    for scene in document.scenes {
      let outcomes = Outcomes(count: scenarios.count)
      DispatchQueue.concurrentPerform(iterations: scenarios.count) { i in
        outcomes.set(
          i,
          Result { () throws(IBError) in
            try run(
              scene, of: document, file: file, in: scenarios[i], options: Options(check: true))
          })
      }
      all += try outcomes.values()
    }
    return all
  }

  /// The document's "View as" device and orientation as a scenario, when the catalog has that
  /// device; nil otherwise (then no view is checked for being misplaced).
  public static func defaultScenario(for document: IBDocument) -> Scenario? {
    guard let ibDevice = document.device, let name = interfaceBuilderDevices[ibDevice.id],
      let device = try? Device.lookup(name)
    else { return nil }
    return Scenario(
      device: device, orientation: ibDevice.orientation == "landscape" ? .landscapeLeft : .portrait)
  }

  /// Xcode's `<device id>` values, to a catalogued device of the same screen. The ids follow
  /// IBLinter's table (https://github.com/IBDecodable/IBLinter): `retina4_7` is the 4.7-inch
  /// iPhone 8 (the same 375 × 667 screen as the iPhone SE of the 2nd generation), `retina5_9`
  /// the iPhone XS, `retina6_1` the iPhone XR, `retina6_5` the iPhone XS Max.
  static let interfaceBuilderDevices: [String: String] = [
    "retina4_7": "iPhone SE (2nd generation)", "retina5_9": "iPhone XS", "retina6_1": "iPhone XR",
    "retina6_5": "iPhone XS Max",
  ]
}

/// Outcomes written by worker threads, under a lock.
private final class Outcomes: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Result<LayoutResult, IBError>?]

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Result<LayoutResult, IBError>) {
    lock.lock()
    defer { lock.unlock() }
    storage[index] = value
  }

  func values() throws(IBError) -> [LayoutResult] {
    lock.lock()
    defer { lock.unlock() }
    var results: [LayoutResult] = []
    for case let value? in storage { results.append(try value.get()) }
    return results
  }
}
