import AutoLayout
import LayoutBridge
import LayoutCore
import ProposalLayout
import Testing

@Suite("AutoLayoutNode: an Auto Layout subtree in a proposal tree")
struct AutoLayoutNodeTests {
  @Test("Required constraints give the same fitting size for every proposal")
  func requiredConstraintsFixTheSize() {
    let node = AutoLayoutNode(makeFixedCard())
    let expected = Size(width: 8 + 120 + 8, height: 8 + 40 + 8)
    for proposal in [
      ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 300, height: 10),
    ] {
      #expect(node.sizeThatFits(proposal, context: fixedText) == expected, "\(proposal)")
    }
  }

  @Test("Next to a Spacer in an HStack, the node gets the fitting size of its constraints")
  func hstackWithSpacer() {
    let tree = HStack {
      AutoLayoutNode(makeFixedCard())
      Spacer()
    }.layout(proposal: ProposedViewSize(width: 300, height: 100), context: fixedText)
    let cardWidth: Double = 8 + 120 + 8
    let cardHeight: Double = 8 + 40 + 8
    #expect(tree.frame.size == Size(width: 300, height: cardHeight))
    #expect(
      absoluteFrame(of: "card", in: tree) == Rect(x: 0, y: 0, width: cardWidth, height: cardHeight))
    #expect(absoluteFrame(of: "box", in: tree) == Rect(x: 8, y: 8, width: 120, height: 40))
    // The spacer takes the rest; the gap next to a spacer is 0.
    #expect(
      absoluteFrame(of: "Spacer", in: tree)
        == Rect(x: cardWidth, y: cardHeight / 2, width: 300 - cardWidth, height: 0))
  }

  @Test("An unconstrained view: nil is compressed, a finite width is imposed, ∞ is unbounded")
  func proposalsOnAnEmptyView() {
    let node = AutoLayoutNode(View(identifier: "empty"))
    #expect(node.sizeThatFits(.unspecified, context: fixedText) == .zero)
    // Width pulled to 50 at .required, height to 30 at .fittingSizeLevel; nothing resists either.
    #expect(
      node.sizeThatFits(ProposedViewSize(width: 50, height: 30), context: fixedText)
        == Size(width: 50, height: 30))
    #expect(
      node.sizeThatFits(.infinity, context: fixedText) == Size(width: .infinity, height: .infinity))
  }

  @Test("A finite width proposal reaches a HostingView inside as height-for-width")
  func heightForWidthInsideTheSubtree() {
    let node = AutoLayoutNode(makeHostingCard(Text(sentence), inset: 10))
    let proposal = ProposedViewSize(width: 100, height: nil)
    // 100 − 2 × 10 = 80 pt for the text: three lines.
    let expected = Size(width: 100, height: 10 + 3 * 20 + 10)
    #expect(node.sizeThatFits(proposal, context: fixedText) == expected)
  }

  @Test("Placement lays the subtree out in the frame the parent gives")
  func placementUsesTheGivenFrame() {
    let node = AutoLayoutNode(makeFixedCard())
    let tree = VStack(spacing: 0) {
      Color.red.frame(height: 10)
      node
    }.layout(proposal: ProposedViewSize(width: 200, height: nil), context: fixedText)
    // Centred in the 200 pt column, below the 10 pt bar.
    let x: Double = (200 - 136) / 2
    #expect(absoluteFrame(of: "card", in: tree) == Rect(x: x, y: 10, width: 136, height: 56))
    #expect(absoluteFrame(of: "box", in: tree) == Rect(x: x + 8, y: 10 + 8, width: 120, height: 40))
  }
}
