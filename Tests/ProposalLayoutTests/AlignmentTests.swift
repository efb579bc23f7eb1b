import LayoutCore
import ProposalLayout
import Testing

private let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer())

private func absoluteFrames(_ tree: FrameTree) -> [String: Rect] {
  Dictionary(tree.flattened().map { ($0.node.name, $0.frame) }, uniquingKeysWith: { a, _ in a })
}

@Test(
  "VStack leading guides 0, −10, −20 shift the children right and widen the stack (SwiftUI facts, alignment examples)"
)
func vstackLeadingGuides() {
  let tree = VStack(alignment: .leading, spacing: 0) {
    Color.red.frame(width: 50, height: 20).named("a")
    Color.red.frame(width: 50, height: 20).alignmentGuide(.leading) { _ in -10 }.named("b")
    Color.red.frame(width: 50, height: 20).alignmentGuide(.leading) { _ in -20 }.named("c")
  }.layout(proposal: .unspecified, context: context)
  #expect(tree.frame.size == Size(width: 70, height: 60))
  let frames = absoluteFrames(tree)
  #expect(frames["a"]?.origin == Point(x: 0, y: 0))
  #expect(frames["b"]?.origin == Point(x: 10, y: 20))
  #expect(frames["c"]?.origin == Point(x: 20, y: 40))
}

@Test(
  "ZStack badge: moved guides grow the ZStack to the union (SwiftUI facts, alignment examples, FG-ZS)"
)
func zstackBadge() {
  let tree = ZStack(alignment: .topLeading) {
    Color.red.frame(width: 60, height: 60).named("base")
    Color.blue.frame(width: 20, height: 20)
      .alignmentGuide(.top) { $0.height / 2 }
      .alignmentGuide(.leading) { $0.width / 2 }
      .named("badge")
  }.layout(proposal: .unspecified, context: context)
  #expect(tree.frame.size == Size(width: 70, height: 70))
  let frames = absoluteFrames(tree)
  #expect(frames["base"] == Rect(x: 10, y: 10, width: 60, height: 60))
  #expect(frames["badge"] == Rect(x: 0, y: 0, width: 20, height: 20))
}

private enum Marker: AlignmentID {
  static func defaultValue(in dimensions: ViewDimensions) -> Double { dimensions.width / 2 }
}

extension HorizontalAlignment {
  fileprivate static let marker = HorizontalAlignment(Marker.self)
}

@Test("Custom guides propagate out of containers, averaged; built-in ones do not")
func customGuidesPropagate() {
  // The inner VStack's children have explicit marker values 5 and 15 at x = 0 in the stack:
  // the stack's merged value is their average, 10; the outer stack aligns it with the plain
  // square's default (its centre, 10), so both start at x = 0.
  let inner = VStack(alignment: .leading, spacing: 0) {
    Color.red.frame(width: 30, height: 10).alignmentGuide(.marker) { _ in 5 }
    Color.red.frame(width: 30, height: 10).alignmentGuide(.marker) { _ in 15 }
  }
  let tree = VStack(alignment: .marker, spacing: 0) {
    inner.named("inner")
    Color.blue.frame(width: 20, height: 10).named("plain")
  }.layout(proposal: .unspecified, context: context)
  let frames = absoluteFrames(tree)
  #expect(frames["inner"]?.minX == 0)
  #expect(frames["plain"]?.minX == 0)
  // A built-in guide is not merged: the inner stack reports no explicit leading value.
  let leading = inner.explicitAlignment(
    of: HorizontalAlignment.leading.key, in: Size(width: 30, height: 20), proposal: .unspecified,
    context: context)
  #expect(leading == nil)
}

@Test("Explicit guides pass through padding, moved by the inset")
func guidesPassThroughPadding() {
  let node = Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 5 }.padding(3)
  let value = node.explicitAlignment(
    of: HorizontalAlignment.leading.key, in: Size(width: 26, height: 26), proposal: .unspecified,
    context: context)
  #expect(value == 8)
}

/// The built-in frame guides: a stack aligns a child by one of these without asking a `Text`,
/// a `Color` or a `Spacer` for it (their explicit value is always `nil`; the stack takes the
/// guide's default), so each such child must indeed have none.
private let builtInGuides: [AlignmentKey] = [
  HorizontalAlignment.leading.key, HorizontalAlignment.center.key,
  HorizontalAlignment.trailing.key, VerticalAlignment.top.key, VerticalAlignment.center.key,
  VerticalAlignment.bottom.key,
]

@Test(
  "Texts, colours and spacers have no explicit value for a built-in frame guide, at any size",
  arguments: [
    Text("Title") as any LayoutNode, Text("Two\nlines of text"), Text(""), Color.red, Spacer(),
  ])
func leavesHaveNoBuiltInGuides(node: any LayoutNode) {
  for guide in builtInGuides {
    for (size, proposal) in [
      (Size.zero, ProposedViewSize.zero), (Size(width: 40, height: 20), .unspecified),
      (Size(width: 10, height: 60), ProposedViewSize(width: 10, height: nil)),
    ] {
      #expect(
        node.explicitAlignment(of: guide, in: size, proposal: proposal, context: context) == nil)
    }
  }
}

@Test("A text in a stack aligned by a built-in guide keeps a guide set on it, and its baselines")
func textGuidesInStacks() {
  // The leading guide moved by −10 shifts the text right of the plain one, as for a colour
  // (vstackLeadingGuides); the first baseline (the measurer's ascent) is still the text's own.
  let tree = VStack(alignment: .leading, spacing: 0) {
    Text("a").named("plain")
    Text("b").alignmentGuide(.leading) { _ in -10 }.named("moved")
  }.layout(proposal: .unspecified, context: context)
  let frames = absoluteFrames(tree)
  #expect(frames["plain"]?.minX == 0)
  #expect(frames["moved"]?.minX == 10)
  let baseline = Text("a").explicitAlignment(
    of: VerticalAlignment.firstTextBaseline.key, in: Size(width: 10, height: 20),
    proposal: .unspecified, context: context)
  #expect(baseline == FixedAdvanceTextMeasurer().ascent)
}
