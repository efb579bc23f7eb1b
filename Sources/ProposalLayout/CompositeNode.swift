import LayoutCore

/// A node defined by another node, its ``body``, like a SwiftUI view with a `body`.
///
/// It is layout-neutral: it has exactly its body's size, priority, guides, spacing and frame
/// tree [O: WWDC19-237 "the top layer of any view with a body is always … layout neutral"].
public protocol CompositeNode: LayoutNode {
  /// The type of the body.
  associatedtype Body: LayoutNode
  /// The node this one stands for.
  var body: Body { get }
}

// The body is asked with the node's own context: it is the node, so it keeps its identity in
// the layout pass's cache.
extension CompositeNode {
  /// The body's size.
  public func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    withSufficientStack { body.sizeThatFits(proposal, context: context) }
  }

  /// The body's frame tree.
  public func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext)
    -> FrameTree
  {
    withSufficientStack { body.place(in: frame, proposal: proposal, context: context) }
  }

  /// The body's priority.
  public var layoutPriority: Double { withSufficientStack { body.layoutPriority } }

  /// The body's spacing preferences.
  public var spacing: ViewSpacing { withSufficientStack { body.spacing } }

  /// The body's explicit guides.
  public func explicitAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext
  ) -> Double? {
    withSufficientStack {
      body.explicitAlignment(of: guide, in: size, proposal: proposal, context: context)
    }
  }
}
