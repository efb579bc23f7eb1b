import ArgumentParser
import DeviceCatalog
import LayoutPipeline
import Testing

@testable import LayoutCommands

/// The scenario options every command takes come from the table (`ScenarioDimension.all`):
/// ArgumentParser sees one option per entry, with the entry's name and help, and the values
/// parse through the entry.
@Suite("Scenario options")
struct ScenarioOptionsTests {
  @Test("--help of check, preview, render and export lists each table entry's option and help")
  func helpListsTheTable() {
    let forms:
      [(
        String, KeyPath<ScenarioDimension, ScenarioDimension.CommandLineOption>
      )] = [
        (Check.helpMessage(columns: 1000), \.manyOption),
        (Preview.helpMessage(columns: 1000), \.manyOption),
        (Render.helpMessage(columns: 1000), \.oneOption),
        (Export.helpMessage(columns: 1000), \.oneOption),
      ]
    for (help, form) in forms {
      for dimension in ScenarioDimension.all {
        let option = dimension[keyPath: form]
        #expect(help.contains("--\(option.name)"), "\(option.name)")
        #expect(help.contains(option.help), "\(option.name)")
      }
    }
  }

  @Test("check's options select the typed matrix of the values they name")
  func checkOptionsMakeTheMatrix() throws {
    let check = try Check.parse([
      "x.yaml", "--devices", "iPhone 14 Pro, iPad Air (5th generation)", "--orientations",
      "landscapeLeft", "--split-views", "--content-sizes", "AX3", "--keyboard",
    ])
    #expect(
      try check.scenarioOptions.scenarios()
        == Scenario.matrix(
          devices: [.iPhone14Pro, .iPadAir5], orientations: [.landscapeLeft], splitViews: true,
          contentSizes: [.accessibilityExtraLarge], keyboard: true))
    #expect(check.scenarioOptions.isGiven(.multitasking))
    let plain = try Check.parse(["x.yaml"])
    #expect(!plain.scenarioOptions.isGiven(.device))
  }

  @Test("render's options set one value each over the file's scenario")
  func renderOptionsSetOneScenario() throws {
    let render = try Render.parse([
      "x.yaml", "--orientation", "landscapeRight", "--split-view", "half", "--keyboard",
    ])
    let base = Scenario(device: .iPadAir5)
    #expect(
      try render.scenarioOptions.scenario(over: base)
        == Scenario(
          device: .iPadAir5, orientation: .landscapeRight, multitasking: .half,
          showsKeyboard: true))
    #expect(try Render.parse(["x.yaml"]).scenarioOptions.scenario(over: base) == base)
  }

  @Test(
    "A value the table does not know, or several for a one-value option, exits 2",
    arguments: [
      ["--split-view", "quarter"], ["--content-size", "huge"], ["--content-size", "all"],
      ["--orientation", "sideways"], ["--device", "iPhone 42"],
    ])
  func badValues(arguments: [String]) throws {
    let render = try Render.parse(["x.yaml"] + arguments)
    #expect(throws: ExitCode.self) {
      try render.scenarioOptions.scenario(over: Scenario(device: .iPhone14Pro))
    }
  }
}
