import LayoutCore
import ProposalLayout
import Testing

/// An external "engine" that lays 100 pt² of content out at any width: height = 100 / width.
private let external = ExternalNode(
  name: "external",
  sizeThatFits: { proposal in
    let width = proposal.width.map { min(max($0, 1), 100) } ?? 100
    return Size(width: width, height: 100 / width)
  },
  place: { size in [FrameTree(name: "label", frame: Rect(origin: .zero, size: size))] })

@Test("An external node answers proposals through its closure and places its own subtree")
func externalNodeInAStack() {
  let tree = VStack(spacing: 0) {
    external
    Color.red.frame(height: 10)
  }.layout(proposal: ProposedViewSize(width: 50, height: nil))
  let frames = tree.flattened().map { ($0.path, $0.frame) }
  #expect(
    frames.contains {
      $0.0 == "VStack/external/label" && $0.1 == Rect(x: 0, y: 0, width: 50, height: 2)
    })
}

@Test("Ideal size and height-for-width, as a constraint layout would ask")
func idealSizeAndHeightForWidth() {
  let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer())
  #expect(external.idealSize() == Size(width: 100, height: 1))
  #expect(external.height(forWidth: 25) == 4)
  let text = Text("Hello, world").padding(10)
  #expect(text.idealSize(context: context) == Size(width: 140, height: 40))
  #expect(text.height(forWidth: 80, context: context) == 60)  // wraps to 2 lines in 60
}
