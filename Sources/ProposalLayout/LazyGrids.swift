import LayoutCore

/// A grid that grows down: its columns are ``GridItem``s, and its children fill them row by
/// row ("LazyVGrid", https://developer.apple.com/documentation/swiftui/lazyvgrid).
///
/// Columns are computed from the proposed width (see ``GridItem/Size``). Each child is proposed
/// its column's width and `nil` height; a row is as tall as its tallest child; children are
/// aligned in their cells by their column's alignment or the grid's (horizontal) and centred
/// vertically. The grid is as wide as its columns and spacing — which may differ from the
/// proposal — and as tall as its rows and the spacing between them.
///
/// Laziness does not change geometry, so every child is laid out.
public struct LazyVGrid: CompositeNode {
  private let layout: LazyGridLayout
  @ChildNodes private var children: [any LayoutNode]

  /// Creates a grid with `columns`, aligning children in cells by `alignment` and separating
  /// rows by `spacing` (`nil`: the default 8). `pinnedViews` does not change layout.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = [], @LayoutNodeBuilder content: () -> [any LayoutNode]
  ) {
    layout = LazyGridLayout(
      items: columns, growth: .vertical,
      alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    _children = ChildNodes(wrappedValue: content())
  }

  /// The grid as a layout.
  public var body: some LayoutNode {
    LayoutContainer(layout: layout, children: $children, name: "LazyVGrid")
  }
}

/// A grid that grows to the right: its rows are ``GridItem``s, and its children fill them
/// column by column ("LazyHGrid", https://developer.apple.com/documentation/swiftui/lazyhgrid).
///
/// ``LazyVGrid`` with the axes swapped: rows come from the proposed height, each child is
/// proposed its row's height and `nil` width, a column is as wide as its widest child.
public struct LazyHGrid: CompositeNode {
  private let layout: LazyGridLayout
  @ChildNodes private var children: [any LayoutNode]

  /// Creates a grid with `rows`, aligning children in cells by `alignment` and separating
  /// columns by `spacing` (`nil`: the default 8). `pinnedViews` does not change layout.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = [], @LayoutNodeBuilder content: () -> [any LayoutNode]
  ) {
    layout = LazyGridLayout(
      items: rows, growth: .horizontal,
      alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    _children = ChildNodes(wrappedValue: content())
  }

  /// The grid as a layout.
  public var body: some LayoutNode {
    LayoutContainer(layout: layout, children: $children, name: "LazyHGrid")
  }
}

/// Which section headers and footers stay visible while scrolling; no effect on layout.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: Int
  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The layout of both lazy grids, written once for either axis: `growth` is the axis the grid
/// grows along (vertical for ``LazyVGrid``), and its items are laid out across it.
struct LazyGridLayout: Layout {
  let items: [GridItem]
  let growth: Axis
  let alignment: Alignment
  let spacing: Double?

  /// Each child's cell (origin relative to the grid, and size) and the proposal it gets.
  struct Arrangement {
    var cells: [Rect]
    var proposals: [ProposedViewSize]
    var size: Size
  }

  func arrange(_ proposal: ProposedViewSize, subviews: Subviews) -> Arrangement {
    let cross = growth.cross
    let tracks = GridTracks(items, length: proposal[cross])
    // With no items there are no slots; one empty slot per line keeps every child placed.
    let perLine = max(tracks.slotCount, 1)
    let gap = spacing ?? GridTracks.defaultSpacing
    var cells: [Rect] = []
    var proposals: [ProposedViewSize] = []
    var lineStart = 0.0
    var index = 0
    while index < subviews.count {
      // One line: the children that fill the slots across the grid.
      var line: [(index: Int, offset: Double, length: Double, size: Size)] = []
      var slot = 0.0
      while slot < perLine, index < subviews.count {
        let (offset, length, _) = tracks.slot(slot)
        var childProposal = ProposedViewSize.unspecified
        childProposal[cross] = length
        line.append((index, offset, length, subviews[index].sizeThatFits(childProposal)))
        proposals.append(childProposal)
        slot += 1
        index += 1
      }
      let thickness = line.map { $0.size[growth] }.max() ?? 0
      for entry in line {
        var origin = Point.zero
        origin[cross] = entry.offset
        origin[growth] = lineStart
        var size = Size.zero
        size[cross] = entry.length
        size[growth] = thickness
        cells.append(Rect(origin: origin, size: size))
      }
      lineStart += thickness + gap
    }
    var size = Size.zero
    size[cross] = tracks.length
    size[growth] = max(lineStart - gap, 0)
    return Arrangement(cells: cells, proposals: proposals, size: size)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
    arrange(proposal, subviews: subviews).size
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    let arrangement = arrange(proposal, subviews: subviews)
    let tracks = GridTracks(items, length: proposal[growth.cross])
    let perLine = max(tracks.slotCount, 1)
    for index in subviews.indices {
      let cell = arrangement.cells[index]
      let slot = Double(index).truncatingRemainder(dividingBy: perLine)
      let cellAlignment = tracks.slot(slot).alignment ?? alignment
      let dimensions = subviews[index].dimensions(in: arrangement.proposals[index])
      let inCell = cellAlignment.origin(of: dimensions, in: cell.size)
      subviews[index].place(
        at: Point(x: bounds.minX + cell.minX + inCell.x, y: bounds.minY + cell.minY + inCell.y),
        proposal: arrangement.proposals[index])
    }
  }
}
