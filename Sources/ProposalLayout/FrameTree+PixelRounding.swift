import LayoutCore

extension FrameTree {
  /// The tree with every frame snapped to the pixel grid of a display with `displayScale`
  /// pixels per point, as SwiftUI does after layout [O: WWDC19-237; R: OSUI-ROUND].
  ///
  /// With this tree's root at the origin of the hosting coordinate space, each node's origin
  /// and bottom-right corner are rounded independently, in root coordinates, to the nearest
  /// multiple of `1 / displayScale`, ties going up; its size is the difference. So the same
  /// subtree can round differently at a different position. Frames are then made relative to
  /// the rounded parent again. Non-finite coordinates, and a `displayScale` that is not
  /// positive and finite, leave frames unchanged.
  public func roundedToPixels(displayScale: Double) -> FrameTree {
    guard displayScale > 0, displayScale.isFinite else { return self }
    return rounded(scale: displayScale, parentOrigin: .zero, roundedParentOrigin: .zero)
  }

  private func rounded(scale: Double, parentOrigin: Point, roundedParentOrigin: Point)
    -> FrameTree
  {
    func snap(_ value: Double) -> Double {
      value.isFinite ? (value * scale + 0.5).rounded(.down) / scale : value
    }
    let absolute = frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
    let minX = snap(absolute.minX)
    let minY = snap(absolute.minY)
    let roundedFrame = Rect(
      x: minX - roundedParentOrigin.x, y: minY - roundedParentOrigin.y,
      width: snap(absolute.maxX) - minX, height: snap(absolute.maxY) - minY)
    var result = self
    result.frame = roundedFrame
    result.children = children.map {
      $0.rounded(
        scale: scale, parentOrigin: absolute.origin, roundedParentOrigin: Point(x: minX, y: minY))
    }
    return result
  }
}
