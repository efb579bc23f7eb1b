import LayoutCore
import Testing

@testable import AutoLayout

@Test("A conflict with a stack view's constraints names them the way Xcode's log does")
func conflictReportNamesUISVConstraints() {
  // Fill equally makes b as wide as a; a required width of 50 on b against a required 100 on a
  // cannot hold. The broken constraint is the user's (added last), and the minimal conflicting
  // set includes the stack's 'UISV-fill-equally'.
  let a = View(identifier: "a")
  let b = View(identifier: "b")
  let stack = StackView(arrangedSubviews: [a, b], identifier: "stack")
  stack.distribution = .fillEqually
  let window = Window(screen: Screen(size: Size(width: 400, height: 400), scale: 1))
  var reports: [UnsatisfiableConstraintsReport] = []
  window.diagnosticsHandler = { diagnostic in
    if case .unsatisfiableConstraints(let report) = diagnostic { reports.append(report) }
  }
  stack.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(stack)
  LayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    stack.topAnchor.constraint(equalTo: window.topAnchor),
    a.widthAnchor.constraint(equalToConstant: 100),
    b.widthAnchor.constraint(equalToConstant: 50),
  ])
  window.layoutIfNeeded()
  #expect(reports.count == 1)
  let identifiers = reports.first?.conflictingConstraints.compactMap(\.identifier) ?? []
  #expect(identifiers.contains("UISV-fill-equally"))
  #expect(reports.first?.description.contains("'UISV-fill-equally'") == true)
}

@Test("The generated constraints are among the stack view's public constraints")
func generatedConstraintsArePublic() {
  let a = View(identifier: "a")
  let b = View(identifier: "b")
  let stack = StackView(arrangedSubviews: [a, b], identifier: "stack")
  let identifiers = Set(stack.constraints.compactMap(\.identifier))
  #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"]))
}

@Test("In a right-to-left window a row runs from the right edge")
func rightToLeftRow() {
  // A 296-pt row pinned to the leading (right) edge of a 400-pt window starts at
  // 400 − 296 = 104. Inside it (frames are relative to the stack): a (160) is rightmost at
  // 296 − 160 = 136, b at 136 − 8 − 80 = 48, c at 48 − 8 − 40 = 0.
  let (a, b, c) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b, c], identifier: "stack")
  stack.spacing = 8
  let window = Window(screen: Screen(size: Size(width: 400, height: 400), scale: 1))
  window.layoutDirection = .rightToLeft
  stack.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(stack)
  LayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    stack.topAnchor.constraint(equalTo: window.topAnchor),
  ])
  window.layoutIfNeeded()
  #expect(stack.frame.minX == 104)
  #expect(a.frame.minX == 136)
  #expect(b.frame.minX == 48)
  #expect(c.frame.minX == 0)
}
