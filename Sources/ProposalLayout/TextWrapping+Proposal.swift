import LayoutCore

extension TextWrapping {
  /// The size of `text` for `proposal`: Typography's wrapping with the proposal's width and
  /// height as the limits (`nil` for an unspecified dimension).
  static func size(of text: String, proposal: ProposedViewSize, measurer: any TextMeasurer)
    -> Size
  {
    let size = size(
      of: text, maxWidth: proposal.width, maxHeight: proposal.height, measurer: measurer)
    return Size(width: size.width, height: size.height)
  }
}
