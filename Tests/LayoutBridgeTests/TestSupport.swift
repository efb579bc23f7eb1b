import AutoLayout
import LayoutBridge
import LayoutCore
import ProposalLayout

/// The `TestText` stand-in font (Documentation/Facts/SwiftUI.md#test-stand-ins): 10 pt per
/// character, 20 pt lines.
let fixedText = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer())

/// 17 characters: ideal 170 × 20. At 80 pt it wraps to "hello" / "world" / "again" (50 pt each,
/// 3 lines); at 130 pt to "hello world" (110 pt) / "again".
let sentence = "hello world again"

/// Pins `view`'s four edges to `container`'s, inset by `inset`, and turns off its frame
/// constraints.
func pin(_ view: View, to container: View, inset: Double) {
  view.translatesAutoresizingMaskIntoConstraints = false
  LayoutConstraint.activate([
    view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
    view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -inset),
    view.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
    view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -inset),
  ])
}

/// A "card" whose only content is a 120 × 40 "box" inset by 8: fitting size 136 × 56 whatever
/// it is offered, since every constraint is required.
func makeFixedCard() -> View {
  let card = View(identifier: "card")
  let box = View(identifier: "box")
  card.addSubview(box)
  pin(box, to: card, inset: 8)
  LayoutConstraint.activate([
    box.widthAnchor.constraint(equalToConstant: 120),
    box.heightAnchor.constraint(equalToConstant: 40),
  ])
  return card
}

/// A "card" hosting `root` in a "host" inset by `inset`.
func makeHostingCard(_ root: any LayoutNode, inset: Double) -> View {
  let card = View(identifier: "card")
  let host = HostingView(rootNode: root, context: fixedText, identifier: "host")
  card.addSubview(host)
  pin(host, to: card, inset: inset)
  return card
}

/// The absolute frame of the first node named `name`.
func absoluteFrame(of name: String, in tree: FrameTree) -> Rect? {
  tree.flattened().first { $0.node.name == name }?.frame
}
