import LayoutCore

/// A leaf whose size and content come from outside the proposal system — the seam for
/// embedding another layout engine (such as a constraint-based one) in a proposal tree.
///
/// `sizeThatFits` answers proposals (it should honour the `nil`/0/∞ questions of
/// ``ProposedViewSize``); `place` lays out the external content in the given size and returns
/// its frame trees, relative to this node.
public struct ExternalNode: LayoutNode {
  /// The frame-tree node's name.
  public let name: String
  private let measure: @Sendable (ProposedViewSize) -> Size
  private let arrange: @Sendable (Size) -> [FrameTree]

  /// Creates a node from an external measuring function and an external placement.
  public init(
    name: String, sizeThatFits: @escaping @Sendable (ProposedViewSize) -> Size,
    place: @escaping @Sendable (Size) -> [FrameTree] = { _ in [] }
  ) {
    self.name = name
    self.measure = sizeThatFits
    self.arrange = place
  }

  public func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    measure(proposal)
  }

  public func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext)
    -> FrameTree
  {
    FrameTree(name: name, frame: frame, children: arrange(frame.size))
  }
}

extension LayoutNode {
  /// The node's ideal size: its answer to `nil×nil`, memoised as in a layout pass.
  ///
  /// An embedding constraint layout can use it as an intrinsic content size.
  public func idealSize(context: LayoutContext = LayoutContext()) -> Size {
    sizeThatFits(.unspecified, context: context.forMeasuring())
  }

  /// The node's height when given `width`: its answer to `width×nil`, memoised as in a layout
  /// pass.
  ///
  /// An embedding constraint layout can use it for height-for-width (wrapping text).
  public func height(forWidth width: Double, context: LayoutContext = LayoutContext()) -> Double {
    sizeThatFits(ProposedViewSize(width: width, height: nil), context: context.forMeasuring())
      .height
  }
}

extension LayoutContext {
  /// This context, with a fresh cache unless it is already part of a layout pass: a measurement
  /// from outside is a pass of its own, memoised as ``LayoutNode/layout(proposal:context:)`` is,
  /// so that nested stacks cost linear, not exponential, time.
  fileprivate func forMeasuring() -> LayoutContext {
    sizeCache == nil ? withSizeCache() : self
  }
}
