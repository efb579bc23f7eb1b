import LayoutCore

/// Shows the first of its children whose ideal size fits the proposal on the constrained axes,
/// or the last one if none fits.
///
/// "It selects the first child whose ideal size on the constrained axes fits within the
/// proposed size"; "If `axes` is an empty set, `ViewThatFits` uses the first child view"
/// ("ViewThatFits" and "init(in:content:)",
/// https://developer.apple.com/documentation/swiftui/viewthatfits). A child's ideal size is its
/// answer with the constrained axes proposed `nil` and the others as proposed; a `nil`
/// proposal on an axis fits anything. When nothing fits the last child is shown, as the
/// buoyant reimplementation documents ("If no other view fits, the last view is used",
/// https://docs.rs/buoyant). Only the chosen child is sized, placed and drawn.
public struct ViewThatFits: LayoutNode {
  private let axes: Axis.Set
  @ChildNodes private var children: [any LayoutNode]

  /// Creates a view that chooses among `content`, in order of preference, checking `axes`.
  public init(
    in axes: Axis.Set = [.horizontal, .vertical], @LayoutNodeBuilder content: () -> [any LayoutNode]
  ) {
    self.axes = axes
    self._children = ChildNodes(wrappedValue: content())
  }

  /// Fit comparisons allow this much: lengths are sums of unrounded points.
  private static let tolerance = 1e-9

  /// The index of the child shown for `proposal`, or `nil` when there are no children.
  private func choice(_ proposal: ProposedViewSize, context: LayoutContext) -> Int? {
    guard !children.isEmpty else { return nil }
    guard !axes.isEmpty else { return 0 }
    var ideal = proposal
    for axis in Axis.allCases where axes.holds(axis) { ideal[axis] = nil }
    for index in children.indices.dropLast() {
      let size = children[index].sizeThatFits(ideal, context: childContext(index, context))
      let fits = Axis.allCases.allSatisfy { axis in
        guard axes.holds(axis), let limit = proposal[axis] else { return true }
        return size[axis] <= limit + Self.tolerance
      }
      if fits { return index }
    }
    return children.count - 1
  }

  /// Child `index`'s context: the view is transparent to the enclosing stack's axis.
  private func childContext(_ index: Int, _ context: LayoutContext) -> LayoutContext {
    context.forChild(index, stackAxis: context.stackAxis)
  }

  /// The chosen child's size, memoised in the layout pass: the choice asks each child twice,
  /// so nested containers would otherwise cost exponential time.
  public func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    memoisedSize(for: proposal, context: context) {
      guard let index = choice(proposal, context: context) else { return .zero }
      return children[index].sizeThatFits(proposal, context: childContext(index, context))
    }
  }

  public func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext)
    -> FrameTree
  {
    withSufficientStack {
      guard let index = choice(proposal, context: context) else {
        return FrameTree(name: "ViewThatFits", frame: frame)
      }
      let inner = childContext(index, context).placed(at: frame.origin)
      let child = children[index]
      let size = child.sizeThatFits(proposal, context: inner)
      return FrameTree(
        name: "ViewThatFits", frame: frame,
        children: [
          child.place(in: Rect(origin: .zero, size: size), proposal: proposal, context: inner)
        ])
    }
  }
}
