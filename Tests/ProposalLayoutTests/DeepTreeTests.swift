import Foundation
import LayoutCore
import ProposalLayout
import Synchronization
import Testing

/// A type-erasing wrapper, so that a nesting depth chosen at run time can be built; it passes its
/// own context to its child, as a user's one-child node may.
private struct Nested: LayoutNode {
  let content: any LayoutNode
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    content.sizeThatFits(proposal, context: context)
  }
  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    content.place(in: frame, proposal: proposal, context: context)
  }
}

/// A custom one-child container that insets its child by 1 on every edge, as `padding(1)` does.
private struct InsetLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
    guard let child = subviews.first else { return .zero }
    let size = child.sizeThatFits(inset(proposal))
    return Size(width: size.width + 2, height: size.height + 2)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    for child in subviews {
      child.place(at: Point(x: bounds.minX + 1, y: bounds.minY + 1), proposal: inset(proposal))
    }
  }

  private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - 2, 0) }, height: proposal.height.map { max($0 - 2, 0) })
  }
}

/// What every case is proposed.
private let proposed: Double = 30_000

/// One kind of deep tree: `depth` levels of `wrap` around `leaf`, whose frame-tree node is
/// named "leaf", and the root size and leaf frame (in root coordinates) expected for a depth.
struct DeepTree: Sendable, CustomTestStringConvertible {
  let kind: String
  let depth: Int
  let leaf: @Sendable () -> any LayoutNode
  let wrap: @Sendable (any LayoutNode) -> any LayoutNode
  let expected: @Sendable (_ depth: Int) -> (root: Size, leaf: Rect)

  var testDescription: String { kind }

  func build(depth: Int) -> any LayoutNode {
    var node = leaf()
    for _ in 0..<depth { node = wrap(node) }
    return node
  }

  /// 100,000 levels, or `PLUMB_DEEP_LEVELS`.
  static let depth =
    ProcessInfo.processInfo.environment["PLUMB_DEEP_LEVELS"].flatMap { Int($0) } ?? 100_000

  static let all: [DeepTree] = [
    // n paddings of 1: each proposes its child 2 less per axis, clamped at 0, so the leaf (a
    // Color, which takes what it is offered) is max(P − 2n, 0) wide and sits at (n, n); each
    // padding adds 2, so the root is max(P − 2n, 0) + 2n = max(P, 2n).
    DeepTree(
      kind: "padding(1) in a wrapper of the user's", depth: depth,
      leaf: { Color.red.named("leaf") }, wrap: { Nested(content: $0.padding(1)) },
      expected: insetExpectation),
    // frame(width: 20) around a 10×10 frame: every level is 20 wide and, since the height is
    // not fixed, as tall as its child, 10. The innermost one centres the 10×10 leaf at
    // ((20 − 10) / 2, 0); every other level's child fills it.
    DeepTree(
      kind: "frame(width:)", depth: depth,
      leaf: { Color.red.named("leaf").frame(width: 10, height: 10) },
      wrap: { $0.frame(width: 20) },
      expected: { _ in (Size(width: 20, height: 10), Rect(x: 5, y: 0, width: 10, height: 10)) }),
    // frame(maxWidth: 500, maxHeight: 400) around a 10×10 frame: each level proposes its child
    // the proposal clamped to 500×400 and, having only a maximum, is at least that proposal and
    // at most the maximum: 500×400 at every level. The innermost one centres the leaf at
    // ((500 − 10) / 2, (400 − 10) / 2).
    DeepTree(
      kind: "frame(maxWidth:maxHeight:)", depth: depth,
      leaf: { Color.red.named("leaf").frame(width: 10, height: 10) },
      wrap: { $0.frame(maxWidth: 500, maxHeight: 400) },
      expected: { _ in
        (Size(width: 500, height: 400), Rect(x: 245, y: 195, width: 10, height: 10))
      }),
    // A stack of one child offers it everything and is its size: the leaf Color fills P×P.
    DeepTree(
      kind: "VStack", depth: depth, leaf: { Color.red.named("leaf") },
      wrap: { node in VStack { node } }, expected: fillExpectation),
    DeepTree(
      kind: "HStack", depth: depth, leaf: { Color.red.named("leaf") },
      wrap: { node in HStack { node } }, expected: fillExpectation),
    DeepTree(
      kind: "ZStack", depth: depth, leaf: { Color.red.named("leaf") },
      wrap: { node in ZStack { node } }, expected: fillExpectation),
    // A stack of the deeper tree and a 10×10 sibling, 8 apart (the default gap between plain
    // views): the sibling, less flexible, is offered space first and takes 10, so the deeper
    // tree is proposed 18 less in height, clamped at 0 — the leaf is P wide and max(P − 18n, 0)
    // tall at the top — and each level adds 18 to its height: max(P, 18n). The gap asks both
    // children's spacing preferences, so this also checks that they are memoised (a tenth of the
    // depth: 10,000 levels took 30 min before).
    DeepTree(
      kind: "VStack with a sibling", depth: depth / 10, leaf: { Color.red.named("leaf") },
      wrap: { node in
        VStack {
          node
          Color.blue.frame(width: 10, height: 10)
        }
      },
      expected: { n in
        let gapAndSibling = 18 * Double(n)
        return (
          Size(width: proposed, height: max(proposed, gapAndSibling)),
          Rect(x: 0, y: 0, width: proposed, height: max(proposed - gapAndSibling, 0))
        )
      }),
    // The custom inset layout behaves as padding(1).
    DeepTree(
      kind: "a custom Layout", depth: depth, leaf: { Color.red.named("leaf") },
      wrap: { node in InsetLayout { node } }, expected: insetExpectation),
    // Layout-neutral modifiers and unary layouts in one level: the aspect ratio 1 box that fits
    // P×P is P×P and the leaf fills it; each offset draws its child 1 right, so the leaf is at
    // (n, 0). Five modifiers per level, so a fifth of the depth.
    DeepTree(
      kind: "offset, background, fixedSize, aspectRatio and layoutPriority", depth: depth / 5,
      leaf: { Color.red.named("leaf") },
      wrap: {
        $0.offset(x: 1).background(Color.blue).fixedSize(horizontal: false, vertical: false)
          .aspectRatio(1, contentMode: .fit).layoutPriority(1)
      },
      expected: { n in
        (
          Size(width: proposed, height: proposed),
          Rect(x: Double(n), y: 0, width: proposed, height: proposed)
        )
      }),
    // Issue 18's pass-through wrappers in one level: a ScrollView and a ViewThatFits with no
    // axes to check, one child each, pass the proposal on and take the child's size; ignoring
    // an absent safe area, a zero safe-area padding, a named space and a container-relative
    // frame on no axes change nothing. The leaf fills P×P. Six wrappers, a sixth of the depth.
    DeepTree(
      kind:
        "ScrollView, ViewThatFits, ignoresSafeArea, safeAreaPadding, coordinateSpace and containerRelativeFrame",
      depth: depth / 6, leaf: { Color.red.named("leaf") },
      wrap: { node in
        ScrollView([]) {
          ViewThatFits(in: []) { node }.ignoresSafeArea().safeAreaPadding(0)
            .coordinateSpace("level").containerRelativeFrame([])
        }
      },
      expected: fillExpectation),
    // A Grid of one cell around a one-column LazyVGrid: the lazy grid proposes its child the
    // width P and no height, so the leaf is P × 10 (a colour's ideal height), and every level
    // is as tall: the root is P × 10. Several questions per level: a tenth of the depth.
    DeepTree(
      kind: "Grid and LazyVGrid", depth: depth / 10, leaf: { Color.red.named("leaf") },
      wrap: { node in
        Grid { GridRow { LazyVGrid(columns: [GridItem()]) { node } } }
      },
      expected: { _ in
        (Size(width: proposed, height: 10), Rect(x: 0, y: 0, width: proposed, height: 10))
      }),
  ]

  private static let insetExpectation: @Sendable (Int) -> (root: Size, leaf: Rect) = { n in
    let inset = 2 * Double(n)
    let leafSide = max(proposed - inset, 0)
    let rootSide = max(proposed, inset)
    return (
      Size(width: rootSide, height: rootSide),
      Rect(x: Double(n), y: Double(n), width: leafSide, height: leafSide)
    )
  }

  private static let fillExpectation: @Sendable (Int) -> (root: Size, leaf: Rect) = { _ in
    (Size(width: proposed, height: proposed), Rect(x: 0, y: 0, width: proposed, height: proposed))
  }
}

/// The frame of the node named "leaf" in root coordinates, found without recursion by following
/// each node's primary child: the last of a background's two, the first of a stack's.
private func leafFrame(in tree: FrameTree) -> Rect? {
  var node = tree
  var origin = Point.zero
  while true {
    origin = Point(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY)
    guard let child = node.name == "background" ? node.children.last : node.children.first
    else { break }
    node = child
  }
  guard node.name == "leaf" else { return nil }
  return Rect(origin: origin, size: node.frame.size)
}

/// Proposal layout recurses once per level (`sizeThatFits` and `place` call the child's, as
/// SwiftUI's do); the library's nodes continue on a new thread when the stack runs low, and
/// memoise their answers, so depth costs neither the stack nor quadratic time
/// (Documentation/BadInputs.md, L3). Run deeper with `PLUMB_DEEP_LEVELS=1000000 swift test
/// --filter deepTreeLaysOut`.
@Test("A deep tree lays out, is compared, rounded and dropped", arguments: DeepTree.all)
func deepTreeLaysOut(_ deep: DeepTree) {
  let node = deep.build(depth: deep.depth)
  let tree = node.layout(proposal: ProposedViewSize(width: proposed, height: proposed))
  let expected = deep.expected(deep.depth)
  #expect(tree.frame.size == expected.root)
  #expect(leafFrame(in: tree) == expected.leaf)
  // The other walks of the result: comparison and pixel rounding (the frames are integral).
  #expect(tree.roundedToPixels(displayScale: 1) == tree)
}

/// Counts the questions a level is asked: sizes, placements and alignment guides.
private struct Counted: LayoutNode {
  let content: any LayoutNode
  let calls: Counter

  final class Counter: Sendable {
    let value = Mutex(0)
    func increment() { value.withLock { $0 += 1 } }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    calls.increment()
    return content.sizeThatFits(proposal, context: context)
  }
  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    calls.increment()
    return content.place(in: frame, proposal: proposal, context: context)
  }
  func explicitAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext
  ) -> Double? {
    calls.increment()
    return content.explicitAlignment(of: guide, in: size, proposal: proposal, context: context)
  }
  var layoutPriority: Double { content.layoutPriority }
  // `spacing` is not forwarded: a node's `spacing` has no context, so the library cannot memoise
  // what is asked through it, and forwarding would walk the subtree at every level. (The default,
  // no preference, is also what the stacks below would answer.)
}

@Test(
  "Each level is asked a bounded number of questions, so time grows linearly with depth",
  arguments: DeepTree.all)
func deepTreeWorkIsLinear(_ deep: DeepTree) {
  // Every level is wrapped in a counting node. Memoised, a level is asked a few questions
  // whatever the depth (13 to 18 here: sizes for several proposals, placement, both guides);
  // without memoising, the levels near the leaf are asked once per level above them
  // (quadratic: ~500 per level at 1,000 levels) or more.
  let depth = 1_000
  let calls = Counted.Counter()
  var node = deep.leaf()
  for _ in 0..<depth { node = Counted(content: deep.wrap(node), calls: calls) }
  let tree = node.layout(proposal: ProposedViewSize(width: proposed, height: proposed))
  #expect(tree.frame.size == deep.expected(depth).root)
  #expect(calls.value.withLock { $0 } <= 24 * depth)
}
