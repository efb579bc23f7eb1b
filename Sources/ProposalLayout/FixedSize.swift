import LayoutCore

/// Proposes `nil` (ideal) in the fixed dimensions [D: AppleDocs-fixedSize; R: OSUI-FIXED].
struct FixedSize: UnaryLayoutModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let horizontal: Bool
  let vertical: Bool

  var nodeName: String { "fixedSize" }

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func computeSize(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    contentSize(childProposal(proposal), context: context)
  }

  func childPlacement(in size: Size, proposal: ProposedViewSize, context: LayoutContext)
    -> ChildPlacement
  {
    alignedChild(in: size, proposal: childProposal(proposal), alignment: .center, context: context)
  }

  /// Unlike other unary layouts, passes the child's priority through [R: OSUI-FIXED].
  var layoutPriority: Double { withSufficientStack { content.layoutPriority } }
}

extension LayoutNode {
  /// Fixes this node at its ideal size in both dimensions.
  ///
  /// The child is proposed `nil×nil` and keeps its ideal size even if that overflows the
  /// parent: a `Text` stays on one line [D: AppleDocs-fixedSize; O: FG-IS, SWM-FIXED].
  public func fixedSize() -> some LayoutNode {
    FixedSize(content: self, horizontal: true, vertical: true)
  }

  /// Fixes this node at its ideal size in the chosen dimensions; the others get the parent's
  /// proposal unchanged.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some LayoutNode {
    FixedSize(content: self, horizontal: horizontal, vertical: vertical)
  }
}
