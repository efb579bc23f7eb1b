import LayoutCore
import Testing

@testable import AutoLayout

/// A 300 × 400 scroll view at the top-left of a 1000 × 1000 window (scale 1), with a column of
/// `count` 100-pt-tall rows pinned to its content guide and as wide as its frame guide — the
/// usual vertical form.
private func verticalForm(rows count: Int, pinBottom: Bool = true) -> (Window, ScrollView) {
  let window = Window(screen: Screen(size: Size(width: 1000, height: 1000), scale: 1))
  let scroll = ScrollView(identifier: "scroll")
  scroll.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(scroll)
  var constraints = [
    scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    scroll.topAnchor.constraint(equalTo: window.topAnchor),
    scroll.widthAnchor.constraint(equalToConstant: 300),
    scroll.heightAnchor.constraint(equalToConstant: 400),
  ]
  let rows = (0..<count).map { FixedSizeView("row\($0)", width: 50, height: 100) }
  let stack = StackView(arrangedSubviews: rows, identifier: "column")
  stack.axis = .vertical
  stack.translatesAutoresizingMaskIntoConstraints = false
  scroll.addSubview(stack)
  let content = scroll.contentLayoutGuide
  constraints += [
    stack.topAnchor.constraint(equalTo: content.topAnchor),
    stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
    stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
    stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
  ]
  if pinBottom { constraints.append(stack.bottomAnchor.constraint(equalTo: content.bottomAnchor)) }
  LayoutConstraint.activate(constraints)
  window.layoutIfNeeded()
  return (window, scroll)
}

@Test("Constraints to the content guide's edges define the content size")
func contentSizeFromConstraints() {
  // Six 100-pt rows: 600 tall; as wide as the frame guide: 300.
  let (window, scroll) = verticalForm(rows: 6)
  #expect(scroll.contentSize == Size(width: 300, height: 600))
  #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 300, height: 400))
  // 600 > 400: the content scrolls by 200; across, 300 of 300 fits.
  #expect(
    scroll.contentFit(along: .vertical) == .scrolls(content: 600, visible: 400, overflow: 200))
  #expect(scroll.contentFit(along: .horizontal) == .fits(content: 300, visible: 300))
  _ = window
}

@Test("Short content fits")
func shortContentFits() {
  let (window, scroll) = verticalForm(rows: 3)
  #expect(scroll.contentFit(along: .vertical) == .fits(content: 300, visible: 400))
  _ = window
}

@Test("Content without a bottom constraint has an ambiguous height")
func missingBottomIsAmbiguous() {
  let (window, scroll) = verticalForm(rows: 3, pinBottom: false)
  #expect(scroll.contentFit(along: .vertical) == .ambiguous)
  #expect(scroll.contentFit(along: .horizontal) == .fits(content: 300, visible: 300))
  _ = window
}

@Test("A bottom content inset (a keyboard, say) shrinks the visible height")
func contentInsetShrinksVisibleHeight() {
  // Three rows (300 pt) fit in 400 pt, not in 400 − 150 = 250.
  let (window, scroll) = verticalForm(rows: 3)
  scroll.contentInset.bottom = 150
  #expect(scroll.contentFit(along: .vertical) == .scrolls(content: 300, visible: 250, overflow: 50))
  _ = window
}

@Test("The content offset moves the content guide, and the content with it")
func contentOffsetMovesContent() {
  let (window, scroll) = verticalForm(rows: 6)
  scroll.contentOffset = Point(x: 0, y: 120)
  window.layoutIfNeeded()
  #expect(scroll.contentLayoutGuide.layoutFrame.minY == -120)
  #expect(scroll.subviews.first?.frame.minY == -120)
}

@Test("Outside a window nothing is laid out")
func scrollViewOutsideWindow() {
  #expect(ScrollView().contentFit(along: .vertical) == .notLaidOut)
}

@Test("Content pinned to the frame guide fits even where the frame is rounded to pixels")
func pinnedContentFitsDespiteRounding() {
  // A 300.4-pt-wide scroll view at scale 1 has a 300-pt frame; its content, as wide as the frame
  // guide, is 300.4 — the same unrounded length, so it fits.
  let window = Window(screen: Screen(size: Size(width: 1000, height: 1000), scale: 1))
  let scroll = ScrollView(identifier: "scroll")
  let content = View(identifier: "content")
  for view in [scroll, content] { view.translatesAutoresizingMaskIntoConstraints = false }
  window.addSubview(scroll)
  scroll.addSubview(content)
  let guide = scroll.contentLayoutGuide
  LayoutConstraint.activate([
    scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    scroll.topAnchor.constraint(equalTo: window.topAnchor),
    scroll.widthAnchor.constraint(equalToConstant: 300.4),
    scroll.heightAnchor.constraint(equalToConstant: 200),
    content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
    content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    content.topAnchor.constraint(equalTo: guide.topAnchor),
    content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    content.heightAnchor.constraint(equalToConstant: 100),
  ])
  window.layoutIfNeeded()
  #expect(scroll.frame.width == 300)
  guard case .fits(let length, _) = scroll.contentFit(along: .horizontal) else {
    Issue.record("expected the content to fit")
    return
  }
  #expect(abs(length - 300.4) < 1e-6)
}
