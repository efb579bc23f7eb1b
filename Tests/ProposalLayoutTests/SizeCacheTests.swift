import LayoutCore
import ProposalLayout
import Synchronization
import Testing

/// Alternating HStacks and VStacks, `depth` deep, around `leaf`.
private func nested(depth: Int, leaf: any LayoutNode) -> any LayoutNode {
  var node = leaf
  for level in 0..<depth {
    let inner = node
    node =
      level.isMultiple(of: 2)
      ? HStack {
        inner
        Color.red
        Text("x y")
      }
      : VStack {
        inner.padding(1)
        Color.blue.frame(maxWidth: 30)
      }
  }
  return node
}

@Test("A layout pass measures each container once per proposal, so deep nesting stays cheap")
func deepNestingIsNotExponential() {
  let calls = Mutex(0)
  let leaf = ExternalNode(name: "leaf") { proposal in
    calls.withLock { $0 += 1 }
    return proposal.replacingUnspecifiedDimensions()
  }
  _ = nested(depth: 40, leaf: leaf).layout(proposal: ProposedViewSize(width: 300, height: 300))
  // Without the cache every level multiplies the leaf's calls by three or more (3^40).
  #expect(calls.withLock { $0 } < 2_000)
}

@Test("Measuring from outside a layout pass (idealSize, height(forWidth:)) is memoised too")
func measuringIsMemoised() {
  let calls = Mutex(0)
  let leaf = ExternalNode(name: "leaf") { proposal in
    calls.withLock { $0 += 1 }
    return proposal.replacingUnspecifiedDimensions()
  }
  let node = nested(depth: 40, leaf: leaf)
  _ = node.idealSize()
  _ = node.height(forWidth: 300)
  // An HStack proposed a width asks each child three times (minimum, maximum, offer): 3^20
  // leaf calls for the 20 HStacks, were the measurements not memoised.
  #expect(calls.withLock { $0 } < 2_000)
}

@Test("Memoised and unmemoised layout give the same frames")
func memoisationDoesNotChangeResults() {
  let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer())
  let node = nested(depth: 6, leaf: Text("a b c d"))
  let proposal = ProposedViewSize(width: 250, height: 180)
  let memoised = node.layout(proposal: proposal, context: context)
  // Calling the protocol methods directly runs without a size cache.
  let size = node.sizeThatFits(proposal, context: context)
  let plain = node.place(in: Rect(origin: .zero, size: size), proposal: proposal, context: context)
  #expect(memoised == plain)
}

@Test("Nested backgrounds do not share answers: each secondary view is sized for itself")
func nestedBackgroundsKeepTheirOwnSizes() {
  // Both secondary stacks are proposed the primary's 10×10; before every library node gave its
  // child an identity of its own, the outer one was identified like the inner one and got its
  // memoised 1×1.
  let node = Color.red.frame(width: 10, height: 10)
    .background(VStack { Color.blue.frame(width: 1, height: 1).named("inner") })
    .background(VStack { Color.green.frame(width: 2, height: 2).named("outer") })
  let frames = Dictionary(
    node.layout(proposal: ProposedViewSize(width: 100, height: 100)).flattened()
      .map { ($0.node.name, $0.frame) },
    uniquingKeysWith: { first, _ in first })
  let outerOrigin: Double = (10 - 2) / 2  // centred in the primary
  let innerOrigin: Double = (10 - 1) / 2
  #expect(frames["outer"] == Rect(x: outerOrigin, y: outerOrigin, width: 2, height: 2))
  #expect(frames["inner"] == Rect(x: innerOrigin, y: innerOrigin, width: 1, height: 1))
}

/// A 10×10 leaf that counts how often it is asked for its spacing preferences.
private struct SpacingProbe: LayoutNode {
  final class Counter: Sendable {
    let value = Mutex(0)
  }
  let calls: Counter

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    Size(width: 10, height: 10)
  }
  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    FrameTree(name: "probe", frame: frame)
  }
  var spacing: ViewSpacing {
    calls.value.withLock { $0 += 1 }
    return ViewSpacing()
  }
}

@Test("Spacing preferences are memoised in a pass, so nested stacks with siblings stay linear")
func spacingIsMemoised() {
  // Each level is a VStack of the deeper levels and a probe; the gap between them needs both
  // children's preferences, and the deeper stack's are the union of everything below it.
  let calls = SpacingProbe.Counter()
  let depth = 1_000
  var node: any LayoutNode = Color.red
  for _ in 0..<depth {
    let inner = node
    node = VStack {
      inner
      SpacingProbe(calls: calls)
    }
  }
  _ = node.layout(proposal: ProposedViewSize(width: 300, height: 300))
  // Memoised, a probe is asked a few times: by its stack's distributions and once for its
  // stack's own preferences. Otherwise every stack's preferences would ask every probe below
  // it, at every distribution: 1.5 million calls at this depth.
  #expect(calls.value.withLock { $0 } <= 8 * depth)
}

@Test(
  "A stack of fixed-size content, answered once for every proposal, lays out as without memos",
  arguments: [
    ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: nil, height: nil),
    // Large, not infinite: an infinite width gives the row's children NaN positions in both
    // trees, and NaN is unequal to itself.
    ProposedViewSize(width: 10_000, height: 10_000),
    ProposedViewSize(width: 393, height: nil), ProposedViewSize(width: 120, height: 30),
  ])
func fixedSizeSubtreesKeepTheirFrames(proposal: ProposedViewSize) {
  // The texts column and the padded, backed icon have the same size for every proposal (fixed
  // frames, padding, a background, stacks of those); the row around them does not (a Spacer),
  // and a guide set inside padding must still reach the outer stack.
  let texts = VStack(alignment: .leading, spacing: 4) {
    Color.gray.frame(width: 120, height: 20)
    Color.gray.frame(width: 240, height: 40).padding(2)
  }
  let node = VStack(alignment: .leading) {
    HStack {
      Color.blue.frame(width: 44, height: 44).padding(4).background(Color.white)
      texts
      Spacer()
      Color.gray.frame(width: 50, height: 20)
    }
    .padding(.horizontal, 16)
    Color.red.frame(width: 30, height: 10).alignmentGuide(.leading) { _ in -7 }.padding(3)
      .named("guided")
    texts.frame(width: 100)
  }
  let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer())
  let memoised = node.layout(proposal: proposal, context: context)
  // The protocol methods called directly run without a size cache.
  let size = node.sizeThatFits(proposal, context: context)
  let plain = node.place(in: Rect(origin: .zero, size: size), proposal: proposal, context: context)
  #expect(memoised == plain)
  // The guide set inside the padding still reaches the stack: the red box's leading guide is
  // at −7 in it, so the padding's is at 3 − 7 = −4, and the stack puts the padding's leading
  // edge 4 pt right of its alignment line, where the other children's leading edges are.
  let guided = memoised.flattened().first { $0.node.name == "guided" }
  #expect(guided?.frame.minX == 4)
}

/// A measurer whose lifetime a test can observe: 7 pt a character, 20 pt a line.
private final class ObservedMeasurer: TextMeasurer {
  func advance(of character: Character) -> Double { 7 }
  var lineHeight: Double { 20 }
}

@Test(
  "A layout pass that measures text frees its cache when it returns, and with it the measurer")
func aPassFreesItsCache() {
  weak var observed: ObservedMeasurer?
  do {
    let measurer = ObservedMeasurer()
    observed = measurer
    let node = VStack {
      Text("Hello, world")
      Text("again and again")
    }
    let tree = node.layout(
      proposal: ProposedViewSize(width: 60, height: nil),
      context: LayoutContext(textMeasurer: measurer))
    // The texts were measured with it: "Hello, world" is 12 × 7 = 84 pt wide, so at 60 pt it
    // wraps to two lines of 20 pt.
    #expect(tree.children.first?.frame.size.height == 40)
  }
  // The pass's context holds its cache; a cache that held that context back would keep both,
  // and the measurer, alive for good.
  #expect(observed == nil)
}
