import LayoutCore
import ProposalLayout
import Testing

@Test("Origins and max corners are rounded to the nearest pixel, ties up")
func roundingTiesGoUp() {
  let tree = FrameTree(name: "root", frame: Rect(x: 0.5, y: 1.49, width: 10.25, height: 2))
  let rounded = tree.roundedToPixels(displayScale: 1)
  // minX 0.5 → 1; maxX 10.75 → 11; minY 1.49 → 1; maxY 3.49 → 3.
  #expect(rounded.frame == Rect(x: 1, y: 1, width: 10, height: 2))
}

@Test("Rounding is done in root coordinates, so a child rounds by its absolute position")
func roundingUsesAbsolutePositions() {
  let child = FrameTree(name: "child", frame: Rect(x: 0.3, y: 0, width: 1, height: 1))
  let tree = FrameTree(
    name: "root", frame: Rect(x: 0.3, y: 0, width: 2, height: 1), children: [child])
  let rounded = tree.roundedToPixels(displayScale: 1)
  // Root: 0.3 → 0, 2.3 → 2. Child absolute: 0.6 → 1, 1.6 → 2; relative to the rounded root: 1.
  #expect(rounded.frame == Rect(x: 0, y: 0, width: 2, height: 1))
  #expect(rounded.children[0].frame == Rect(x: 1, y: 0, width: 1, height: 1))
}

@Test("An invalid display scale or infinite frames leave the tree unchanged")
func roundingLeavesInvalidInputAlone() {
  let tree = FrameTree(name: "root", frame: Rect(x: 0.3, y: 0, width: .infinity, height: 1))
  #expect(tree.roundedToPixels(displayScale: 0) == tree)
  #expect(tree.roundedToPixels(displayScale: 1).frame.width == .infinity)
}

@Test("A tree 100,000 levels deep is rounded without recursion, each level by its own position")
func deepTreeIsRounded() {
  // Level k (the root is 0) sits 0.25 pt right of its parent: at 0.25·k in root coordinates,
  // which rounds to ⌊0.25·k + 0.5⌋.
  let depth = 100_000
  var tree = FrameTree(name: "leaf", frame: Rect(x: 0.25, y: 0, width: 1, height: 1))
  for _ in 1..<depth {
    tree = FrameTree(
      name: "level", frame: Rect(x: 0.25, y: 0, width: 1, height: 1), children: [tree])
  }
  tree = FrameTree(name: "root", frame: Rect(x: 0, y: 0, width: 1, height: 1), children: [tree])
  let frames = tree.roundedToPixels(displayScale: 1).absoluteFrames()
  #expect(frames.count == depth + 1)
  let misplaced = frames.indices.filter { level in
    frames[level].frame.minX != (0.25 * Double(level) + 0.5).rounded(.down)
  }
  #expect(misplaced.isEmpty)
  #expect(frames.last?.node.name == "leaf")
}
