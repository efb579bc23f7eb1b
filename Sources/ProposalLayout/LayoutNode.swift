import LayoutCore

/// A node of a proposal layout tree: it chooses its size for a proposal and then places itself
/// (and its children) in the frame its parent gives it.
///
/// Layout has two phases [D: AppleDocs-Layout; O: WWDC19-237]. In *sizing*, a parent may ask
/// ``sizeThatFits(_:context:)`` as often as it likes with different proposals; the answer is a
/// pure function of the proposal and context, and it is final — the parent cannot force a
/// different size. In *placement*, the parent calls ``place(in:proposal:context:)`` once with a
/// frame whose size is an answer the child gave to that same proposal.
///
/// Leaves, modifiers and containers all conform. To write your own container, conform to
/// ``Layout`` instead; it gives you SwiftUI's `Layout` API. A node of your own may wrap one child
/// and pass it the context it was given; one that asks several children must be a ``Layout``
/// container, because a layout pass memoises answers by each node's position in the tree, and
/// children asked with one context would share a position.
///
/// Trees may be arbitrarily deep: the library's nodes make sure the stack has room before they
/// recurse (see ``LayoutCore/withSufficientStack(_:)``, which a deep chain of your own nodes can
/// use too), and keep their children so that dropping a deep tree does not recurse either.
public protocol LayoutNode: Sendable {
  /// The size the node chooses for `proposal`. It may be larger than the proposal.
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size

  /// The node's frame tree, placed at `frame`.
  ///
  /// - Parameters:
  ///   - frame: The node's frame in its parent's coordinate space; its size is the node's
  ///     answer to `proposal`.
  ///   - proposal: The proposal that produced `frame.size`.
  ///   - context: The environment the parent lays out in.
  /// - Returns: A tree whose root has `frame` as its frame and whose children are relative to it.
  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree

  /// The priority a stack uses to decide whom to offer space first; 0 unless set with
  /// ``layoutPriority(_:)``.
  var layoutPriority: Double { get }

  /// The node's spacing preferences, from which stacks compute default gaps.
  var spacing: ViewSpacing { get }

  /// The node's explicit value for `guide`, in its own coordinates, or `nil` for the default.
  func explicitAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext
  ) -> Double?
}

extension LayoutNode {
  /// 0: the default priority [D: AppleDocs-layoutPriority].
  public var layoutPriority: Double { 0 }

  /// No preference: stacks put the platform default gap next to this node.
  public var spacing: ViewSpacing { ViewSpacing() }

  /// `nil`: the node has no explicit guides.
  public func explicitAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext
  ) -> Double? { nil }

  /// Lays out the tree for `proposal`: sizes the root, then places it at the origin.
  ///
  /// Frames are unrounded; see ``LayoutCore/FrameTree/roundedToPixels(displayScale:)``.
  ///
  /// Within this call the library's nodes memoise their sizes and alignment guides, so the
  /// work is proportional to the number of nodes, whatever the depth of the tree.
  public func layout(proposal: ProposedViewSize, context: LayoutContext = LayoutContext())
    -> FrameTree
  {
    withSufficientStack {
      var pass = context.withSizeCache()
      // The root's proposal is the window: the outermost container.
      if pass.container == .unspecified { pass.container = proposal }
      let size = sizeThatFits(proposal, context: pass)
      return place(in: Rect(origin: .zero, size: size), proposal: proposal, context: pass)
    }
  }
}
