import LayoutCore
import Testing

@Test("Insetting a rectangle moves its origin in and shrinks it by both insets of each axis")
func insetShrinksByBothSides() {
  let rect = Rect(x: 10, y: 20, width: 100, height: 50)
  let inset = rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  let expectedWidth: Double = 100 - 2 - 4
  let expectedHeight: Double = 50 - 1 - 3
  #expect(inset == Rect(x: 12, y: 21, width: expectedWidth, height: expectedHeight))
}

@Test("Axis subscripts read and write the same extents as the named properties")
func axisSubscriptsMatchNamedProperties() {
  var size = Size(width: 3, height: 4)
  size[.vertical] = 7
  #expect(size[.horizontal] == 3 && size.height == 7)
  #expect(Axis.horizontal.cross == .vertical)
}

@Test("A frame tree flattens to root coordinates, depth first")
func frameTreeFlattensToRootCoordinates() {
  let tree = FrameTree(
    name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100),
    children: [
      FrameTree(
        name: "a", frame: Rect(x: 10, y: 10, width: 50, height: 50),
        children: [FrameTree(name: "b", frame: Rect(x: 5, y: 5, width: 10, height: 10))])
    ])
  let flat = tree.flattened()
  #expect(flat.map(\.path) == ["root", "root/a", "root/a/b"])
  #expect(flat[2].frame == Rect(x: 15, y: 15, width: 10, height: 10))
}

@Test("A frame tree 100,000 levels deep is built, walked and dropped without recursion")
func deepFrameTreeDoesNotOverflowTheStack() {
  var tree = FrameTree(name: "leaf", frame: Rect(x: 0, y: 0, width: 1, height: 1))
  for level in 0..<100_000 {
    tree = FrameTree(
      name: "n\(level)", frame: Rect(x: 1, y: 0, width: 1, height: 1), children: [tree])
  }
  // Walk down: each level is offset 1 pt to the right of its parent, so the leaf is at 100,000.
  var x = tree.frame.minX
  var node = tree
  while let child = node.children.first {
    x += child.frame.minX
    node = child
  }
  #expect(node.name == "leaf" && x == 100_000)
  tree = FrameTree(name: "replaced", frame: .zero)  // Drops the deep tree.
  #expect(tree.children.isEmpty)
}

/// A chain of `depth` nodes above a leaf named `leaf`, each 1 pt right of its parent.
private func chain(depth: Int, leaf: String) -> FrameTree {
  var tree = FrameTree(name: leaf, frame: Rect(x: 0, y: 0, width: 1, height: 1))
  for level in 0..<depth {
    tree = FrameTree(
      name: "n\(level)", frame: Rect(x: 1, y: 0, width: 1, height: 1), children: [tree])
  }
  return tree
}

@Test("Frame trees 100,000 levels deep compare, and list their absolute frames, without recursion")
func deepFrameTreesCompareAndFlatten() {
  let tree = chain(depth: 100_000, leaf: "leaf")
  #expect(tree == chain(depth: 100_000, leaf: "leaf"))
  #expect(tree != chain(depth: 100_000, leaf: "other leaf"))
  let frames = tree.absoluteFrames()
  // The root and 99,999 more levels each move 1 pt right: the leaf is at x = 100,000.
  #expect(frames.count == 100_001)
  #expect(frames.last?.node.name == "leaf" && frames.last?.frame.minX == 100_000)
}

@Test("absoluteFrames lists the nodes and frames of flattened, without the paths")
func absoluteFramesMatchFlattened() {
  let tree = FrameTree(
    name: "root", frame: Rect(x: 3, y: 4, width: 100, height: 100),
    children: [
      FrameTree(
        name: "a", frame: Rect(x: 10, y: 10, width: 50, height: 50),
        children: [FrameTree(name: "b", frame: Rect(x: 5, y: 5, width: 10, height: 10))]),
      FrameTree(name: "c", frame: Rect(x: 1, y: 2, width: 3, height: 4)),
    ])
  let flat = tree.flattened()
  let absolute = tree.absoluteFrames()
  #expect(absolute.map(\.frame) == flat.map(\.frame))
  #expect(absolute.map(\.node) == flat.map(\.node))
}
