import LayoutCore
import Testing

@testable import AutoLayout

@Test("A non-finite spacing throws and leaves the spacing and the constraints unchanged")
func nonFiniteSpacing() {
  let (a, b, c) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b, c], identifier: "stack")
  stack.spacing = 8
  let before = generatedLines(stack)
  #expect(throws: StackViewError.nonFiniteSpacing(.infinity)) { try stack.setSpacing(.infinity) }
  #expect(throws: StackViewError.self) { try stack.setCustomSpacing(.nan, after: a) }
  #expect(stack.spacing == 8)
  #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
  #expect(generatedLines(stack) == before)
}

@Test("The spacing setter refuses a NaN with a diagnostic instead of a crash")
func spacingSetterReportsDiagnostic() {
  let stack = StackView(identifier: "stack")
  let window = Window(screen: Screen(size: Size(width: 100, height: 100), scale: 1))
  window.addSubview(stack)
  var diagnostics: [String] = []
  window.diagnosticsHandler = { diagnostics.append($0.description) }
  stack.spacing = 4
  stack.spacing = .nan
  #expect(stack.spacing == 4)
  #expect(diagnostics == ["[StackView] Stack view spacing must be finite, not nan."])
}

@Test("Negative spacing is allowed, as UIKit documents: views overlap")
func negativeSpacingOverlaps() throws {
  // "Use negative values to allow overlap" (Apple, UIStackView.spacing). a is 160 wide, so b
  // starts at 160 − 20 = 140.
  let (a, b, _) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b], identifier: "stack")
  try stack.setSpacing(-20)
  let window = host(stack)
  #expect(abs(b.frame.minX - 140) < tolerance)
  _ = window
}

@Test("Custom spacing after a view that is not arranged throws and changes nothing")
func customSpacingForStranger() {
  let (a, _, _) = grebenyukViews()
  let stranger = View(identifier: "stranger")
  let stack = StackView(arrangedSubviews: [a], identifier: "stack")
  let before = generatedLines(stack)
  #expect(throws: StackViewError.notArranged(stranger)) {
    try stack.setCustomSpacing(10, after: stranger)
  }
  #expect(generatedLines(stack) == before)
}

@Test("Inserting outside 0...count throws and changes nothing")
func insertOutOfRange() {
  let (a, b, _) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a], identifier: "stack")
  #expect(throws: StackViewError.indexOutOfRange(index: 2, count: 1)) {
    try stack.insertArrangedSubview(b, at: 2)
  }
  #expect(throws: StackViewError.indexOutOfRange(index: -1, count: 1)) {
    try stack.insertArrangedSubview(b, at: -1)
  }
  #expect(stack.arrangedSubviews.map(\.identifier) == ["a"])
  #expect(b.superview == nil)
}

@Test("A stack view cannot arrange itself or an ancestor")
func cannotArrangeAncestor() {
  let outer = StackView(identifier: "outer")
  let inner = StackView(identifier: "inner")
  outer.addArrangedSubview(inner)
  #expect(throws: StackViewError.cannotArrange(outer)) {
    try inner.insertArrangedSubview(outer, at: 0)
  }
  #expect(throws: StackViewError.cannotArrange(inner)) {
    try inner.insertArrangedSubview(inner, at: 0)
  }
  #expect(inner.arrangedSubviews.isEmpty)
  #expect(outer.arrangedSubviews.count == 1)
}

@Test("An arranged view that is not a subview becomes one, as in UIKit")
func arrangingAddsSubview() {
  let (a, b, _) = grebenyukViews()
  let stack = StackView(identifier: "stack")
  stack.addArrangedSubview(a)
  try? stack.insertArrangedSubview(b, at: 0)
  #expect(stack.subviews.count == 2)
  #expect(a.superview === stack && b.superview === stack)
  #expect(stack.arrangedSubviews.map(\.identifier) == ["b", "a"])
  #expect(!a.translatesAutoresizingMaskIntoConstraints)
}

@Test("Removing an arranged view keeps it as a subview; removing the subview unarranges it")
func removingArrangedViews() {
  let (a, b, c) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b, c], identifier: "stack")
  stack.removeArrangedSubview(b)
  #expect(stack.arrangedSubviews.map(\.identifier) == ["a", "c"])
  #expect(b.superview === stack)
  #expect(generatedLines(stack).contains("UISV-spacing c.leading == a.trailing"))
  c.removeFromSuperview()
  #expect(stack.arrangedSubviews.map(\.identifier) == ["a"])
  #expect(generatedLines(stack).contains("UISV-canvas-connection a.trailing == stack.trailing"))
}

@Test("Re-adding an arranged view moves it to the end")
func readdingMovesToEnd() {
  let (a, b, c) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b, c], identifier: "stack")
  stack.addArrangedSubview(a)
  #expect(stack.arrangedSubviews.map(\.identifier) == ["b", "c", "a"])
}

@Test("Distribution and alignment names round-trip; unknown names are nil, top/bottom are aliases")
func distributionAndAlignmentNames() {
  for distribution in StackView.Distribution.allCases {
    #expect(StackView.Distribution(name: distribution.name) == distribution)
  }
  for alignment in StackView.Alignment.allCases {
    #expect(StackView.Alignment(name: alignment.name) == alignment)
  }
  #expect(StackView.Alignment(name: "top") == .leading)
  #expect(StackView.Alignment(name: "bottom") == .trailing)
  #expect(StackView.Distribution(name: "fillEvenly") == nil)
  #expect(StackView.Alignment(name: "middle") == nil)
}
