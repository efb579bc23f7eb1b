import LayoutCore
import Testing

@testable import AutoLayout

/// iPhone 14 Pro portrait (393 × 852, bottom safe-area inset 34) with a 44-pt field whose
/// bottom sits 8 pt above the keyboard guide.
private func formAboveKeyboard() -> (Window, View) {
  let window = Window(screen: iPhone14Pro(.portrait))
  let field = constrainedView("field", in: window)
  LayoutConstraint.activate([
    field.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    field.widthAnchor.constraint(equalToConstant: 200),
    field.heightAnchor.constraint(equalToConstant: 44),
    field.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor, constant: -8),
  ])
  window.layoutIfNeeded()
  return (window, field)
}

@Test("With the keyboard hidden the guide's top is the safe area's bottom")
func hiddenKeyboardGuide() {
  // Safe-area bottom: 852 − 34 = 818; the guide spans 818…852, the field ends at 810.
  let (window, field) = formAboveKeyboard()
  #expect(window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 818, width: 393, height: 34))
  #expect(field.frame.maxY == 810)
}

@Test("A docked keyboard moves the guide's top to the keyboard's top, and back")
func dockedKeyboardGuide() throws {
  // A 336-pt keyboard: its top is at 852 − 336 = 516, the field's bottom at 508.
  let (window, field) = formAboveKeyboard()
  try window.setKeyboard(.docked(height: 336))
  window.layoutIfNeeded()
  #expect(window.keyboardLayoutGuide.layoutFrame == Rect(x: 0, y: 516, width: 393, height: 336))
  #expect(field.frame.maxY == 508)
  try window.setKeyboard(.hidden)
  window.layoutIfNeeded()
  #expect(field.frame.maxY == 810)
}

@Test("usesBottomSafeArea = false ties the hidden keyboard to the view's bottom")
func keyboardIgnoringSafeArea() {
  let (window, field) = formAboveKeyboard()
  window.keyboardLayoutGuide.usesBottomSafeArea = false
  window.layoutIfNeeded()
  #expect(window.keyboardLayoutGuide.layoutFrame.height == 0)
  #expect(field.frame.maxY == 852 - 8)
}

@Test("A keyboard taller than the window, or of a bad height, is refused and changes nothing")
func badKeyboardHeights() throws {
  let (window, field) = formAboveKeyboard()
  try window.setKeyboard(.docked(height: 300))
  #expect(throws: KeyboardError.tallerThanWindow(height: 900, windowHeight: 852)) {
    try window.setKeyboard(.docked(height: 900))
  }
  #expect(throws: KeyboardError.invalidHeight(-1)) { try window.setKeyboard(.docked(height: -1)) }
  #expect(throws: KeyboardError.self) { try window.setKeyboard(.docked(height: .nan)) }
  #expect(window.keyboardState == .docked(height: 300))
  window.layoutIfNeeded()
  #expect(field.frame.maxY == 852 - 300 - 8)
}

@Test("A view's keyboard guide made before it joins a window follows that window's keyboard")
func keyboardGuideJoiningWindow() throws {
  let window = Window(screen: iPhone14Pro(.portrait))
  try window.setKeyboard(.docked(height: 300))
  let container = View(identifier: "container")
  let guide = container.keyboardLayoutGuide
  container.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(container)
  LayoutConstraint.activate([
    container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    container.topAnchor.constraint(equalTo: window.topAnchor),
    container.bottomAnchor.constraint(equalTo: window.bottomAnchor),
  ])
  window.layoutIfNeeded()
  #expect(guide.layoutFrame.minY == 852 - 300)
}

@Test("The keyboard covers the views under its top edge, leaves only")
func viewsCoveredByKeyboard() throws {
  // iPhone 14 Pro portrait, 852 pt tall. A 300-pt keyboard's top is at 552. The button at
  // y = 600…644 is covered; the header at 100…144 is not; the container spanning both is a
  // container, not a finding.
  let window = Window(screen: iPhone14Pro(.portrait))
  let container = constrainedView("container", in: window)
  let header = constrainedView("header", in: container)
  let button = constrainedView("button", in: container)
  LayoutConstraint.activate([
    container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    container.topAnchor.constraint(equalTo: window.topAnchor),
    container.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    header.leadingAnchor.constraint(equalTo: container.leadingAnchor),
    header.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
    header.widthAnchor.constraint(equalToConstant: 100),
    header.heightAnchor.constraint(equalToConstant: 44),
    button.leadingAnchor.constraint(equalTo: container.leadingAnchor),
    button.topAnchor.constraint(equalTo: container.topAnchor, constant: 600),
    button.widthAnchor.constraint(equalToConstant: 100),
    button.heightAnchor.constraint(equalToConstant: 44),
  ])
  window.layoutIfNeeded()
  #expect(window.viewsCoveredByKeyboard().isEmpty)
  try window.setKeyboard(.docked(height: 300))
  window.layoutIfNeeded()
  #expect(window.keyboardFrame == Rect(x: 0, y: 552, width: 393, height: 300))
  #expect(window.viewsCoveredByKeyboard().map(\.identifier) == ["button"])
  button.isHidden = true
  #expect(window.viewsCoveredByKeyboard().isEmpty)
}
