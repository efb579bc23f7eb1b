import LayoutCore
import ProposalLayout
import Testing

/// Asks two texts for their sizes with its own context: against the advice of ``LayoutNode``
/// (a node with several children should be a `Layout`), but it must still get right answers.
private struct TwoTextsOneContext: LayoutNode {
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    let short = Text("abc").sizeThatFits(proposal, context: context)
    let long = Text("abcdef ghij").sizeThatFits(proposal, context: context)
    return Size(width: short.width + long.width, height: max(short.height, long.height))
  }

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    FrameTree(name: "two", frame: frame)
  }
}

@Test("A text measured once in a pass is sized for every proposal as without the pass")
func textInAPassMatchesTextOutsideIt() {
  let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer())
  let string = "A subtitle long enough to wrap onto a second line 7"
  // Fixed frames propose these widths; the fixed-size text is proposed nil (its ideal). The
  // stack asks each child for its minimum and maximum as well.
  let widths: [Double?] = [0, 120, 200, 361, 35, nil]
  let stack = VStack {
    for width in widths {
      if let width { Text(string).frame(width: width) } else { Text(string).fixedSize() }
    }
  }
  let tree = stack.layout(proposal: ProposedViewSize(width: 393, height: nil), context: context)
  for (index, width) in widths.enumerated() {
    // Outside a pass `sizeThatFits` measures afresh: the independent answer.
    let expected = Text(string).sizeThatFits(
      ProposedViewSize(width: width, height: nil), context: context)
    #expect(tree.children[index].children[0].frame.size == expected)
  }
}

@Test("A node asking two texts with one context gets each text's own size")
func twoTextsWithOneContextKeepTheirSizes() {
  let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer())
  // "abc" is 30 wide; "abcdef ghij" in 100 points wraps to "abcdef" (60) and "ghij" (40).
  let tree = TwoTextsOneContext().layout(
    proposal: ProposedViewSize(width: 100, height: nil), context: context)
  #expect(tree.frame.size == Size(width: 90, height: 40))
}
