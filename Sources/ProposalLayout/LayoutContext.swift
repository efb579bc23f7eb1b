import LayoutCore

/// The environment a layout pass runs in: what parents pass down to children besides the
/// proposal.
public struct LayoutContext: Sendable {
  /// The fields that change rarely down the tree — at a modifier, a scroll view, a safe-area
  /// change — or not at all within a pass.
  ///
  /// They sit behind one immutable reference, so that the context a container makes for each
  /// child (which changes only ``stackAxis``, ``nodeID`` and ``origin``) is a few words and one
  /// retain to copy, not eleven fields with a retain for each of the measurer, the cache, the
  /// coordinate spaces and the name registry (copying the context and its retains were a
  /// large part of a pass's profile). Setting one of them makes a new
  /// reference (copy on write), which happens once per modifier that sets it.
  private struct Shared: Sendable {
    var textMeasurer: any TextMeasurer
    var displayScale: Double = 1
    var sizeCache: SizeCache?
    /// The pass's table of ASCII advances for `textMeasurer` (``asciiAdvances``).
    var asciiAdvances: ASCIIAdvances?
    var container = ProposedViewSize.unspecified
    var safeArea: SafeAreaGeometry?
    var coordinateSpaces: [String: Point] = [:]
    var nameRegistry: NameRegistry?
  }

  /// The immutable box the ``Shared`` fields live in.
  private final class SharedBox: Sendable {
    let fields: Shared
    init(_ fields: Shared) { self.fields = fields }
  }

  private var shared: SharedBox

  /// Replaces the shared fields with a copy changed by `change`.
  private mutating func updateShared(_ change: (inout Shared) -> Void) {
    var fields = shared.fields
    change(&fields)
    shared = SharedBox(fields)
  }

  /// The ASCII advances shared by the texts this pass measures with ``textMeasurer``, or `nil`
  /// outside a pass: one table per measurer and pass, so that each byte's advance is asked once
  /// a pass, not once a text (``ASCIIAdvances``).
  ///
  /// Made with the pass's cache (``withSizeCache()``) and made again whenever the measurer is
  /// set, so a table never serves two measurers; setting any other shared field copies the
  /// reference, so the texts below a safe-area or coordinate-space modifier share it. It is
  /// held here, beside the measurer it belongs to, rather than in the cache keyed by the shared
  /// fields' identity: that key had to be held weakly (the fields hold the cache), and a
  /// weakly referenced object takes every later retain and release — one for each context a
  /// container makes for a child — through the runtime's slow path.
  var asciiAdvances: ASCIIAdvances? { shared.fields.asciiAdvances }

  /// Measures ``Text``.
  public var textMeasurer: any TextMeasurer {
    get { shared.fields.textMeasurer }
    set {
      updateShared { fields in
        fields.textMeasurer = newValue
        fields.asciiAdvances = fields.sizeCache.map { _ in Self.newASCIIAdvances() }
      }
    }
  }
  /// Pixels per point, as SwiftUI's `EnvironmentValues.displayScale`: a ``Divider`` is
  /// `1 / displayScale` thick. 1 unless set; a device's scale is 2 or 3.
  public var displayScale: Double {
    get { shared.fields.displayScale }
    set { updateShared { $0.displayScale = newValue } }
  }
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
  var sizeCache: SizeCache? { shared.fields.sizeCache }
  /// The origin, in the root's coordinate space, of the space the node's frame is placed in:
  /// its parent's. Set while placing (see ``placed(at:)``); sizing never reads it.
  var origin = Point.zero
  /// The size of the nearest container — the root's proposal, or a ``ScrollView``'s — for
  /// ``LayoutNode/containerRelativeFrame(_:alignment:)``; `nil` on an axis where it is unknown.
  var container: ProposedViewSize {
    get { shared.fields.container }
    set { updateShared { $0.container = newValue } }
  }
  /// The safe area the node is placed in, or `nil` when the tree is laid out without one
  /// (``LayoutNode/layout(proposal:context:)``): then nothing is unsafe.
  var safeArea: SafeAreaGeometry? {
    get { shared.fields.safeArea }
    set { updateShared { $0.safeArea = newValue } }
  }
  /// The origins, in the root's coordinate space, of the named coordinate spaces around the
  /// node (``LayoutNode/coordinateSpace(_:)``).
  var coordinateSpaces: [String: Point] {
    get { shared.fields.coordinateSpaces }
    set { updateShared { $0.coordinateSpaces = newValue } }
  }
  /// Where ``LayoutNode/named(_:)`` records names, or `nil` outside
  /// ``LayoutNode/layoutResult(proposal:context:)``.
  var nameRegistry: NameRegistry? {
    get { shared.fields.nameRegistry }
    set { updateShared { $0.nameRegistry = newValue } }
  }

  /// Creates a context that measures text with `textMeasurer` (by default the regular system
  /// font at 17 pt, as iOS measures it).
  public init(textMeasurer: any TextMeasurer = FontMetricsTextMeasurer()) {
    shared = SharedBox(Shared(textMeasurer: textMeasurer))
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

  /// This context with a fresh size cache and table of ASCII advances, for one layout pass.
  func withSizeCache() -> LayoutContext {
    var context = self
    context.updateShared { fields in
      fields.sizeCache = SizeCache()
      fields.asciiAdvances = Self.newASCIIAdvances()
    }
    return context
  }

  /// An empty table of ASCII advances under the length factor the pass runs under (a text
  /// measured under another factor does not use it, ``MeasuredText``).
  private static func newASCIIAdvances() -> ASCIIAdvances {
    ASCIIAdvances(lengthFactor: TextLengthFactor.current)
  }
}
