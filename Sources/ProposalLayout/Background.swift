import LayoutCore

/// `background` and `overlay`: a secondary view sized by the primary
/// [D: AppleDocs-background; O: NETSPLIT-SECONDARY; R: OSUI-BG].
struct SecondaryViewModifier: LayoutNeutralModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  @ChildNode var secondary: any LayoutNode
  let alignment: Alignment
  /// Drawn above the primary (overlay) or below it (background).
  let isOverlay: Bool

  /// The primary's size: the secondary does not change it.
  var sizeIgnoresProposal: Bool { $content.sizeIgnoresProposal }
  /// The primary's guides.
  var hasNoBuiltInExplicitGuides: Bool { $content.hasNoBuiltInExplicitGuides }

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    withSufficientStack {
      let inside = context.placed(at: frame.origin)
      let primary = content.place(
        in: Rect(origin: .zero, size: frame.size), proposal: proposal,
        context: inside.forContent())
      // The secondary is proposed exactly the primary's size and aligned in it; it may overflow.
      let secondaryContext = inside.forChild(-1, stackAxis: nil)
      let secondaryProposal = ProposedViewSize(frame.size)
      let secondarySize = secondary.sizeThatFits(secondaryProposal, context: secondaryContext)
      let dimensions = $secondary.dimensions(
        in: secondarySize, proposal: secondaryProposal, context: secondaryContext, for: alignment)
      let secondaryTree = secondary.place(
        in: Rect(origin: alignment.origin(of: dimensions, in: frame.size), size: secondarySize),
        proposal: secondaryProposal, context: secondaryContext)
      return FrameTree(
        name: isOverlay ? "overlay" : "background", frame: frame,
        children: isOverlay ? [primary, secondaryTree] : [secondaryTree, primary])
    }
  }
}

extension LayoutNode {
  /// Draws `content` behind this node, proposed this node's size and aligned in it.
  ///
  /// This node alone decides the size; its priority and guides pass through
  /// [O: NETSPLIT-SECONDARY "the proposed size for the secondary view is the size chosen by the
  /// view its attached to"]. Several views are grouped in a ``ZStack`` with `alignment`.
  public func background(
    alignment: Alignment = .center, @LayoutNodeBuilder _ content: () -> [any LayoutNode]
  ) -> some LayoutNode {
    SecondaryViewModifier(
      content: self, secondary: ZStack.grouping(content(), alignment: alignment),
      alignment: alignment, isOverlay: false)
  }

  /// Draws `content` behind this node; see ``background(alignment:_:)``.
  public func background(_ content: some LayoutNode, alignment: Alignment = .center)
    -> some LayoutNode
  {
    SecondaryViewModifier(content: self, secondary: content, alignment: alignment, isOverlay: false)
  }

  /// Draws `content` in front of this node, proposed this node's size and aligned in it; see
  /// ``background(alignment:_:)``.
  public func overlay(
    alignment: Alignment = .center, @LayoutNodeBuilder _ content: () -> [any LayoutNode]
  ) -> some LayoutNode {
    SecondaryViewModifier(
      content: self, secondary: ZStack.grouping(content(), alignment: alignment),
      alignment: alignment, isOverlay: true)
  }

  /// Draws `content` in front of this node; see ``background(alignment:_:)``.
  public func overlay(_ content: some LayoutNode, alignment: Alignment = .center)
    -> some LayoutNode
  {
    SecondaryViewModifier(content: self, secondary: content, alignment: alignment, isOverlay: true)
  }
}
