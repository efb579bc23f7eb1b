import LayoutCore

/// A two-dimensional layout: rows of cells whose columns line up across rows
/// ("Grid", https://developer.apple.com/documentation/swiftui/grid).
///
/// Each ``GridRow`` child is a row, its first cell in the first column and so on; any other
/// child is a row of its own spanning every column ("If you provide a view rather than a
/// `GridRow` as an element in the grid's content, the grid uses the view to create a row that
/// spans all of the grid's columns"). A grid "handles row and column creation as a single
/// operation": the columns are sized together for every row, then the rows for every column.
/// See ``GridLayout`` for the arithmetic.
public struct Grid: CompositeNode {
  private let layout: GridLayout
  @ChildNodes private var cells: [any LayoutNode]

  /// Creates a grid whose cells are aligned by `alignment` (unless a column or row says
  /// otherwise) and separated by the spacings (`nil`: the default 8, as between stacked views).
  public init(
    alignment: Alignment = .center, horizontalSpacing: Double? = nil,
    verticalSpacing: Double? = nil, @LayoutNodeBuilder content: () -> [any LayoutNode]
  ) {
    var rows: [GridLayout.Row] = []
    var cells: [any LayoutNode] = []
    for child in content() {
      if let row = child as? GridRow {
        rows.append(
          GridLayout.Row(
            cells: row.cells.map { cell in
              cells.append(cell)
              return GridLayout.Cell(index: cells.count - 1, traits: cell.gridCellTraits)
            }, spansAllColumns: false, alignment: row.alignment))
      } else {
        cells.append(child)
        rows.append(
          GridLayout.Row(
            cells: [GridLayout.Cell(index: cells.count - 1, traits: child.gridCellTraits)],
            spansAllColumns: true, alignment: nil))
      }
    }
    layout = GridLayout(
      rows: rows, alignment: alignment,
      spacing: (
        horizontalSpacing ?? ViewSpacing.defaultDistance,
        verticalSpacing ?? ViewSpacing.defaultDistance
      ))
    _cells = ChildNodes(wrappedValue: cells)
  }

  /// The grid as a layout over its cells.
  public var body: some LayoutNode {
    LayoutContainer(layout: layout, children: $cells, name: "Grid")
  }
}

/// A row of a ``Grid``: its children are the row's cells, in column order
/// ("GridRow", https://developer.apple.com/documentation/swiftui/gridrow).
///
/// Outside a grid it lays its cells out as an ``HStack`` would.
public struct GridRow: CompositeNode {
  /// How the row's cells are aligned vertically; `nil` for the grid's alignment.
  let alignment: VerticalAlignment?
  @ChildNodes var cells: [any LayoutNode]

  /// Creates a row of `content`, aligned vertically by `alignment` (`nil`: the grid's).
  public init(
    alignment: VerticalAlignment? = nil, @LayoutNodeBuilder content: () -> [any LayoutNode]
  ) {
    self.alignment = alignment
    _cells = ChildNodes(wrappedValue: content())
  }

  /// The row as a horizontal stack, for use outside a grid.
  public var body: some LayoutNode {
    HStack(alignment: alignment ?? .center) { for cell in cells { cell } }
  }
}
