import LayoutCore

/// Overlays its children, aligning them by a common guide.
///
/// Every child is proposed the stack's proposal; the stack's size is the union of its
/// highest-priority children aligned by `alignment`; then every child is proposed the final
/// size and aligned [O: FG-ZS; R: OSUI-ZSTACK; O: FATBOB-Z].
public struct ZStack: CompositeNode {
  private let alignment: Alignment
  @ChildNodes private var children: [any LayoutNode]

  /// Creates an overlay of `content`, first child at the back.
  public init(alignment: Alignment = .center, @LayoutNodeBuilder content: () -> [any LayoutNode]) {
    self.init(alignment: alignment, children: content())
  }

  init(alignment: Alignment, children: [any LayoutNode]) {
    self.alignment = alignment
    self._children = ChildNodes(wrappedValue: children)
  }

  /// The overlay as a layout.
  public var body: some LayoutNode {
    LayoutContainer(layout: ZStackLayout(alignment: alignment), children: $children, name: "ZStack")
  }

  /// One node for the content of a `background` or `overlay`: the node itself, or several in
  /// a ZStack [D: AppleDocs-background].
  static func grouping(_ nodes: [any LayoutNode], alignment: Alignment) -> any LayoutNode {
    nodes.count == 1 ? nodes[0] : ZStack(alignment: alignment, children: nodes)
  }
}

/// The layout of ``ZStack``.
struct ZStackLayout: Layout {
  let alignment: Alignment

  /// The alignment line's distance from the stack's top-left corner, per axis, for children
  /// proposed `proposal`; and the stack's size.
  ///
  /// Only the highest-priority children count. Per axis, `above` is the largest guide value
  /// and `below` the largest `size − guide`; the size is `above + below`. With default guides
  /// that is the largest width × the largest height; moved guides grow the stack, as the
  /// field guide's badge example shows [O: FG-ZS]. (OpenSwiftUI ignores moved guides here.)
  func extent(_ proposal: ProposedViewSize, subviews: Subviews) -> (line: Point, size: Size) {
    let top = subviews.map(\.priority).max()
    var line = Point.zero
    var size = Size.zero
    for axis in Axis.allCases {
      var above = 0.0
      var below = 0.0
      for subview in subviews where subview.priority == top {
        let dimensions = subview.dimensions(in: proposal)
        let guide = dimensions[alignment[axis]]
        above = max(above, guide)
        below = max(below, dimensions.size[axis] - guide)
      }
      line[axis] = above
      size[axis] = above + below
    }
    return (line, size)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
    extent(proposal, subviews: subviews).size
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    let final = ProposedViewSize(bounds.size)
    let line = extent(final, subviews: subviews).line
    for subview in subviews {
      let dimensions = subview.dimensions(in: final)
      var position = bounds.origin
      for axis in Axis.allCases {
        position[axis] += line[axis] - dimensions[alignment[axis]]
      }
      subview.place(at: position, proposal: final)
    }
  }
}

// Within a layout pass, the body's spacing preferences are memoised (`ChildDependentSpacing`).
extension ZStack: ChildDependentSpacing {
  func spacing(context: LayoutContext) -> ViewSpacing { body.spacing(in: context) }
  /// The union of the children's, when known (``ZStackLayout`` keeps `Layout`'s default).
  var knownSpacing: ViewSpacing? { $children.knownUnion }
}
