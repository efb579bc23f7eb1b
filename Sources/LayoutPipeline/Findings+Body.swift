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
  private var slack: Double { environment.tolerance.halfPixel }

  func findings(_ items: [LaidOutItem]) -> [Finding] {
    let screen = environment.screen
    let byName = Dictionary(items.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let inherited = self.inherited
    var findings: [Finding] = []
    for (index, node) in body.nodes.enumerated() where Self.isVisible(node.kind) {
      guard let item = byName[builder.itemNames[index]] else { continue }
      // A scroll view's content scrolls into view: only where it lands is exempt.
      if !inherited[index].scrolls { findings += placementFindings(item, line: node.location.line, on: screen) }
      if node.kind == .Text, let text = node.arguments.text {
        let style = BodyBuilder.textStyle(inherited[index].font ?? "body")
        findings += truncation(item, text: text, measurer: builder.measurer(for: style), line: node.location.line)
      }
    }
    for (index, node) in body.nodes.enumerated() where node.kind == .HStack || node.kind == .VStack {
      let axis: Axis = node.kind == .HStack ? .horizontal : .vertical
      let frames = node.children.compactMap { child in byName[builder.itemNames[child]] }
      for (a, b) in zip(frames, frames.dropFirst()) {
        let overlap = a.frame.max(axis) - b.frame.min(axis)
        guard overlap > slack, a.frame.width > 0, a.frame.height > 0, b.frame.width > 0, b.frame.height > 0 else { continue }
        findings.append(
          Finding(
            kind: .overlapping, items: [a.name, b.name],
            message: "`\(a.name)` and `\(b.name)` overlap by \(formatted(overlap, decimals: 3)) pt in `\(builder.itemNames[index])`",
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

  private func placementFindings(_ item: LaidOutItem, line number: Int, on screen: DeviceScreen) -> [Finding] {
    let frame = item.frame
    guard frame.width > 0, frame.height > 0 else { return [] }
    let bounds = Rect(origin: .zero, size: screen.size)
    let source = [line(number, item.name)]
    if !frame.intersects(bounds) {
      return [
        Finding(
          kind: .offScreen, items: [item.name],
          message: "`\(item.name)` is entirely off the screen, at (\(formatted(frame.minX, decimals: 3)), \(formatted(frame.minY, decimals: 3)))",
          constraints: source)
      ]
    }
    guard !item.ignoresSafeArea else { return [] }
    var findings: [Finding] = []
    let safe = bounds.inset(by: screen.safeAreaInsets)
    let beyond: [(edge: Finding.Edge, amount: Double)] = [
      (.top, safe.minY - frame.minY), (.left, safe.minX - frame.minX),
      (.bottom, frame.maxY - safe.maxY), (.right, frame.maxX - safe.maxX),
    ].filter { $0.amount > slack }
    if let worst = beyond.map(\.amount).max() {
      findings.append(
        Finding(
          kind: .outsideSafeArea, items: [item.name],
          message: "`\(item.name)` leaves the safe area by \(formatted(worst, decimals: 3)) pt at the \(beyond.map(\.edge.rawValue).joined(separator: ", "))",
          constraints: source, amount: worst, edges: beyond.map(\.edge)))
      if let depth = displayClippingDepth(of: frame, on: screen), depth > 2 * slack {
        findings.append(
          Finding(
            kind: .outsideDisplay, items: [item.name],
            message: "the display's corners or sensor housing cover `\(item.name)` \(formatted(depth, decimals: 3)) pt deep",
            constraints: source, amount: depth, edges: beyond.map(\.edge)))
      }
    }
    if let keyboard = environment.keyboardFrame {
      let covered = frame.maxY - keyboard.minY
      if covered > slack {
        findings.append(
          Finding(
            kind: .underKeyboard, items: [item.name],
            message: "the keyboard covers `\(item.name)` by \(formatted(covered, decimals: 3)) pt",
            constraints: source, amount: covered, edges: [.bottom]))
      }
    }
    return findings
  }

  /// A text is cut short when, wrapped at its frame's width, it needs more height than the
  /// frame has, or a word is wider than the frame.
  private func truncation(_ item: LaidOutItem, text: String, measurer: FontMetricsTextMeasurer, line number: Int) -> [Finding] {
    guard !text.isEmpty else { return [] }
    let size = item.frame.size
    let needed = Text(text).sizeThatFits(
      ProposedViewSize(width: size.width, height: nil), context: LayoutContext(textMeasurer: measurer))
    guard needed.height > size.height + slack || needed.width > size.width + slack else { return [] }
    return [
      Finding(
        kind: .truncated, items: [item.name],
        message: "`\(item.name)` is \(formatted(size.width, decimals: 3)) × \(formatted(size.height, decimals: 3)) pt but its text needs \(formatted(needed.width, decimals: 3)) × \(formatted(needed.height, decimals: 3)) at \(formatted(measurer.pointSize, decimals: 3)) pt: the text is truncated",
        constraints: [line(number, item.name)], amount: max(needed.height - size.height, needed.width - size.width))
    ]
  }
}
