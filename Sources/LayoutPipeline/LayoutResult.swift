import DeviceCatalog
import LayoutCore
import SolverFormat

/// A source laid out for one scenario: everything a front end shows or checks, as values —
/// the same value whichever kind of source it came from.
public struct LayoutResult: Sendable {
  /// The source's name as given (a file's path), for `file:line` references.
  public var source: String
  /// The scenario, resolved: the screen, size classes, keyboard and tolerance it was laid out
  /// and checked with.
  public var environment: ScenarioEnvironment
  /// The source's title (a storyboard scene's name), if it has one.
  public var title: String?
  /// The window and everything in it, frames relative to their parents, named as the source
  /// names them; only the window when a check of many files let the rest go
  /// (``Parts/frames``).
  public var frames: FrameTree
  /// The source's views, then its guides and the system guides it used, in window coordinates;
  /// empty when a check of many files let them go (``Parts/items``).
  public var items: [LaidOutItem]
  /// What the check found: conflicts always; ambiguity and placement when the run checked
  /// (``Pipeline/Options/check``).
  public var findings: [Finding]
  /// The window's constraint system after layout (``Pipeline/Options/exportSystem``), in the
  /// `cassowary-bench/1` model.
  public var constraintSystem: ConstraintSystem?
  /// Every constraint and how it fared in this scenario (see ``constraints(affecting:)``).
  public var constraints: [ConstraintState] = []
  /// Whether the source is code (``Pipeline/check(building:named:in:options:fillsWindow:)``),
  /// whose constraints have no file line.
  package var isCode = false
  /// Each view's superview, kept when the items were let go (``superviews``).
  var keptSuperviews: [String: String]? = nil

  /// The scenario.
  public var scenario: Scenario { environment.scenario }

  /// What the scenario's window sees: the device's screen in its orientation, or the
  /// multitasking window's rectangle (``ScenarioEnvironment/screen``).
  public var screen: DeviceScreen { environment.screen }

  /// Whether no finding is an error.
  public var passed: Bool { !findings.contains { $0.severity == .error } }

  /// The findings of one kind.
  public func findings(_ kind: Finding.Kind) -> [Finding] { findings.filter { $0.kind == kind } }
}
