import LayoutCore

/// Flexible empty space that expands along the major axis of its enclosing stack.
///
/// Along the stack's axis it is `max(proposal, minLength)`: ideal = minimum = `minLength`
/// (default 8, the default spacing), maximum = ∞; across the axis it is 0. Outside a stack it
/// expands on both axes. Its priority is −∞ so every other child is sized first, and it
/// publishes a spacing preference of 0, so the gaps next to it are 0
/// [R: OSUI-SPACER; O: WATER-968; D: AppleDocs-Spacer].
public struct Spacer: LayoutNode, Hashable {
  /// The least length along the stack axis, or `nil` for the default spacing.
  public let minLength: Double?

  /// Creates a spacer.
  public init(minLength: Double? = nil) {
    self.minLength = minLength
  }

  public func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    func length(_ axis: Axis) -> Double {
      max(proposal[axis] ?? -.infinity, minLength ?? ViewSpacing.defaultDistance)
    }
    guard let axis = context.stackAxis else {
      return Size(width: length(.horizontal), height: length(.vertical))
    }
    var size = Size.zero
    size[axis] = length(axis)
    return size
  }

  public func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext)
    -> FrameTree
  {
    FrameTree(name: "Spacer", kind: .guide, frame: frame)
  }

  /// −∞: content is sized first, the spacer gets what is left.
  public var layoutPriority: Double { -.infinity }

  /// 0 on every edge.
  public var spacing: ViewSpacing { .zero }
}
