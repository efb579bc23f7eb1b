// The README's "Auto Layout, as in UIKit" example with exactly its imports (see
// ReadmeSolverSnippetTests.swift for how the snippet is kept identical to the README's).
import AutoLayout
import LayoutCore
import Testing

@Test("README: a card pinned to the safe area with a 16:9 height")
func readmeAutoLayoutExample() {
  // README snippet begin
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
  window.layoutIfNeeded()  // card.frame == (16, 75, 361, 203)
  // README snippet end
  // width 393 − 2·16 = 361; height 361·9/16 = 203.0625, whose edges round to 203 at @3x
  // (bottom 75 + 203.0625 = 278.0625 → round(834.1875)/3 = 278); top 59 + 16 = 75.
  let width: Double = 393 - 16 - 16
  let bottom = (((59 + 16) + width * 9 / 16) * 3).rounded() / 3
  #expect(card.frame == Rect(x: 16, y: 75, width: 361, height: bottom - 75))
  #expect(card.frame == Rect(x: 16, y: 75, width: 361, height: 203))
  #expect(window.frameTree().treeDescription == "Window-0 (0, 0, 393, 852)\n  card (16, 75, 361, 203)")
}
