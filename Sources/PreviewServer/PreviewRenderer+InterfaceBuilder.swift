import Foundation
import InterfaceBuilder
import LayoutPipeline

extension PreviewRenderer {
  /// A storyboard or xib laid out through the pipeline's Interface Builder path, every scene in
  /// every scenario (as `plumb check` does), or the reader's error at its line and column.
  func renderInterfaceBuilder(_ text: String, name: String, scenarios: [Scenario], into update: inout PreviewUpdate) {
    do {
      let document = try IBReader.read(Data(text.utf8), file: name)
      guard !document.scenes.isEmpty else {
        update.problem = PreviewUpdate.FileProblem(
          line: 0, column: 0, message: "the document has no scene with a view to lay out",
          hint: "add a view controller with a view, or a view, in Interface Builder", lineText: "")
        return
      }
      let results = try Pipeline.check(document, file: name, in: scenarios, options: Self.options)
      update.panels = results.map { result in
        var panel = panel(result)
        // A document may hold several scenes: say which one each panel is.
        if let scene = result.title, !scene.isEmpty { panel.title = "\(scene) — \(panel.title)" }
        return panel
      }
    } catch {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      update.problem = PreviewUpdate.FileProblem(
        line: error.line, column: error.column, message: error.message,
        hint: "Xcode writes these files; fix the XML at this place or open it in Interface Builder",
        lineText: error.line > 0 && error.line <= lines.count ? String(lines[error.line - 1]) : "")
    }
  }
}
