import LayoutCore
import ProposalLayout

/// Acceptance rows for the containers of issue 18: ViewThatFits, ScrollView, Divider,
/// containerRelativeFrame, the lazy grids and Grid.
///
/// Each row names its public source: Apple's documentation (D) for the rule or the example
/// tree, a third party's published observation (O) where one gives numbers, and the
/// arithmetic that turns the rule into the expected frames (C), written out in a comment.
/// `Text` is the note's TestText: 10 pt per character, 20 pt lines.
extension AcceptanceFixtures {
  static let containers: [LayoutFixture] =
    viewThatFits + scrollViews + dividers + containerRelativeFrames + lazyGrids + grids

  // MARK: ViewThatFits

  /// Apple's `UploadProgressView` example ("ViewThatFits",
  /// https://developer.apple.com/documentation/swiftui/viewthatfits), with a 100-wide colour
  /// for the ProgressView: `ViewThatFits(in: .horizontal) { HStack { Text; bar }; bar; Text }`.
  /// Ideal widths: the row 30 + 8 + 100 = 138, the bar 100, the text "75%" 30.
  static func uploadProgress() -> some LayoutNode {
    ViewThatFits(in: .horizontal) {
      HStack {
        Text("75%")
        Color.blue.frame(width: 100)
      }.named("row")
      Color.blue.frame(width: 100).named("bar")
      Text("75%").named("label")
    }
  }

  static let viewThatFits: [LayoutFixture] = [
    // 138 ≤ 200: the row; it is 138 wide and takes the proposed height 50 (the colour does).
    LayoutFixture(
      "VTF-01a", "the first child whose ideal width fits: the row (D/C)", proposal: .p(200, 50),
      size: .s(138, 50), frames: ["row": .r(0, 0, 138, 50)], tree: uploadProgress()),
    // 138 > 120 ≥ 100: the bar, 100 × the proposed 50.
    LayoutFixture(
      "VTF-01b", "the row is too wide: the bar (D/C)", proposal: .p(120, 50), size: .s(100, 50),
      frames: ["bar": .r(0, 0, 100, 50)], tree: uploadProgress()),
    // Neither 138 nor 100 fits 50: the text, 30×20.
    LayoutFixture(
      "VTF-01c", "nothing earlier fits: the last child, the text (D/C)", proposal: .p(50, 50),
      size: .s(30, 20), frames: ["label": .r(0, 0, 30, 20)], tree: uploadProgress()),
    // Constrained vertically only, a 300×20 child fits 100×30 (its width is not checked);
    // constrained horizontally, it does not, and the 10×10 one is shown.
    LayoutFixture(
      "VTF-02a", "only the constrained axes are checked: vertical (D/C)", proposal: .p(100, 30),
      size: .s(300, 20), frames: ["wide": .r(0, 0, 300, 20)],
      tree: ViewThatFits(in: .vertical) {
        Color.gray.frame(width: 300, height: 20).named("wide")
        square(10).named("small")
      }),
    LayoutFixture(
      "VTF-02b", "only the constrained axes are checked: horizontal (D/C)",
      proposal: .p(100, 30), size: .s(10, 10), frames: ["small": .r(0, 0, 10, 10)],
      tree: ViewThatFits(in: .horizontal) {
        Color.gray.frame(width: 300, height: 20).named("wide")
        square(10).named("small")
      }),
  ]

  // MARK: ScrollView

  static let scrollViews: [LayoutFixture] = [
    // Content proposed 200×nil: a VStack of two 50-tall colours, 200 wide, 50 + 8 + 50 = 108
    // tall; the scroll view takes the proposed height 300 and the content's width.
    LayoutFixture(
      "SV-01", "vertical: content proposed nil height, scroll view as tall as proposed (O/C)",
      proposal: .p(200, 300), size: .s(200, 300),
      frames: ["content": .r(0, 0, 200, 108), "second": .r(0, 58, 200, 50)],
      tree: ScrollView {
        VStack {
          Color.red.frame(height: 50)
          Color.blue.frame(height: 50).named("second")
        }.named("content")
      }),
    // The field guide's gotcha: a short text makes the scroll view only 50 wide.
    LayoutFixture(
      "SV-02", "a vertical scroll view is only as wide as its content (O)",
      proposal: .p(200, 300), size: .s(50, 300), frames: ["text": .r(0, 0, 50, 20)],
      tree: ScrollView { Text("Hello").named("text") }),
    // Horizontal: content proposed nil×100: two 150-wide colours, 300×100, past the 200 frame.
    LayoutFixture(
      "SV-03", "horizontal: content wider than the scroll view starts at its leading edge (O/C)",
      proposal: .p(200, 100), size: .s(200, 100),
      frames: ["content": .r(0, 0, 300, 100), "second": .r(150, 0, 150, 100)],
      tree: ScrollView(.horizontal) {
        HStack(spacing: 0) {
          Color.red.frame(width: 150)
          Color.blue.frame(width: 150).named("second")
        }.named("content")
      }),
  ]

  // MARK: Divider

  static let dividers: [LayoutFixture] = [
    // In a VStack: as wide as proposed (100), one pixel (1 pt at scale 1) tall.
    LayoutFixture(
      "DIV-01", "in a VStack a divider spans the stack's width (D/C)", proposal: .p(100, nil),
      size: .s(100, 41),
      frames: ["divider": .r(0, 20, 100, 1), "below": .r(25, 21, 50, 20)],
      tree: VStack(spacing: 0) {
        square(50).frame(height: 20)
        Divider().named("divider")
        Color.gray.frame(width: 50, height: 20).named("below")
      }),
    // In an HStack: as tall as proposed (80), 1 wide; the 50-tall colours centre at y 15.
    LayoutFixture(
      "DIV-02", "in an HStack a divider spans the stack's height (D/C)", proposal: .p(200, 80),
      size: .s(41, 80),
      frames: ["divider": .r(20, 0, 1, 80), "right": .r(21, 15, 20, 50)],
      tree: HStack(spacing: 0) {
        Color.gray.frame(width: 20, height: 50)
        Divider().named("divider")
        Color.gray.frame(width: 20, height: 50).named("right")
      }),
    LayoutFixture(
      "DIV-03", "outside a stack a divider is horizontal (D)", proposal: .p(300, 300),
      size: .s(300, 1), tree: Divider()),
  ]

  // MARK: containerRelativeFrame

  static let containerRelativeFrames: [LayoutFixture] = [
    // The window is the root proposal, 400 wide: a part is (400 − 3·10)/4 = 92.5, and three
    // parts with the two gaps between them 3·92.5 + 2·10 = 297.5. Height passes through: 300.
    LayoutFixture(
      "CRF-01", "count 4, span 3, spacing 10 of a 400-wide window (D/C)", proposal: .p(400, 300),
      size: .s(297.5, 300),
      tree: Color.red.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10)),
    // Apple's carousel pattern: in a horizontal scroll view proposed 300×100, each item is
    // (300 − 10)/2 = 145 wide; the row is 3·145 + 2·10 = 455 wide.
    LayoutFixture(
      "CRF-02", "items of a horizontal scroll view sized from the scroll view (D/C)",
      proposal: .p(300, 100), size: .s(300, 100),
      frames: ["a": .r(0, 0, 145, 100), "b": .r(155, 0, 145, 100), "c": .r(310, 0, 145, 100)],
      tree: ScrollView(.horizontal) {
        HStack(spacing: 10) {
          for name in ["a", "b", "c"] {
            Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10).named(name)
          }
        }
      }),
    // The full container on both axes, aligned: a 50×50 child proposed the window's 200×120.
    LayoutFixture(
      "CRF-03", "the whole container, child aligned in it (D/C)", proposal: .p(200, 120),
      size: .s(200, 120), frames: ["child": .r(0, 70, 50, 50)],
      tree: square(50).named("child").containerRelativeFrame(
        [.horizontal, .vertical], alignment: .bottomLeading)),
    // The closure form: a fifth of the width and a third of the height of a 500×300 window.
    LayoutFixture(
      "CRF-04", "a length computed per axis from the container's (D/C)", proposal: .p(500, 300),
      size: .s(100, 100),
      tree: Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
        axis == .vertical ? length / 3 : length / 5
      }),
  ]

  // MARK: Lazy grids

  /// objc.io's first grid quiz: a fixed 70 column and an adaptive column of minimum 40 in a
  /// 200-wide frame ("SwiftUI's Grid Views", https://www.objc.io/blog/2020/11/23/grid-layout/).
  /// The adaptive column gets 200 − 70 − 8 = 122 and holds ⌊(122 + 8)/(40 + 8)⌋ = 2 items of
  /// (122 − 8)/2 = 57 — the post's own arithmetic: one 8-point gap leaves 114 points for the
  /// two items. Slots at x 0 (70 wide), 78 and 143 (57 wide).
  static func fixedAndAdaptive() -> some LayoutNode {
    LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
      for index in 0..<6 { Color.teal.frame(height: 30).named("item\(index)") }
    }.frame(width: 200)
  }

  static let lazyGrids: [LayoutFixture] = [
    // Rows of 30 with the default 8 between: the second row at y 38; 30 + 8 + 30 = 68 tall.
    LayoutFixture(
      "LG-01", "fixed + adaptive columns: 70, then two adaptive items of 57 (O)",
      proposal: .p(200, 300), size: .s(200, 68),
      frames: [
        "item0": .r(0, 0, 70, 30), "item1": .r(78, 0, 57, 30), "item2": .r(143, 0, 57, 30),
        "item3": .r(0, 38, 70, 30), "item5": .r(143, 38, 57, 30),
      ],
      tree: fixedAndAdaptive()),
    // Three flexible columns share 300 − 2·8 = 284: 284/3 each; the fourth item wraps.
    LayoutFixture(
      "LG-02", "equal flexible columns share the width (D/C)", proposal: .p(300, nil),
      size: .s(300, 28),
      frames: [
        "item1": .r(284.0 / 3 + 8, 0, 284.0 / 3, 10), "item3": .r(0, 18, 284.0 / 3, 10),
      ],
      tree: LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) {
        for index in 0..<4 { Color.teal.frame(height: 10).named("item\(index)") }
      }),
    // 200 − 8 = 192: the first flexible column gets 192/2 = 96 (above its minimum 50), the
    // second what is left, 96, raised to its minimum 120; the grid is 96 + 8 + 120 = 224
    // wide, wider than proposed.
    LayoutFixture(
      "LG-03",
      "flexible minimums can make the grid wider than proposed (D/C; sharing in order is Plumb's reading)",
      proposal: .p(200, nil), size: .s(224, 10),
      frames: ["item1": .r(104, 0, 120, 10)],
      tree: LazyVGrid(columns: [
        GridItem(.flexible(minimum: 50)), GridItem(.flexible(minimum: 120)),
      ]) {
        for index in 0..<2 { Color.teal.frame(height: 10).named("item\(index)") }
      }),
    // Rows fixed at 30 and 40, 8 apart (78 tall); columns of 20-wide items, 5 apart.
    LayoutFixture(
      "LHG-01", "a horizontal grid fills its rows column by column (D/C)",
      proposal: .p(nil, 200), size: .s(45, 78),
      frames: ["item1": .r(0, 38, 20, 40), "item2": .r(25, 0, 20, 30)],
      tree: LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(40))], spacing: 5) {
        for index in 0..<3 { Color.teal.frame(width: 20).named("item\(index)") }
      }),
    // Apple's GridItem example ("GridItem", https://developer.apple.com/documentation/swiftui/griditem):
    // rows fixed at 30, 60, 90 and 10 with spacing 1, 10, 20 and 50 after them, and 30-wide
    // colours 5 apart. Rows start at 0, 31, 101 and 211; the grid is 30 + 1 + 60 + 10 + 90 +
    // 20 + 10 = 221 tall (the last row's spacing is after the grid). Eight colours fill two
    // columns: the fifth starts the second column at x 35. Each colour takes its row's height.
    LayoutFixture(
      "LHG-02", "Apple's GridItem example: fixed rows with their own spacing (D/C)",
      proposal: .p(nil, 400), size: .s(65, 221),
      frames: [
        "item1": .r(0, 31, 30, 60), "item2": .r(0, 101, 30, 90), "item3": .r(0, 211, 30, 10),
        "item4": .r(35, 0, 30, 30),
      ],
      tree: LazyHGrid(
        rows: [
          GridItem(.fixed(30), spacing: 1), GridItem(.fixed(60), spacing: 10),
          GridItem(.fixed(90), spacing: 20), GridItem(.fixed(10), spacing: 50),
        ], spacing: 5
      ) {
        for index in 0..<8 {
          (index.isMultiple(of: 2) ? Color.red : Color.green).frame(width: 30).named("item\(index)")
        }
      }),
    // Each cell aligned by its column's alignment: a 20-wide item leading in a 70 column.
    LayoutFixture(
      "LG-04", "a grid item's alignment places views in its cells (D/C)",
      proposal: .p(200, nil), size: .s(148, 20),
      frames: ["a": .r(0, 0, 20, 20), "b": .r(128, 0, 20, 20)],
      tree: LazyVGrid(columns: [
        GridItem(.fixed(70), alignment: .leading), GridItem(.fixed(70), alignment: .trailing),
      ]) {
        square(20).named("a")
        square(20).named("b")
      }),
  ]

  // MARK: Grid

  /// Apple's first Grid example ("Grid", https://developer.apple.com/documentation/swiftui/grid)
  /// with 20×20 images: `Grid { GridRow { Text("Hello"); globe }; GridRow { wave;
  /// Text("World") } }`. Both columns are 50 wide (the texts), rows 20 tall.
  static func helloWorldGrid(divider: Bool, unsized: Bool = false) -> some LayoutNode {
    Grid {
      GridRow {
        Text("Hello").named("hello")
        fixedImage(20, 20).named("globe")
      }
      if divider {
        if unsized {
          Divider().named("divider").gridCellUnsizedAxes(.horizontal)
        } else {
          Divider().named("divider")
        }
      }
      GridRow {
        fixedImage(20, 20).named("wave")
        Text("World").named("world")
      }
    }
  }

  static let grids: [LayoutFixture] = [
    // Columns 50 and 50 with 8 between: 108 wide; rows 20, 8, 20: 48 tall. Images centred in
    // 50×20 cells: x 58 + 15 = 73 and 15.
    LayoutFixture(
      "GR-01", "Apple's 2×2 grid: columns and rows line up (D/C)", proposal: .p(nil, nil),
      size: .s(108, 48),
      frames: [
        "hello": .r(0, 0, 50, 20), "globe": .r(73, 0, 20, 20), "wave": .r(15, 28, 20, 20),
        "world": .r(58, 28, 50, 20),
      ],
      tree: helloWorldGrid(divider: false)),
    // The gridCellUnsizedAxes example: a Divider row, offered the grid's 300, makes the grid
    // 300 wide — each column gets half the excess, (300 − 8 − 100)/2 = 96 more, 146 — while
    // unsized it leaves the grid at 108. Rows 20, 1, 20 with 8 between: 57 tall.
    LayoutFixture(
      "GR-02a", "a flexible divider row widens the grid to the offered width (D/C)",
      proposal: .p(300, nil), size: .s(300, 57),
      frames: ["divider": .r(0, 28, 300, 1), "world": .r(154 + 48, 37, 50, 20)],
      tree: helloWorldGrid(divider: true)),
    LayoutFixture(
      "GR-02b", "gridCellUnsizedAxes(.horizontal): the divider takes the grid's width (D/C)",
      proposal: .p(300, nil), size: .s(108, 57),
      frames: ["divider": .r(0, 28, 108, 1), "world": .r(58, 37, 50, 20)],
      tree: helloWorldGrid(divider: true, unsized: true)),
    // Columns 30 and 50 (the spanning cell does not size them): 88 wide. The 60-wide spanning
    // cell is centred in 88: x 14. gridColumnAlignment(.trailing) on the first row's first
    // cell aligns the second row's 10-wide cell right in the 30 column: x 20.
    LayoutFixture(
      "GR-03", "gridCellColumns spans two columns; gridColumnAlignment aligns a column (D/C)",
      proposal: .p(nil, nil), size: .s(88, 76),
      frames: ["wide": .r(14, 28, 60, 20), "narrow": .r(20, 56, 10, 20)],
      tree: Grid {
        GridRow {
          Color.gray.frame(width: 30, height: 20).gridColumnAlignment(.trailing)
          Color.gray.frame(width: 50, height: 20)
        }
        GridRow { Color.gray.frame(width: 60, height: 20).named("wide").gridCellColumns(2) }
        GridRow {
          Color.gray.frame(width: 10, height: 20).named("narrow")
          Color.gray.frame(width: 10, height: 20)
        }
      }),
    // gridCellAnchor(.topLeading) puts a 10×10 cell at its 50×30 area's corner; the row is
    // 30 tall from its other cell. Grid spacing 0.
    LayoutFixture(
      "GR-04", "gridCellAnchor overrides alignment in the cell area (D/C)",
      proposal: .p(nil, nil), size: .s(100, 30),
      frames: ["small": .r(0, 0, 10, 10)],
      tree: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          square(10).named("small").gridCellAnchor(.topLeading)
          Color.gray.frame(width: 50, height: 30)
        }
        GridRow {
          Color.gray.frame(width: 50, height: 0)
          Color.gray.frame(width: 50, height: 0)
        }
      }),
    // Explicit spacing 4 and 6, top-leading grid alignment: second column at 20 + 4 = 24;
    // second row at 10 + 6 = 16; the 5×5 cell sits top-leading in its 20×10 area.
    LayoutFixture(
      "GR-05", "explicit spacing and grid alignment (D/C)", proposal: .p(nil, nil),
      size: .s(44, 26),
      frames: ["b": .r(24, 0, 20, 10), "c": .r(0, 16, 5, 5)],
      tree: Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 6) {
        GridRow {
          Color.gray.frame(width: 20, height: 10)
          Color.gray.frame(width: 20, height: 10).named("b")
        }
        GridRow {
          Color.gray.frame(width: 5, height: 5).named("c")
          Color.gray.frame(width: 20, height: 10)
        }
      }),
  ]
}
