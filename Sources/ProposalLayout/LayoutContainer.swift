import LayoutCore

/// A node whose children are arranged by a ``Layout``.
struct LayoutContainer<L: Layout>: ChildDependentSpacing {
  let layout: L
  @ChildNodes var children: [any LayoutNode]
  let name: String

  /// A container of `children`.
  init(layout: L, children: [any LayoutNode], name: String) {
    self.init(layout: layout, children: ChildNodes(wrappedValue: children), name: name)
  }

  /// A container of the children kept in `children`, shared with the node that made it: a
  /// stack's body is made again at every question, and wrapping its children anew each time
  /// would allocate and cast them all.
  init(layout: L, children: ChildNodes, name: String) {
    self.layout = layout
    self._children = children
    self.name = name
  }

  func subviews(_ context: LayoutContext) -> LayoutSubviews {
    LayoutSubviews(
      $children, context: context, stackAxis: layout.layoutProperties.stackOrientation)
  }

  // Sizes and guides are memoised per layout pass: a stack asks each child several times, so
  // without it nested stacks cost exponential time. Every entry also makes sure the stack has
  // room for the recursion into the children.

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    memoisedSize(for: proposal, context: context) {
      let subviews = subviews(context)
      var cache = layout.makeCache(subviews: subviews)
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    withSufficientStack {
      let subviews = subviews(context.placed(at: frame.origin))
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
  }

  /// 0, or −∞ for an empty container, which has nothing to show [R: OSUI-PRIO].
  var layoutPriority: Double { children.isEmpty ? -.infinity : 0 }

  var spacing: ViewSpacing { spacingOutsideAPass }

  func spacing(context: LayoutContext) -> ViewSpacing {
    let subviews = subviews(context)
    var cache = layout.makeCache(subviews: subviews)
    return layout.spacing(subviews: subviews, cache: &cache)
  }

  func explicitAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext
  ) -> Double? {
    memoisedAlignment(of: guide, in: size, proposal: proposal, context: context) {
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
}
