import LayoutCore
import ProposalLayout
import Testing

@Test("EdgeInsets(top:leading:bottom:trailing:) is the left-to-right value of left and right")
func edgeInsetsLeadingTrailing() {
  var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
  #expect(insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  #expect(insets.leading == 2 && insets.trailing == 4)
  insets.leading = 5
  insets.trailing = 6
  #expect(insets.left == 5 && insets.right == 6)
  // The padded child sits at (leading, top) and the padding adds leading + trailing.
  let tree = Color.red.frame(width: 10, height: 10).named("child")
    .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    .layout(proposal: .unspecified)
  #expect(tree.frame.size == Size(width: 2 + 10 + 4, height: 1 + 10 + 3))
  #expect(tree.children[0].frame.origin == Point(x: 2, y: 1))
}

@Test("background(.blue) and overlay(.red) fill the node's frame, as the view forms do")
func shapeStyleShorthand() {
  let shorthand = Color.clear.frame(width: 40, height: 30).background(.blue).overlay(.red)
    .layout(proposal: .unspecified)
  let spelledOut = Color.clear.frame(width: 40, height: 30).background(Color.blue)
    .overlay(Color.red).layout(proposal: .unspecified)
  #expect(shorthand == spelledOut)
  // Background first, then the primary, then the overlay: each 40×30 at the origin.
  let fills = shorthand.flattened().filter { $0.node.name == "Color" }
  #expect(fills.map(\.node.color) == ["blue", "transparent", "red"])
  #expect(fills.allSatisfy { $0.frame == Rect(x: 0, y: 0, width: 40, height: 30) })
}

@Test("Color.clear takes its proposal like every colour and draws as CSS transparent")
func colorClear() {
  let tree = Color.clear.layout(proposal: ProposedViewSize(width: 25, height: nil))
  #expect(tree.frame.size == Size(width: 25, height: 10))
  #expect(tree.color == "transparent")
}

@Test("A shape filled with .blue keeps the shape's layout and draws blue")
func shapeFill() {
  let tree = RoundedRectangle(cornerRadius: 8).fill(.blue)
    .layout(proposal: ProposedViewSize(width: 30, height: nil))
  // A shape takes the proposal, nil → 10.
  #expect(tree.frame.size == Size(width: 30, height: 10))
  #expect(tree.name == "RoundedRectangle" && tree.color == "blue")
}
