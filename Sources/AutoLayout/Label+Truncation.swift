import LayoutCore

extension Label {
  /// Whether the label's frame, as of the last layout pass, is smaller than its text needs: a
  /// one-line label narrower than its text, or a multi-line label shorter than its wrapped lines
  /// (UIKit would truncate it with an ellipsis).
  ///
  /// Frames are rounded to the screen's pixels and the text size is not, so a frame up to half a
  /// pixel (`0.5 / scale` pt) smaller still counts as fitting.
  public var isTruncated: Bool {
    let scale = window?.screen.scale ?? 1
    let slack = 0.5 / scale + 1e-9
    let needed = intrinsicContentSize
    return frame.width < needed.width - slack || frame.height < needed.height - slack
  }
}
