import DeviceCatalog
import InterfaceBuilder
import LayoutFile
import LayoutPipeline
import LayoutReports

/// Turns a file's text into a ``PreviewUpdate`` through ``LayoutPipeline/Pipeline`` alone: the
/// preview has no layout logic of its own. Layout files (YAML, JSON) and Interface Builder
/// documents (`.storyboard`, `.xib`) are read as one ``LayoutPipeline/Source`` and take the
/// pipeline's one path.
public struct PreviewRenderer: Sendable {
  /// The scenarios shown side by side until the page changes a toggle: the command line's.
  public var scenarios: [Scenario]
  /// The page's toggles, starting from ``scenarios``.
  public var toggles: ScenarioToggles
  /// The pipeline's checks, and every constraint's state for the hover.
  static let options = Pipeline.Options(check: true, listConstraints: true)

  /// Creates a renderer for `scenarios`; a page may choose up to `maxScenarios` at once.
  public init(scenarios: [Scenario], maxScenarios: Int = PreviewLimits().maxScenarios) {
    self.scenarios = scenarios
    toggles = ScenarioToggles(initial: scenarios, maxScenarios: maxScenarios)
  }

  /// Lays `text` out in every scenario of the command line, with the pipeline's checks on.
  ///
  /// A file that does not parse or build gives an update with ``PreviewUpdate/problem`` set and
  /// no panels, so the page can show the error at its line and column.
  public func render(_ text: String, name: String, file: Int, seq: Int? = nil) -> PreviewUpdate {
    render(text, name: name, file: file, seq: seq, selection: toggles.initial, scenarios: scenarios)
  }

  /// Lays `text` out in `scenarios`, the ones `selection` makes (``ScenarioToggles/applying(_:to:)``).
  public func render(
    _ text: String, name: String, file: Int, seq: Int?, selection: ScenarioSelection,
    scenarios: [Scenario]
  ) -> PreviewUpdate {
    var update = PreviewUpdate(
      file: file, name: name, seq: seq, source: text, panels: [], problem: nil,
      toggles: toggles.dimensions.map {
        PreviewUpdate.Toggle(
          key: $0.key, label: $0.label, options: $0.options, selected: selection[$0.key] ?? [])
      })
    do {
      let source = try Source.read(text: text, file: name)
      let results = try Pipeline.check(source, in: scenarios, options: Self.options)
      let scenes = source.interfaceBuilderDocument != nil
      update.origins = Self.origins(results)
      update.panels = results.map { result in
        var panel = panel(result)
        // A document may hold several scenes: say which one each panel is.
        if scenes, let scene = result.title, !scene.isEmpty {
          panel.title = "\(scene) — \(panel.title)"
        }
        return panel
      }
    } catch {
      update.problem = Self.problem(error, in: text)
    }
    return update
  }

  /// Each result's scenario and findings as ``LayoutPipeline/Limits`` names them: the scene's
  /// title only where its scenario laid out several scenes.
  static func origins(_ results: [LayoutResult]) -> [PanelOrigin] {
    var scenes: [Scenario: Int] = [:]
    for result in results { scenes[result.scenario, default: 0] += 1 }
    return results.map { result in
      let scene = scenes[result.scenario, default: 0] > 1 ? result.title : nil
      return PanelOrigin(
        scenario: result.scenario, scene: scene,
        findings: result.findings.map {
          LimitFinding(scene: scene, kind: $0.kind, items: $0.items)
        })
    }
  }

  /// A file's error as the page shows it: at its line and column, with the line's text.
  static func problem(_ error: FileCheckError, in text: String) -> PreviewUpdate.FileProblem {
    switch error {
    case .strings(let error):
      // The place is in the strings file, not the file shown: its line is not quoted.
      return PreviewUpdate.FileProblem(
        line: error.line, column: error.column,
        message: "\(error.file):\(error.line): \(error.message)", hint: error.hint, lineText: "")
    case .layoutFile(let error):
      return PreviewUpdate.FileProblem(
        line: error.line, column: error.column, message: error.message, hint: error.hint,
        lineText: error.lineText)
    case .interfaceBuilder(let error):
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let hint =
        error.kind == .noScene
        ? "add a view controller with a view, or a view, in Interface Builder"
        : "Xcode writes these files; fix the XML at this place or open it in Interface Builder"
      return PreviewUpdate.FileProblem(
        line: error.line, column: error.column, message: error.message, hint: hint,
        lineText: error.line > 0 && error.line <= lines.count ? String(lines[error.line - 1]) : "")
    }
  }

  /// One result as the page shows it.
  func panel(_ result: LayoutResult) -> PreviewUpdate.Panel {
    var conditions: [String: String] = [:]
    for dimension in toggles.dimensions {
      conditions[dimension.key] = dimension.value(result.scenario)
    }
    var constraints: [String: [PreviewUpdate.Constraint]] = [:]
    for item in result.items {
      constraints[item.name] = result.constraints(affecting: item.name).map {
        PreviewUpdate.Constraint(
          line: $0.line, text: $0.text, status: $0.status.rawValue, shortfall: $0.shortfall)
      }
    }
    return PreviewUpdate.Panel(
      device: result.scenario.device.name, orientation: result.scenario.orientation.rawValue,
      conditions: conditions,
      title: "\(result.scenario.device.name) · \(result.scenario.conditions)",
      svg: result.svg(),
      items: result.items.map {
        PreviewUpdate.Item(
          name: $0.name, kind: $0.kind.rawValue,
          frame: [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height])
      },
      constraints: constraints,
      findings: result.findings.map { finding in
        PreviewUpdate.Problem(
          kind: finding.kind.rawValue, severity: finding.severity.rawValue, items: finding.items,
          message: finding.message,
          constraints: finding.constraints.map { "line \($0.line): \($0.text)" },
          evidence: finding.evidence.map { [$0.minX, $0.minY, $0.width, $0.height] })
      })
  }
}
