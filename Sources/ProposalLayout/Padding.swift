import LayoutCore

/// Insets its child [R: OSUI-PAD].
struct Padding: UnaryLayoutModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let insets: EdgeInsets

  var nodeName: String { "padding" }

  /// Each proposed dimension minus the insets, clamped at 0; `nil` and ∞ stay as they are.
  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var result = proposal
    for axis in Axis.allCases {
      result[axis] = proposal[axis].map { max($0 - insets.total(axis), 0) }
    }
    return result
  }

  func computeSize(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    let child = contentSize(childProposal(proposal), context: context)
    return Size(
      width: child.width + insets.total(.horizontal), height: child.height + insets.total(.vertical)
    )
  }

  func childSizing(in size: Size, proposal: ProposedViewSize, context: LayoutContext)
    -> (proposal: ProposedViewSize, size: Size)
  {
    let childProposal = childProposal(proposal)
    return (childProposal, contentSize(childProposal, context: context))
  }

  func childPlacement(in size: Size, proposal: ProposedViewSize, context: LayoutContext)
    -> ChildPlacement
  {
    let childProposal = childProposal(proposal)
    return ChildPlacement(
      proposal: childProposal,
      frame: Rect(
        origin: Point(x: insets.left, y: insets.top),
        size: contentSize(childProposal, context: context)))
  }

  /// The child's size plus the insets.
  var sizeIgnoresProposal: Bool { $content.sizeIgnoresProposal }
  /// The child's guides, moved by the insets.
  var hasNoBuiltInExplicitGuides: Bool { $content.hasNoBuiltInExplicitGuides }

  /// The child's preferences, with those of the padded edges reset to the default
  /// [R: OSUI-PAD `spacing(in:child:)`].
  func spacing(context: LayoutContext) -> ViewSpacing {
    padded($content.spacing(in: context.forContent()))
  }

  /// The child's known preferences, with those of the padded edges reset.
  var knownSpacing: ViewSpacing? { $content.knownSpacing.map(padded) }

  /// `spacing` with the preferences of the padded edges reset to the default.
  private func padded(_ spacing: ViewSpacing) -> ViewSpacing {
    var spacing = spacing
    if insets.top != 0 { spacing[.top] = nil }
    if insets.left != 0 { spacing[.leading] = nil }
    if insets.bottom != 0 { spacing[.bottom] = nil }
    if insets.right != 0 { spacing[.trailing] = nil }
    return spacing
  }
}

extension LayoutNode {
  /// Pads this node by `insets`.
  ///
  /// The child is proposed the proposal minus the insets (never below 0); the padded node is
  /// the child's size plus the insets, so it can exceed its proposal [R: OSUI-PAD].
  public func padding(_ insets: EdgeInsets) -> some LayoutNode {
    Padding(content: self, insets: insets)
  }

  /// Pads this node by `length` on every edge; the default 16 is iOS's [R: OSUI-DPAD].
  public func padding(_ length: Double = 16) -> some LayoutNode {
    padding(EdgeInsets(all: length))
  }

  /// Pads this node by `length` (default 16) on `edges` and by 0 elsewhere.
  public func padding(_ edges: Edge.Set, _ length: Double = 16)
    -> some LayoutNode
  {
    func inset(_ edge: Edge.Set) -> Double { edges.contains(edge) ? length : 0 }
    return padding(
      EdgeInsets(
        top: inset(.top), left: inset(.leading), bottom: inset(.bottom), right: inset(.trailing)))
  }
}
