import LayoutCore

/// The layout of ``Grid``: columns and rows sized as a stack sizes its children, each column
/// from all its cells and each row from all its cells.
///
/// 1. There are as many columns as the widest row has cells, counting `gridCellColumns` (one
///    when no row is a ``GridRow``).
/// 2. Column widths: a column answers a width proposal with the widest answer of its cells
///    that cover only that column and are not unsized horizontally, each proposed that width
///    and no height. The proposed width minus the spacing is shared among the columns as an
///    ``HStack`` shares it among its children: least flexible column first, each offered an
///    equal share of what is left. With no width proposed each column takes its ideal width.
/// 3. Row heights: the same along the other axis, every cell proposed the width of the
///    columns it covers; a row spanning all columns is as wide as the grid.
/// 4. Each cell is proposed its area — its columns' width and its row's height — and aligned
///    in it: horizontally by its anchor, else by its column's `gridColumnAlignment`, else by
///    the grid's alignment; vertically by its anchor, else the row's alignment, else the grid's.
///
/// A cell covering several columns, or a row spanning them all, widens its columns equally
/// when it is wider than they are (step 2 sizes them first); Apple does not say how a grid
/// shares such a width, so equal shares are Plumb's choice. A spanning row is offered the
/// grid's proposed width: a flexible one makes the grid as wide as offered, as Apple's
/// `gridCellUnsizedAxes` example shows, unless it is unsized horizontally.
struct GridLayout: Layout {
  /// A cell: its index among the grid's subviews and its traits.
  struct Cell {
    var index: Int
    var traits: GridCellTraits
  }

  /// A row: a ``GridRow``'s cells, or one view spanning every column.
  struct Row {
    var cells: [Cell]
    var spansAllColumns: Bool
    var alignment: VerticalAlignment?
  }

  let rows: [Row]
  let alignment: Alignment
  /// Between columns and between rows.
  let spacing: (horizontal: Double, vertical: Double)

  /// The number of columns: the most any row covers, and 1 when every row spans the grid.
  var columnCount: Int {
    max(
      rows.filter { !$0.spansAllColumns }
        .map { $0.cells.reduce(0) { $0 + $1.traits.columns } }.max() ?? 0, 1)
  }

  /// Each cell's first column and the number it covers, by row.
  private func columnRanges(_ row: Row, columns: Int) -> [Range<Int>] {
    if row.spansAllColumns { return [0..<columns] }
    var start = 0
    return row.cells.map { cell in
      defer { start += cell.traits.columns }
      return start..<(start + cell.traits.columns)
    }
  }

  /// The grid's column widths and row heights for `proposal`, and its size.
  struct Tracks {
    var widths: [Double]
    var heights: [Double]
    var size: Size
  }

  func tracks(_ proposal: ProposedViewSize, subviews: Subviews) -> Tracks {
    let columns = columnCount
    let ranges = rows.map { columnRanges($0, columns: columns) }
    // Columns, from the single-column cells that size them horizontally.
    var members = Array(repeating: [Int](), count: columns)
    for (row, rowRanges) in zip(rows, ranges) where !row.spansAllColumns {
      for (cell, range) in zip(row.cells, rowRanges)
      where range.count == 1 && !cell.traits.unsizedAxes.holds(.horizontal) {
        members[range.lowerBound].append(cell.index)
      }
    }
    var widths = Self.distribute(
      proposal.width.map { $0 - spacing.horizontal * Double(max(columns - 1, 0)) },
      count: columns
    ) { column, width in
      members[column].map {
        subviews[$0].sizeThatFits(ProposedViewSize(width: width, height: nil)).width
      }.max() ?? 0
    }
    // Cells covering several columns, and rows spanning the grid, that size horizontally:
    // when one is wider than its columns, the columns share the excess equally. A spanning
    // row is offered the grid's proposed width, so a flexible one (a Divider, a Color) makes
    // the grid as wide as offered — Apple's example for gridCellUnsizedAxes — and one that is
    // unsized horizontally leaves the grid as wide as its other rows.
    for (row, rowRanges) in zip(rows, ranges) {
      for (cell, range) in zip(row.cells, rowRanges)
      where (range.count > 1 || row.spansAllColumns)
        && !cell.traits.unsizedAxes.holds(.horizontal)
      {
        let gaps = spacing.horizontal * Double(range.count - 1)
        let current = widths[range].reduce(0, +)
        let offer = row.spansAllColumns ? proposal.width : current + gaps
        let needed =
          subviews[cell.index].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
          - gaps
        if needed > current {
          for column in range { widths[column] += (needed - current) / Double(range.count) }
        }
      }
    }
    func span(_ range: Range<Int>) -> Double {
      widths[range].reduce(0, +) + spacing.horizontal * Double(range.count - 1)
    }
    let heights = Self.distribute(
      proposal.height.map { $0 - spacing.vertical * Double(max(rows.count - 1, 0)) },
      count: rows.count
    ) { row, height in
      zip(rows[row].cells, ranges[row]).filter { !$0.0.traits.unsizedAxes.holds(.vertical) }
        .map { cell, range in
          subviews[cell.index].sizeThatFits(ProposedViewSize(width: span(range), height: height))
            .height
        }.max() ?? 0
    }
    let width = span(0..<columns)
    let height = heights.reduce(0, +) + spacing.vertical * Double(max(rows.count - 1, 0))
    return Tracks(widths: widths, heights: heights, size: Size(width: width, height: height))
  }

  /// Lengths for `count` tracks sharing `available` (or each at its ideal length when `nil`),
  /// as a stack shares its length: least flexible first — flexibility is the length for ∞
  /// minus the length for 0 — each offered an equal share of what is left
  /// [R: OSUI-STACK; O: FG-HS]. `measure(track, offer)` is a track's length for an offer.
  static func distribute(
    _ available: Double?, count: Int, measure: (Int, Double?) -> Double
  ) -> [Double] {
    guard var left = available else { return (0..<count).map { measure($0, nil) } }
    let flexibility = (0..<count).map { track in
      let range = measure(track, .infinity) - measure(track, 0)
      return range.isNaN ? 0 : range
    }
    let order = (0..<count).sorted {
      flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1)
    }
    var lengths = Array(repeating: 0.0, count: count)
    for (position, track) in order.enumerated() {
      let share = left.isInfinite ? left : left / Double(count - position)
      lengths[track] = measure(track, max(share, 0))
      if !left.isInfinite { left -= lengths[track] }
    }
    return lengths
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
    tracks(proposal, subviews: subviews).size
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    let tracks = tracks(proposal, subviews: subviews)
    let columns = columnCount
    // Each column's alignment: the first cell, top to bottom, that sets one.
    var columnAlignment = Array(repeating: HorizontalAlignment?.none, count: columns)
    for row in rows where !row.spansAllColumns {
      for (cell, range) in zip(row.cells, columnRanges(row, columns: columns))
      where range.count == 1 && columnAlignment[range.lowerBound] == nil {
        columnAlignment[range.lowerBound] = cell.traits.columnAlignment
      }
    }
    var y = bounds.minY
    for (rowIndex, row) in rows.enumerated() {
      let height = tracks.heights[rowIndex]
      for (cell, range) in zip(row.cells, columnRanges(row, columns: columns)) {
        let x =
          tracks.widths[..<range.lowerBound].reduce(0, +)
          + spacing.horizontal * Double(range.lowerBound)
        let width =
          tracks.widths[range].reduce(0, +) + spacing.horizontal * Double(range.count - 1)
        let area = Rect(x: bounds.minX + x, y: y, width: width, height: height)
        let areaProposal = ProposedViewSize(area.size)
        let subview = subviews[cell.index]
        if let anchor = cell.traits.anchor {
          subview.place(
            at: Point(x: area.minX + anchor.x * area.width, y: area.minY + anchor.y * area.height),
            anchor: anchor, proposal: areaProposal)
          continue
        }
        let horizontal =
          row.spansAllColumns || range.count > 1
          ? alignment.horizontal
          : columnAlignment[range.lowerBound] ?? alignment.horizontal
        let cellAlignment = Alignment(
          horizontal: horizontal, vertical: row.alignment ?? alignment.vertical)
        let offset = cellAlignment.origin(of: subview.dimensions(in: areaProposal), in: area.size)
        subview.place(
          at: Point(x: area.minX + offset.x, y: area.minY + offset.y), proposal: areaProposal)
      }
      y += height + spacing.vertical
    }
  }
}
