import LayoutCore

/// A scrollable view: its content is proposed `nil` — asked for its ideal length — along the
/// scroll axes, and the scroll view takes the proposal along them.
///
/// "A vertical scroll view always becomes exactly as tall as proposed … it proposes nil for
/// the height to its children"; across the scroll axis it passes its proposal on and "only
/// becomes as wide as the width of its contents" (SwiftUI Field Guide, "Scroll View",
/// https://www.swiftuifieldguide.com/layout/scrollview/). A `nil` proposal along a scroll axis
/// takes the content's ideal length. The content starts at the top-leading corner (scrolled to
/// the start) and may extend past the scroll view's frame. Several views are stacked along the
/// scroll axis — a ``VStack``, or an ``HStack`` for a horizontal-only scroll view.
///
/// In a window with a safe area, a scroll view that touches the safe area's edge along a scroll
/// axis extends under the unsafe region there and insets its content by the same amount, so
/// the content starts inside the safe area and scrolls under the bars: "a scroll view will not
/// clip to the safe area, but draws its content behind any insets … it insets its content"
/// (same source, "Gotchas").
///
/// The scroll view is also the container that ``LayoutNode/containerRelativeFrame(_:alignment:)``
/// measures its content against.
public struct ScrollView: LayoutNode {
  private let axes: Axis.Set
  @ChildNode private var content: any LayoutNode

  /// Creates a scroll view along `axes` (default vertical). `showsIndicators` does not change
  /// layout: iOS draws indicators over the content.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @LayoutNodeBuilder content: () -> [any LayoutNode]
  ) {
    self.axes = axes
    let children = content()
    if children.count == 1 {
      _content = ChildNode(wrappedValue: children[0])
    } else if axes == .horizontal {
      _content = ChildNode(wrappedValue: HStack { for child in children { child } })
    } else {
      _content = ChildNode(wrappedValue: VStack { for child in children { child } })
    }
  }

  /// The proposal with the scroll axes unspecified.
  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var result = proposal
    for axis in Axis.allCases where axes.holds(axis) { result[axis] = nil }
    return result
  }

  /// The content's context: a new container, the size the scroll view was proposed.
  private func contentContext(_ proposal: ProposedViewSize, _ context: LayoutContext)
    -> LayoutContext
  {
    var inner = context.forChild(0, stackAxis: nil)
    inner.container = proposal
    return inner
  }

  /// The content's size along the other axes, the proposal along the scroll axes; memoised in
  /// the layout pass, as placing asks again.
  public func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    memoisedSize(for: proposal, context: context) {
      let contentSize = content.sizeThatFits(
        contentProposal(proposal), context: contentContext(proposal, context))
      var size = contentSize
      for axis in Axis.allCases where axes.holds(axis) {
        size[axis] = proposal[axis] ?? contentSize[axis]
      }
      return size
    }
  }

  public func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext)
    -> FrameTree
  {
    withSufficientStack {
      // Along its scroll axes the scroll view runs under the unsafe region it touches, and
      // starts its content where the safe area does.
      let absolute = frame.offsetBy(dx: context.origin.x, dy: context.origin.y)
      var edges: Edge.Set = []
      for axis in Axis.allCases where axes.holds(axis) {
        edges.formUnion([Edge.Set(.start(of: axis)), Edge.Set(.end(of: axis))])
      }
      let grown = context.safeArea?.expanding(absolute, edges: edges) ?? absolute
      let local = grown.offsetBy(dx: -context.origin.x, dy: -context.origin.y)
      let contentOrigin = Point(x: absolute.minX - grown.minX, y: absolute.minY - grown.minY)
      let childProposal = contentProposal(proposal)
      let inner = contentContext(proposal, context).placed(at: local.origin)
      let size = content.sizeThatFits(childProposal, context: inner)
      return FrameTree(
        name: "ScrollView", frame: local,
        children: [
          content.place(
            in: Rect(origin: contentOrigin, size: size), proposal: childProposal, context: inner)
        ])
    }
  }
}
