import Foundation
import LayoutCore
import ProposalLayout
import Testing

/// A type-erasing wrapper, so that a nesting depth chosen at run time can be built.
private struct Nested: LayoutNode {
  let content: any LayoutNode
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    content.sizeThatFits(proposal, context: context)
  }
  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    content.place(in: frame, proposal: proposal, context: context)
  }
}

/// Proposal layout recurses once per level (sizeThatFits and place call the child's, as SwiftUI's
/// do), and its time grows with the square of the depth (1,000 levels 0.3 s, 2,000 1 s, 4,000
/// 4 s in a debug build); about 8,000 levels overflow the 8 MB stack of a debug build, so 10,000
/// does (Documentation/BadInputs.md, "Limits"). Reproduce with
/// `PLUMB_DEEP_PADDINGS=10000 swift test --filter deepPaddings` (crashes with signal 11).
@Test("A tree of 1,000 nested paddings lays out (PLUMB_DEEP_PADDINGS overrides the depth)")
func deepPaddings() {
  let depth = ProcessInfo.processInfo.environment["PLUMB_DEEP_PADDINGS"].flatMap { Int($0) } ?? 1_000
  var node: any LayoutNode = Color.red
  for _ in 0..<depth { node = Nested(content: node.padding(1)) }
  let tree = node.layout(proposal: ProposedViewSize(width: 30_000, height: 30_000))
  #expect(tree.frame.size == Size(width: 30_000, height: 30_000))
}
