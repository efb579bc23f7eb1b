import LayoutCore

/// Sets the priority a container reads from its direct child.
struct LayoutPriorityModifier: LayoutNeutralModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let value: Double

  var layoutPriority: Double { value }
}

extension LayoutNode {
  /// Sets the priority with which a parent stack offers this node space (default 0).
  ///
  /// A stack offers the highest-priority children all its space minus the minimum sizes of the
  /// lower-priority ones, and so on down [D: AppleDocs-layoutPriority]. The priority is read
  /// from the stack's *direct* child: `frame`, `padding` and `aspectRatio` around it reset it to
  /// 0, while `fixedSize`, `background`, `overlay`, `offset` and `alignmentGuide` pass it on
  /// [R: OSUI-PRIO, OSUI-LV] — so apply it as the outermost modifier.
  public func layoutPriority(_ value: Double) -> some LayoutNode {
    LayoutPriorityModifier(content: self, value: value)
  }
}
