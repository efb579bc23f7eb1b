extension FrameTree {
  /// The tree as a right-to-left layout shows it: each node's x position flipped within its
  /// parent (x′ = parent width − x − width), the root's within a container `width` points
  /// wide. SwiftUI lays out right to left this way: "SwiftUI horizontally flips the x position
  /// of each view within its parent" (Documentation/Facts/Localization.md#right-to-left).
  /// Rebuilt with an explicit stack, not recursion: trees can be arbitrarily deep.
  public func mirroredHorizontally(within width: Double) -> FrameTree {
    var root = self
    root.frame.origin.x = width - frame.maxX
    var pending: [(node: FrameTree, built: [FrameTree])] = [(root, [])]
    while true {
      let top = pending.count - 1
      let children = pending[top].node.children
      if pending[top].built.count < children.count {
        var child = children[pending[top].built.count]
        child.frame.origin.x = pending[top].node.frame.width - child.frame.maxX
        pending.append((child, []))
        continue
      }
      var (node, built) = pending.removeLast()
      if !built.isEmpty { node.children = built }
      guard !pending.isEmpty else { return node }
      pending[pending.count - 1].built.append(node)
    }
  }
}
