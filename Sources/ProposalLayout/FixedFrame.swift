import LayoutCore

/// `frame(width:height:alignment:)` [D: AppleDocs-frame; R: OSUI-FRAME `_FrameLayout`].
struct FixedFrame: UnaryLayoutModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  /// The fixed length per axis, or `nil` to adopt the child's.
  let length: (width: Double?, height: Double?)
  let alignment: Alignment

  init(content: any LayoutNode, width: Double?, height: Double?, alignment: Alignment) {
    // A negative or non-finite dimension is ignored ("Invalid frame dimension") [R].
    func valid(_ value: Double?) -> Double? {
      value.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
    }
    self._content = ChildNode(wrappedValue: content)
    self.length = (valid(width), valid(height))
    self.alignment = alignment
  }

  var nodeName: String { "frame" }

  /// The fixed dimensions replace the proposal's; the others pass through.
  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: length.width ?? proposal.width, height: length.height ?? proposal.height)
  }

  /// With both lengths fixed, the size itself: the child is not consulted, so there is nothing
  /// to memoise and no recursion to make room for (a fixed-size leaf in a stack is asked its
  /// size four or more times per pass). Otherwise memoised, as for every unary modifier.
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    if let width = length.width, let height = length.height {
      return Size(width: width, height: height)
    }
    return memoisedSize(for: proposal, context: context) {
      computeSize(proposal, context: context)
    }
  }

  /// Each dimension is the frame's own, or the child's.
  var sizeIgnoresProposal: Bool {
    (length.width != nil && length.height != nil) || $content.sizeIgnoresProposal
  }

  /// The child's guides, moved by where the child sits.
  var hasNoBuiltInExplicitGuides: Bool { $content.hasNoBuiltInExplicitGuides }

  func computeSize(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    // With both dimensions fixed the child is not consulted at all.
    if let width = length.width, let height = length.height {
      return Size(width: width, height: height)
    }
    let child = contentSize(childProposal(proposal), context: context)
    return Size(width: length.width ?? child.width, height: length.height ?? child.height)
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
    alignedChild(
      in: size, proposal: childProposal(proposal), alignment: alignment, context: context)
  }
}

extension LayoutNode {
  /// Fixes this node's width, height or both; the child keeps its own size and is aligned in
  /// the frame, overflowing it if larger.
  ///
  /// The child is proposed the fixed dimensions and, in the others, the frame's proposal; "if
  /// you only specify one of the dimensions, the resulting view assumes this view's sizing
  /// behavior in the other dimension" [D: AppleDocs-frame]. Negative or non-finite lengths are
  /// treated as `nil` [R: OSUI-FRAME].
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> some LayoutNode
  {
    FixedFrame(content: self, width: width, height: height, alignment: alignment)
  }
}
