import LayoutCore

/// A node whose children are arranged by a ``Layout``.
struct LayoutContainer<L: Layout>: LayoutNode {
  let layout: L
  let children: [any LayoutNode]
  let name: String

  func subviews(_ context: LayoutContext) -> LayoutSubviews {
    LayoutSubviews(
      children, context: context, stackAxis: layout.layoutProperties.stackOrientation)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    func compute() -> Size {
      let subviews = subviews(context)
      var cache = layout.makeCache(subviews: subviews)
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    guard let sizeCache = context.sizeCache else { return compute() }
    let key = SizeCache.Key(path: context.path, layout: ObjectIdentifier(L.self), proposal: proposal)
    return sizeCache.size(for: key, compute: compute)
  }

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    let subviews = subviews(context)
    var cache = layout.makeCache(subviews: subviews)
    layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &cache)
    let placements = subviews.resolvedPlacements(in: frame, proposal: proposal)
    return FrameTree(
      name: name, frame: frame,
      children: zip(subviews, placements).map { subview, placement in
        subview.node.place(
          in: placement.frame, proposal: placement.proposal, context: subview.context)
      })
  }

  /// 0, or −∞ for an empty container, which has nothing to show [R: OSUI-PRIO].
  var layoutPriority: Double { children.isEmpty ? -.infinity : 0 }

  var spacing: ViewSpacing {
    // Spacing preferences do not depend on the context; any context will do.
    let subviews = subviews(LayoutContext(textMeasurer: FixedAdvanceTextMeasurer()))
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
