import LayoutCore
import Testing

@testable import AutoLayout

@Test("A one-line label squeezed below its text width is truncated; at its width it is not")
func oneLineTruncation() {
  // "Hello world" needs 110 pt (fixed advance 10); a 100-pt width truncates it.
  let window = Window(screen: Screen(size: Size(width: 500, height: 500), scale: 3))
  let label = Label(text: "Hello world", measurer: FixedAdvanceTextMeasurer(), identifier: "l")
  label.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(label)
  let width = label.widthAnchor.constraint(equalToConstant: 100)
  LayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    label.topAnchor.constraint(equalTo: window.topAnchor), width,
  ])
  window.layoutIfNeeded()
  #expect(label.isTruncated)
  width.constant = 110
  window.layoutIfNeeded()
  #expect(!label.isTruncated)
}

@Test("A multi-line label held shorter than its wrapped lines is truncated")
func multiLineTruncation() {
  // "aa bb cc" at 20 pt wide wraps into three 20-pt lines (60 pt); a 40-pt height truncates.
  let window = Window(screen: Screen(size: Size(width: 500, height: 500), scale: 2))
  let label = Label(text: "aa bb cc", measurer: FixedAdvanceTextMeasurer(), identifier: "l")
  label.numberOfLines = 0
  label.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(label)
  let height = label.heightAnchor.constraint(equalToConstant: 40)
  LayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    label.topAnchor.constraint(equalTo: window.topAnchor),
    label.widthAnchor.constraint(equalToConstant: 20), height,
  ])
  window.layoutIfNeeded()
  #expect(label.isTruncated)
  height.isActive = false
  window.layoutIfNeeded()
  #expect(label.frame.height == 60)
  #expect(!label.isTruncated)
}
