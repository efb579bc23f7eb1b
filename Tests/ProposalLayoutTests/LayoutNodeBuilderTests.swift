import LayoutCore
import ProposalLayout
import Testing

@Test("The builder supports if, if/else and for, like SwiftUI's ViewBuilder")
func builderControlFlow() {
  func stack(showBadge: Bool, count: Int) -> some LayoutNode {
    HStack {
      if showBadge { Color.red.named("badge") }
      if count > 2 { Text("many") } else { Text("few") }
      for index in 0..<count { Color.blue.named("item\(index)") }
    }
  }
  let names = stack(showBadge: true, count: 3).layout(proposal: .unspecified).children.map(\.name)
  #expect(names == ["badge", "Text", "item0", "item1", "item2"])
  #expect(stack(showBadge: false, count: 1).layout(proposal: .unspecified).children.count == 2)
}

@Test("The issue's example reads like SwiftUI and lays out")
func issueExample() {
  let tree = HStack {
    Color.pink.aspectRatio(16.0 / 9, contentMode: .fit)
    Text("Hej!")
  }.layout(
    proposal: ProposedViewSize(width: 200, height: 100),
    context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer()))
  // Text (40 wide, inflexible) first: it takes 40 of 192; the colour gets 152×85.5.
  #expect(tree.children.map(\.frame.width) == [152, 40])
  #expect(tree.frame.size == Size(width: 200, height: 85.5))
}

@Test("Several views in a background are grouped in a ZStack with the alignment")
func backgroundGroupsInAZStack() {
  let tree = Color.red.frame(width: 40, height: 40).background(alignment: .topLeading) {
    Color.blue.frame(width: 10, height: 10)
    Color.green.frame(width: 20, height: 20)
  }.layout(proposal: .unspecified)
  #expect(tree.name == "background")
  #expect(tree.children[0].name == "ZStack")
  #expect(tree.children[0].children.map(\.frame.origin) == [.zero, .zero])
}
