import LayoutCore

/// How content of a natural size is laid out in a view's bounds: UIKit's `UIView.ContentMode`,
/// as pure geometry.
public enum ContentMode: String, CaseIterable, Hashable, Sendable {
  case scaleToFill, scaleAspectFit, scaleAspectFill, redraw
  case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

  /// Where content of `contentSize` is drawn inside `bounds`.
  ///
  /// - `scaleToFill` and `redraw` stretch to the bounds (`redraw` differs only in redisplaying
  ///   when the bounds change).
  /// - `scaleAspectFit` is ``AVMakeRect(aspectRatio:insideRect:)``: scaled by
  ///   `min(W/w, H/h)` and centred; `scaleAspectFill` scales by `max(W/w, H/h)` and centres, so the
  ///   content overflows (it is clipped only if the view clips).
  /// - The other modes keep the natural size and align it: centred, or against the named edges.
  /// An empty content size gives an empty rectangle at the bounds' centre for the scaling modes.
  public func frame(forContentOf contentSize: Size, in bounds: Rect) -> Rect {
    let w = contentSize.width
    let h = contentSize.height
    switch self {
    case .scaleToFill, .redraw:
      return bounds
    case .scaleAspectFit:
      return AVMakeRect(aspectRatio: contentSize, insideRect: bounds)
    case .scaleAspectFill:
      guard w > 0, h > 0 else { return Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) }
      let scale = max(bounds.width / w, bounds.height / h)
      return Rect(
        x: bounds.midX - w * scale / 2, y: bounds.midY - h * scale / 2, width: w * scale,
        height: h * scale)
    default:
      let x: Double
      switch self {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - w
      default: x = bounds.midX - w / 2
      }
      let y: Double
      switch self {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - h
      default: y = bounds.midY - h / 2
      }
      return Rect(x: x, y: y, width: w, height: h)
    }
  }
}

/// AVFoundation's `AVMakeRect(aspectRatio:insideRect:)`: the largest rectangle with the aspect
/// ratio of `aspectRatio` (a size) centred in `insideRect`: scaled by
/// `min(W/w, H/h)`. An empty or non-finite `aspectRatio` gives an empty rectangle at the centre.
public func AVMakeRect(aspectRatio: Size, insideRect rect: Rect) -> Rect {
  let w = aspectRatio.width
  let h = aspectRatio.height
  guard w > 0, h > 0, w.isFinite, h.isFinite else {
    return Rect(x: rect.midX, y: rect.midY, width: 0, height: 0)
  }
  let scale = min(rect.width / w, rect.height / h)
  return Rect(
    x: rect.midX - w * scale / 2, y: rect.midY - h * scale / 2, width: w * scale, height: h * scale)
}
