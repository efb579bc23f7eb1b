// The README's "SwiftUI-style proposal layout" example with exactly its imports (see
// ReadmeSolverSnippetTests.swift for how the snippet is kept identical to the README's).
import ProposalLayout
import Testing

@Test("README: a SwiftUI-style card laid out for a 320-point width")
func readmeProposalExample() {
  // README snippet begin
  let card = VStack(alignment: .leading, spacing: 4) {
    Text("Plumb")
    Text("SwiftUI-style layout on Linux")
  }
  .padding()
  .frame(maxWidth: .infinity, alignment: .leading)
  .background(Color.teal)

  let tree = card.layout(proposal: ProposedViewSize(width: 320, height: nil))
  print(tree.roundedToPixels(displayScale: 3).treeDescription)
  // README snippet end
  // The flexible frame takes the proposed width. Inside, the padding proposes 320 − 2·16 to the
  // stack, which is as tall as its two texts plus 4 pt of spacing; padding adds 16 above and
  // below.
  let inner = ProposedViewSize(width: 320 - 2 * 16, height: nil)
  let title = Text("Plumb").layout(proposal: inner).frame.height
  let subtitle = Text("SwiftUI-style layout on Linux").layout(proposal: inner).frame.height
  let expectedHeight: Double = 16 + title + 4 + subtitle + 16
  #expect(tree.frame.width == 320)
  #expect(abs(tree.frame.height - expectedHeight) < 1e-9)
  #expect(tree.roundedToPixels(displayScale: 3).treeDescription.contains("Text"))
}
