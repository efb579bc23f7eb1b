import LayoutCore

/// A child of a ``Layout`` container, as the layout sees it: it can be measured and placed.
public struct LayoutSubview {
  /// The container's children; this one is `children[index]`.
  let children: ChildNodes
  /// The same children, as an immutable array: a child asked a question from it is lent in
  /// place. Read from the box, whose array is a `var` of a class (so that its `deinit` can
  /// release it with room on the stack), the child was copied out first, since the callee might
  /// reassign that array: a copy and a destruction of the existential, and a retain and a
  /// release of what it holds, per question.
  let nodes: [any LayoutNode]
  let context: LayoutContext
  let index: Int
  /// Where ``place(at:anchor:proposal:)`` records, or `nil` when the container is only being
  /// measured.
  let recorder: PlacementRecorder?

  /// The child.
  var node: any LayoutNode { _read { yield nodes[index] } }

  /// The child's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    node.sizeThatFits(proposal, context: context)
  }

  /// The child's size for `proposal` with its alignment guides.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(of: node, size: sizeThatFits(proposal), proposal: proposal, context: context)
  }

  /// The child's layout priority [D: AppleDocs-LayoutSubview-priority].
  public var priority: Double { node.layoutPriority }

  /// The child's spacing preferences.
  public var spacing: ViewSpacing { children.spacing(ofChild: index, in: context) }

  /// Places the child so that its `anchor` point lands on `position`, sized for `proposal`.
  ///
  /// `position` is in the coordinate space of the `bounds` given to
  /// ``Layout/placeSubviews(in:proposal:subviews:cache:)``. If called twice, the last call wins
  /// [D: AppleDocs-LayoutSubview-place].
  public func place(
    at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    recorder?.placements[index] = PlacementRecorder.Placement(
      position: position, anchor: anchor, proposal: proposal)
  }
}

/// Collects the `place` calls of one ``Layout/placeSubviews(in:proposal:subviews:cache:)``.
final class PlacementRecorder {
  struct Placement {
    var position: Point
    var anchor: UnitPoint
    var proposal: ProposedViewSize
  }

  // Unchecked: each access is a single read or write of one element, never held across a
  // call, so none can overlap, and the run-time check of each would be pure cost.
  @exclusivity(unchecked) var placements: [Placement?]

  init(count: Int) {
    placements = Array(filledWith: nil, count: count)
  }
}
