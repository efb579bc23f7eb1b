import LayoutCore

/// Draws its child translated; layout is unchanged.
struct Offset: LayoutNeutralModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let x: Double
  let y: Double

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    withSufficientStack {
      let moved = Rect(x: x, y: y, width: frame.width, height: frame.height)
      return FrameTree(
        name: "offset", frame: frame,
        children: [
          content.place(
            in: moved, proposal: proposal, context: context.placed(at: frame.origin).forContent())
        ])
    }
  }
}

extension LayoutNode {
  /// Draws this node moved by `x` and `y`, without changing its layout.
  ///
  /// "The original dimensions of the view aren't changed by offsetting the contents"
  /// [D: AppleDocs-offset]: the parent sizes and places the node as if it were not offset; in
  /// the frame tree an `offset` node keeps the layout frame and its child is drawn at
  /// `(x, y)` inside it.
  public func offset(x: Double = 0, y: Double = 0) -> some LayoutNode {
    Offset(content: self, x: x, y: y)
  }
}
