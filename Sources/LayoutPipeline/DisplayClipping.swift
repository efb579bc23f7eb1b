import DeviceCatalog
import LayoutCore

/// How deep the display's shape cuts into `frame`: the smallest inset, in whole pixels, that
/// brings every pixel the frame touches onto the display; `nil` if none is needed.
///
/// A binary search over the inset: an inset rectangle inside the shape stays inside when inset
/// further (the shape's cut-outs are at its edges), so "inside" is monotonic in the inset.
func displayClippingDepth(of frame: Rect, on screen: DeviceScreen) -> Double? {
  let shape = screen.shape
  guard !shape.containsPixels(touching: frame) else { return nil }
  let scale = screen.scale
  func inset(_ pixels: Int) -> Rect {
    let d = Double(pixels) / scale
    return Rect(
      x: frame.minX + d, y: frame.minY + d, width: frame.width - 2 * d, height: frame.height - 2 * d
    )
  }
  // At most a million pixels: the depth of a frame of 1e308 points is no Int, and past the
  // screen's own size it says nothing more.
  var low = 0
  var high = Int(min(min(frame.width, frame.height) / 2 * scale, 1e6).rounded(.up))
  guard high > 0, shape.containsPixels(touching: inset(high)) else {
    return min(frame.width, frame.height) / 2
  }
  while high - low > 1 {
    let middle = (low + high) / 2
    if shape.containsPixels(touching: inset(middle)) { high = middle } else { low = middle }
  }
  return Double(high) / scale
}
