import AutoLayout
import LayoutBridge
import LayoutCore
import ProposalLayout
import Testing

@Suite("Round trips between the two systems")
struct RoundTripTests {
  /// The same content twice: padded text in pure proposal layout, and the text hosted in a view
  /// inset by the same padding, hosted back in the proposal tree.
  static let proposals: [ProposedViewSize] = [
    .unspecified,  // 170 + 20 wide, one line
    ProposedViewSize(width: 100, height: nil),  // 80 pt text: three lines
    ProposedViewSize(width: 150, height: nil),  // 130 pt text: two lines
  ]

  @Test("HostingView inside AutoLayoutNode sizes like the pure tree", arguments: proposals)
  func sizesAgree(_ proposal: ProposedViewSize) {
    let pure = Text(sentence).frame(maxWidth: .infinity).padding(10)
    let bridged = AutoLayoutNode(
      makeHostingCard(Text(sentence).frame(maxWidth: .infinity), inset: 10))
    #expect(
      bridged.sizeThatFits(proposal, context: fixedText)
        == pure.sizeThatFits(proposal, context: fixedText))
  }

  @Test("…and places the text at the same absolute frame")
  func framesAgree() {
    let proposal = ProposedViewSize(width: 100, height: nil)
    let pure = Text(sentence).frame(maxWidth: .infinity).padding(10)
      .layout(proposal: proposal, context: fixedText)
    let bridged = AutoLayoutNode(
      makeHostingCard(Text(sentence).frame(maxWidth: .infinity), inset: 10)
    ).layout(proposal: proposal, context: fixedText)
    // 50 pt of text centred in 80 pt, inside 10 pt of padding.
    let expected = Rect(x: 10 + (80 - 50) / 2, y: 10, width: 50, height: 3 * 20)
    #expect(absoluteFrame(of: "Text", in: pure) == expected)
    #expect(absoluteFrame(of: "Text", in: bridged) == expected)
  }

  @Test("An AutoLayoutNode inside a HostingView inside a window")
  func autoLayoutInsideHostedTree() {
    let window = Window(screen: Screen(size: Size(width: 400, height: 300)))
    let root = VStack(spacing: 0) {
      AutoLayoutNode(makeFixedCard())
      Text("hi")
    }
    let host = HostingView(rootNode: root, context: fixedText, identifier: "host")
    window.addSubview(host)
    host.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      host.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      host.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
    ])
    window.layoutIfNeeded()
    let ideal = Size(width: max(136, 2 * 10), height: 56 + 20)
    #expect(host.intrinsicContentSize == ideal)
    #expect(host.frame == Rect(origin: Point(x: 20, y: 30), size: ideal))
    #expect(
      absoluteFrame(of: "box", in: window.frameTree())
        == Rect(x: 20 + 8, y: 30 + 8, width: 120, height: 40))
  }
}
