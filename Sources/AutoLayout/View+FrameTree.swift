import LayoutCore

extension View {
  /// The view's subtree as a ``LayoutCore/FrameTree`` for renderers: frames relative to the
  /// parent, views named by their identifiers (or `Type-index` among their siblings), followed by
  /// each view's ``contentFrameTrees`` and then the layout guides added with ``addLayoutGuide(_:)``
  /// as guide nodes.
  ///
  /// Built with an explicit stack: trees of any depth.
  public func frameTree() -> FrameTree {
    func name(_ item: LayoutItem, _ index: Int) -> String {
      item.identifier ?? "\(type(of: item))-\(index)"
    }
    var stack: [(view: View, name: String, next: Int, children: [FrameTree])] = [
      (self, name(self, 0), 0, [])
    ]
    while let top = stack.last {
      if top.next < top.view.subviews.count {
        stack[stack.count - 1].next += 1
        let child = top.view.subviews[top.next]
        stack.append((child, name(child, top.next), 0, []))
        continue
      }
      let finished = stack.removeLast()
      let guides = finished.view.layoutGuides.enumerated().map { index, guide in
        FrameTree(name: name(guide, index), kind: .guide, frame: guide.layoutFrame)
      }
      let node = FrameTree(
        name: finished.name, frame: finished.view.frame, color: finished.view.backgroundColor,
        children: finished.children + finished.view.contentFrameTrees + guides)
      guard !stack.isEmpty else { return node }
      stack[stack.count - 1].children.append(node)
    }
    return FrameTree(name: name(self, 0), frame: frame)
  }
}
