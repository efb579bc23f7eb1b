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

  /// Whether `frame` (absolute) touches or passes the safe area's start edge on `axis`
  /// (leading or top).
  private func touchesStart(_ frame: Rect, _ axis: Axis) -> Bool {
    frame.min(axis) <= safe.min(axis) + Self.tolerance
  }

  /// Whether `frame` touches or passes the safe area's end edge on `axis` (trailing, bottom).
  private func touchesEnd(_ frame: Rect, _ axis: Axis) -> Bool {
    frame.max(axis) >= safe.max(axis) - Self.tolerance
  }

  /// `frame` (absolute) grown, on each of `edges` where it touches or passes the safe area's
  /// edge, out to the bounds' edge.
  func expanding(_ frame: Rect, edges: Edge.Set) -> Rect {
    var low = frame.origin
    var high = Point(x: frame.maxX, y: frame.maxY)
    for axis in Axis.allCases {
      if edges.contains(Edge.Set(.start(of: axis))), touchesStart(frame, axis) {
        low[axis] = min(bounds.min(axis), low[axis])
      }
      if edges.contains(Edge.Set(.end(of: axis))), touchesEnd(frame, axis) {
        high[axis] = max(bounds.max(axis), high[axis])
      }
    }
    return Self.rect(from: low, to: high)
  }

  /// The geometry inside a node at `frame` (absolute) whose content's safe area is `frame`
  /// inset by `insets` (and never outside this safe area): a view inside may extend into the
  /// inset, and on past the node's edge where that edge is itself in the unsafe region.
  func inset(_ frame: Rect, by insets: EdgeInsets) -> SafeAreaGeometry {
    var safeLow = Point.zero
    var safeHigh = Point.zero
    var boundsLow = Point.zero
    var boundsHigh = Point.zero
    for axis in Axis.allCases {
      let (before, after) =
        axis == .horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
      safeLow[axis] = max(frame.min(axis) + before, safe.min(axis))
      safeHigh[axis] = max(min(frame.max(axis) - after, safe.max(axis)), safeLow[axis])
      boundsLow[axis] = touchesStart(frame, axis) ? bounds.min(axis) : frame.min(axis)
      boundsHigh[axis] = touchesEnd(frame, axis) ? bounds.max(axis) : frame.max(axis)
    }
    return SafeAreaGeometry(
      bounds: Self.rect(from: boundsLow, to: boundsHigh),
      safe: Self.rect(from: safeLow, to: safeHigh))
  }

  /// The rectangle from corner `low` to corner `high`.
  private static func rect(from low: Point, to high: Point) -> Rect {
    Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
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
        x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2
      )
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
