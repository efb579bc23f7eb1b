import LayoutCore

/// Measures the ``Text`` inside its content with another measurer: SwiftUI's font
/// environment (`.font(.title)` applies to every text below it), as Plumb models fonts.
struct TextMeasurerModifier: LayoutNeutralModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let measurer: any TextMeasurer

  /// `context` for the content, with the measurer replaced.
  private func inner(_ context: LayoutContext) -> LayoutContext {
    var inner = context.forContent()
    inner.textMeasurer = measurer
    return inner
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    withSufficientStack { content.sizeThatFits(proposal, context: inner(context)) }
  }

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    withSufficientStack { content.place(in: frame, proposal: proposal, context: inner(context)) }
  }

  func spacing(context: LayoutContext) -> ViewSpacing {
    $content.spacing(in: inner(context))
  }

  func explicitAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext
  ) -> Double? {
    withSufficientStack {
      content.explicitAlignment(of: guide, in: size, proposal: proposal, context: inner(context))
    }
  }
}

extension LayoutNode {
  /// Measures every ``Text`` in this node with `measurer`, as SwiftUI's `.font(_:)` sets the
  /// font of every text below it. For a Dynamic Type style, pass
  /// `FontMetricsTextMeasurer(textStyle: .title1, category: category)`.
  public func textMeasurer(_ measurer: any TextMeasurer) -> some LayoutNode {
    TextMeasurerModifier(content: self, measurer: measurer)
  }
}
