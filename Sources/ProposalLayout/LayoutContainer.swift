import LayoutCore

/// A node whose children are arranged by a ``Layout``.
struct LayoutContainer<L: Layout>: LayoutNode {
  let layout: L
  let children: [any LayoutNode]
  let name: String

  func subviews(_ context: LayoutContext) -> LayoutSubviews {
    LayoutSubviews(
      children, context: context.forChildren(stackAxis: layout.layoutProperties.stackOrientation))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    let subviews = subviews(context)
    var cache = layout.makeCache(subviews: subviews)
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    let subviews = subviews(context)
    var cache = layout.makeCache(subviews: subviews)
    layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &cache)
    let placements = subviews.resolvedPlacements(in: frame, proposal: proposal)
    let childContext = context.forChildren(stackAxis: layout.layoutProperties.stackOrientation)
    return FrameTree(
      name: name, frame: frame,
      children: zip(children, placements).map { child, placement in
        child.place(in: placement.frame, proposal: placement.proposal, context: childContext)
      })
  }

  /// 0, or −∞ for an empty container, which has nothing to show [R: OSUI-PRIO].
  var layoutPriority: Double { children.isEmpty ? -.infinity : 0 }

  var spacing: ViewSpacing {
    let subviews = subviews(LayoutContext())
    var cache = layout.makeCache(subviews: subviews)
    return layout.spacing(subviews: subviews, cache: &cache)
  }

  func explicitAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext
  ) -> Double? {
    let subviews = subviews(context)
    var cache = layout.makeCache(subviews: subviews)
    let bounds = Rect(origin: .zero, size: size)
    switch guide.axis {
    case .horizontal:
      return layout.explicitAlignment(
        of: HorizontalAlignment(key: guide), in: bounds, proposal: proposal, subviews: subviews,
        cache: &cache)
    case .vertical:
      return layout.explicitAlignment(
        of: VerticalAlignment(key: guide), in: bounds, proposal: proposal, subviews: subviews,
        cache: &cache)
    }
  }
}
