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
protocol UnaryLayoutModifier: LayoutNode {
  var content: any LayoutNode { get }
  /// The frame-tree node's name.
  var nodeName: String { get }
  /// Where the child goes when this node has `size` for `proposal`.
  func childPlacement(in size: Size, proposal: ProposedViewSize, context: LayoutContext)
    -> ChildPlacement
}

extension UnaryLayoutModifier {
  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    let child = childPlacement(in: frame.size, proposal: proposal, context: context)
    return FrameTree(
      name: nodeName, frame: frame,
      children: [content.place(in: child.frame, proposal: child.proposal, context: context)])
  }

  func explicitAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext
  ) -> Double? {
    let child = childPlacement(in: size, proposal: proposal, context: context)
    let value = content.explicitAlignment(
      of: guide, in: child.frame.size, proposal: child.proposal, context: context)
    return value.map { $0 + child.frame.origin[guide.axis] }
  }

  var spacing: ViewSpacing { content.spacing }

  /// The child sized for `proposal` and aligned in `size` by `alignment` (§1.5).
  func alignedChild(
    in size: Size, proposal: ProposedViewSize, alignment: Alignment, context: LayoutContext
  ) -> ChildPlacement {
    let childSize = content.sizeThatFits(proposal, context: context)
    let dimensions = ViewDimensions(
      of: content, size: childSize, proposal: proposal, context: context)
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
