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
