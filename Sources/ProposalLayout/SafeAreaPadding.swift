import LayoutCore

/// `safeAreaPadding`: padding whose band belongs to the content's unsafe region.
struct SafeAreaPadding: UnaryLayoutModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let insets: EdgeInsets

  var nodeName: String { "safeAreaPadding" }

  private var padding: Padding { Padding(content: content, insets: insets) }

  func computeSize(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    padding.computeSize(proposal, context: context)
  }

  func childPlacement(in size: Size, proposal: ProposedViewSize, context: LayoutContext)
    -> ChildPlacement
  {
    padding.childPlacement(in: size, proposal: proposal, context: context)
  }

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    withSufficientStack {
      let child = childPlacement(in: frame.size, proposal: proposal, context: context)
      var inner = context.placed(at: frame.origin).forContent()
      let absolute = frame.offsetBy(dx: context.origin.x, dy: context.origin.y)
      let outer =
        context.safeArea ?? SafeAreaGeometry(bounds: absolute, safe: absolute)
      inner.safeArea = outer.inset(absolute, by: insets)
      return FrameTree(
        name: nodeName, frame: frame,
        children: [content.place(in: child.frame, proposal: child.proposal, context: inner)])
    }
  }
}

extension LayoutNode {
  /// Adds `insets` to the safe area this node's content sees.
  ///
  /// "Adds the provided insets into the safe area of this view"
  /// (https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:)-7hwu6):
  /// content is laid out as with `padding(_:)`, and the band belongs to its
  /// unsafe region, so a view inside that ignores the safe area extends over it.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some LayoutNode {
    SafeAreaPadding(content: self, insets: insets)
  }

  /// Adds `length` (default 16, the default padding) to the safe area on `edges`.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: Double? = nil)
    -> some LayoutNode
  {
    let value = length ?? 16
    func inset(_ edge: Edge.Set) -> Double { edges.contains(edge) ? value : 0 }
    return safeAreaPadding(
      EdgeInsets(
        top: inset(.top), left: inset(.leading), bottom: inset(.bottom), right: inset(.trailing)))
  }

  /// Adds `length` to the safe area on every edge.
  public func safeAreaPadding(_ length: Double) -> some LayoutNode {
    safeAreaPadding(.all, length)
  }
}
