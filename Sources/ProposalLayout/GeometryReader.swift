import LayoutCore

/// What a ``GeometryReader``'s content knows about its container.
public struct GeometryProxy: Hashable, Sendable {
  /// The reader's size (unrounded).
  public let size: Size
}

/// A container that takes its whole proposal and builds its content from the resulting size.
///
/// "Always accepts the proposed size" [O: FG-GR]; a `nil` dimension becomes 10, as objc.io's
/// and SwiftCrossUI's reimplementations and an observed ScrollView report have it [O: PIE]
/// (OpenSwiftUI uses 0 — unverified, §5.8 of the research note). Each child is proposed the
/// reader's size and placed at the top-left corner [O: FG-GR; R: OSUI-GR].
public struct GeometryReader: LayoutNode {
  private let content: @Sendable (GeometryProxy) -> [any LayoutNode]

  /// Creates a reader whose content is built from its size.
  public init(
    @LayoutNodeBuilder content: @escaping @Sendable (GeometryProxy) -> [any LayoutNode]
  ) {
    self.content = content
  }

  public func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  public func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext)
    -> FrameTree
  {
    withSufficientStack {
      let childProposal = ProposedViewSize(frame.size)
      let children = content(GeometryProxy(size: frame.size)).enumerated().map { index, child in
        let childContext = context.placed(at: frame.origin).forChild(index, stackAxis: nil)
        return child.place(
          in: Rect(origin: .zero, size: child.sizeThatFits(childProposal, context: childContext)),
          proposal: childProposal, context: childContext)
      }
      return FrameTree(name: "GeometryReader", frame: frame, children: children)
    }
  }
}
