import DeviceCatalog
import LayoutPipeline
import PreviewServer
import Testing
import Typography

/// The page's toggles: one group per trait of `Scenario`, multiplied out as `plumb check`
/// multiplies its options (`Scenario.matrix` is the oracle throughout).
@Suite("Scenario toggles")
struct ScenarioTogglesTests {
  static let devices: [Device] = [.iPhone14Pro, .iPadPro11Gen3]
  static let start = Scenario.matrix(
    devices: devices, orientations: [.portrait, .landscapeLeft],
    contentSizes: [.large, .accessibilityLarge],
    keyboard: true)

  @Test(
    "The command line's scenarios are the starting selection, and the selection makes them again")
  func initialSelection() {
    let toggles = ScenarioToggles(initial: Self.start, maxScenarios: 96)
    // The table's order (`ScenarioDimension.all`), the multitasking window included.
    #expect(
      toggles.dimensions.map(\.key) == [
        "device", "orientation", "multitasking", "contentSize", "keyboard", "locale",
      ])
    #expect(toggles.initial["locale"] == ["base"])
    #expect(toggles.initial["multitasking"] == ["fullScreen"])
    #expect(toggles.initial["device"] == Self.devices.map(\.name))
    #expect(toggles.initial["orientation"] == ["portrait", "landscapeLeft"])
    #expect(toggles.initial["contentSize"] == ["large", "accessibilityLarge"])
    #expect(toggles.initial["keyboard"] == ["hidden", "shown"])
    #expect(toggles.scenarios(for: toggles.initial) == Self.start)
  }

  @Test("Every text size, both keyboard states and each device's orientations are offered")
  func options() throws {
    let toggles = ScenarioToggles(initial: Self.start, maxScenarios: 96)
    let options = Dictionary(
      uniqueKeysWithValues: toggles.dimensions.map { ($0.key, $0.options.map(\.value)) })
    #expect(options["contentSize"] == ContentSizeCategory.allCases.map(\.rawValue))
    #expect(options["keyboard"] == ["hidden", "shown"])
    #expect(options["locale"] == ["base", "accented", "long", "rtl"])
    // The iPad turns all four ways (the catalog's orientations), so all four are offered.
    #expect(options["orientation"] == Orientation.allCases.map(\.rawValue))
    #expect(options["device"] == Self.devices.map(\.name))
    // The iPad offers every multitasking window in some orientation (the catalog's
    // `multitaskingWindows(in:)`, the oracle), the iPhone none; the full screen comes first.
    let windows = Set(
      Orientation.allCases.flatMap {
        ScenarioTogglesTests.devices[1].multitaskingWindows(in: $0).map(\.configuration)
      })
    #expect(
      options["multitasking"]
        == ["fullScreen"]
        + MultitaskingWindow.Configuration.allCases.filter(windows.contains).map(\.rawValue))
  }

  @Test("Changing one toggle keeps the others and lays out every device with the new value")
  func changeOneToggle() throws {
    let toggles = ScenarioToggles(initial: Self.start, maxScenarios: 96)
    let (selection, scenarios) = try toggles.applying(
      ["contentSize": ["accessibilityExtraExtraExtraLarge"], "keyboard": ["shown"]],
      to: toggles.initial)
    #expect(selection["device"] == toggles.initial["device"])
    #expect(
      scenarios
        == Scenario.matrix(
          devices: Self.devices, orientations: [.portrait, .landscapeLeft],
          contentSizes: [.accessibilityExtraExtraExtraLarge], keyboard: false
        ).map {
          var s = $0
          s.showsKeyboard = true
          return s
        })
    // Values come back in the options' order, whatever order the page sent them in.
    let (reordered, _) = try toggles.applying(
      ["orientation": ["landscapeLeft", "portrait"]], to: toggles.initial)
    #expect(reordered["orientation"] == ["portrait", "landscapeLeft"])
  }

  @Test("An orientation only the iPad supports lays out the iPad alone")
  func unsupportedOrientationSkipsDevice() throws {
    let toggles = ScenarioToggles(initial: Self.start, maxScenarios: 96)
    let (_, scenarios) = try toggles.applying(
      ["orientation": ["portraitUpsideDown"]], to: toggles.initial)
    #expect(Set(scenarios.map(\.device)) == [.iPadPro11Gen3])
    #expect(scenarios.count == 4)  // one orientation × two text sizes × two keyboard states
  }

  @Test(
    "A choice that is unknown, empty, makes nothing or too much is refused with the reason",
    arguments: [
      (["split": ["half"]], "there is no toggle `split`"),
      (
        ["contentSize": ["huge"]],
        "`huge` is not offered for `contentSize`; choose from extraSmall, small,"
      ),
      (["keyboard": []], "choose at least one value for `keyboard`"),
      (
        ["device": ["iPhone 14 Pro"], "orientation": ["portraitUpsideDown"]],
        "no chosen device supports"
      ),
      (["contentSize": ContentSizeCategory.allCases.map(\.rawValue)], "that makes 96 scenarios"),
    ] as [(ScenarioSelection, String)])
  func refusals(_ change: ScenarioSelection, _ reason: String) {
    // 2 devices × 2 orientations × 12 sizes × 2 keyboard states = 96, above a limit of 40.
    let toggles = ScenarioToggles(initial: Self.start, maxScenarios: 40)
    #expect(throws: SelectionError.self) { try toggles.applying(change, to: toggles.initial) }
    do {
      _ = try toggles.applying(change, to: toggles.initial)
    } catch {
      #expect(error.description.hasPrefix(reason), "\(error.description)")
    }
  }
}
