import AutoLayout
import LayoutCore
import Testing

// The container rows (C1–C6) of Documentation/BadInputs.md: each bad input, the exact message
// users see, and the state left exactly as before.

@Suite("Bad-input catalogue (containers and the keyboard)")
struct ContainerBadInputCatalogueTests {
  /// A stack view `stack` arranging `a` and `b` with spacing 8, in a window.
  static func stack() -> (Window, StackView, View, View) {
    let window = Window(screen: Screen(size: Size(width: 393, height: 852), scale: 3))
    let a = View(identifier: "a")
    let b = View(identifier: "b")
    let stack = StackView(arrangedSubviews: [a, b], identifier: "stack")
    stack.spacing = 8
    window.addSubview(stack)
    return (window, stack, a, b)
  }

  /// What a stack view's state looks like from outside.
  static func snapshot(_ stack: StackView) -> [String] {
    [
      "\(stack.spacing)",
      stack.arrangedSubviews.map { $0.identifier ?? "?" }.joined(separator: ","),
    ] + stack.arrangedSubviews.map { "\(stack.customSpacing(after: $0))" }
      + stack.constraints.map { "\($0.identifier ?? "") \($0.relation) \($0.constant)" }.sorted()
  }

  @Test("C1 non-finite stack spacing")
  func nonFiniteSpacing() {
    let (_, stack, a, _) = Self.stack()
    let before = Self.snapshot(stack)
    #expect(throws: StackViewError.self) { try stack.setSpacing(.infinity) }
    do {
      try stack.setCustomSpacing(.nan, after: a)
    } catch {
      #expect(error.description == "Stack view spacing must be finite, not nan.")
    }
    do { try stack.setSpacing(.infinity) } catch {
      #expect(error.description == "Stack view spacing must be finite, not inf.")
    }
    #expect(Self.snapshot(stack) == before)
  }

  @Test("C2 custom spacing after a view that is not arranged")
  func customSpacingForStranger() {
    let (_, stack, _, _) = Self.stack()
    let before = Self.snapshot(stack)
    do {
      try stack.setCustomSpacing(10, after: View(identifier: "stranger"))
      Issue.record("no error")
    } catch {
      #expect(error.description == "View:'stranger' is not an arranged subview of this stack view.")
    }
    #expect(Self.snapshot(stack) == before)
  }

  @Test("C3 insertion index out of range")
  func insertionOutOfRange() {
    let (_, stack, _, _) = Self.stack()
    let before = Self.snapshot(stack)
    let c = View(identifier: "c")
    do {
      try stack.insertArrangedSubview(c, at: 5)
      Issue.record("no error")
    } catch {
      #expect(
        error.description
          == "Index 5 is out of bounds for a stack view with 2 arranged subviews (allowed: 0...2).")
    }
    #expect(Self.snapshot(stack) == before)
    #expect(c.superview == nil)
  }

  @Test("C4 a stack view arranged in itself")
  func arrangedInItself() {
    let (_, stack, _, _) = Self.stack()
    let before = Self.snapshot(stack)
    do {
      try stack.insertArrangedSubview(stack, at: 0)
      Issue.record("no error")
    } catch {
      #expect(
        error.description
          == "StackView:'stack' cannot be arranged in this stack view: it is the stack view or one of its ancestors."
      )
    }
    #expect(Self.snapshot(stack) == before)
  }

  @Test("C5 a keyboard taller than the window")
  func keyboardTallerThanWindow() {
    let (window, _, _, _) = Self.stack()
    do {
      try window.setKeyboard(.docked(height: 900))
      Issue.record("no error")
    } catch {
      #expect(error.description == "A 900-pt keyboard does not fit in a 852-pt-tall window.")
    }
    #expect(window.keyboardState == .hidden)
  }

  @Test("C6 a negative keyboard height")
  func negativeKeyboard() throws {
    let (window, _, _, _) = Self.stack()
    try window.setKeyboard(.docked(height: 300))
    do {
      try window.setKeyboard(.docked(height: -10))
      Issue.record("no error")
    } catch {
      #expect(
        error.description == "A keyboard height must be a finite number of points ≥ 0, not -10.")
    }
    #expect(window.keyboardState == .docked(height: 300))
  }
}
