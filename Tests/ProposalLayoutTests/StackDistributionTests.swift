import LayoutCore
import ProposalLayout
import Testing

private func frames(_ node: some LayoutNode, _ proposal: ProposedViewSize) -> [String: Rect] {
  let tree = node.layout(
    proposal: proposal, context: LayoutContext(textMeasurer: FixedAdvanceTextMeasurer()))
  return Dictionary(
    tree.flattened().map { ($0.node.name, $0.frame) }, uniquingKeysWith: { a, _ in a })
}

private func transposed(_ rect: Rect) -> Rect {
  Rect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
}

@Test("An HStack and a VStack of transposed children give transposed frames")
func stacksAreOneAlgorithmWithAxesSwapped() {
  let row = HStack(alignment: .bottom, spacing: 5) {
    Color.red.frame(minWidth: 30, maxWidth: 90, minHeight: 10, maxHeight: 20).named("a")
    Color.green.frame(width: 40, height: 35).named("b")
    Spacer(minLength: 12).named("s")
    Color.blue.layoutPriority(2).frame(maxWidth: 50).named("c")
  }
  let column = VStack(alignment: .trailing, spacing: 5) {
    Color.red.frame(minWidth: 10, maxWidth: 20, minHeight: 30, maxHeight: 90).named("a")
    Color.green.frame(width: 35, height: 40).named("b")
    Spacer(minLength: 12).named("s")
    Color.blue.layoutPriority(2).frame(maxHeight: 50).named("c")
  }
  for (width, height) in [(250.0, 60.0), (90, 25), (1000, 1000)] {
    let rowFrames = frames(row, ProposedViewSize(width: width, height: height))
    let columnFrames = frames(column, ProposedViewSize(width: height, height: width))
    for name in ["a", "b", "s", "c"] {
      #expect(
        rowFrames[name].map(transposed) == columnFrames[name], "\(name) at \(width)×\(height)")
    }
  }
}

@Test("Children are proposed least flexible first but placed in source order")
func proposedByFlexibilityPlacedInSourceOrder() {
  // The fixed 50 is served first: (200 − 50) / 2 = 75 for each colour.
  let result = frames(
    HStack(spacing: 0) {
      Color.red.named("a")
      Color.green.frame(width: 50).named("b")
      Color.blue.named("c")
    }, ProposedViewSize(width: 200, height: 10))
  #expect(result["a"] == Rect(x: 0, y: 0, width: 75, height: 10))
  #expect(result["b"] == Rect(x: 75, y: 0, width: 50, height: 10))
  #expect(result["c"] == Rect(x: 125, y: 0, width: 75, height: 10))
}

@Test("Flexibility order: smaller range first; among infinite ranges, larger minimum first")
func flexibilityOrdering() {
  // OSUI-LT-TEST: (10,20) < (10,30); (10,∞) > (20,∞); (10,20) < (10,∞).
  // In 60 wide, whoever is served first gets a third more than the last.
  let result = frames(
    HStack(spacing: 0) {
      Color.red.frame(minWidth: 10, maxWidth: 30).named("a")  // range 20, second
      Color.green.frame(minWidth: 10, maxWidth: 20).named("b")  // range 10, first
    }, ProposedViewSize(width: 60, height: 10))
  #expect(result["b"]?.width == 20)  // offered 30, clamped to 20
  #expect(result["a"]?.width == 30)  // offered the remaining 40, clamped to 30
  let infinite = frames(
    HStack(spacing: 0) {
      Color.red.frame(minWidth: 10).named("a")
      Color.green.frame(minWidth: 40).named("b")  // larger minimum: first
    }, ProposedViewSize(width: 70, height: 10))
  #expect(infinite["b"]?.width == 40)  // offered 35, raised to 40
  #expect(infinite["a"]?.width == 30)
}

@Test("Equal flexibility keeps source order, so layout is deterministic")
func equalFlexibilityKeepsSourceOrder() {
  // Text wraps differently depending on the share it is offered; equal texts must get equal
  // shares whatever their position.
  let result = frames(
    HStack(spacing: 0) {
      Text("aa bb").named("a")
      Text("aa bb").named("b")
    }, ProposedViewSize(width: 60, height: 100))
  #expect(result["a"]?.size == result["b"]?.size)
}

@Test("Infinite proposals give infinite stacks without NaN")
func infiniteProposals() {
  let stack = HStack(spacing: 0) {
    Color.red
    Color.blue
  }
  let size = stack.sizeThatFits(.infinity, context: LayoutContext())
  #expect(size == Size(width: .infinity, height: .infinity))
  #expect(stack.sizeThatFits(.zero, context: LayoutContext()) == .zero)
}

@Test("Offers are never negative; children may still overflow")
func offersNeverNegative() {
  let result = frames(
    HStack(spacing: 0) {
      Color.red.frame(width: 100).named("a")
      Color.blue.named("b")
    }, ProposedViewSize(width: 50, height: 10))
  #expect(result["b"]?.width == 0)
  #expect(result["HStack"]?.width == 100)
}
