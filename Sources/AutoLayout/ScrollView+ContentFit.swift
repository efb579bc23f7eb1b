import LayoutCore

/// Whether a scroll view's content fits in it along one axis.
public enum ScrollContentFit: Hashable, Sendable, CustomStringConvertible {
  /// The scroll view is not in a window, so nothing has been laid out.
  case notLaidOut
  /// The constraints leave the content's length open: nothing ties the content guide's two
  /// edges on this axis (or its length) to anything fixed. UIKit would pick a length silently.
  case ambiguous
  /// The content is no longer than the visible length.
  case fits(content: Double, visible: Double)
  /// The content is longer than the visible length by `overflow` points: it scrolls.
  case scrolls(content: Double, visible: Double, overflow: Double)

  public var description: String {
    switch self {
    case .notLaidOut: return "not laid out"
    case .ambiguous: return "ambiguous content size"
    case .fits(let content, let visible): return "fits (\(content) of \(visible) pt)"
    case .scrolls(let content, let visible, let overflow):
      return "scrolls (\(content) pt in \(visible) pt, \(overflow) pt hidden)"
    }
  }
}

extension ScrollView {
  /// Content within this many points of the visible length fits: both lengths are solver
  /// values (the guides are not rounded to pixels), equal up to the solver's rounding.
  public static let fitTolerance: Double = 1e-6

  /// Whether the content fits along `axis`, as of the last layout pass: compares the content
  /// guide's length with the frame guide's length less ``contentInset`` on that axis, after
  /// checking that the content length is determined (see ``LayoutItem/hasAmbiguousLayout``).
  /// Both are unrounded, so content pinned to the frame guide fits exactly even where the
  /// frame itself is rounded to pixels.
  public func contentFit(along axis: Axis) -> ScrollContentFit {
    guard let engine = window?.engine else { return .notLaidOut }
    let length = axis == .horizontal ? contentLayoutGuide.width : contentLayoutGuide.height
    if engine.freeDirection(of: length) != nil { return .ambiguous }
    let content = contentLayoutGuide.layoutFrame.size[axis]
    let insets =
      axis == .horizontal
      ? contentInset.left + contentInset.right : contentInset.top + contentInset.bottom
    let visible = frameLayoutGuide.layoutFrame.size[axis] - insets
    guard content > visible + Self.fitTolerance else {
      return .fits(content: content, visible: visible)
    }
    return .scrolls(content: content, visible: visible, overflow: content - visible)
  }
}
