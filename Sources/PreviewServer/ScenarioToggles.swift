import LayoutPipeline

/// The chosen values of each dimension, by the dimension's key: `["keyboard": ["shown"]]`.
public typealias ScenarioSelection = [String: [String]]

/// The page's toggles: the dimensions a preview varies over, the selection it starts with (the
/// command line's), and the scenarios a selection stands for — every combination of the chosen
/// values that a device supports, in the dimensions' order.
public struct ScenarioToggles: Sendable {
  /// The dimensions, outermost first.
  public var dimensions: [ScenarioDimension]
  /// The selection the scenarios of the command line make.
  public var initial: ScenarioSelection
  /// The most scenarios one selection may make: each is laid out on every keystroke.
  public var maxScenarios: Int
  /// The first of the command line's scenarios, which every dimension then sets.
  private var seed: Scenario?

  /// Toggles for a preview that starts with `scenarios`; a selection may make up to
  /// `maxScenarios` scenarios, or as many as `scenarios` has if that is more.
  public init(initial scenarios: [Scenario], maxScenarios: Int) {
    dimensions = ScenarioDimension.all(for: scenarios)
    var initial: ScenarioSelection = [:]
    for dimension in dimensions {
      let chosen = Set(scenarios.map(dimension.value))
      initial[dimension.key] = dimension.options.map(\.value).filter(chosen.contains)
    }
    self.initial = initial
    self.maxScenarios = max(maxScenarios, scenarios.count)
    seed = scenarios.first
  }

  /// `change` applied to `current`: the dimensions `change` names take its values (put in the
  /// options' order), the others keep theirs.
  ///
  /// - Throws: ``SelectionError`` for an unknown dimension or value, a dimension with nothing
  ///   chosen, or a selection that makes no scenario or too many; `current` is then unchanged.
  public func applying(_ change: ScenarioSelection, to current: ScenarioSelection)
    throws(SelectionError)
    -> (selection: ScenarioSelection, scenarios: [Scenario])
  {
    var selection = current
    for (key, values) in change.sorted(by: { $0.key < $1.key }) {
      guard let dimension = dimensions.first(where: { $0.key == key }) else {
        throw SelectionError(
          "there is no toggle `\(key)`; the toggles are \(dimensions.map(\.key).joined(separator: ", "))"
        )
      }
      let offered = dimension.options.map(\.value)
      if let unknown = values.first(where: { !offered.contains($0) }) {
        throw SelectionError(
          "`\(unknown)` is not offered for `\(key)`; choose from \(offered.joined(separator: ", "))"
        )
      }
      guard !values.isEmpty else {
        throw SelectionError("choose at least one value for `\(key)`")
      }
      selection[key] = offered.filter(values.contains)
    }
    let scenarios = self.scenarios(for: selection)
    guard !scenarios.isEmpty else {
      throw SelectionError("no chosen device supports the chosen orientations")
    }
    guard scenarios.count <= maxScenarios else {
      throw SelectionError(
        "that makes \(scenarios.count) scenarios; the preview lays out at most \(maxScenarios) on each edit, so choose fewer"
      )
    }
    return (selection, scenarios)
  }

  /// Every combination of the chosen values that the devices support, the first dimension
  /// outermost; a dimension missing from `selection` has no value to vary and leaves the
  /// scenarios as they are.
  public func scenarios(for selection: ScenarioSelection) -> [Scenario] {
    // Any scenario will do as the seed: each dimension overwrites its own trait.
    guard let seed else { return [] }
    return Scenario.matrix(
      from: seed, choosing: selection.mapValues { .values($0) }, dimensions: dimensions)
  }
}

/// Why the page's choice of toggles was refused.
public struct SelectionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong, in a sentence.
  public var description: String

  init(_ description: String) { self.description = description }
}
