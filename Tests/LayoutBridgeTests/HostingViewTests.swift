import AutoLayout
import LayoutBridge
import LayoutCore
import ProposalLayout
import Testing

@Suite("HostingView: a proposal tree in an Auto Layout view")
struct HostingViewTests {
  @Test("The intrinsic content size is the tree's ideal size")
  func intrinsicSizeIsIdealSize() {
    let root = HStack(spacing: 0) {
      Text("hello")
      Text("world again")
    }
    let host = HostingView(rootNode: root, context: fixedText)
    let expected = Size(width: 5 * 10 + 11 * 10, height: 20)  // two unwrapped lines side by side
    #expect(root.idealSize(context: fixedText) == expected)
    #expect(host.intrinsicContentSize == expected)
  }

  @Test("Positioned but not sized by constraints, the view takes the ideal size")
  func unconstrainedWidthTakesIdealSize() {
    let window = Window(screen: Screen(size: Size(width: 400, height: 300)))
    let host = HostingView(rootNode: Text(sentence), context: fixedText, identifier: "host")
    window.addSubview(host)
    host.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      host.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      host.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
    ])
    window.layoutIfNeeded()
    #expect(host.frame == Rect(x: 10, y: 10, width: 17 * 10, height: 20))
  }

  @Test("A width from constraints gives the wrapped height, in one layoutIfNeeded")
  func constrainedWidthWrapsText() {
    let window = Window(screen: Screen(size: Size(width: 100, height: 300)))
    let host = HostingView(rootNode: Text(sentence), context: fixedText, identifier: "host")
    window.addSubview(host)
    host.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      host.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      host.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
      host.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    let width: Double = 100 - 10 - 10
    let height: Double = 3 * 20  // "hello" / "world" / "again"
    #expect(host.frame == Rect(x: 10, y: 0, width: width, height: height))
    #expect(window._engineStatistics.passes == 1)

    // The hosted Text is the view's child in the window's frame tree: 50 pt wide (its widest
    // line), centred in the 80 pt bounds.
    let text = window.frameTree().children.first { $0.name == "host" }?.children.first
    #expect(window.frameTree().flattened().contains { $0.path == "Window-0/host/Text" })
    #expect(text?.name == "Text")
    #expect(text?.frame == Rect(x: (width - 50) / 2, y: 0, width: 50, height: height))
  }

  @Test("A new width re-measures the height")
  func widthChangeRemeasures() {
    let window = Window(screen: Screen(size: Size(width: 100, height: 300)))
    let host = HostingView(rootNode: Text(sentence), context: fixedText)
    window.addSubview(host)
    host.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      host.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      host.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
      host.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(host.frame.height == 3 * 20)

    window.screen = Screen(size: Size(width: 140, height: 300))  // 120 pt: two lines
    window.layoutIfNeeded()
    #expect(host.frame.size == Size(width: 140 - 20, height: 2 * 20))

    window.screen = Screen(size: Size(width: 200, height: 300))  // 180 ≥ 170: one line
    window.layoutIfNeeded()
    #expect(host.frame.size == Size(width: 200 - 20, height: 20))
  }

  @Test("Replacing the tree re-measures it at the current width")
  func newRootRemeasures() {
    let window = Window(screen: Screen(size: Size(width: 100, height: 300)))
    let host = HostingView(rootNode: Text("hello"), context: fixedText)
    window.addSubview(host)
    host.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      host.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      host.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
      host.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(host.frame.height == 20)
    host.rootNode = Text(sentence)
    window.layoutIfNeeded()
    #expect(host.frame.height == 3 * 20)
  }

  @Test("An aspect-ratio constraint that feeds the height back into the width still settles")
  func heightWidthFeedbackIsBounded() {
    // width ≤ 2 × height: 170 × 20 is too wide, so the width shrinks, the text wraps, the
    // height grows, and so on. Whatever the fixed point, layout must terminate.
    let window = Window(screen: Screen(size: Size(width: 400, height: 400)))
    let host = HostingView(rootNode: Text(sentence), context: fixedText)
    window.addSubview(host)
    host.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      host.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      host.topAnchor.constraint(equalTo: window.topAnchor),
      host.widthAnchor.constraint(lessThanOrEqualTo: host.heightAnchor, multiplier: 2),
    ])
    window.layoutIfNeeded()
    #expect(host.frame.width <= 2 * host.frame.height + 1)
  }
}
