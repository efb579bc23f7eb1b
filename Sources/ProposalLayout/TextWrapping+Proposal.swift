import LayoutCore

extension TextWrapping {
  /// The size of `text` for `proposal`: Typography's wrapping with the proposal's width and
  /// height as the limits (`nil` for an unspecified dimension).
  static func size(of text: String, proposal: ProposedViewSize, measurer: any TextMeasurer)
    -> Size
  {
    size(of: MeasuredText(text, measurer: measurer), proposal: proposal)
  }

  /// The size of the ``Text`` showing `text` at `context`'s node for `proposal`.
  ///
  /// In a layout pass the text is measured once
  /// (``SizeCache/textSize(of:node:proposal:context:)``):
  /// a stack asks each `Text` for its size many times — minimum, maximum, its share, and again
  /// when placing — and measuring walked every character each time.
  static func size(of text: String, proposal: ProposedViewSize, context: LayoutContext) -> Size {
    guard let sizeCache = context.sizeCache else {
      return size(of: text, proposal: proposal, measurer: context.textMeasurer)
    }
    return sizeCache.textSize(of: text, node: context.nodeID, proposal: proposal, context: context)
  }

  private static func size(of text: MeasuredText, proposal: ProposedViewSize) -> Size {
    let size = text.size(maxWidth: proposal.width, maxHeight: proposal.height)
    return Size(width: size.width, height: size.height)
  }
}
