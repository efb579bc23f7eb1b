import DeviceCatalog
import LayoutCore
import LayoutFile
import ProposalLayout

/// The check of a SwiftUI body: the findings an anchor file gets that a proposal layout can
/// have. There are no constraints, so none are unsatisfiable or ambiguous, and sizes are never
/// negative (SwiftUI clamps proposals and frames at 0). What remains is where content lands and
/// whether text fits:
///
/// - `outsideSafeArea`, `outsideDisplay`, `offScreen`: a visible view (text, image, colour,
///   shape, divider) past the safe area, under the display's corners or housing, or off the
///   screen — unless it or a view around it calls `ignoresSafeArea`. Containers are invisible
///   and are not checked; a scroll view's content is checked through the scroll view.
/// - `underKeyboard`: a visible view the shown keyboard covers.
/// - `truncated`: a `Text` whose frame is smaller than its text needs at that width, in its
///   font at the scenario's text size — SwiftUI then cuts it short with an ellipsis.
/// - `overlapping`: neighbours in an `HStack` or `VStack` that overlap (negative spacing).
///
/// Each finding names the view by its `name:` or its type and line (`Text@12`), and its
/// `constraints` carry the view's line so reports point into the file.
extension BodyWindow {
  /// Half a pixel: frames are compared unrounded, and SwiftUI draws them on the pixel grid.

  func findings(_ items: [LaidOutItem]) -> [Finding] {
    let byName = Dictionary(items.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let inherited = self.inherited
    var findings: [Finding] = []
    for (index, node) in body.nodes.enumerated() where Self.isVisible(node.kind) {
      guard let item = byName[builder.itemNames[index]] else { continue }
      // A scroll view's content scrolls into view: only where it lands is exempt.
      if !inherited[index].scrolls { findings += placementFindings(item, line: node.location.line) }
      if node.kind == .Text, let text = node.arguments.text {
        let style = inherited[index].font ?? .body
        findings += truncation(
          item, text: text, measurer: builder.measurer(for: style), line: node.location.line)
      }
    }
    for (index, node) in body.nodes.enumerated() where node.kind == .HStack || node.kind == .VStack
    {
      let axis: Axis = node.kind == .HStack ? .horizontal : .vertical
      let frames = node.children.compactMap { child in byName[builder.itemNames[child]] }
      for (a, b) in zip(frames, frames.dropFirst()) {
        let overlap = a.frame.max(axis) - b.frame.min(axis)
        guard environment.tolerance.isBeyondRounding(position: overlap), a.frame.width > 0,
          a.frame.height > 0, b.frame.width > 0, b.frame.height > 0
        else { continue }
        findings.append(
          Finding(
            kind: .overlapping, items: [a.name, b.name],
            message:
              "`\(a.name)` and `\(b.name)` overlap by \(formatted(overlap, decimals: 3)) pt in `\(builder.itemNames[index])`",
            constraints: [line(node.location.line, builder.itemNames[index])], amount: overlap))
      }
    }
    return findings
  }

  /// Views a user sees: leaves. Containers only arrange them.
  static func isVisible(_ kind: ViewNode.Kind) -> Bool {
    [.Text, .Color, .Rectangle, .RoundedRectangle, .Circle, .Image, .Divider].contains(kind)
  }

  private func line(_ number: Int, _ name: String) -> Finding.SourceConstraint {
    Finding.SourceConstraint(line: number, text: name)
  }

  /// Where a shown view lands (``ScreenChecks/placement(of:in:responsible:)``) and, unless it
  /// ignores the safe area, whether the keyboard covers it — the body's line is responsible.
  private func placementFindings(_ item: LaidOutItem, line number: Int) -> [Finding] {
    let source = [line(number, item.name)]
    var findings = ScreenChecks.placement(of: item, in: environment) { _ in source }
    guard !item.ignoresSafeArea, item.frame.width > 0, item.frame.height > 0,
      item.frame.intersects(environment.bounds), let keyboard = environment.keyboardFrame,
      let covered = ScreenChecks.underKeyboard(
        item, keyboard: keyboard, tolerance: environment.tolerance,
        hint:
          "SwiftUI keeps views above it in the keyboard's safe area unless they ignore it or overflow",
        responsible: { _ in source })
    else { return findings }
    findings.append(covered)
    return findings
  }

  /// A text is cut short when, wrapped at its frame's width, it needs more height than the
  /// frame has, or a word is wider than the frame.
  private func truncation(
    _ item: LaidOutItem, text: String, measurer: FontMetricsTextMeasurer, line number: Int
  ) -> [Finding] {
    guard !text.isEmpty else { return [] }
    let size = item.frame.size
    let needed = Text(text).sizeThatFits(
      ProposedViewSize(width: size.width, height: nil),
      context: LayoutContext(textMeasurer: measurer))
    // Unrounded frames: more than half a pixel short is real.
    let tolerance = environment.tolerance
    guard
      Axis.allCases.contains(where: { tolerance.isBeyondRounding(position: needed[$0] - size[$0]) })
    else {
      return []
    }
    return [
      ScreenChecks.truncated(
        item.name, size: size, needs: needed, pointSize: measurer.pointSize,
        constraints: [line(number, item.name)])
    ]
  }
}
