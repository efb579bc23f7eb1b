import LayoutCore

/// The children of a ``Layout`` container, in source order.
public struct LayoutSubviews: RandomAccessCollection {
  /// The children, with their casts for spacing preferences (see ``ChildNodes``).
  private let children: ChildNodes
  /// The children as an immutable array (see ``LayoutSubview/nodes``).
  private let nodes: [any LayoutNode]
  /// The container's context, from which each child's is made on demand: the container's with
  /// the child's identity and the stack axis. (Kept as an array, the contexts were an allocation
  /// and a copy per child each time a container was sized or placed.)
  private let containerContext: LayoutContext
  /// The stack axis the children see.
  private let stackAxis: Axis?
  /// The identity of child 0 when the children's identities are consecutive (see
  /// ``SizeCache/childBlock(of:count:)``), else `nil`.
  private let firstChildID: Int?
  /// Where `place` calls are recorded, or `nil` for subviews that are only measured (made to
  /// size the container, whose placements nobody reads): its table was an allocation per sizing.
  let recorder: PlacementRecorder?

  /// Whether every child's size is the same for every proposal
  /// (``ChildNodes/allSizesIgnoreProposal``).
  var allSizesIgnoreProposal: Bool { children.allSizesIgnoreProposal }

  /// Whether, inside a stack, every child's size is the same for every proposal across the
  /// stack's axis (``ChildNodes/allSizesIgnoreProposalAcrossStack``).
  var allSizesIgnoreProposalAcrossStack: Bool { children.allSizesIgnoreProposalAcrossStack }

  /// The container's identity in ``sizeCache`` (see ``LayoutContext/nodeID``).
  var containerID: Int { containerContext.nodeID }
  /// The current pass's memoised answers, or `nil` outside a layout pass.
  var sizeCache: SizeCache? { containerContext.sizeCache }

  /// The subviews of a container whose context is `context`; they record `place` calls if
  /// `recording`.
  init(_ children: ChildNodes, context: LayoutContext, stackAxis: Axis?, recording: Bool) {
    // One block of consecutive identities for all the children (see `SizeCache`).
    let firstChildID = context.sizeCache?.childBlock(of: context.nodeID, count: children.count)
    self.init(
      children, context: context, stackAxis: stackAxis, firstChildID: firstChildID,
      recording: recording)
  }

  private init(
    _ children: ChildNodes, context: LayoutContext, stackAxis: Axis?, firstChildID: Int?,
    recording: Bool
  ) {
    self.children = children
    self.nodes = children.wrappedValue
    self.containerContext = context
    self.stackAxis = stackAxis
    self.firstChildID = firstChildID
    self.recorder = recording ? PlacementRecorder(count: children.count) : nil
  }

  /// The first index, 0.
  public var startIndex: Int { 0 }
  /// The number of subviews.
  public var endIndex: Int { children.count }

  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(
      children: children, nodes: nodes, context: context(ofChild: index), index: index,
      recorder: recorder)
  }

  // The library's stacks ask their children through these rather than through a
  // `LayoutSubview` each: a subview holds the children's box, their array, a context and the
  // recorder, a retain and a release each per question, where these lend the child in place
  // and make only its context. (The size question still goes through a subview: asked the
  // same way as the others, the optimiser copied the child out of the array for it, and the
  // pass was slower.)

  /// Child `index`, lent in place.
  private subscript(node index: Int) -> any LayoutNode { _read { yield nodes[index] } }

  /// Child `index`'s size for `proposal`: `self[index].sizeThatFits(proposal)`.
  func sizeThatFits(ofChild index: Int, _ proposal: ProposedViewSize) -> Size {
    self[index].sizeThatFits(proposal)
  }

  /// Child `index`'s layout priority: `self[index].priority`.
  func priority(ofChild index: Int) -> Double { self[node: index].layoutPriority }

  /// Child `index`'s explicit value for `guide`, sized `size` for `proposal`: `nil` without
  /// asking it when it never has one for a built-in guide
  /// (``ChildNodes/hasNoBuiltInExplicitGuides(ofChild:)``).
  func explicitAlignment(
    ofChild index: Int, _ guide: AlignmentKey, in size: Size, proposal: ProposedViewSize
  ) -> Double? {
    if guide.isBuiltIn, children.hasNoBuiltInExplicitGuides(ofChild: index) { return nil }
    return self[node: index].explicitAlignment(
      of: guide, in: size, proposal: proposal, context: context(ofChild: index))
  }

  /// Child `index`'s spacing preferences: `self[index].spacing`, without making its context
  /// when the tree's structure gives them (``ChildNodes/knownSpacing(of:cast:)``).
  func spacing(ofChild index: Int) -> ViewSpacing {
    if let known = children.knownSpacings[index] { return known }
    return children.spacing(ofChild: index, in: context(ofChild: index))
  }

  /// Child `index`'s frame tree, placed at `frame` for `proposal`.
  func place(ofChild index: Int, in frame: Rect, proposal: ProposedViewSize) -> FrameTree {
    self[node: index].place(in: frame, proposal: proposal, context: context(ofChild: index))
  }

  /// The context child `index` is asked with: ``LayoutContext/forChild(_:stackAxis:)``, with
  /// the identity found by arithmetic when the children have a block.
  func context(ofChild index: Int) -> LayoutContext {
    guard let firstChildID else {
      return containerContext.forChild(index, stackAxis: stackAxis)
    }
    var context = containerContext
    context.stackAxis = stackAxis
    context.nodeID = firstChildID + index
    return context
  }

  /// The same subviews with no placements recorded.
  func unplaced() -> LayoutSubviews {
    LayoutSubviews(
      children, context: containerContext, stackAxis: stackAxis, firstChildID: firstChildID,
      recording: true)
  }

  /// `subview`'s proposal and frame relative to `bounds`' origin, after `place` calls were
  /// recorded for a container proposed `proposal`. (One subview at a time: the container's
  /// placement walks its children once, with no array of placements and no second copy of
  /// each subview.)
  ///
  /// A subview placed with `anchor` at `p` has origin `p − anchor·size`; one never placed is
  /// proposed the container's proposal and centred [D: AppleDocs-LayoutSubview-place].
  func resolvedPlacement(
    of subview: LayoutSubview, in bounds: Rect, proposal: ProposedViewSize
  ) -> ChildPlacement {
    guard let placement = recorder?.placements[subview.index] else {
      let size = subview.sizeThatFits(proposal)
      let origin = Point(
        x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2)
      return ChildPlacement(proposal: proposal, frame: Rect(origin: origin, size: size))
    }
    let size = subview.sizeThatFits(placement.proposal)
    return ChildPlacement(
      proposal: placement.proposal,
      frame: Self.frame(at: placement.position, anchor: placement.anchor, size: size, in: bounds))
  }

  /// The frame, relative to `bounds`' origin, of a subview of `size` placed with `anchor` at
  /// `position` (in `bounds`' space): its origin is `position − anchor·size − bounds.origin`.
  static func frame(at position: Point, anchor: UnitPoint, size: Size, in bounds: Rect) -> Rect {
    var origin = Point.zero
    for axis in Axis.allCases {
      origin[axis] = position[axis] - anchor[axis] * size[axis] - bounds.origin[axis]
    }
    return Rect(origin: origin, size: size)
  }

  /// The subviews' explicit values for `guide`, merged, in `bounds`' coordinates; `placing`
  /// runs the layout's placement on the subviews it is given.
  ///
  /// Built-in frame guides (leading, centre, trailing, top, bottom) do not propagate past a
  /// container: `nil`. The first text baseline is the topmost of the subviews', the last the
  /// lowest ("firstTextBaseline … marks the top-most text baseline in a view",
  /// https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline).
  /// Custom guides average the values of the subviews that have one
  /// [R: OSUI-ALIGN `_combineExplicit`; D: AppleDocs-Layout explicitAlignment].
  func mergedExplicitAlignment(
    of guide: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
    placing: (LayoutSubviews) -> Void
  ) -> Double? {
    guard !guide.isBuiltIn else { return nil }
    let fresh = unplaced()
    placing(fresh)
    let values = fresh.compactMap { subview in
      let child = fresh.resolvedPlacement(of: subview, in: bounds, proposal: proposal)
      return subview.node.explicitAlignment(
        of: guide, in: child.frame.size, proposal: child.proposal, context: subview.context
      ).map { $0 + child.frame.origin[guide.axis] + bounds.origin[guide.axis] }
    }
    guard !values.isEmpty else { return nil }
    switch guide.merge {
    case .average: return values.reduce(0, +) / Double(values.count)
    case .minimum: return values.min()
    case .maximum: return values.max()
    }
  }
}
