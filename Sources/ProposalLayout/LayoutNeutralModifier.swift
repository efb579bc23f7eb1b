import LayoutCore

/// A modifier that does not affect layout: proposal, size, priority, guides and spacing all
/// pass through, and its child's frame-tree node is its own [O: WWDC19-237 "layout neutral"].
/// Each conforming type overrides the one thing it changes.
protocol LayoutNeutralModifier: LayoutNode {
  var content: any LayoutNode { get }
}

extension LayoutNeutralModifier {
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    content.sizeThatFits(proposal, context: context)
  }

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    content.place(in: frame, proposal: proposal, context: context)
  }

  var layoutPriority: Double { content.layoutPriority }

  var spacing: ViewSpacing { content.spacing }

  func explicitAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext
  ) -> Double? {
    content.explicitAlignment(of: guide, in: size, proposal: proposal, context: context)
  }
}
