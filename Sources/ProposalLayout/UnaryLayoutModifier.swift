import LayoutCore

/// Where a unary layout modifier puts its child: the proposal the child is placed with and its
/// frame in the modifier's own coordinates.
struct ChildPlacement {
  var proposal: ProposedViewSize
  var frame: Rect
}

/// A modifier that wraps one child in a layout of its own (frame, padding, aspect ratio,
/// fixed size) and appears in the frame tree as a node around the child.
///
/// Such layouts report priority 0 rather than their child's [R: OSUI-LV
/// `UnaryLayout.layoutPriority(child:) = .zero`]; the child's explicit alignment guides pass
/// through, moved by where the child sits; spacing preferences pass through.
///
/// Every method receives the modifier's own context and asks the child with
/// ``LayoutContext/forContent()``. Sizes and guides are memoised per layout pass: placing asks
/// the child's size again, and a frame's guide asks the child's guides, so without it a chain
/// of modifiers would cost the square of its depth, and a chain of frames more.
protocol UnaryLayoutModifier: ChildDependentSpacing {
  var content: any LayoutNode { get }
  /// The wrapper `content` is kept in (`$content`), which asks it for its spacing preferences
  /// without a run-time cast.
  var contentStorage: ChildNode { get }
  /// The frame-tree node's name.
  var nodeName: String { get }
  /// The size, computed without memoising; ``sizeThatFits(_:context:)`` memoises it.
  func computeSize(_ proposal: ProposedViewSize, context: LayoutContext) -> Size
  /// Where the child goes when this node has `size` for `proposal`.
  func childPlacement(in size: Size, proposal: ProposedViewSize, context: LayoutContext)
    -> ChildPlacement
  /// The proposal and size of ``childPlacement(in:proposal:context:)`` without the child's
  /// position, which may cost the child's alignment guides to find. Default: from
  /// `childPlacement`.
  func childSizing(in size: Size, proposal: ProposedViewSize, context: LayoutContext)
    -> (proposal: ProposedViewSize, size: Size)
}

extension UnaryLayoutModifier {
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    memoisedSize(for: proposal, context: context, sizeIgnoresProposal: sizeIgnoresProposal) {
      computeSize(proposal, context: context)
    }
  }

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    withSufficientStack {
      let child = childPlacement(in: frame.size, proposal: proposal, context: context)
      return FrameTree(
        name: nodeName, frame: frame,
        children: [
          content.place(
            in: child.frame, proposal: child.proposal,
            context: context.placed(at: frame.origin).forContent())
        ])
    }
  }

  func childSizing(in size: Size, proposal: ProposedViewSize, context: LayoutContext)
    -> (proposal: ProposedViewSize, size: Size)
  {
    let child = childPlacement(in: size, proposal: proposal, context: context)
    return (child.proposal, child.frame.size)
  }

  /// The child's explicit value for `guide`, moved by where the child sits.
  ///
  /// The child is asked first: when it has no value (most nodes have none for most guides),
  /// neither has this node, and finding where the child sits — its alignment in this frame,
  /// which asks the child for more guides — is skipped. Every answer is memoised, `nil` too:
  /// placing a chain of frames asks each level for its guides, and unmemoised they cost a walk
  /// down the rest of the chain each, the square of its depth. Around a leaf that has no guides
  /// (a colour, a spacer) the answer is `nil` at once: nothing below to walk or memoise.
  func explicitAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext
  ) -> Double? {
    if contentStorage.hasNoExplicitValue(for: guide) { return nil }
    return withSufficientStack {
      let query = context.sizeCache.map { _ in
        SizeCache.AlignmentQuery(
          node: context.nodeID, type: ObjectIdentifier(Self.self), guide: guide, size: size,
          proposal: proposal)
      }
      if let query, let known = context.sizeCache?.alignment(for: query) { return known }
      let child = childSizing(in: size, proposal: proposal, context: context)
      let value = content.explicitAlignment(
        of: guide, in: child.size, proposal: child.proposal, context: context.forContent()
      ).map { childValue in
        childValue
          + childPlacement(in: size, proposal: proposal, context: context).frame.origin[guide.axis]
      }
      if let query { context.sizeCache?.record(value, for: query) }
      return value
    }
  }

  var spacing: ViewSpacing { spacingOutsideAPass }

  func spacing(context: LayoutContext) -> ViewSpacing {
    contentStorage.spacing(in: context.forContent())
  }

  /// The child's, when known: spacing preferences pass through.
  var knownSpacing: ViewSpacing? { contentStorage.knownSpacing }

  /// The child's size for `proposal`.
  func contentSize(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    content.sizeThatFits(proposal, context: context.forContent())
  }

  /// The child sized for `proposal` and aligned in `size` by `alignment`
  /// (Documentation/Facts/SwiftUI.md#alignment-arithmetic).
  func alignedChild(
    in size: Size, proposal: ProposedViewSize, alignment: Alignment, context: LayoutContext
  ) -> ChildPlacement {
    let contentContext = context.forContent()
    let childSize = content.sizeThatFits(proposal, context: contentContext)
    let dimensions = contentStorage.dimensions(
      in: childSize, proposal: proposal, context: contentContext, for: alignment)
    return ChildPlacement(
      proposal: proposal,
      frame: Rect(origin: alignment.origin(of: dimensions, in: size), size: childSize))
  }
}

extension Alignment {
  /// The origin of a child with `dimensions` aligned in a parent of `size`.
  ///
  /// Per axis: parent guide − child guide, where the child's guide is its explicit value if it
  /// has one [R: OSUI-FRAME `commonPlacement`, OSUI-ALIGN; D: AppleDocs-AlignmentID].
  func origin(of dimensions: ViewDimensions, in size: Size) -> Point {
    var origin = Point.zero
    for axis in Axis.allCases {
      let guide = self[axis]
      origin[axis] = guide.defaultValue(in: ViewDimensions(size: size)) - dimensions[guide]
    }
    return origin
  }
}
