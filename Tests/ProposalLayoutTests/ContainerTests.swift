import Foundation
import LayoutCore
import ProposalLayout
import Testing

@Test("ViewThatFits places and draws only the chosen child")
func viewThatFitsDrawsOneChild() {
  let tree = AcceptanceFixtures.uploadProgress().layout(
    proposal: ProposedViewSize(width: 120, height: 50), context: testContext)
  let names = Set(tree.flattened().map(\.node.name))
  #expect(names.contains("bar"))
  #expect(!names.contains("row") && !names.contains("label"))
}

@Test("ViewThatFits with no axes shows its first child, and with no children is empty")
func viewThatFitsEdgeCases() {
  let first = ViewThatFits(in: []) {
    Color.red.frame(width: 500, height: 500)
    Color.blue.frame(width: 10, height: 10)
  }.layout(proposal: ProposedViewSize(width: 50, height: 50))
  #expect(first.frame.size == Size(width: 500, height: 500))
  let empty = ViewThatFits {}.layout(proposal: ProposedViewSize(width: 50, height: 50))
  #expect(empty.frame.size == .zero && empty.children.isEmpty)
}

@Test("A divider is one pixel thick: 1 / displayScale")
func dividerIsAHairline() {
  var context = LayoutContext()
  context.displayScale = 3
  let size = Divider().sizeThatFits(ProposedViewSize(width: 90, height: nil), context: context)
  #expect(size == Size(width: 90, height: 1.0 / 3))
}

@Test("Several views in a ScrollView are stacked along its axis")
func scrollViewStacksSeveralViews() {
  let tree = ScrollView {
    Color.red.frame(width: 20, height: 30)
    Color.blue.frame(width: 20, height: 30)
  }.layout(proposal: ProposedViewSize(width: 100, height: 100))
  // A VStack: 30 + 8 + 30 = 68 tall, 20 wide; the scroll view hugs the width.
  #expect(tree.frame.size == Size(width: 20, height: 100))
  #expect(tree.children[0].frame.size == Size(width: 20, height: 68))
}

@Test("A lazy grid without columns or with a huge adaptive column still lays out every child")
func lazyGridDegenerateColumns() {
  let none = LazyVGrid(columns: []) {
    Color.red
    Color.blue
  }
  .layout(proposal: ProposedViewSize(width: 100, height: nil))
  #expect(none.children.count == 2)
  // 1e9 wide, minimum 1: about 1.1e8 slots, never materialised; the two items sit in the first
  // two, each (1e9 − (k − 1)·8) / k wide for k = ⌊(1e9 + 8) / 9⌋.
  let huge = LazyVGrid(columns: [GridItem(.adaptive(minimum: 1))]) {
    Color.red
    Color.blue
  }
  .layout(proposal: ProposedViewSize(width: 1e9, height: nil))
  let k = ((1e9 + 8) / 9).rounded(.down)
  let slot = (1e9 - (k - 1) * 8) / k
  #expect(abs(huge.children[1].frame.minX - (slot + 8)) < 1e-6)
}

@Test("Grid cell traits are read through layout-neutral modifiers such as named")
func gridTraitsThroughNamed() throws {
  let result = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
    GridRow {
      Color.red.frame(width: 10, height: 10)
      Color.red.frame(width: 10, height: 10)
    }
    GridRow { Color.blue.frame(height: 10).gridCellColumns(2).named("wide") }
  }.layoutResult(proposal: .unspecified)
  // The blue cell spans both 10-wide columns: proposed 20 wide, it takes it.
  #expect(try result.frame(named: "wide") == Rect(x: 0, y: 10, width: 20, height: 10))
}

@Test("A GridRow outside a Grid lays out as an HStack")
func gridRowOutsideGrid() {
  let row = GridRow {
    Color.red.frame(width: 10, height: 10)
    Color.blue.frame(width: 10, height: 10)
  }
  .layout(proposal: .unspecified)
  let stack = HStack {
    Color.red.frame(width: 10, height: 10)
    Color.blue.frame(width: 10, height: 10)
  }
  .layout(proposal: .unspecified)
  #expect(row == stack)
}

@Test("A Layout written with Size answers the CG form too, through the default bridge")
func layoutFormsBridge() {
  struct Fixed: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
      Size(width: 30, height: 40)
    }
    func placeSubviews(
      in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
    ) {
      subviews[0].place(at: Point(x: bounds.minX + 5, y: bounds.minY + 6), proposal: .zero)
    }
  }
  /// Asks `Fixed` through its CG forms.
  struct ViaCG: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
      let answer: CGSize = Fixed().sizeThatFits(
        proposal: proposal, subviews: subviews, cache: &cache)
      return Size(answer)
    }
    func placeSubviews(
      in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
    ) {
      Fixed().placeSubviews(
        in: CGRect(bounds), proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
  let tree = ViaCG()({ Color.red }).padding(1).layout(proposal: .unspecified)
  #expect(tree.frame.size == Size(width: 32, height: 42))
  // Fixed placed the colour 5, 6 from the container's corner, proposed 0×0.
  #expect(tree.children[0].children[0].frame == Rect(x: 5, y: 6, width: 0, height: 0))
}

@Test("A cell spanning two columns widens them equally when it is wider than they are")
func gridSpanningCellWidensColumns() throws {
  let result = Grid {
    GridRow {
      Color.red.frame(width: 20, height: 10).named("a")
      Color.red.frame(width: 20, height: 10).named("b")
    }
    GridRow { Color.blue.frame(width: 100, height: 10).named("wide").gridCellColumns(2) }
  }.layoutResult(proposal: .unspecified)
  // The columns are 20 and 20 with 8 between: 48. The 100-wide cell needs 100 − 8 = 92 of
  // column width, 52 more: each column grows by 26 to 46. "b" is centred in the second
  // column, which starts at 46 + 8 = 54: x = 54 + 13 = 67.
  #expect(try result.frame(named: "wide") == Rect(x: 0, y: 18, width: 100, height: 10))
  #expect(try result.frame(named: "b") == Rect(x: 67, y: 0, width: 20, height: 10))
  #expect(result.tree.frame.size == Size(width: 100, height: 28))
}

@Test("A grid of rows that all span it is as wide as its widest row")
func gridWithoutGridRows() {
  let tree = Grid {
    Color.red.frame(width: 40, height: 10)
    Text("Hello")
  }.layout(proposal: ProposedViewSize(width: 300, height: nil), context: testContext)
  // One column, as wide as the widest row offered 300: the 50-wide text. Rows 10 and 20,
  // 8 apart; the colour is centred in the 50-wide column: x 5.
  #expect(tree.frame.size == Size(width: 50, height: 38))
  #expect(tree.children[0].frame == Rect(x: 5, y: 0, width: 40, height: 10))
}
