import LayoutCore

/// A library node whose spacing preferences come from its children's, asked with the children's
/// contexts so that, in a layout pass, every node's preferences are computed once.
///
/// ``LayoutNode/spacing`` has no context, so it cannot be memoised: a container asking a child
/// for its preferences would walk the child's whole subtree each time, and nested stacks with
/// several children (which ask for them to find each gap) would cost the square of the depth —
/// 1,000 levels of `VStack { inner; Color.blue }` took 19 s in a debug build.
protocol ChildDependentSpacing: LayoutNode {
  /// The node's spacing preferences, its children asked with contexts derived from `context`:
  /// the same value as ``LayoutNode/spacing``.
  func spacing(context: LayoutContext) -> ViewSpacing

  /// `true` if the node's size is the same for every proposal, known from the tree's structure
  /// alone: a frame fixed in both dimensions, or padding, a background, an overlay or a stack
  /// around content (all of whose children) of that kind. A layout pass then memoises one size
  /// for the node under every proposal (see ``memoisedSize(for:context:compute:)``). Default
  /// `false`.
  var sizeIgnoresProposal: Bool { get }

  /// `true` if the node never has an explicit value for a built-in frame guide (leading,
  /// centre, trailing, top, bottom), known from the tree's structure alone: a library stack
  /// (built-in guides do not propagate past it), or padding, a frame or a background around
  /// such a node, around a leaf without guides or around a ``Text`` (whose only explicit guides
  /// are its baselines). Its parent then answers `nil` for those guides without walking down to
  /// it. Default `false`.
  var hasNoBuiltInExplicitGuides: Bool { get }

  /// The node's spacing preferences when the tree's structure alone gives them, else `nil`:
  /// padding or a layout-neutral modifier around such a node (or around a ``Color``, ``Text``
  /// or ``Spacer``, whose preferences are constants), or a library stack all of whose children
  /// have known ones. Preferences never depend on the context (``LayoutNode/spacing`` has
  /// none), so a node that knows them answers without a walk down its subtree or a memoised
  /// entry in the pass. Default `nil`.
  var knownSpacing: ViewSpacing? { get }
}

extension LayoutNode {
  /// The node's spacing preferences, memoised in the layout pass of `context` for library
  /// nodes; other nodes are asked for ``spacing``.
  func spacing(in context: LayoutContext) -> ViewSpacing {
    guard let node = self as? any ChildDependentSpacing else {
      return withSufficientStack { spacing }
    }
    return node.memoisedSpacing(context: context)
  }
}

extension ChildDependentSpacing {
  var sizeIgnoresProposal: Bool { false }
  var hasNoBuiltInExplicitGuides: Bool { false }
  var knownSpacing: ViewSpacing? { nil }

  /// ``spacing(context:)``, computed at most once per layout pass, with room on the stack.
  func memoisedSpacing(context: LayoutContext) -> ViewSpacing {
    withSufficientStack {
      guard let sizeCache = context.sizeCache else { return spacing(context: context) }
      let key = SizeCache.NodeKey(node: context.nodeID, type: ObjectIdentifier(Self.self))
      return sizeCache.spacing(for: key) { spacing(context: context) }
    }
  }

  /// The preferences outside a layout pass, for ``LayoutNode/spacing``: they do not depend on
  /// the context, so any context will do.
  var spacingOutsideAPass: ViewSpacing {
    spacing(context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer()))
  }
}
