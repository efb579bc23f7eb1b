import LayoutCore

/// A run of text that wraps at spaces to fit its proposed width.
///
/// Measured by the context's ``LayoutContext/textMeasurer``. Ideal size (`nil` width) = the
/// unwrapped text; narrower widths wrap it; it is never wider than its widest line; a finite
/// height limits the number of lines (Documentation/Facts/SwiftUI.md#text) [O: FG-IS, OBJC-318,
/// WWDC19-237].
public struct Text: LayoutNode, Hashable {
  /// The text.
  public let string: String

  /// Creates a text view.
  public init(_ string: String) {
    self.string = string
  }

  public func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    TextWrapping.size(of: string, proposal: proposal, context: context)
  }

  public func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext)
    -> FrameTree
  {
    FrameTree(name: "Text", frame: frame, text: string)
  }
}
