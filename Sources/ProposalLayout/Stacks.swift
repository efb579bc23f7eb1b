import LayoutCore

/// Arranges its children in a row, left to right.
///
/// Children are offered space in order of priority and flexibility and placed in source
/// order; see ``VStack`` for the algorithm, which is the same with the axes swapped
/// [O: FG-HS; R: OSUI-STACK].
public struct HStack: CompositeNode {
  private let alignment: VerticalAlignment
  private let spacing: Double?
  @ChildNodes private var children: [any LayoutNode]

  /// Creates a row whose children are aligned by `alignment` and separated by `spacing`
  /// (`nil`: each pair's default distance, 8 between plain views and 0 next to a ``Spacer``).
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @LayoutNodeBuilder content: () -> [any LayoutNode]
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self._children = ChildNodes(wrappedValue: content())
  }

  /// The row as a stack layout.
  public var body: some LayoutNode { container }

  /// The body with its concrete type, whose spacing preferences are asked without a cast.
  var container: LayoutContainer<StackLayout> {
    LayoutContainer(
      layout: StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing),
      children: $children, name: "HStack")
  }
}

/// Arranges its children in a column, top to bottom.
///
/// The stack offers its children space in order: higher ``LayoutNode/layoutPriority(_:)``
/// first, then least flexible first (flexibility = maximum − minimum length along the axis).
/// Each child gets an equal share of what remains, so a child that takes less leaves more for
/// the others. The stack is as long as its children plus gaps — it overflows rather than clips
/// — and as wide as the union of its children aligned by `alignment`
/// [R: OSUI-STACK; O: FG-HS, OBJC-HS; D: AppleDocs-layoutPriority].
public struct VStack: CompositeNode {
  private let alignment: HorizontalAlignment
  private let spacing: Double?
  @ChildNodes private var children: [any LayoutNode]

  /// Creates a column whose children are aligned by `alignment` and separated by `spacing`
  /// (`nil`: each pair's default distance).
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @LayoutNodeBuilder content: () -> [any LayoutNode]
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self._children = ChildNodes(wrappedValue: content())
  }

  /// The column as a stack layout.
  public var body: some LayoutNode { container }

  /// The body with its concrete type, whose spacing preferences are asked without a cast.
  var container: LayoutContainer<StackLayout> {
    LayoutContainer(
      layout: StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing),
      children: $children, name: "VStack")
  }
}

// Within a layout pass, the body's spacing preferences are memoised (`ChildDependentSpacing`).
//
// The stacks answer through their container directly rather than through `CompositeNode`'s
// defaults, which check the stack and make the body once more per question: the container
// checks the stack itself.

/// A stack whose body is a ``LayoutContainer`` of a ``StackLayout``.
protocol StackNode: CompositeNode, ChildDependentSpacing {
  /// The body with its concrete type.
  var container: LayoutContainer<StackLayout> { get }
}

extension StackNode {
  /// The stack's size.
  public func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    container.sizeThatFits(proposal, context: context)
  }

  /// The stack's frame tree.
  public func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext)
    -> FrameTree
  {
    container.place(in: frame, proposal: proposal, context: context)
  }

  /// The stack's priority: 0, or −∞ when empty.
  public var layoutPriority: Double { container.layoutPriority }

  /// The stack's explicit guides.
  public func explicitAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext
  ) -> Double? {
    container.explicitAlignment(of: guide, in: size, proposal: proposal, context: context)
  }

  func spacing(context: LayoutContext) -> ViewSpacing { container.spacing(context: context) }

  var sizeIgnoresProposal: Bool { container.sizeIgnoresProposal }
  var hasNoBuiltInExplicitGuides: Bool { container.hasNoBuiltInExplicitGuides }
  var knownSpacing: ViewSpacing? { container.knownSpacing }
}

extension HStack: StackNode {}
extension VStack: StackNode {}
