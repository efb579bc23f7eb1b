import LayoutCore

extension View {
  /// The view's subtree as a ``LayoutCore/FrameTree`` for renderers: frames relative to the
  /// parent, views named by their identifiers (or `Type-index` among their siblings), followed by
  /// each view's ``contentFrameTrees`` and then the layout guides added with ``addLayoutGuide(_:)``
  /// as guide nodes.
  ///
  /// Built with an explicit stack: trees of any depth.
  public func frameTree() -> FrameTree {
    buildFrameTree { item, index, isSystemGuide in
      isSystemGuide ? nil : item.identifier ?? "\(type(of: item))-\(index)"
    }
  }

  /// The same tree with names of the caller's choosing: `naming` gives each view and layout
  /// guide its name. A view it does not name keeps its default name (`Type-index`); a guide it
  /// does not name is left out. The system guides a view has made (safe area, layout margins,
  /// readable content) are asked too, after its own guides, so a caller can show the ones it
  /// used under names of its own. `text` gives the text a view shows, for pictures.
  public func frameTree(naming: (LayoutItem) -> String?, text: (View) -> String? = { _ in nil })
    -> FrameTree
  {
    buildFrameTree(text: text) { item, index, _ in
      naming(item) ?? (item is View ? "\(type(of: item))-\(index)" : nil)
    }
  }

  /// The tree, named by `name(item, indexAmongSiblings, isSystemGuide)`; guides named `nil`
  /// are left out.
  private func buildFrameTree(
    text: (View) -> String? = { _ in nil }, name: (LayoutItem, Int, Bool) -> String?
  ) -> FrameTree {
    func viewName(_ view: View, _ index: Int) -> String {
      name(view, index, false) ?? "\(type(of: view))-\(index)"
    }
    var stack: [(view: View, name: String, next: Int, children: [FrameTree])] = [
      (self, viewName(self, 0), 0, [])
    ]
    while let top = stack.last {
      if top.next < top.view.subviews.count {
        stack[stack.count - 1].next += 1
        let child = top.view.subviews[top.next]
        stack.append((child, viewName(child, top.next), 0, []))
        continue
      }
      let finished = stack.removeLast()
      let view = finished.view
      let own = view.layoutGuides.enumerated().map { ($0.element, $0.offset, false) }
      let system = [view.marginsGuide, view.safeAreaGuide, view.readableGuide].compactMap { $0 }
        .map { ($0, 0, true) }
      let guides = (own + system).compactMap { guide, index, isSystem -> FrameTree? in
        name(guide, index, isSystem).map {
          FrameTree(name: $0, kind: .guide, frame: guide.layoutFrame)
        }
      }
      let node = FrameTree(
        name: finished.name, frame: view.frame, color: view.backgroundColor, text: text(view),
        children: finished.children + view.contentFrameTrees + guides)
      guard !stack.isEmpty else { return node }
      stack[stack.count - 1].children.append(node)
    }
    return FrameTree(name: viewName(self, 0), frame: frame)
  }
}
