import Foundation
import LayoutPipeline

/// One page's current toggles and the scenarios they make, shared by the task that answers its
/// edits and the task that forwards saves (which lays a save out again when the page's
/// toggles differ from the command line's).
final class SessionSelection: @unchecked Sendable {
  private let lock = NSLock()
  private var selection: ScenarioSelection
  private var scenarios: [Scenario]

  init(_ selection: ScenarioSelection, scenarios: [Scenario]) {
    self.selection = selection
    self.scenarios = scenarios
  }

  /// The toggles and their scenarios.
  var current: (selection: ScenarioSelection, scenarios: [Scenario]) {
    lock.withLock { (selection, scenarios) }
  }

  /// Replaces both at once.
  func set(_ selection: ScenarioSelection, scenarios: [Scenario]) {
    lock.withLock {
      self.selection = selection
      self.scenarios = scenarios
    }
  }
}
