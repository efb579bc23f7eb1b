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

  /// The children as subviews in `context`, recording their placements if `recording`.
  func subviews(_ context: LayoutContext, recording: Bool = false) -> LayoutSubviews {
    LayoutSubviews(
      $children, context: context, stackAxis: layout.layoutProperties.stackOrientation,
      recording: recording)
  }

  // Sizes and guides are memoised per layout pass: a stack asks each child several times, so
  // without it nested stacks cost exponential time. Every entry also makes sure the stack has
  // room for the recursion into the children.

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    memoisedSize(for: proposal, context: context, sizeIgnoresProposal: sizeIgnoresProposal) {
      let subviews = subviews(context)
      var cache = layout.makeCache(subviews: subviews)
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    withSufficientStack {
      // A library stack places its children straight from its distribution. (The metatype
      // comparison first: unlike the cast, it is cheap in unspecialised code too.)
      if L.self == StackLayout.self, let stack = layout as? StackLayout {
        let subviews = subviews(context.placed(at: frame.origin))
        return FrameTree(
          name: name, frame: frame,
          children: stack.placedChildren(in: frame, proposal: proposal, subviews: subviews))
      }
      let subviews = subviews(context.placed(at: frame.origin), recording: true)
      var cache = layout.makeCache(subviews: subviews)
      layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &cache)
      return FrameTree(
        name: name, frame: frame,
        children: subviews.map { subview in
          let placement = subviews.resolvedPlacement(of: subview, in: frame, proposal: proposal)
          return subview.node.place(
            in: placement.frame, proposal: placement.proposal, context: subview.context)
        })
    }
  }

  /// A stack's size is its children's along the major axis plus fixed gaps, and the union of
  /// theirs across it: the same for every proposal when each child's is.
  var sizeIgnoresProposal: Bool { L.self == StackLayout.self && $children.allSizesIgnoreProposal }

  /// The library's stacks keep `Layout`'s default: built-in guides do not propagate past them
  /// (see ``explicitAlignment(of:in:proposal:context:)``).
  var hasNoBuiltInExplicitGuides: Bool {
    L.self == StackLayout.self || L.self == ZStackLayout.self
  }

  /// 0, or −∞ for an empty container, which has nothing to show [R: OSUI-PRIO].
  var layoutPriority: Double { children.isEmpty ? -.infinity : 0 }

  var spacing: ViewSpacing { spacingOutsideAPass }

  /// For the library's stacks, which keep `Layout`'s default preferences (the union of the
  /// children's), that union when every child's is known.
  var knownSpacing: ViewSpacing? {
    L.self == StackLayout.self || L.self == ZStackLayout.self ? $children.knownUnion : nil
  }

  func spacing(context: LayoutContext) -> ViewSpacing {
    if let knownSpacing { return knownSpacing }
    let subviews = subviews(context)
    var cache = layout.makeCache(subviews: subviews)
    return layout.spacing(subviews: subviews, cache: &cache)
  }

  func explicitAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext
  ) -> Double? {
    // The library's stacks keep `Layout`'s default, under which built-in guides do not
    // propagate past a container: `nil` without making subviews or memoising. (A metatype
    // comparison, not a cast: it is cheap in unspecialised code too.)
    if guide.isBuiltIn, hasNoBuiltInExplicitGuides { return nil }
    return memoisedAlignment(of: guide, in: size, proposal: proposal, context: context) {
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
