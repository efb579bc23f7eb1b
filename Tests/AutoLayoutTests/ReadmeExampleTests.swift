import AutoLayout
import LayoutCore
import Testing

@Test("The README example lays out as documented")
func readmeExample() {
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
  let width: Double = 393 - 16 - 16
  let top: Double = 59 + 16
  expectFrame(card.frame, pixelAligned(Rect(x: 16, y: top, width: width, height: width * 9 / 16), scale: 3))
  #expect(card.frame.description == "(16, 75, 361, 203)")
  #expect(window.frameTree().treeDescription == "Window-0 (0, 0, 393, 852)\n  card (16, 75, 361, 203)")
}
