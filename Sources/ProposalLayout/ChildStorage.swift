import LayoutCore

// Dropping a tree releases it recursively: a node's release releases its child, whose release
// releases its child, a few stack frames per level in the Swift runtime. A tree 100,000 levels
// deep would overflow the stack when the last reference to it goes away, before or after any
// layout. So library nodes keep their children in these wrappers, whose boxes release the
// children inside ``LayoutCore/withSufficientStack(_:)``: every library level of the release
// checks the stack and, when it is nearly used up, continues on a new thread.

// The boxes also keep each child cast to `ChildDependentSpacing` (or `nil`), made once when the
// tree is built: asking a child for its spacing preferences in a layout pass needs that cast,
// and made at every question it was a conformance look-up in the runtime each time.

/// The child of a library modifier, released with room on the stack.
@propertyWrapper
struct ChildNode: Sendable {
  private let box: Box

  init(wrappedValue: any LayoutNode) {
    box = Box(wrappedValue)
  }

  var wrappedValue: any LayoutNode { box.node }

  /// The wrapper, so that a modifier asks `$content.spacing(in:)`.
  var projectedValue: ChildNode { self }

  /// The child's spacing preferences in `context`: ``LayoutNode/spacing(in:)`` without its cast.
  func spacing(in context: LayoutContext) -> ViewSpacing {
    if let known = box.knownSpacing { return known }
    return box.spacingNode?.memoisedSpacing(context: context)
      ?? withSufficientStack { box.node.spacing }
  }

  /// The child's spacing preferences if the tree's structure gives them
  /// (``ChildNodes/knownSpacing(of:cast:)``), found when the tree is built.
  var knownSpacing: ViewSpacing? { box.knownSpacing }

  /// Whether the child is a ``Color`` or a ``Spacer``: a leaf with no explicit guide at all, so
  /// a modifier around it has none either. (A comparison of metatypes, not a cast.)
  var isLeafWithoutGuides: Bool { box.isLeafWithoutGuides }

  /// Whether the child's size is the same for every proposal
  /// (``ChildDependentSpacing/sizeIgnoresProposal``), found when the tree is built.
  var sizeIgnoresProposal: Bool { box.sizeIgnoresProposal }

  /// Whether the child never has an explicit value for `guide`, found without asking it: a leaf
  /// without guides has none, and a child with ``ChildDependentSpacing/hasNoBuiltInExplicitGuides``
  /// none for a built-in guide.
  func hasNoExplicitValue(for guide: AlignmentKey) -> Bool {
    box.isLeafWithoutGuides || (guide.isBuiltIn && box.hasNoBuiltInExplicitGuides)
  }

  /// The child's dimensions sized `size` for `proposal`, to be aligned by `alignment`: without
  /// explicit guides when the child never has a value for either of `alignment`'s guides (their
  /// defaults are then its guides' values), so that aligning a colour in a frame or behind a
  /// row does not ask it for guides it cannot have.
  func dimensions(
    in size: Size, proposal: ProposedViewSize, context: LayoutContext, for alignment: Alignment
  ) -> ViewDimensions {
    if hasNoExplicitValue(for: alignment[.horizontal]),
      hasNoExplicitValue(for: alignment[.vertical])
    {
      return ViewDimensions(size: size)
    }
    return ViewDimensions(of: box.node, size: size, proposal: proposal, context: context)
  }

  /// Whether the child never has an explicit value for a built-in guide.
  var hasNoBuiltInExplicitGuides: Bool {
    box.isLeafWithoutGuides || box.hasNoBuiltInExplicitGuides
  }

  /// `@unchecked Sendable`: `node` and `spacingNode` are only written in `deinit`, when no one
  /// else can read them. For the same reason their accesses are not checked for exclusivity at
  /// run time: no two can overlap, so the check of each read would be pure cost.
  private final class Box: @unchecked Sendable {
    @exclusivity(unchecked) var node: any LayoutNode
    /// `node` as a library node whose preferences come from its children, or `nil`.
    @exclusivity(unchecked) var spacingNode: (any ChildDependentSpacing)?
    /// See ``ChildNode/isLeafWithoutGuides``: found once, when the tree is built (finding the
    /// dynamic type of an existential at each question costs a runtime call).
    let isLeafWithoutGuides: Bool
    /// See ``ChildNode/sizeIgnoresProposal``.
    let sizeIgnoresProposal: Bool
    /// See ``ChildNodes/hasNoBuiltInExplicitGuides(_:cast:)``.
    let hasNoBuiltInExplicitGuides: Bool
    /// See ``ChildNodes/knownSpacing(of:cast:)``.
    let knownSpacing: ViewSpacing?

    init(_ node: any LayoutNode) {
      self.node = node
      spacingNode = node as? any ChildDependentSpacing
      sizeIgnoresProposal = spacingNode?.sizeIgnoresProposal ?? false
      let type = Swift.type(of: node)
      isLeafWithoutGuides = type == Color.self || type == Spacer.self
      hasNoBuiltInExplicitGuides = ChildNodes.hasNoBuiltInExplicitGuides(node, cast: spacingNode)
      knownSpacing = ChildNodes.knownSpacing(of: node, cast: spacingNode)
    }

    deinit {
      // Move the child out, then release it inside the closure. (Assigning to `node` inside the
      // closure would hold an access to the property during the nested releases, and debug
      // builds check each new access against all open ones: quadratic in the depth.)
      var child: any LayoutNode = ReleasedNode()
      swap(&child, &node)
      var cast: (any ChildDependentSpacing)? = nil
      swap(&cast, &spacingNode)
      withSufficientStack {
        child = ReleasedNode()
        cast = nil
      }
    }
  }
}

/// The children of a library container, released with room on the stack.
@propertyWrapper
struct ChildNodes: Sendable {
  private let box: Box

  init(wrappedValue: [any LayoutNode]) {
    box = Box(wrappedValue)
  }

  var wrappedValue: [any LayoutNode] { box.nodes }

  /// The wrapper, so that a container hands its children to ``LayoutSubviews`` with their casts.
  var projectedValue: ChildNodes { self }

  /// The number of children.
  var count: Int { box.nodes.count }

  /// Child `index`.
  subscript(index: Int) -> any LayoutNode { box.nodes[index] }

  /// Whether every child's size is the same for every proposal
  /// (``ChildDependentSpacing/sizeIgnoresProposal``; `true` without children), found when the
  /// tree is built.
  var allSizesIgnoreProposal: Bool { box.allSizesIgnoreProposal }

  /// Whether, inside a stack, every child's size is the same for every proposal across the
  /// stack's axis (`true` without children), found when the tree is built: each child's size
  /// ignores the proposal altogether, or the child is a ``Spacer``, which takes the length the
  /// stack proposes along its axis and 0 across it whatever it is proposed there, has no guides
  /// and is placed as a bare frame.
  var allSizesIgnoreProposalAcrossStack: Bool { box.allSizesIgnoreProposalAcrossStack }

  /// Whether child `index` never has an explicit value for a built-in guide, found when the
  /// tree is built (``hasNoBuiltInExplicitGuides(_:cast:)``): a stack aligning it by one then
  /// takes the guide's default without asking it.
  func hasNoBuiltInExplicitGuides(ofChild index: Int) -> Bool {
    box.noBuiltInExplicitGuides[index]
  }

  /// Whether `node` never has an explicit value for a built-in frame guide (leading, centre,
  /// trailing, top, bottom), known from its type: a ``Color`` or a ``Spacer`` (no guides at
  /// all), a ``Text`` (its only explicit guides are its baselines, which are not built-in frame
  /// guides), or a library node that says so (``ChildDependentSpacing/hasNoBuiltInExplicitGuides``,
  /// given as `cast`).
  static func hasNoBuiltInExplicitGuides(
    _ node: any LayoutNode, cast: (any ChildDependentSpacing)?
  ) -> Bool {
    let type = Swift.type(of: node)
    return type == Color.self || type == Spacer.self || type == Text.self
      || cast?.hasNoBuiltInExplicitGuides ?? false
  }

  /// The spacing preferences of child `index` in `context`: ``LayoutNode/spacing(in:)`` without
  /// its cast.
  func spacing(ofChild index: Int, in context: LayoutContext) -> ViewSpacing {
    if let known = box.knownSpacings[index] { return known }
    return box.spacingNodes[index]?.memoisedSpacing(context: context)
      ?? withSufficientStack { box.nodes[index].spacing }
  }

  /// Each child's spacing preferences where the tree's structure gives them
  /// (``knownSpacing(of:cast:)``), found when the tree is built.
  var knownSpacings: [ViewSpacing?] { box.knownSpacings }

  /// The union of every child's preferences, as the default ``Layout/spacing(subviews:cache:)``
  /// makes it, if each child's is known (``knownSpacing(of:cast:)``; no preference without
  /// children), else `nil`.
  var knownUnion: ViewSpacing? { box.knownUnion }

  /// `node`'s spacing preferences when the tree's structure gives them, without a walk: the
  /// constants of a ``Color`` and a ``Text`` (no preference, ``LayoutNode/spacing``'s default)
  /// and of a ``Spacer`` (0 on every edge), or what a library node says
  /// (``ChildDependentSpacing/knownSpacing``, given as `cast`); else `nil`.
  static func knownSpacing(of node: any LayoutNode, cast: (any ChildDependentSpacing)?)
    -> ViewSpacing?
  {
    let type = Swift.type(of: node)
    if type == Color.self || type == Text.self { return ViewSpacing() }
    if type == Spacer.self { return .zero }
    return cast?.knownSpacing
  }

  /// `@unchecked Sendable`: `nodes` and `spacingNodes` are only written in `deinit`, when no one
  /// else can read them; nor are their accesses checked for exclusivity at run time (see
  /// ``ChildNode``'s box).
  private final class Box: @unchecked Sendable {
    @exclusivity(unchecked) var nodes: [any LayoutNode]
    /// Each of `nodes` as a library node whose preferences come from its children, or `nil`.
    @exclusivity(unchecked) var spacingNodes: [(any ChildDependentSpacing)?]
    /// See ``ChildNodes/allSizesIgnoreProposal``.
    let allSizesIgnoreProposal: Bool
    /// See ``ChildNodes/allSizesIgnoreProposalAcrossStack``.
    let allSizesIgnoreProposalAcrossStack: Bool
    /// Per child: ``ChildNodes/hasNoBuiltInExplicitGuides(_:cast:)``.
    let noBuiltInExplicitGuides: [Bool]
    /// Per child: ``ChildNodes/knownSpacing(of:cast:)``.
    let knownSpacings: [ViewSpacing?]
    /// See ``ChildNodes/knownUnion``.
    let knownUnion: ViewSpacing?

    init(_ nodes: [any LayoutNode]) {
      self.nodes = nodes
      // Every child's facts in one walk: a map or a `zip` per fact copied every child's
      // existentials again for each.
      var casts: [(any ChildDependentSpacing)?] = []
      var noGuides: [Bool] = []
      var known: [ViewSpacing?] = []
      casts.reserveCapacity(nodes.count)
      noGuides.reserveCapacity(nodes.count)
      known.reserveCapacity(nodes.count)
      var allIgnore = true
      var allIgnoreAcross = true
      var union: ViewSpacing? = ViewSpacing()
      for node in nodes {
        let cast = node as? any ChildDependentSpacing
        let ignores = cast?.sizeIgnoresProposal ?? false
        allIgnore = allIgnore && ignores
        allIgnoreAcross = allIgnoreAcross && (ignores || type(of: node) == Spacer.self)
        noGuides.append(ChildNodes.hasNoBuiltInExplicitGuides(node, cast: cast))
        let spacing = ChildNodes.knownSpacing(of: node, cast: cast)
        if let spacing { union?.formUnion(spacing) } else { union = nil }
        known.append(spacing)
        casts.append(cast)
      }
      spacingNodes = casts
      allSizesIgnoreProposal = allIgnore
      allSizesIgnoreProposalAcrossStack = allIgnoreAcross
      noBuiltInExplicitGuides = noGuides
      knownSpacings = known
      knownUnion = union
    }

    deinit {
      // Move the children out, then release them inside the closure; see `ChildNode`.
      var children: [any LayoutNode] = []
      swap(&children, &nodes)
      var casts: [(any ChildDependentSpacing)?] = []
      swap(&casts, &spacingNodes)
      withSufficientStack {
        children = []
        casts = []
      }
    }
  }
}

/// What a ``ChildNode`` box holds while it is being destroyed; never laid out.
private struct ReleasedNode: LayoutNode {
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size { .zero }

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    FrameTree(name: "released", frame: frame)
  }
}
