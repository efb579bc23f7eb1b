import LayoutCore

/// A modifier that does not affect layout: proposal, size, priority, guides and spacing all
/// pass through, and its child's frame-tree node is its own [O: WWDC19-237 "layout neutral"].
/// Each conforming type overrides the one thing it changes.
///
/// The child is asked with ``LayoutContext/forContent()``, as a unary layout's is, so that a
/// background's secondary view (child −1 of the background) never shares an identity with the
/// secondary view of another background around or inside it.
protocol LayoutNeutralModifier: ChildDependentSpacing {
  var content: any LayoutNode { get }
  /// The wrapper `content` is kept in (`$content`), which asks it for its spacing preferences
  /// without a run-time cast.
  var contentStorage: ChildNode { get }
}

extension LayoutNeutralModifier {
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    withSufficientStack { content.sizeThatFits(proposal, context: context.forContent()) }
  }

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    withSufficientStack {
      content.place(in: frame, proposal: proposal, context: context.forContent())
    }
  }

  var layoutPriority: Double { withSufficientStack { content.layoutPriority } }

  var spacing: ViewSpacing { spacingOutsideAPass }

  func spacing(context: LayoutContext) -> ViewSpacing {
    contentStorage.spacing(in: context.forContent())
  }

  /// The child's, when known: spacing preferences pass through.
  var knownSpacing: ViewSpacing? { contentStorage.knownSpacing }

  func explicitAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext
  ) -> Double? {
    if contentStorage.hasNoExplicitValue(for: guide) { return nil }
    return withSufficientStack {
      content.explicitAlignment(
        of: guide, in: size, proposal: proposal, context: context.forContent())
    }
  }
}
