// The README's LayoutBridge example with exactly its imports (see ReadmeSolverSnippetTests.swift
// for how the snippet is kept identical to the README's). `Size` is LayoutCore's, which the
// snippet does not import, so sizes are compared field by field.
import AutoLayout
import LayoutBridge
import ProposalLayout
import Testing

@Test("README: each layout system inside the other")
func readmeBridgeExample() {
  // README snippet begin
  // A proposal tree in an Auto Layout view: its width comes from constraints, its height from
  // proposing that width (two solves in one layoutIfNeeded()).
  let label = HostingView(rootNode: Text("hello world again"))
  // An Auto Layout subtree in a proposal tree, sized with systemLayoutSizeFitting.
  let card = View(identifier: "card")
  card.widthAnchor.constraint(equalToConstant: 120).isActive = true
  card.heightAnchor.constraint(equalToConstant: 40).isActive = true
  let row = HStack { AutoLayoutNode(card); Spacer() }  // card 120 × 40, the spacer takes the rest
  // README snippet end
  // Before any layout pass the hosting view's intrinsic size is the tree's ideal size.
  let ideal = Text("hello world again").idealSize(context: LayoutContext())
  #expect(label.intrinsicContentSize.width == ideal.width)
  #expect(label.intrinsicContentSize.height == ideal.height)
  // The card fits at its constraints' 120 × 40, and the spacer takes the rest of the row.
  let tree = row.layout(proposal: ProposedViewSize(width: 300, height: 100))
  #expect(tree.frame.width == 300)
  #expect(tree.children.first?.frame.size.width == 120)
  #expect(tree.children.first?.frame.size.height == 40)
}
