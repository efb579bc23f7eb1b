import LayoutCore

/// Renames its child's frame-tree node.
struct Named: LayoutNeutralModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let name: String

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    var tree = withSufficientStack {
      content.place(in: frame, proposal: proposal, context: context.forContent())
    }
    tree.name = context.nameRegistry?.token(for: name) ?? name
    return tree
  }
}

extension LayoutNode {
  /// Gives this node's frame-tree node `name`; layout is unchanged.
  ///
  /// Use it to find frames in the result: ``layoutResult(proposal:context:)`` looks them up
  /// by name, apart from the library's own node names; ``LayoutCore/FrameTree/flattened()``
  /// reports paths of all names.
  public func named(_ name: String) -> some LayoutNode {
    Named(content: self, name: name)
  }
}
