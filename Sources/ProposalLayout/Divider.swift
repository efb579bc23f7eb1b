import LayoutCore

/// A line that separates content: it spans the minor axis of the enclosing stack and is one
/// pixel thick along the stack's axis; outside a stack it is horizontal.
///
/// "When contained in a stack, the divider extends across the minor axis of the stack, or
/// horizontally when not in a stack" ("Divider",
/// https://developer.apple.com/documentation/swiftui/divider). Across the line it takes the
/// proposal, `nil → 10` as shapes do; its thickness is a hairline, `1 / displayScale` points
/// of the context — Apple does not document the thickness, so that value is unverified.
public struct Divider: LayoutNode, Hashable {
  /// Creates a divider.
  public init() {}

  /// Thickness along the stack axis (vertical outside stacks); the proposal across it.
  public func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    let thicknessAxis = context.stackAxis ?? .vertical
    var size = proposal.replacingUnspecifiedDimensions()
    size[thicknessAxis] = 1 / context.displayScale
    return size
  }

  /// A leaf named "Divider", drawn grey.
  public func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext)
    -> FrameTree
  {
    FrameTree(name: "Divider", frame: frame, color: "lightgray")
  }
}
