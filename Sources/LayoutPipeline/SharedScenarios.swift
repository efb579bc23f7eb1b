import DeviceCatalog

/// Which of a file's scenarios lay it out alike, so that each distinct layout is computed once
/// and its result given to every scenario that would compute it again: many catalogued devices
/// are the same screen to a layout (the same points, scale, insets, margins, display shape…)
/// and differ only in their name.
///
/// Two scenarios share when they differ in nothing but the device's identity — its name, and
/// its sources and unsourced notes, which only `plumb devices` prints — and neither is the
/// document's own scenario (only there is a storyboard checked for misplaced views, and the
/// document's scenario is told apart by the device's name). The rest of the device is compared
/// whole, field by field, as its reflection lists it, so a field added to the catalog is
/// compared without being named here; every other field of the scenario is compared by the
/// scenario's own equality.
///
/// A layout reads its device's name nowhere else: no finding names the device (the report adds
/// the name from the result's scenario, which ``LayoutResult/relabelled(as:)`` sets), and the
/// errors that do name it (``ScenarioError``) come from the device's fields, so the first
/// scenario of a group fails exactly when the others do, and the first failure in scenario
/// order — the one a file's check reports — is always a group's first scenario, laid out for
/// itself.
struct SharedScenarios {
  /// The scenarios laid out alike, by index: each group in the order of its first scenario,
  /// which is laid out for the group, the others after it in scenario order.
  let groups: [[Int]]

  /// Groups `scenarios`, keeping `documentScenario` apart.
  init(_ scenarios: [Scenario], documentScenario: Scenario?) {
    var groups: [[Int]] = []
    var group: [Key: Int] = [:]
    for (i, scenario) in scenarios.enumerated() {
      guard scenario != documentScenario else {
        groups.append([i])
        continue
      }
      let key = Key(scenario)
      if let g = group[key] {
        groups[g].append(i)
      } else {
        group[key] = groups.count
        groups.append([i])
      }
    }
    self.groups = groups
  }

  /// What a layout reads of a scenario: the scenario with its device's identity set aside.
  struct Key: Hashable {
    /// The device's fields other than its identity, as its reflection prints them.
    var device: String
    /// The scenario with one fixed device: every other field compared by its own equality.
    var rest: Scenario

    init(_ scenario: Scenario) {
      var anonymous = scenario.device
      anonymous.name = ""
      anonymous.sources = ""
      anonymous.unsourced = [:]
      var text = ""
      dump(anonymous, to: &text)
      device = text
      rest = scenario
      rest.device = anonymous
    }
  }
}

extension LayoutResult {
  /// The result as `scenario` would have it, laid out alike (``SharedScenarios``): only the
  /// device named in its scenario and screen changes.
  func relabelled(as scenario: Scenario) -> LayoutResult {
    var result = self
    result.environment.scenario = scenario
    result.environment.screen.device = scenario.device
    return result
  }
}
