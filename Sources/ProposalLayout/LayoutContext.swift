import LayoutCore

/// The environment a layout pass runs in: what parents pass down to children besides the
/// proposal.
public struct LayoutContext: Sendable {
  /// Measures ``Text``.
  public var textMeasurer: any TextMeasurer
  /// Pixels per point, as SwiftUI's `EnvironmentValues.displayScale`: a ``Divider`` is
  /// `1 / displayScale` thick. 1 unless set; a device's scale is 2 or 3.
  public var displayScale: Double = 1
  /// The major axis of the nearest enclosing stack, which a ``Spacer`` expands along; `nil`
  /// outside stacks [R: OSUI-HVSTACK `stackOrientation`].
  var stackAxis: Axis?
  /// The node's identity in ``sizeCache``: 0 for the root, and for every other node a number
  /// the cache assigned to its parent's identity and its index among the parent's children. So
  /// it stands for the path of child indices from the root, at O(1) cost per level where the
  /// path itself would cost O(depth). Always 0 outside a layout pass.
  var nodeID = 0
  /// The memoised answers of the current layout pass, or `nil` outside
  /// ``LayoutNode/layout(proposal:context:)``.
  var sizeCache: SizeCache?
  /// The origin, in the root's coordinate space, of the space the node's frame is placed in:
  /// its parent's. Set while placing (see ``placed(at:)``); sizing never reads it.
  var origin = Point.zero
  /// The size of the nearest container — the root's proposal, or a ``ScrollView``'s — for
  /// ``LayoutNode/containerRelativeFrame(_:alignment:)``; `nil` on an axis where it is unknown.
  var container = ProposedViewSize.unspecified
  /// The safe area the node is placed in, or `nil` when the tree is laid out without one
  /// (``LayoutNode/layout(proposal:context:)``): then nothing is unsafe.
  var safeArea: SafeAreaGeometry?
  /// The origins, in the root's coordinate space, of the named coordinate spaces around the
  /// node (``LayoutNode/coordinateSpace(_:)``).
  var coordinateSpaces: [String: Point] = [:]
  /// Where ``LayoutNode/named(_:)`` records names, or `nil` outside
  /// ``LayoutNode/layoutResult(proposal:context:)``.
  var nameRegistry: NameRegistry?

  /// Creates a context that measures text with `textMeasurer`.
  public init(textMeasurer: any TextMeasurer = FontMetricsTextMeasurer()) {
    self.textMeasurer = textMeasurer
  }

  /// The context for child `index` of a container with the given stack orientation.
  ///
  /// A secondary view (background, overlay) uses index −1, so it never shares an identity with
  /// the primary view.
  func forChild(_ index: Int, stackAxis: Axis?) -> LayoutContext {
    var context = self
    context.stackAxis = stackAxis
    if let sizeCache { context.nodeID = sizeCache.childID(of: nodeID, index: index) }
    return context
  }

  /// The context for the content of a modifier: child 0, in the same stack.
  ///
  /// Every library node with a child gives it an identity of its own, so that a modifier and
  /// its content — or two modifiers of one type, one inside the other — never share answers in
  /// ``sizeCache``.
  func forContent() -> LayoutContext {
    forChild(0, stackAxis: stackAxis)
  }

  /// The context for the children of a node placed at `position` in this context's space:
  /// their frames are relative to that node.
  ///
  /// A node of your own that places a child inside its own frame (rather than in the frame it
  /// was given) passes the child this context, so that the child's global frame — read by
  /// ``GeometryProxy/frame(in:)`` and the safe area — is right. ``Layout`` containers do it
  /// for you.
  public func placed(at position: Point) -> LayoutContext {
    var context = self
    context.origin = Point(x: origin.x + position.x, y: origin.y + position.y)
    return context
  }

  /// This context with a fresh size cache, for one layout pass.
  func withSizeCache() -> LayoutContext {
    var context = self
    context.sizeCache = SizeCache()
    return context
  }
}
