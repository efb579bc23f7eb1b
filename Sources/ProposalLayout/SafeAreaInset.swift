import LayoutCore

/// `safeAreaInset`: a bar along one edge of the node; the node is laid out in what is left,
/// and the bar's band is added to its unsafe region.
struct SafeAreaInset: ChildDependentSpacing {
  @ChildNode var content: any LayoutNode
  @ChildNode var bar: any LayoutNode
  let edge: Edge
  /// Where the bar sits along the edge.
  let alignment: AlignmentKey
  let gapLength: Double?

  /// The axis across the bar: vertical for a top or bottom bar.
  private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  private func barContext(_ context: LayoutContext) -> LayoutContext {
    context.forChild(-1, stackAxis: nil)
  }

  /// The bar's size, the gap, and the content's proposal and size, for `proposal`.
  private func parts(_ proposal: ProposedViewSize, context: LayoutContext)
    -> (bar: Size, gap: Double, contentProposal: ProposedViewSize, content: Size)
  {
    var barProposal = proposal
    barProposal[axis] = nil
    let barSize = bar.sizeThatFits(barProposal, context: barContext(context))
    let gap =
      gapLength
      ?? $content.spacing(in: context.forContent()).distance(
        to: $bar.spacing(in: barContext(context)), along: axis)
    var contentProposal = proposal
    contentProposal[axis] = proposal[axis].map { max($0 - barSize[axis] - gap, 0) }
    let contentSize = content.sizeThatFits(contentProposal, context: context.forContent())
    return (barSize, gap, contentProposal, contentSize)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    memoisedSize(for: proposal, context: context) {
      let parts = parts(proposal, context: context)
      var size = parts.content
      size[axis] += parts.bar[axis] + parts.gap
      return size
    }
  }

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    withSufficientStack {
      let parts = parts(proposal, context: context)
      let inside = context.placed(at: frame.origin)
      let atStart = edge == .top || edge == .leading
      let band = parts.bar[axis] + parts.gap
      // Along the bar's axis the content follows the band (top/leading bar) or precedes it.
      var contentOrigin = Point.zero
      contentOrigin[axis] = atStart ? band : 0
      var barOrigin = Point.zero
      barOrigin[axis] = atStart ? 0 : frame.size[axis] - parts.bar[axis]
      // Across it, the bar is aligned by `alignment` in the frame.
      var barProposal = proposal
      barProposal[axis] = nil
      let barDimensions = ViewDimensions(
        of: bar, size: parts.bar, proposal: barProposal, context: barContext(inside))
      barOrigin[axis.cross] =
        alignment.defaultValue(in: ViewDimensions(size: frame.size)) - barDimensions[alignment]
      // The band is unsafe for the content: a view that ignores the safe area extends under it.
      var contentContext = inside.forContent()
      let absolute = frame.offsetBy(dx: context.origin.x, dy: context.origin.y)
      let outer = context.safeArea ?? SafeAreaGeometry(bounds: absolute, safe: absolute)
      var insets = EdgeInsets.zero
      switch edge {
      case .top: insets.top = band
      case .bottom: insets.bottom = band
      case .leading: insets.left = band
      case .trailing: insets.right = band
      }
      contentContext.safeArea = outer.inset(absolute, by: insets)
      let contentTree = content.place(
        in: Rect(origin: contentOrigin, size: parts.content), proposal: parts.contentProposal,
        context: contentContext)
      let barTree = bar.place(
        in: Rect(origin: barOrigin, size: parts.bar), proposal: barProposal,
        context: barContext(inside))
      return FrameTree(name: "safeAreaInset", frame: frame, children: [contentTree, barTree])
    }
  }

  var spacing: ViewSpacing { spacingOutsideAPass }

  func spacing(context: LayoutContext) -> ViewSpacing {
    $content.spacing(in: context.forContent())
  }
}

extension LayoutNode {
  /// Shows `content` along the top or bottom `edge` of this node, and lays this node out in
  /// the rest, with the bar's band added to its unsafe region.
  ///
  /// "The content view is anchored to the specified vertical edge in the parent view, aligning
  /// its horizontal axis to the specified alignment guide. The modified view is inset by the
  /// height of content, from edge. The safe area of the resulting view also extends by the same
  /// amount" (https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby).
  /// The bar is proposed this node's proposed width and no height; the node is proposed what
  /// remains after the bar and `spacing` (`nil`: the default distance between the two views,
  /// as in a stack); the result is the node's size plus the band.
  public func safeAreaInset(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @LayoutNodeBuilder content: () -> [any LayoutNode]
  ) -> some LayoutNode {
    SafeAreaInset(
      content: self, bar: ZStack.grouping(content(), alignment: .center),
      edge: edge == .top ? .top : .bottom, alignment: alignment.key, gapLength: spacing)
  }

  /// Shows `content` along the leading or trailing `edge`; see the vertical form.
  public func safeAreaInset(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @LayoutNodeBuilder content: () -> [any LayoutNode]
  ) -> some LayoutNode {
    SafeAreaInset(
      content: self, bar: ZStack.grouping(content(), alignment: .center),
      edge: edge == .leading ? .leading : .trailing, alignment: alignment.key, gapLength: spacing)
  }
}

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Hashable, Sendable, CaseIterable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}
