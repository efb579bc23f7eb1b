import DeviceCatalog
import LayoutFile
import LayoutPipeline

/// Turns a file's text into a ``PreviewUpdate`` through ``LayoutPipeline/Pipeline`` alone: the
/// preview has no layout logic of its own.
public struct PreviewRenderer: Sendable {
  /// The devices and orientations shown side by side.
  public var scenarios: [Scenario]

  /// Creates a renderer for `scenarios`.
  public init(scenarios: [Scenario]) { self.scenarios = scenarios }

  /// Lays `text` out in every scenario with the pipeline's checks on.
  ///
  /// A file that does not parse or build gives an update with ``PreviewUpdate/problem`` set and
  /// no panels, so the page can show the error at its line and column.
  public func render(_ text: String, name: String, file: Int, seq: Int? = nil) -> PreviewUpdate {
    var update = PreviewUpdate(
      file: file, name: name, seq: seq, source: text, panels: [], problem: nil)
    do {
      let document = try LayoutDocument.parse(text, file: name)
      let results = try Pipeline.check(document, in: scenarios)
      update.panels = results.map(Self.panel)
    } catch {
      update.problem = PreviewUpdate.FileProblem(
        line: error.line, column: error.column, message: error.message, hint: error.hint,
        lineText: error.lineText)
    }
    return update
  }

  /// One result as the page shows it.
  static func panel(_ result: LayoutResult) -> PreviewUpdate.Panel {
    PreviewUpdate.Panel(
      device: result.scenario.device.name, orientation: result.scenario.orientation.rawValue,
      svg: result.svg(),
      items: result.items.map {
        PreviewUpdate.Item(
          name: $0.name, kind: $0.kind.rawValue,
          frame: [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height])
      },
      findings: result.findings.map { finding in
        PreviewUpdate.Problem(
          kind: finding.kind.rawValue, severity: finding.severity.rawValue, items: finding.items,
          message: finding.message,
          constraints: finding.constraints.map { "line \($0.line): \($0.text)" },
          evidence: finding.evidence.map { [$0.minX, $0.minY, $0.width, $0.height] })
      })
  }
}
