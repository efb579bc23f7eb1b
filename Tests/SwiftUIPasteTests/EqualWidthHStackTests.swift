import LayoutCore
import ProposalLayout
import Testing

@Test("The pasted WWDC22 EqualWidthHStack: 3 × 80 + 2 × 8 = 256 wide, children centred in slots")
func pastedEqualWidthHStack() {
  let tree = EqualWidthHStack()({
    Color.red.frame(width: 30, height: 20).named("a")
    Color.green.frame(width: 80, height: 20).named("b")
    Color.blue.frame(width: 50, height: 20).named("c")
  }).layout(proposal: .unspecified)
  // The widest ideal child is 80; the two gaps are the default 8 between plain views.
  #expect(tree.frame.size == Size(width: 3 * 80 + 2 * 8, height: 20))
  let x = Dictionary(uniqueKeysWithValues: tree.children.map { ($0.name, $0.frame.minX) })
  // Slot centres 40, 128, 216; each child is proposed 80×20 but keeps its fixed frame, so it
  // starts half its own width left of the centre.
  #expect(x == ["a": 40 - 15, "b": 128 - 40, "c": 216 - 25])
}

@Test("A Layout's CG explicitAlignment is the one a stack reads")
func pastedExplicitAlignment() {
  let tree = HStack(alignment: .top, spacing: 0) {
    Color.red.frame(width: 20, height: 20).named("a")
    TopInsetLayout()({ Color.blue }).frame(width: 30, height: 30).named("custom")
  }.layout(proposal: .unspecified)
  // The custom layout's top guide is 5 below its top, so the stack lines that up with the
  // square's top: the square moves down 5; the stack is max(5 + 20, 30) = 30 tall.
  #expect(tree.frame.size == Size(width: 50, height: 30))
  let frames = Dictionary(uniqueKeysWithValues: tree.children.map { ($0.name, $0.frame) })
  #expect(frames["a"] == Rect(x: 0, y: 5, width: 20, height: 20))
  #expect(frames["custom"] == Rect(x: 20, y: 0, width: 30, height: 30))
  // Inside, the colour got its ideal 10×10 at the corner, through the CG sizeThatFits.
  #expect(tree.children[1].children[0].children[0].frame == Rect(x: 0, y: 0, width: 10, height: 10))
}
