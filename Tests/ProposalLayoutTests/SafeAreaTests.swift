import LayoutCore
import ProposalLayout
import Testing

/// A 400×800 window whose safe area is inset 50 at the top and 30 at the bottom: the safe
/// area is (0, 50, 400, 720).
private let window = Size(width: 400, height: 800)
private let insets = EdgeInsets(top: 50, left: 0, bottom: 30, right: 0)

private func laidOut(_ node: some LayoutNode) -> LayoutResult {
  node.layoutResult(inWindowOf: window, safeAreaInsets: insets, context: testContext)
}

@Test("The root view is proposed the safe area and placed in it")
func rootFillsSafeArea() {
  let tree = Color.red.layout(inWindowOf: window, safeAreaInsets: insets)
  #expect(tree.frame == Rect(x: 0, y: 0, width: 400, height: 800))
  #expect(tree.children[0].frame == Rect(x: 0, y: 50, width: 400, height: 720))
}

@Test("A small root view is centred in the safe area")
func smallRootCentredInSafeArea() {
  let tree = Color.red.frame(width: 100, height: 20).layout(
    inWindowOf: window, safeAreaInsets: insets)
  // Safe area centre: x 200, y 50 + 360 = 410.
  #expect(tree.children[0].frame == Rect(x: 150, y: 400, width: 100, height: 20))
}

@Test("ignoresSafeArea extends a view touching the safe area's edges to the window's")
func ignoresSafeAreaExtends() {
  let all = Color.red.ignoresSafeArea().layout(inWindowOf: window, safeAreaInsets: insets)
  #expect(all.children[0].frame == Rect(x: 0, y: 0, width: 400, height: 800))
  let top = Color.red.ignoresSafeArea(edges: .top).layout(
    inWindowOf: window, safeAreaInsets: insets)
  #expect(top.children[0].frame == Rect(x: 0, y: 0, width: 400, height: 770))
  let keyboard = Color.red.ignoresSafeArea(.keyboard).layout(
    inWindowOf: window, safeAreaInsets: insets)
  #expect(keyboard.children[0].frame == Rect(x: 0, y: 50, width: 400, height: 720))
}

@Test("Only the edges a view touches are extended")
func ignoresSafeAreaOnlyTouchingEdges() throws {
  let result = laidOut(
    VStack(spacing: 8) {
      Text("Title").named("title")
      Color.blue.ignoresSafeArea().named("body")
    })
  // The VStack fills the safe area: title (175, 50, 50, 20); the colour starts at
  // 50 + 20 + 8 = 78 and would end at 770; only its bottom touches the safe area's edge, so
  // it grows to 800.
  #expect(try result.frame(named: "title") == Rect(x: 175, y: 50, width: 50, height: 20))
  #expect(try result.frame(named: "body") == Rect(x: 0, y: 78, width: 400, height: 722))
}

@Test("A style background ignores the safe area by default, a view background does not")
func styleBackgroundIgnoresSafeArea() {
  let style = Color.clear.background(.blue).layout(inWindowOf: window, safeAreaInsets: insets)
  // background's children: the fill first, then the primary.
  #expect(style.children[0].children[0].frame == Rect(x: 0, y: -50, width: 400, height: 800))
  let view = Color.clear.background(Color.blue).layout(inWindowOf: window, safeAreaInsets: insets)
  #expect(view.children[0].children[0].frame == Rect(x: 0, y: 0, width: 400, height: 720))
}

@Test("GeometryProxy reads its frame in local, global and named spaces, and its safe-area insets")
func geometryProxyFrames() throws {
  // The probe encodes what the proxy read in its frame, drawn offset from the reader's corner:
  // x offset = named minY, y offset = global minY, width = safe-area top inset, height =
  // safe-area bottom inset.
  func reader() -> some LayoutNode {
    GeometryReader { proxy in
      Color.red.frame(
        width: proxy.safeAreaInsets.top, height: proxy.safeAreaInsets.bottom
      ).named("probe")
        .offset(x: proxy.frame(in: .named("stack")).minY, y: proxy.frame(in: .global).minY)
    }
  }
  let inside = laidOut(
    VStack(spacing: 0) {
      Color.gray.frame(height: 100)
      reader().named("reader")
    }.coordinateSpace("stack"))
  // The reader sits 100 below the stack's top (named minY 100) at global y 150; it is inside
  // the safe area: no insets.
  let reader1 = try inside.frame(named: "reader")
  #expect(reader1 == Rect(x: 0, y: 150, width: 400, height: 620))
  // The probe: the reader's corner (0, 150) moved by (100, 150).
  #expect(try inside.frame(named: "probe") == Rect(x: 100, y: 150 + 150, width: 0, height: 0))
  // Ignoring the safe area, the reader covers the window: global minY 0, insets 50 and 30.
  let ignoring = laidOut(reader().ignoresSafeArea().named("reader"))
  #expect(try ignoring.frame(named: "reader") == Rect(x: 0, y: 0, width: 400, height: 800))
  // No "stack" space: the named frame falls back to the global one, minY 0; the corner (0, 0)
  // moved by (0, 0).
  #expect(try ignoring.frame(named: "probe") == Rect(x: 0, y: 0, width: 50, height: 30))
}

@Test("safeAreaInset puts a bar on the edge and lays the view out in the rest")
func safeAreaInsetBar() throws {
  let result = laidOut(
    Color.red.named("content").safeAreaInset(edge: .bottom, spacing: 0) {
      Color.blue.frame(height: 40).named("bar")
    })
  // Safe area 400×720 at y 50: the bar is 40 tall at its bottom (y 730), the content gets
  // the remaining 680.
  #expect(try result.frame(named: "bar") == Rect(x: 0, y: 730, width: 400, height: 40))
  #expect(try result.frame(named: "content") == Rect(x: 0, y: 50, width: 400, height: 680))
  // Content that ignores the safe area runs under the bar and past the home indicator's
  // inset to the window's bottom, and up to its top.
  let under = laidOut(
    Color.red.ignoresSafeArea().named("content").safeAreaInset(edge: .bottom, spacing: 0) {
      Color.blue.frame(height: 40)
    })
  #expect(try under.frame(named: "content") == Rect(x: 0, y: 0, width: 400, height: 800))
}

@Test("safeAreaPadding pads like padding, and its band is unsafe for the content")
func safeAreaPaddingBand() {
  let padded = Color.red.safeAreaPadding(20).layout(
    proposal: ProposedViewSize(width: 100, height: 100))
  #expect(padded.children[0].frame == Rect(x: 20, y: 20, width: 60, height: 60))
  let ignoring = Color.red.ignoresSafeArea().safeAreaPadding(20)
    .layout(proposal: ProposedViewSize(width: 100, height: 100))
  #expect(ignoring.children[0].frame == Rect(x: 0, y: 0, width: 100, height: 100))
}

@Test("containerRelativeFrame measures the window minus its safe-area insets")
func containerRelativeFrameInWindow() {
  let tree = Color.red.containerRelativeFrame(.vertical, count: 2, spacing: 0)
    .layout(inWindowOf: window, safeAreaInsets: insets)
  // Half of the safe area's 720.
  #expect(tree.children[0].frame.height == 360)
}

@Test("Inside safeAreaPadding at the window's edges, an ignoring view reaches the window's edges")
func safeAreaPaddingInWindow() throws {
  let result = laidOut(Color.red.ignoresSafeArea().named("fill").safeAreaPadding(.horizontal, 20))
  // The padding fills the safe area (0, 50, 400, 720); its band and the window's insets are
  // one unsafe region, so the colour grows from (20, 50, 360, 720) to the whole window.
  #expect(try result.frame(named: "fill") == Rect(x: 0, y: 0, width: 400, height: 800))
  // Not ignoring, the colour stays inside the band and the safe area.
  let inside = laidOut(Color.red.named("fill").safeAreaPadding(.horizontal, 20))
  #expect(try inside.frame(named: "fill") == Rect(x: 20, y: 50, width: 360, height: 720))
}

@Test("A scroll view runs under the unsafe region along its axis and insets its content")
func scrollViewUnderSafeArea() throws {
  let result = laidOut(
    ScrollView {
      Color.red.frame(height: 100).named("row")
    }.named("scroll"))
  // Proposed the safe area 400×720 at y 50; it touches both vertical edges, so it covers the
  // window's height, and its content starts 50 down, where the safe area does.
  #expect(try result.frame(named: "scroll") == Rect(x: 0, y: 0, width: 400, height: 800))
  #expect(try result.frame(named: "row") == Rect(x: 0, y: 50, width: 400, height: 100))
}
