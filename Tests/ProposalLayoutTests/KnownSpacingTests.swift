import LayoutCore
import ProposalLayout
import Testing

/// A leaf of one's own with the given spacing preferences: the library cannot know them from
/// the tree's structure, so every node above it walks down to ask.
private struct OpaqueLeaf: LayoutNode {
  let preferences: ViewSpacing
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    Size(width: 10, height: 10)
  }
  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    FrameTree(name: "opaque", frame: frame)
  }
  var spacing: ViewSpacing { preferences }
}

/// The leaves a tree is built from: the library's, whose preferences are constants (a colour
/// and a text have none, a spacer 0 on every edge), or opaque leaves with the same preferences.
private enum Leaves {
  case library, opaque

  func plain() -> any LayoutNode {
    self == .library ? Color.red : OpaqueLeaf(preferences: ViewSpacing())
  }
  func text() -> any LayoutNode {
    self == .library ? Text("a b") : OpaqueLeaf(preferences: ViewSpacing())
  }
  func spacer() -> any LayoutNode {
    self == .library ? Spacer() : OpaqueLeaf(preferences: .zero)
  }
}

/// Subtrees whose preferences pass through or combine the leaves': padding on some edges,
/// layout-neutral and unary modifiers, stacks (the union of their children) and nesting.
private let subtrees: [(String, @Sendable (Leaves) -> any LayoutNode)] = [
  ("plain", { $0.plain() }),
  ("spacer", { $0.spacer() }),
  ("padded spacer", { $0.spacer().padding(.horizontal, 4) }),
  ("spacer padded on top", { $0.spacer().padding(.top, 2) }),
  ("framed text", { $0.text().frame(width: 30, height: 10) }),
  ("spacer behind a background", { $0.spacer().background { Color.blue } }),
  (
    "stack of a spacer and a text",
    { leaves in
      VStack {
        leaves.spacer(); leaves.text()
      }
    }
  ),
  (
    "stack of spacers",
    { leaves in
      HStack {
        leaves.spacer(); leaves.spacer().padding(.leading, 1)
      }
    }
  ),
  (
    "overlay of spacers",
    { leaves in
      ZStack {
        leaves.spacer(); leaves.spacer()
      }
    }
  ),
  ("empty stack", { _ in HStack {} }),
  (
    "nested",
    { leaves in
      VStack {
        HStack {
          leaves.spacer(); leaves.spacer()
        }.padding(.vertical, 3)
        ZStack { leaves.spacer() }.frame(maxWidth: 20)
      }
    }
  ),
]

@Test(
  "Preferences known from the tree's structure are those a walk down to every leaf finds",
  arguments: subtrees.indices)
func knownSpacingMatchesTheWalk(index: Int) {
  let (name, build) = subtrees[index]
  // Outside a pass: the node's own preferences.
  #expect(build(.library).spacing == build(.opaque).spacing, "\(name)")
  // In a pass: the gaps a stack puts on either side of the subtree, seen in the frames. Each
  // subtree sits in a fixed frame (which passes preferences through), so only the gaps differ
  // if the preferences do.
  func row(_ leaves: Leaves) -> [Rect] {
    let stack = HStack {
      Color.gray.frame(width: 5, height: 5)
      build(leaves).frame(width: 10, height: 10)
      Color.gray.frame(width: 5, height: 5)
    }
    let tree = VStack {
      stack
      build(leaves).frame(width: 10, height: 10)
      stack
    }.layout(proposal: ProposedViewSize(width: 200, height: nil))
    // The stacks and the fixed frames, not what is inside the subtree: a spacer and an opaque
    // leaf differ in size, but each frame around them is 10 × 10.
    let rows = [tree.children[0], tree.children[2]]
    return [tree.frame] + tree.children.map(\.frame) + rows.flatMap { $0.children.map(\.frame) }
  }
  let library = row(.library)
  #expect(library.count == 10, "\(name)")
  #expect(library == row(.opaque), "\(name)")
}
