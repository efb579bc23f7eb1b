import LayoutCore

/// Gives its child an explicit value for one alignment guide.
struct AlignmentGuideModifier: LayoutNeutralModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let guide: AlignmentKey
  let computeValue: @Sendable (ViewDimensions) -> Double

  func explicitAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext
  ) -> Double? {
    withSufficientStack {
      let contentContext = context.forContent()
      guard guide == self.guide else {
        return content.explicitAlignment(
          of: guide, in: size, proposal: proposal, context: contentContext)
      }
      return computeValue(
        ViewDimensions(of: content, size: size, proposal: proposal, context: contentContext))
    }
  }
}

extension LayoutNode {
  /// Gives this node an explicit value for a horizontal guide, computed from its dimensions,
  /// in its own coordinates.
  ///
  /// The nearest container that aligns by `guide` uses it instead of the default; it is not
  /// clamped to the node's bounds, so stacks grow to include the shifted frame
  /// [D: AppleDocs-AlignmentID; R: OSUI-ALIGN].
  public func alignmentGuide(
    _ guide: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double
  ) -> some LayoutNode {
    AlignmentGuideModifier(content: self, guide: guide.key, computeValue: computeValue)
  }

  /// Gives this node an explicit value for a vertical guide; see
  /// ``alignmentGuide(_:computeValue:)-(HorizontalAlignment,_)``.
  public func alignmentGuide(
    _ guide: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double
  ) -> some LayoutNode {
    AlignmentGuideModifier(content: self, guide: guide.key, computeValue: computeValue)
  }
}
