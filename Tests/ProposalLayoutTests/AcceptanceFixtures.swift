import LayoutCore
import ProposalLayout

/// Every acceptance row (Documentation/Facts/SwiftUI.md#acceptance-cases), as data.
///
/// Trees are written with the DSL; `Text` is the note's `TestText` (10 pt per character, 20 pt
/// lines) through ``testContext``; `fixedImage`/`resizableImage` are `FixedImage`/
/// `ResizableImage`. Expected numbers are the note's; where a value is derived here, the note
/// says how. Row L-06 (ViewSpacing distances, no tree) is checked in `ViewSpacingTests`.
enum AcceptanceFixtures {
  static let inf = Double.infinity
  static let sentence = "A single line of text, too long to fit in a box."

  /// Cases expected to pass.
  static let all: [LayoutFixture] =
    proposalAndLeaves + aspectRatio + frames + modifiers + stacks + layoutAndAlignment
    + containers
    + baselines

  /// The alternatives of the unverified (U) rows; each says why it is not expected to pass.
  static let alternatives: [LayoutFixture] = [
    LayoutFixture(
      "AR-09c", "fill with a nil height, SwiftCrossUI's answer W×W/r",
      proposal: .p(100, nil), size: .s(100, 50),
      disabledReason: """
        U row: OpenSwiftUI's spaceOffered takes max(W/r, ∞) = ∞ for .fill with a nil \
        dimension (implemented, AR-09a); SwiftCrossUI proposes W×W/r. Unverified on Apple \
        hardware.
        """,
      tree: Color.red.aspectRatio(2, contentMode: .fill)),
    LayoutFixture(
      "M-09c", "priority read through padding, objc.io's NotSwiftUI behaviour",
      proposal: .p(300, 100), size: .s(300, 100),
      frames: ["a": .r(0, 0, 50, 100), "b": .r(50, 0, 250, 100)],
      disabledReason: """
        U row: OpenSwiftUI's unary layouts (padding) report priority 0 (implemented, M-09b); \
        objc.io's reimplementation passes the child's priority through. Unverified.
        """,
      tree: HStack(spacing: 0) {
        Color.red.frame(minWidth: 50).named("a")
        Color.blue.layoutPriority(1).padding(0).named("b")
      }),
    LayoutFixture(
      "G-04b", "GeometryReader answers 0 to nil, OpenSwiftUI's behaviour",
      proposal: .p(300, 300), size: .s(0, 0),
      disabledReason: """
        U row: objc.io, SwiftCrossUI and an observed ScrollView report give nil → 10 \
        (implemented, G-04a); OpenSwiftUI replaces nil by 0. Unverified.
        """,
      tree: GeometryReader { _ in Color.red }.fixedSize()),
  ]

  // MARK: - 9.1 Proposal, leaves, rounding

  static let proposalAndLeaves: [LayoutFixture] =
    [
      LayoutFixture(
        "P-01a", "Color takes a concrete proposal", proposal: .p(100, 50), size: .s(100, 50),
        tree: Color.red),
      LayoutFixture(
        "P-01b", "Color's ideal size is 10×10", proposal: .p(nil, nil), size: .s(10, 10),
        tree: Color.red),
      LayoutFixture(
        "P-01c", "Color's minimum is 0×0", proposal: .p(0, 0), size: .s(0, 0), tree: Color.red),
      LayoutFixture(
        "P-01d", "Color's maximum is ∞×∞", proposal: .p(inf, inf), size: .s(inf, inf),
        tree: Color.red),
      LayoutFixture(
        "P-01e", "Color replaces only the nil dimension", proposal: .p(nil, 40), size: .s(10, 40),
        tree: Color.red),
      LayoutFixture(
        "P-02a", "fixed image ignores a concrete proposal", proposal: .p(100, 50), size: .s(40, 30),
        tree: fixedImage(40, 30)),
      LayoutFixture(
        "P-02b", "fixed image ignores nil", proposal: .p(nil, nil), size: .s(40, 30),
        tree: fixedImage(40, 30)),
      LayoutFixture(
        "P-02c", "fixed image ignores 0 and ∞", proposal: .p(0, inf), size: .s(40, 30),
        tree: fixedImage(40, 30)),
      LayoutFixture(
        "P-02d", "resizable image takes the proposal", proposal: .p(100, 50), size: .s(100, 50),
        tree: resizableImage(40, 30)),
      LayoutFixture(
        "P-02e", "resizable image's ideal is its natural size", proposal: .p(nil, nil),
        size: .s(40, 30), tree: resizableImage(40, 30)),
      LayoutFixture(
        "P-02f", "resizable image per dimension", proposal: .p(nil, 40), size: .s(40, 40),
        tree: resizableImage(40, 30)),
      LayoutFixture(
        "P-02g", "resizable image's minimum", proposal: .p(0, 0), size: .s(0, 0),
        tree: resizableImage(40, 30)),
      LayoutFixture(
        "P-03a", "a small fixed frame centres an overflowing image", proposal: .p(100, 100),
        size: .s(20, 20),
        frames: ["image": .r(-10, -5, 40, 30)],
        tree: fixedImage(40, 30).frame(width: 20, height: 20)),
      LayoutFixture(
        "P-03b", "top-leading alignment", proposal: .p(100, 100), size: .s(20, 20),
        frames: ["image": .r(0, 0, 40, 30)],
        tree: fixedImage(40, 30).frame(width: 20, height: 20, alignment: .topLeading)),
    ]
    + [1.0, 2, 3].map { scale in
      // Unrounded thirds: x = 0, 100/3, 200/3. Rounding origin and max corner independently:
      // scale 1 → 0/33, 33/34, 67/33; scale 2 → 0/33.5, 33.5/33, 66.5/33.5; scale 3 unchanged.
      let (a, b, c): (Rect, Rect, Rect) =
        switch scale {
        case 1: (.r(0, 0, 33, 10), .r(33, 0, 34, 10), .r(67, 0, 33, 10))
        case 2: (.r(0, 0, 33.5, 10), .r(33.5, 0, 33, 10), .r(66.5, 0, 33.5, 10))
        default:
          (
            .r(0, 0, 100.0 / 3, 10), .r(100.0 / 3, 0, 100.0 / 3, 10),
            .r(200.0 / 3, 0, 100.0 / 3, 10)
          )
        }
      return LayoutFixture(
        "P-04\(["a", "b", "c"][Int(scale) - 1])", "pixel rounding at scale \(Int(scale))",
        proposal: .p(100, 10), size: .s(100, 10), frames: ["a": a, "b": b, "c": c],
        displayScale: scale,
        tree: HStack(spacing: 0) {
          Color.red.named("a")
          Color.green.named("b")
          Color.blue.named("c")
        }.frame(width: 100, height: 10))
    }

  // MARK: - 9.2 aspectRatio

  static let aspectRatio: [LayoutFixture] = [
    LayoutFixture(
      "AR-01", "fit proposes the largest 16:9 box", proposal: .p(100, 100), size: .s(100, 56.25),
      frames: ["color": .r(0, 0, 100, 56.25)],
      tree: Color.pink.named("color").aspectRatio(16.0 / 9, contentMode: .fit)),
    LayoutFixture(
      "AR-02", "fill proposes the smallest covering 16:9 box", proposal: .p(100, 100),
      size: .s(1600.0 / 9, 100),
      tree: Color.pink.aspectRatio(16.0 / 9, contentMode: .fill)),
    LayoutFixture(
      "AR-03a", "fit in a square", proposal: .p(150, 150), size: .s(150, 84.375),
      tree: Color.pink.aspectRatio(16.0 / 9, contentMode: .fit)),
    LayoutFixture(
      "AR-03b", "fit in a wide box", proposal: .p(320, 100), size: .s(1600.0 / 9, 100),
      tree: Color.pink.aspectRatio(16.0 / 9, contentMode: .fit)),
    LayoutFixture(
      "AR-04a", "nil ratio takes 2:1 from the image's ideal size", proposal: .p(300, 300),
      size: .s(300, 300),
      frames: ["image": .r(0, 75, 300, 150)],
      tree: resizableImage(200, 100).aspectRatio(contentMode: .fit).frame(width: 300, height: 300)),
    LayoutFixture(
      "AR-04b", "fill draws out of bounds", proposal: .p(300, 300), size: .s(300, 300),
      frames: ["image": .r(-150, 0, 600, 300)],
      tree: resizableImage(200, 100).aspectRatio(contentMode: .fill).frame(width: 300, height: 300)),
    LayoutFixture(
      "AR-05a", "placeholder pattern", proposal: .p(160, 160), size: .s(160, 90),
      frames: ["teal": .r(0, 0, 160, 90), "text": .r(60, 35, 40, 20)],
      tree: placeholder),
    LayoutFixture(
      "AR-05b", "placeholder pattern in 150×150 (SwiftUI facts, aspect ratio)",
      proposal: .p(150, 150), size: .s(150, 84.375),
      frames: ["teal": .r(0, 0, 150, 84.375), "text": .r(55, 32.1875, 40, 20)],
      tree: placeholder),
    LayoutFixture(
      "AR-06", "reports the child's size, not a square", proposal: .p(200, 100), size: .s(50, 20),
      tree: Text("Hello").aspectRatio(1, contentMode: .fit)),
    LayoutFixture(
      "AR-07", "nil×nil passes through: fixedSize gives the child's ideal", proposal: .p(300, 300),
      size: .s(10, 10),
      tree: Color.red.aspectRatio(2, contentMode: .fit).fixedSize()),
    LayoutFixture(
      "AR-08a", "fit with a nil height", proposal: .p(100, nil), size: .s(100, 50),
      tree: Color.red.aspectRatio(2, contentMode: .fit)),
    LayoutFixture(
      "AR-08b", "fit with an infinite width", proposal: .p(inf, 100), size: .s(200, 100),
      tree: Color.red.aspectRatio(2, contentMode: .fit)),
    LayoutFixture(
      "AR-08c", "fit in ∞×∞", proposal: .p(inf, inf), size: .s(inf, inf),
      tree: Color.red.aspectRatio(2, contentMode: .fit)),
    LayoutFixture(
      "AR-08d", "fit with a zero width", proposal: .p(0, 100), size: .s(0, 0),
      tree: Color.red.aspectRatio(2, contentMode: .fit)),
    LayoutFixture(
      "AR-09a",
      "U row, OpenSwiftUI's rule chosen: fill with a nil height proposes ∞×∞ (alternative: AR-09c)",
      proposal: .p(100, nil), size: .s(inf, inf), tree: Color.red.aspectRatio(2, contentMode: .fill)
    ),
    LayoutFixture(
      "AR-09b", "U row, OpenSwiftUI's rule chosen: fill with an infinite height proposes ∞×∞",
      proposal: .p(100, inf), size: .s(inf, inf), tree: Color.red.aspectRatio(2, contentMode: .fill)
    ),
    .canvas(
      "AR-10", "square fit in a 200×100 frame", side: 500,
      frames: ["box": .r(150, 200, 200, 100), "rect": .r(200, 200, 100, 100)],
      tree: Rectangle().named("rect").aspectRatio(1, contentMode: .fit).frame(
        width: 200, height: 100
      ).named("box")),
    .canvas(
      "AR-12a", "tall ratio, fit", side: 500, frames: ["rect": .r(225, 200, 50, 100)],
      tree: Rectangle().named("rect").aspectRatio(0.5, contentMode: .fit).frame(
        width: 100, height: 100)),
    .canvas(
      "AR-12b", "tall ratio, fill", side: 500, frames: ["rect": .r(200, 150, 100, 200)],
      tree: Rectangle().named("rect").aspectRatio(0.5, contentMode: .fill).frame(
        width: 100, height: 100)),
    .canvas(
      "AR-14", "nil ratio in a square (OSUI-UIT aspectRatioNilInSquare tree)", side: 200,
      frames: ["red": .r(75, 75, 50, 50), "green": .r(50, 50, 100, 100)],
      tree: ZStack {
        Color.red.named("red").aspectRatio(contentMode: .fit).frame(width: 100, height: 50)
        Color.green.named("green").aspectRatio(contentMode: .fill).frame(width: 50, height: 100)
      }.frame(width: 200, height: 200)),
    LayoutFixture(
      "AR-15", "square-image pattern", proposal: .p(300, 200), size: .s(200, 200),
      frames: ["image": .r(-100, 0, 400, 200)],
      tree: resizableImage(200, 100).scaledToFill()
        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
        .aspectRatio(1, contentMode: .fit)),
  ]

  static var placeholder: some LayoutNode {
    Text("Hej!").named("text")
      .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
      .background { Color.teal.named("teal") }
      .aspectRatio(16.0 / 9, contentMode: .fit)
  }

  // MARK: - 9.3 Frames

  static let frames: [LayoutFixture] = [
    LayoutFixture(
      "F-01", "a fixed frame ignores the proposal", proposal: .p(300, 10), size: .s(50, 50),
      frames: ["color": .r(0, 0, 50, 50)],
      tree: Color.red.named("color").frame(width: 50, height: 50)),
    .canvas(
      "F-02", "fixed width only", side: 500, frames: ["rect": .r(150, 0, 200, 500)],
      tree: Rectangle().named("rect").frame(width: 200)),
    LayoutFixture(
      "F-03", "text centred in a wide frame", proposal: .p(500, 500), size: .s(200, 20),
      frames: ["text": .r(75, 0, 50, 20)], tree: Text("Hello").named("text").frame(width: 200)),
    LayoutFixture(
      "F-04a", "maxWidth ∞ fills, padding adds", proposal: .p(200, 100), size: .s(200, 36),
      frames: ["frame": .r(8, 8, 184, 20), "text": .r(60, 8, 80, 20)], tree: checkout),
    LayoutFixture(
      "F-04b", "…and hugs its content for nil", proposal: .p(nil, nil), size: .s(96, 36),
      tree: checkout),
    LayoutFixture(
      "F-05a", "minWidth makes it at least 150 wide", proposal: .p(200, 100), size: .s(150, 52),
      frames: ["padded": .r(34, 0, 82, 52), "text": .r(50, 16, 50, 20)], tree: paddedHello),
    LayoutFixture(
      "F-05b", "…also in 100×100", proposal: .p(100, 100), size: .s(150, 52),
      frames: ["padded": .r(34, 0, 82, 52), "text": .r(50, 16, 50, 20)], tree: paddedHello),
    LayoutFixture(
      "F-06a", "maxWidth ∞ grows past a small proposal for a wider child", proposal: .p(100, 100),
      size: .s(120, 20),
      frames: ["text": .r(0, 0, 120, 20)],
      tree: Text("Hello, world").named("text").fixedSize().frame(maxWidth: .infinity)),
    LayoutFixture(
      "F-06b", "…and fills a large one", proposal: .p(300, 100), size: .s(300, 20),
      frames: ["text": .r(90, 0, 120, 20)],
      tree: Text("Hello, world").named("text").fixedSize().frame(maxWidth: .infinity)),
    LayoutFixture(
      "F-07", "min 0 max ∞ accepts the proposal unconditionally", proposal: .p(100, 100),
      size: .s(100, 20),
      frames: ["text": .r(-10, 0, 120, 20)],
      tree: Text("Hello, world").named("text").fixedSize().frame(minWidth: 0, maxWidth: .infinity)),
    LayoutFixture(
      "F-08", "maxWidth ∞ inside a fixed frame", proposal: .p(0, 0), size: .s(200, 200),
      frames: ["color": .r(0, 0, 200, 200)],
      tree: Color.red.named("color").frame(maxWidth: .infinity).frame(width: 200, height: 200)),
    LayoutFixture(
      "F-09a", "ideal lengths are used under fixedSize", proposal: .p(200, 200), size: .s(100, 40),
      tree: RoundedRectangle().frame(idealWidth: 100, idealHeight: 40).fixedSize()),
    LayoutFixture(
      "F-09b", "…and ignored for a concrete proposal", proposal: .p(200, 200), size: .s(200, 200),
      tree: RoundedRectangle().frame(idealWidth: 100, idealHeight: 40)),
    LayoutFixture(
      "F-10a", "maxWidth under nil: child ideal", proposal: .p(nil, nil), size: .s(10, 10),
      tree: Color.red.frame(maxWidth: 50)),
    LayoutFixture(
      "F-10b", "maxWidth clamps the proposal", proposal: .p(200, 200), size: .s(50, 200),
      tree: Color.red.frame(maxWidth: 50)),
    LayoutFixture(
      "F-10c", "maxWidth: a wider child than the proposal widens the frame", proposal: .p(20, 20),
      size: .s(40, 30),
      tree: fixedImage(40, 30).frame(maxWidth: 50)),
    LayoutFixture(
      "F-10d", "…but never past max", proposal: .p(20, 20), size: .s(50, 30),
      frames: ["image": .r(-15, 0, 80, 30)], tree: fixedImage(80, 30).frame(maxWidth: 50)),
    LayoutFixture(
      "F-11a", "minWidth under nil", proposal: .p(nil, nil), size: .s(30, 10),
      tree: Color.red.frame(minWidth: 30)),
    LayoutFixture(
      "F-11b", "minWidth raises a small proposal", proposal: .p(10, 10), size: .s(30, 10),
      tree: Color.red.frame(minWidth: 30)),
    LayoutFixture(
      "F-11c", "minWidth: the child may be wider than the frame", proposal: .p(10, 10),
      size: .s(30, 30),
      frames: ["image": .r(-5, 0, 40, 30)], tree: fixedImage(40, 30).frame(minWidth: 30)),
    LayoutFixture(
      "F-11d", "minWidth larger than the child", proposal: .p(100, 100), size: .s(60, 30),
      frames: ["image": .r(10, 0, 40, 30)], tree: fixedImage(40, 30).frame(minWidth: 60)),
    LayoutFixture(
      "F-12", "min and max under nil: child ideal clamped", proposal: .p(nil, nil),
      size: .s(30, 10),
      tree: Color.red.frame(minWidth: 30, maxWidth: 60)),
    LayoutFixture(
      "F-14a", "ideal below min is raised to min", proposal: .p(100, 100), size: .s(20, 10),
      tree: Color.red.frame(minWidth: 20, idealWidth: 10).fixedSize()),
    LayoutFixture(
      "F-14b",
      "max below ideal is raised to ideal: stored max 30, so the frame is min(max(30, 30), 30) = 30 wide (20 if max stayed 20); stored min of F-14c is checked in FlexibleFrameTests",
      proposal: .p(100, 100), size: .s(30, 100), tree: Color.red.frame(idealWidth: 30, maxWidth: 20)
    ),
    LayoutFixture(
      "F-16a", "maxHeight takes the (clamped) proposal", proposal: .p(300, 500), size: .s(50, 200),
      frames: ["text": .r(0, 90, 50, 20)], tree: Text("Hello").named("text").frame(maxHeight: 200)),
    LayoutFixture(
      "F-16b", "…but hugs its content for a nil height", proposal: .p(300, nil), size: .s(50, 20),
      tree: Text("Hello").frame(maxHeight: 200)),
  ]

  static var checkout: some LayoutNode {
    Text("Checkout").named("text").frame(maxWidth: .infinity).named("frame").padding(8)
  }

  static var paddedHello: some LayoutNode {
    Text("Hello").named("text").padding(16).named("padded").frame(minWidth: 150)
  }

  // MARK: - 9.4 fixedSize, padding, offset, overlays, priority

  static let modifiers: [LayoutFixture] = [
    LayoutFixture(
      "M-01a", "text wraps to three lines in a 200×200 frame", proposal: .p(200, 200),
      size: .s(200, 200),
      frames: ["text": .r(15, 70, 170, 60)],
      tree: Text(sentence).named("text").frame(width: 200, height: 200)),
    LayoutFixture(
      "M-01b", "fixedSize keeps one line and overflows", proposal: .p(200, 200), size: .s(200, 200),
      frames: ["text": .r(-140, 90, 480, 20)],
      tree: Text(sentence).named("text").fixedSize().frame(width: 200, height: 200)),
    .canvas(
      "M-02a", "fixedSize horizontally only", side: 200, frames: ["color": .r(95, 50, 10, 100)],
      tree: Color.red.named("color").fixedSize(horizontal: true, vertical: false).frame(
        width: 100, height: 100)),
    .canvas(
      "M-02b", "fixedSize vertically only", side: 200, frames: ["color": .r(50, 95, 100, 10)],
      tree: Color.red.named("color").fixedSize(horizontal: false, vertical: true).frame(
        width: 100, height: 100)),
    .canvas(
      "M-02c", "fixedSize in neither dimension", side: 200, frames: ["color": .r(50, 50, 100, 100)],
      tree: Color.red.named("color").fixedSize(horizontal: false, vertical: false).frame(
        width: 100, height: 100)),
    .canvas(
      "M-03", "default padding 16 with a background", side: 200,
      frames: ["red": .r(59, 69, 82, 62), "blue": .r(75, 85, 50, 30)],
      tree: Color.blue.named("blue").frame(width: 50, height: 30).padding().background(
        Color.red.named("red"))),
    LayoutFixture(
      "M-05a", "padding larger than the proposal", proposal: .p(30, 30), size: .s(40, 40),
      frames: ["color": .r(20, 20, 0, 0)], tree: Color.red.named("color").padding(20)),
    LayoutFixture(
      "M-05b", "padding around an ideal color", proposal: .p(nil, nil), size: .s(50, 50),
      frames: ["color": .r(20, 20, 10, 10)], tree: Color.red.named("color").padding(20)),
    LayoutFixture(
      "M-06", "offset moves drawing, not layout", proposal: .p(300, 100), size: .s(100, 50),
      frames: ["a": .r(20, 0, 50, 50), "b": .r(50, 0, 50, 50)],
      tree: HStack(spacing: 0) {
        Color.red.named("a").frame(width: 50, height: 50).offset(x: 20)
        Color.blue.named("b").frame(width: 50, height: 50)
      }),
    LayoutFixture(
      "M-07a", "an overlay is proposed the primary's size and may overflow", proposal: .p(300, 300),
      size: .s(20, 20),
      frames: ["big": .r(-20, -20, 60, 60)],
      tree: Color.red.frame(width: 20, height: 20).overlay(
        Color.blue.named("big").frame(width: 60, height: 60))),
    .canvas(
      "M-07b", "background aligned bottom-trailing", side: 500,
      frames: ["fg": .r(200, 200, 100, 100), "bg": .r(250, 250, 50, 50)],
      tree: Rectangle().frame(width: 100, height: 100).named("fg")
        .background(alignment: .bottomTrailing) {
          Rectangle().frame(width: 50, height: 50).named("bg")
        }),
    LayoutFixture(
      "M-09a", "higher priority is offered everything but the others' minima",
      proposal: .p(300, 100), size: .s(300, 100),
      frames: ["a": .r(0, 0, 50, 100), "b": .r(50, 0, 250, 100)],
      tree: HStack(spacing: 0) {
        Color.red.frame(minWidth: 50).named("a")
        Color.blue.layoutPriority(1).named("b")
      }),
    LayoutFixture(
      "M-09b",
      "U row, OpenSwiftUI's rule chosen: padding resets the priority to 0 (alternative: M-09c)",
      proposal: .p(300, 100), size: .s(300, 100),
      frames: ["a": .r(0, 0, 150, 100), "b": .r(150, 0, 150, 100)],
      tree: HStack(spacing: 0) {
        Color.red.frame(minWidth: 50).named("a")
        Color.blue.layoutPriority(1).padding(0).named("b")
      }),
  ]

  // MARK: - 9.5 Stacks, Spacer, ZStack, GeometryReader

  static let stacks: [LayoutFixture] = [
    LayoutFixture(
      "S-01", "equal shares", proposal: .p(300, 100), size: .s(300, 100),
      frames: ["a": .r(0, 0, 100, 100), "b": .r(100, 0, 100, 100), "c": .r(200, 0, 100, 100)],
      tree: HStack(spacing: 0) {
        Rectangle().named("a")
        Rectangle().named("b")
        Rectangle().named("c")
      }.frame(width: 300, height: 100)),
    LayoutFixture(
      "S-02", "least flexible first; the stack overflows its frame", proposal: .p(150, 100),
      size: .s(150, 100),
      frames: [
        "stack": .r(-12.5, 0, 175, 100), "red": .r(-12.5, 0, 75, 100),
        "green": .r(62.5, 0, 100, 100),
      ],
      tree: HStack(spacing: 0) {
        Color.red.named("red").frame(maxWidth: 100)
        Color.green.named("green").frame(minWidth: 100)
      }.named("stack").frame(width: 150, height: 100)),
    LayoutFixture(
      "S-03a", "text is proposed a third and wraps", proposal: .p(200, 100), size: .s(200, 100),
      frames: [
        "purple": .r(0, 0, 62, 100), "text": .r(70, 30, 60, 40), "pink": .r(138, 0, 62, 100),
      ],
      tree: HStack {
        Color.purple.named("purple")
        Text("Hello, world").named("text")
        Color.pink.named("pink")
      }),
    LayoutFixture(
      "S-03b", "with priority the text gets all it wants first", proposal: .p(200, 100),
      size: .s(200, 100),
      frames: [
        "purple": .r(0, 0, 32, 100), "text": .r(40, 40, 120, 20), "pink": .r(168, 0, 32, 100),
      ],
      tree: HStack {
        Color.purple.named("purple")
        Text("Hello, world").named("text").layoutPriority(1)
        Color.pink.named("pink")
      }),
    LayoutFixture(
      "S-04a", "VStack of two squares with the default spacing 8", proposal: .p(150, 150),
      size: .s(150, 150),
      frames: ["stack": .r(50, 21, 50, 108), "a": .r(50, 21, 50, 50), "b": .r(50, 79, 50, 50)],
      tree: VStack {
        square(50).named("a")
        square(50).named("b")
      }.named("stack").frame(width: 150, height: 150)),
    LayoutFixture(
      "S-04b", "the same HStack", proposal: .p(150, 150), size: .s(150, 150),
      frames: ["stack": .r(21, 50, 108, 50), "a": .r(21, 50, 50, 50), "b": .r(79, 50, 50, 50)],
      tree: HStack {
        square(50).named("a")
        square(50).named("b")
      }.named("stack").frame(width: 150, height: 150)),
    .canvas(
      "S-08", "flexible children share equally", side: 200,
      frames: [
        "red": .r(0, 0, 200, 75), "yellow": .r(95, 95, 10, 10), "blue": .r(0, 125, 200, 75),
      ],
      tree: VStack(spacing: 20) {
        Color.red.named("red")
        Color.yellow.named("yellow").frame(width: 10, height: 10)
        Color.blue.named("blue")
      }),
    LayoutFixture(
      "S-09", "a Spacer takes what is left, with no gaps next to it", proposal: .p(200, 80),
      size: .s(200, 80),
      frames: ["a": .r(0, 15, 50, 50), "spacer": .r(50, 40, 100, 0), "b": .r(150, 15, 50, 50)],
      tree: HStack {
        square(50).named("a")
        Spacer().named("spacer")
        square(50).named("b")
      }.frame(width: 200, height: 80)),
    LayoutFixture(
      "S-10a", "Spacer(minLength: 100) gets the rest", proposal: .p(200, 80), size: .s(200, 80),
      frames: ["spacer": .r(30, 40, 140, 0), "b": .r(170, 15, 30, 50)],
      tree: HStack {
        Color.red.frame(width: 30, height: 50)
        Spacer(minLength: 100).named("spacer")
        Color.blue.frame(width: 30, height: 50).named("b")
      }.frame(width: 200, height: 80)),
    LayoutFixture(
      "S-10b", "Spacer(minLength: 50)", proposal: .p(180, 80), size: .s(180, 80),
      frames: ["spacer": .r(50, 40, 80, 0), "b": .r(130, 15, 50, 50)],
      tree: HStack {
        square(50)
        Spacer(minLength: 50).named("spacer")
        square(50).named("b")
      }.frame(width: 180, height: 80)),
    LayoutFixture(
      "S-10c", "Spacer(minLength: 0) with no room left", proposal: .p(160, 80), size: .s(160, 80),
      frames: ["spacer": .r(80, 40, 0, 0), "b": .r(80, 15, 80, 50)],
      tree: HStack {
        Color.red.frame(width: 80, height: 50)
        Spacer(minLength: 0).named("spacer")
        Color.blue.frame(width: 80, height: 50).named("b")
      }.frame(width: 160, height: 80)),
    LayoutFixture(
      "S-12", "a Spacer's ideal length is 8", proposal: .p(nil, nil), size: .s(108, 50),
      frames: ["spacer": .r(50, 25, 8, 0)],
      tree: HStack {
        square(50)
        Spacer().named("spacer")
        square(50)
      }),
    LayoutFixture(
      "S-13a", "Spacer priority −∞ with explicit spacing (native probe)", proposal: .p(100, 20),
      size: .s(100, 20),
      frames: ["a": .r(0, 0, 40, 20), "spacer": .r(50, 10, 0, 0), "b": .r(60, 0, 40, 20)],
      tree: probe(minLength: 0)),
    LayoutFixture(
      "S-13b", "…in 160 wide", proposal: .p(160, 20), size: .s(160, 20),
      frames: ["a": .r(0, 0, 60, 20), "spacer": .r(70, 10, 20, 0), "b": .r(100, 0, 60, 20)],
      tree: probe(minLength: 0)),
    LayoutFixture(
      "S-13c",
      "with a default Spacer() (min 8) the rules give 36/8/36 at width 100 (the note's 'verify' variant, C)",
      proposal: .p(100, 20), size: .s(100, 20),
      frames: ["a": .r(0, 0, 36, 20), "spacer": .r(46, 10, 8, 0), "b": .r(64, 0, 36, 20)],
      tree: probe(minLength: nil)),
    .canvas(
      "S-15a", "priority in a VStack", side: 500,
      frames: ["r0": .r(0, 0, 500, 50), "r1": .r(0, 58, 500, 442)],
      tree: VStack {
        Rectangle().frame(minHeight: 50).named("r0")
        Rectangle().layoutPriority(1).named("r1")
      }),
    .canvas(
      "S-15b",
      "the same in an HStack (r0: width 0 per the acceptance table; its height 500 = the proposal, as minHeight 50 < 500)",
      side: 500, frames: ["r0": .r(0, 0, 0, 500), "r1": .r(8, 0, 492, 500)],
      tree: HStack {
        Rectangle().frame(minHeight: 50).named("r0")
        Rectangle().layoutPriority(1).named("r1")
      }),
    .canvas(
      "S-15c", "two rectangles share a VStack", side: 500,
      frames: ["r0": .r(0, 0, 500, 246), "r1": .r(0, 254, 500, 246)],
      tree: VStack {
        Rectangle().named("r0")
        Rectangle().named("r1")
      }),
    .canvas(
      "S-15d", "leading alignment", side: 500, frames: ["r1": .r(0, 254, 50, 246)],
      tree: VStack(alignment: .leading) {
        Rectangle()
        Rectangle().frame(width: 50).named("r1")
      }),
    LayoutFixture(
      "S-17", "a nil major proposal sizes every child ideally", proposal: .p(200, nil),
      size: .s(200, 38),
      frames: ["text": .r(75, 0, 50, 20), "color": .r(0, 28, 200, 10)],
      tree: VStack {
        Text("Hello").named("text")
        Color.red.named("color")
      }),
    LayoutFixture(
      "S-18", "larger minimum first among infinitely flexible children; overflow",
      proposal: .p(150, 50), size: .s(300, 50),
      frames: ["a": .r(0, 0, 100, 50), "b": .r(100, 0, 200, 50)],
      tree: HStack(spacing: 0) {
        Color.red.frame(minWidth: 100).named("a")
        Color.blue.frame(minWidth: 200).named("b")
      }),
    LayoutFixture(
      "S-19", "a ZStack is the union of its children", proposal: .p(300, 200), size: .s(300, 200),
      frames: ["yellow": .r(125, 0, 50, 200), "orange": .r(0, 75, 300, 50)],
      tree: ZStack {
        Color.yellow.frame(width: 50).named("yellow")
        Color.orange.frame(height: 50).named("orange")
      }),
    .canvas(
      "S-20a", "ZStack top-leading", side: 200,
      frames: ["zstack": .r(70, 70, 60, 60), "small": .r(70, 70, 20, 20)],
      tree: ZStack(alignment: .topLeading) {
        square(60)
        square(20).named("small")
      }.named("zstack")),
    .canvas(
      "S-20b", "ZStack bottom-trailing", side: 200, frames: ["small": .r(110, 110, 20, 20)],
      tree: ZStack(alignment: .bottomTrailing) {
        square(60)
        square(20).named("small")
      }),
    LayoutFixture(
      "G-01", "GeometryReader places its content top-leading", proposal: .p(300, 300),
      size: .s(200, 100),
      frames: ["reader": .r(0, 0, 200, 100), "child": .r(0, 0, 50, 50)],
      tree: GeometryReader { _ in Color.red.frame(width: 50, height: 50).named("child") }
        .named("reader").frame(width: 200, height: 100)),
    LayoutFixture(
      "G-03", "a GeometryReader in a VStack takes the rest", proposal: .p(200, 200),
      size: .s(200, 200),
      frames: ["text": .r(75, 0, 50, 20), "reader": .r(0, 28, 200, 172)],
      tree: VStack {
        Text("Title").named("text")
        GeometryReader { _ in Color.red }.named("reader")
      }),
    LayoutFixture(
      "G-04a", "U row, nil → 10 chosen (alternative: G-04b)", proposal: .p(300, 300),
      size: .s(10, 10),
      tree: GeometryReader { _ in Color.red }.fixedSize()),
  ]

  static func probe(minLength: Double?) -> some LayoutNode {
    HStack(spacing: 10) {
      Color.red.frame(maxWidth: 60).named("a")
      Spacer(minLength: minLength).named("spacer")
      Color.blue.frame(maxWidth: 60).named("b")
    }
  }

  // MARK: - 9.6 Layout protocol and alignment

  static let layoutAndAlignment: [LayoutFixture] = [
    LayoutFixture(
      "L-02", "an unplaced subview is centred with the container's proposal",
      proposal: .p(300, 300), size: .s(100, 100),
      frames: ["child": .r(-100, -100, 300, 300)],
      tree: FixedSizeLayout(size: .s(100, 100)) { Color.red.named("child") }),
    LayoutFixture(
      "L-04", "an explicit top guide moves a child down and grows the stack",
      proposal: .p(300, 300), size: .s(40, 30),
      frames: ["a": .r(0, 10, 20, 20), "b": .r(20, 0, 20, 20)],
      tree: HStack(alignment: .top, spacing: 0) {
        square(20).named("a")
        square(20).alignmentGuide(.top) { $0.height / 2 }.named("b")
      }),
    LayoutFixture(
      "L-05", "a frame uses the child's explicit leading guide", proposal: .p(300, 300),
      size: .s(100, 20),
      frames: ["child": .r(-5, 0, 20, 20)],
      tree: square(20).named("child").alignmentGuide(.leading) { _ in 5 }.frame(
        width: 100, alignment: .leading)),
  ]
}

/// L-02's container: always 100×100 (or `size`), and never places its subviews.
struct FixedSizeLayout: Layout {
  let size: Size

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
    size
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {}
}
