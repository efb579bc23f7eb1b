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
  ///
  /// Built without recursion, so trees of any depth are rounded.
  public func roundedToPixels(displayScale: Double) -> FrameTree {
    guard displayScale > 0, displayScale.isFinite else { return self }
    func snap(_ value: Double) -> Double {
      value.isFinite ? (value * displayScale + 0.5).rounded(.down) / displayScale : value
    }
    // Top down, in pre-order: each node with its rounded frame, the index of its parent, and
    // the unrounded and rounded origins its children are relative to.
    var rounded: [(node: FrameTree, parent: Int)] = []
    var pending: [(node: FrameTree, parent: Int, origin: Point, roundedOrigin: Point)] = [
      (self, -1, .zero, .zero)
    ]
    while let (node, parent, parentOrigin, roundedParentOrigin) = pending.popLast() {
      let absolute = node.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
      let minX = snap(absolute.minX)
      let minY = snap(absolute.minY)
      var result = node
      result.frame = Rect(
        x: minX - roundedParentOrigin.x, y: minY - roundedParentOrigin.y,
        width: snap(absolute.maxX) - minX, height: snap(absolute.maxY) - minY)
      let index = rounded.count
      rounded.append((result, parent))
      for child in node.children.reversed() {
        pending.append((child, index, absolute.origin, Point(x: minX, y: minY)))
      }
    }
    // Bottom up: in pre-order every node comes after its parent, so walking backwards finishes
    // all of a node's children before the node. Children are collected last first. The root is
    // at index 0.
    var children = Array(repeating: [FrameTree](), count: rounded.count)
    for index in rounded.indices.dropFirst().reversed() {
      var (node, parent) = rounded[index]
      node.children = children[index].reversed()
      children[index] = []
      children[parent].append(node)
    }
    var root = rounded[0].node
    root.children = children[0].reversed()
    return root
  }
}
