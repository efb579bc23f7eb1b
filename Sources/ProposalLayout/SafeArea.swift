import LayoutCore

/// The safe area a node is placed in, in the root's coordinate space.
///
/// `safe` is the region content should stay in; `bounds` is how far a view that ignores the
/// safe area may extend past each edge of `safe` — the window's edges at the root, the edge of
/// a `safeAreaInset` bar or `safeAreaPadding` inside it.
struct SafeAreaGeometry: Hashable, Sendable {
  var bounds: Rect
  var safe: Rect

  /// Edge distances are compared with this tolerance: they are sums of unrounded points.
  static let tolerance = 1e-9

  /// How far `frame` (absolute) reaches into the unsafe region past each edge: 0 for an edge
  /// inside the safe area. This is `GeometryProxy.safeAreaInsets`.
  func insets(of frame: Rect) -> EdgeInsets {
    EdgeInsets(
      top: max(safe.minY - frame.minY, 0), left: max(safe.minX - frame.minX, 0),
      bottom: max(frame.maxY - safe.maxY, 0), right: max(frame.maxX - safe.maxX, 0))
  }

  /// `frame` (absolute) grown, on each of `edges` where it touches or passes the safe area's
  /// edge, out to the bounds' edge.
  func expanding(_ frame: Rect, edges: Edge.Set) -> Rect {
    let t = Self.tolerance
    let top = edges.contains(.top) && frame.minY <= safe.minY + t ? min(bounds.minY, frame.minY) : frame.minY
    let left = edges.contains(.leading) && frame.minX <= safe.minX + t ? min(bounds.minX, frame.minX) : frame.minX
    let bottom = edges.contains(.bottom) && frame.maxY >= safe.maxY - t ? max(bounds.maxY, frame.maxY) : frame.maxY
    let right = edges.contains(.trailing) && frame.maxX >= safe.maxX - t ? max(bounds.maxX, frame.maxX) : frame.maxX
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The geometry inside a node at `frame` (absolute) whose content's safe area is `frame`
  /// inset by `insets`: a view inside may extend into the inset, and past the node's edge
  /// where that edge is itself in the unsafe region.
  func inset(_ frame: Rect, by insets: EdgeInsets) -> SafeAreaGeometry {
    let t = Self.tolerance
    let safeInside = Rect(
      x: max(frame.minX + insets.left, safe.minX), y: max(frame.minY + insets.top, safe.minY),
      width: 0, height: 0)
    let maxX = min(frame.maxX - insets.right, safe.maxX)
    let maxY = min(frame.maxY - insets.bottom, safe.maxY)
    let newSafe = Rect(
      x: safeInside.minX, y: safeInside.minY, width: max(maxX - safeInside.minX, 0),
      height: max(maxY - safeInside.minY, 0))
    let newBounds = Rect(
      x: frame.minX <= safe.minX + t ? bounds.minX : frame.minX,
      y: frame.minY <= safe.minY + t ? bounds.minY : frame.minY,
      width: 0, height: 0)
    let boundsMaxX = frame.maxX >= safe.maxX - t ? bounds.maxX : frame.maxX
    let boundsMaxY = frame.maxY >= safe.maxY - t ? bounds.maxY : frame.maxY
    return SafeAreaGeometry(
      bounds: Rect(
        x: newBounds.minX, y: newBounds.minY, width: boundsMaxX - newBounds.minX,
        height: boundsMaxY - newBounds.minY),
      safe: newSafe)
  }
}

/// The root of a tree hosted in a window with a safe area: the content is proposed the safe
/// area and centred in it, as a hosting controller's root view is.
struct SafeAreaHost: LayoutNode {
  @ChildNode var content: any LayoutNode
  let windowSize: Size
  let insets: EdgeInsets

  var safeRect: Rect {
    Rect(
      x: insets.left, y: insets.top, width: max(windowSize.width - insets.total(.horizontal), 0),
      height: max(windowSize.height - insets.total(.vertical), 0))
  }

  /// The window's size, whatever the proposal.
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size { windowSize }

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    withSufficientStack {
      let safe = safeRect
      var inner = context.placed(at: frame.origin).forContent()
      inner.safeArea = SafeAreaGeometry(bounds: Rect(origin: .zero, size: windowSize), safe: safe)
      // The container of containerRelativeFrame: the window minus the safe area insets.
      inner.container = ProposedViewSize(safe.size)
      let childProposal = ProposedViewSize(safe.size)
      let size = content.sizeThatFits(childProposal, context: inner)
      let origin = Point(
        x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2)
      return FrameTree(
        name: "window", kind: .guide, frame: frame,
        children: [
          content.place(
            in: Rect(origin: origin, size: size), proposal: childProposal, context: inner)
        ])
    }
  }
}

extension LayoutNode {
  /// Lays out the tree as the root view of a window of `windowSize` whose safe area is inset
  /// by `safeAreaInsets`, as a hosting controller fills a device's window.
  ///
  /// The root view is proposed the safe area's size and centred in it; views that call
  /// ``ignoresSafeArea(_:edges:)`` extend out of it to the window's edges where they touch
  /// them. The result's root is a `window` node covering the whole window, its child the tree.
  /// `containerRelativeFrame` measures against the safe area, as Apple documents ("the size of
  /// a container … subtracting any safe area insets").
  public func layout(
    inWindowOf windowSize: Size, safeAreaInsets: EdgeInsets,
    context: LayoutContext = LayoutContext()
  ) -> FrameTree {
    SafeAreaHost(content: self, windowSize: windowSize, insets: safeAreaInsets)
      .layout(proposal: ProposedViewSize(windowSize), context: context)
  }
}
