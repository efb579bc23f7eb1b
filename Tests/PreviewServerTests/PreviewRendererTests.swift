import DeviceCatalog
import LayoutFile
import LayoutPipeline
import LayoutReports
import PreviewServer
import Testing

@Suite("PreviewRenderer")
struct PreviewRendererTests {
  @Test("Each panel is the pipeline's own picture, frames and findings for its scenario")
  func panelsAreThePipelines() throws {
    let text = try mediaPlayerText()
    let update = PreviewRenderer(scenarios: twoScenarios).render(text, name: "player.yaml", file: 0)
    #expect(update.problem == nil)
    // The oracle: the pipeline run directly, one scenario at a time.
    let document = try LayoutDocument.parse(text, file: "player.yaml")
    #expect(update.panels.count == twoScenarios.count)
    for (panel, scenario) in zip(update.panels, twoScenarios) {
      let result = try Pipeline.run(
        document, in: scenario, options: Pipeline.Options(check: true, listConstraints: true))
      #expect(panel.device == scenario.device.name)
      #expect(panel.orientation == scenario.orientation.rawValue)
      #expect(panel.svg == result.svg())
      #expect(panel.items.map(\.name) == result.items.map(\.name))
      for (item, expected) in zip(panel.items, result.items) {
        #expect(
          item.frame == [
            expected.frame.minX, expected.frame.minY, expected.frame.width, expected.frame.height,
          ])
      }
      #expect(panel.findings.map(\.message) == result.findings.map(\.message))
    }
  }

  @Test("A malformed file gives its error at line and column with the hint, and no panels")
  func errorAtLineAndColumn() throws {
    let broken = try mediaPlayerText().replacingOccurrences(
      of: "player.width == player.height * 21/9", with: "player.width == player.hieght * 21/9")
    let update = PreviewRenderer(scenarios: twoScenarios).render(
      broken, name: "player.yaml", file: 0, seq: 7)
    // The oracle: the file format's own reader and the pipeline's build.
    var expected: LayoutFileError?
    do {
      _ = try Pipeline.run(
        try LayoutDocument.parse(broken, file: "player.yaml"), in: twoScenarios[0])
    } catch { expected = error }
    let problem = try #require(update.problem)
    let error = try #require(expected)
    #expect(update.panels.isEmpty)
    #expect(update.seq == 7)
    #expect(problem.line == error.line && problem.column == error.column)
    #expect(problem.message == error.message && problem.hint == error.hint)
    // The misspelt attribute is on line 19 of the example.
    #expect(problem.line == 19)
  }

  @Test("A conflicting constraint is a finding on every panel, with its line")
  func conflictIsListed() throws {
    let conflicting = try mediaPlayerText() + "  - player.width == 5000\n"
    let update = PreviewRenderer(scenarios: twoScenarios).render(
      conflicting, name: "c.yaml", file: 0)
    let lastLine = conflicting.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    for panel in update.panels {
      // 5000 pt cannot fit `player.width <= aspectFit.width` on any iPhone: a required conflict.
      let conflict = try #require(panel.findings.first { $0.kind == "unsatisfiable" })
      #expect(conflict.severity == "error")
      #expect(conflict.constraints.contains { $0.hasPrefix("line \(lastLine):") })
    }
  }
}

@Suite("PreviewRenderer hover data")
struct PreviewRendererHoverTests {
  @Test("Each item's hover list is the pipeline's constraints affecting it, with lines and status")
  func hoverListsThePipelinesConstraints() throws {
    let text = try mediaPlayerText()
    let update = PreviewRenderer(scenarios: twoScenarios).render(text, name: "player.yaml", file: 0)
    let document = try LayoutDocument.parse(text, file: "player.yaml")
    for (panel, scenario) in zip(update.panels, twoScenarios) {
      // The oracle: `constraints(affecting:)` on the pipeline's own result.
      let result = try Pipeline.run(
        document, in: scenario, options: Pipeline.Options(check: true, listConstraints: true))
      for item in result.items {
        let expected = result.constraints(affecting: item.name)
        let shown = try #require(panel.constraints[item.name])
        #expect(shown.map(\.line) == expected.map(\.line))
        #expect(shown.map(\.text) == expected.map(\.text))
        #expect(shown.map(\.status) == expected.map(\.status.rawValue))
      }
      // The player is placed by the file's constraints, so its list is not empty.
      #expect(!(panel.constraints["player"] ?? []).isEmpty)
    }
  }
}
