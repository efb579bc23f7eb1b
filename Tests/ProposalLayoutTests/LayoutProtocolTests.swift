import LayoutCore
import ProposalLayout
import Testing

/// Apple's WWDC22 sample [WWDC22-10056]: every child as wide as the widest ideal child.
struct EqualWidthHStack: Layout {
  struct Cache {
    var maxIdeal: Size
    var spacing: [Double]
  }

  func makeCache(subviews: Subviews) -> Cache {
    let ideals = subviews.map { $0.sizeThatFits(.unspecified) }
    let maxIdeal = Size(
      width: ideals.map(\.width).max() ?? 0, height: ideals.map(\.height).max() ?? 0)
    let spacing = subviews.indices.map { index in
      index == subviews.count - 1
        ? 0 : subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
    }
    return Cache(maxIdeal: maxIdeal, spacing: spacing)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
    Size(
      width: cache.maxIdeal.width * Double(subviews.count) + cache.spacing.reduce(0, +),
      height: cache.maxIdeal.height)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    var x = bounds.minX + cache.maxIdeal.width / 2
    for index in subviews.indices {
      subviews[index].place(
        at: Point(x: x, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(cache.maxIdeal)
      )
      x += cache.maxIdeal.width + cache.spacing[index]
    }
  }
}

/// Places its only child twice; the second call must win.
struct PlaceTwiceLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
    Size(width: 100, height: 100)
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    subviews[0].place(at: Point(x: bounds.minX, y: bounds.minY), proposal: .unspecified)
    subviews[0].place(
      at: Point(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing,
      proposal: ProposedViewSize(width: 30, height: 40))
  }
}

@Test("EqualWidthHStack: 3 × 80 + 2 × 8 = 256 wide; children centred in 80-wide slots")
func equalWidthHStack() {
  let tree = EqualWidthHStack()({
    Color.red.frame(width: 30, height: 20).named("a")
    Color.green.frame(width: 80, height: 20).named("b")
    Color.blue.frame(width: 50, height: 20).named("c")
  }).layout(proposal: .unspecified)
  let expectedWidth: Double = 3 * 80 + 2 * 8
  #expect(tree.frame.size == Size(width: expectedWidth, height: 20))
  let x = Dictionary(uniqueKeysWithValues: tree.children.map { ($0.name, $0.frame.minX) })
  // Slot centres 40, 128, 216 minus half of each child's width.
  #expect(x == ["a": 40 - 15, "b": 128 - 40, "c": 216 - 25])
}

@Test("placeSubviews gets bounds in the parent's space; positions are made relative to them")
func boundsAreInParentSpace() {
  let tree = EqualWidthHStack()({
    Color.red.frame(width: 10, height: 10).named("a")
  }).padding(EdgeInsets(top: 7, left: 5)).layout(proposal: .unspecified)
  // The container sits at (5, 7) in the padding; its child at (0, 0) inside it.
  #expect(tree.children[0].frame.origin == Point(x: 5, y: 7))
  #expect(tree.children[0].children[0].frame == Rect(x: 0, y: 0, width: 10, height: 10))
}

@Test("The last place call wins, with its anchor and proposal")
func lastPlaceWins() {
  let tree = PlaceTwiceLayout()({ Color.red }).layout(proposal: .unspecified)
  #expect(tree.children[0].frame == Rect(x: 70, y: 60, width: 30, height: 40))
}

@Test("A layout's children see its stack orientation: a Spacer expands along it")
func layoutPropertiesReachSpacers() {
  struct Column: Layout {
    var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
      subviews[0].sizeThatFits(.unspecified)
    }
    func placeSubviews(
      in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
    ) {}
  }
  #expect(Column()({ Spacer() }).idealSize() == Size(width: 0, height: 8))
  #expect(Spacer().idealSize() == Size(width: 8, height: 8))
}

@Test("An empty container has priority −∞; a non-empty one 0")
func emptyContainerPriority() {
  #expect(HStack {}.layoutPriority == -.infinity)
  #expect(HStack { Color.red }.layoutPriority == 0)
}
