// The README's examples, verbatim, with the results their comments claim: README code cannot
// rot while these pass.
import AspectFit
import AutoLayout
import Cassowary
import DeviceCatalog
import LayoutBridge
import LayoutCore
import ProposalLayout
import Testing

@Test("README: a constraint system solved with strict priorities")
func readmeSolverExample() throws {
  let left = Variable("left"), width = Variable("width")
  var solver = Solver()
  try solver.add([
    left >= 0,
    left + width <= 320,
    (width == 400).withPriority(.defaultHigh),  // wants 400, gets what fits
    (left == 50).withPriority(.defaultLow),     // loses to the higher priority
  ])
  #expect(abs(solver.value(of: width) - 320) < 1e-9)
  #expect(abs(solver.value(of: left)) < 1e-9)
}

@Test("README: a card pinned to the safe area with a 16:9 height")
func readmeAutoLayoutExample() {
  let window = Window(screen: Screen(size: Size(width: 393, height: 852), scale: 3,
                                     safeAreaInsets: EdgeInsets(top: 59, bottom: 34)))
  let card = View(identifier: "card")
  card.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(card)
  let guide = window.safeAreaLayoutGuide
  LayoutConstraint.activate([
    card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
    card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
    card.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
    card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 9 / 16),
  ])
  window.layoutIfNeeded()
  // width 393 − 2·16 = 361; height 361·9/16 = 203.0625, whose edges round to 203 at @3x
  // (bottom 75 + 203.0625 = 278.0625 → round(834.1875)/3 = 278); top 59 + 16 = 75.
  let width: Double = 393 - 16 - 16
  let bottom = (((59 + 16) + width * 9 / 16) * 3).rounded() / 3
  #expect(card.frame == Rect(x: 16, y: 75, width: 361, height: bottom - 75))
  #expect(card.frame == Rect(x: 16, y: 75, width: 361, height: 203))
  #expect(window.frameTree().treeDescription == "Window-0 (0, 0, 393, 852)\n  card (16, 75, 361, 203)")
}

@Test("README: a SwiftUI-style card laid out for a 320-point width")
func readmeProposalExample() {
  let card = VStack(alignment: .leading, spacing: 4) {
    Text("Plumb")
    Text("SwiftUI-style layout on Linux")
  }
  .padding()
  .frame(maxWidth: .infinity, alignment: .leading)
  .background(Color.teal)

  let tree = card.layout(proposal: ProposedViewSize(width: 320, height: nil))
  // The flexible frame takes the proposed width. Inside, the padding proposes 320 − 2·16 to the
  // stack, which is as tall as its two texts plus 4 pt of spacing; padding adds 16 above and
  // below.
  let inner = ProposedViewSize(width: 320 - 2 * 16, height: nil)
  let title = Text("Plumb").layout(proposal: inner).frame.height
  let subtitle = Text("SwiftUI-style layout on Linux").layout(proposal: inner).frame.height
  let expectedHeight: Double = 16 + title + 4 + subtitle + 16
  #expect(tree.frame.width == 320)
  #expect(abs(tree.frame.height - expectedHeight) < 1e-9)
  #expect(tree.roundedToPixels(displayScale: 3).treeDescription.contains("Text"))
}

@Test("README: each layout system inside the other")
func readmeBridgeExample() {
  let label = HostingView(rootNode: Text("hello world again"))
  let card = View(identifier: "card")
  card.widthAnchor.constraint(equalToConstant: 120).isActive = true
  card.heightAnchor.constraint(equalToConstant: 40).isActive = true
  let row = HStack { AutoLayoutNode(card); Spacer() }
  // Before any layout pass the hosting view's intrinsic size is the tree's ideal size.
  #expect(label.intrinsicContentSize == Text("hello world again").idealSize(context: LayoutContext()))
  // The card fits at its constraints' 120 × 40, and the spacer takes the rest of the row.
  let tree = row.layout(proposal: ProposedViewSize(width: 300, height: 100))
  #expect(tree.frame.width == 300)
  #expect(tree.children.first?.frame.size == Size(width: 120, height: 40))
}

@Test("README: the aspect-fit guide of an iPhone 14 Pro in landscape at 21:9")
func readmeAspectFitExample() throws {
  let window = Window(device: .iPhone14Pro, orientation: .landscapeLeft)
  try window.safeAreaAspectFitLayoutGuide.setAspectRatio(21 / 9)
  window.layoutIfNeeded()
  // Seed 000 reports "about 756 × 323"; Documentation/Facts/AspectFitGuide.md#worked-checks derives
  // (48, 35, 756, 323): the island's edge at 48 pt gives 852 − 2·48 = 756, whose 21:9 height 324 at
  // y = 34.5 snaps to 323 at 35.
  #expect(window.safeAreaAspectFitLayoutGuide.layoutFrame == Rect(x: 48, y: 35, width: 756, height: 323))
}
