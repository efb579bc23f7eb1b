import LayoutCore
import Testing

@testable import AutoLayout

// UIKit's fill-proportionally constraints as its own code makes them
// (`-[_UIOrderedLayoutArrangement _setUpDimensionConstraintForItem:referenceItem:atIndex:]` and
// `_wantsProportionalDistribution` in the decompiled UIKitCore;
// Documentation/Facts/AutoLayout.md#fill-proportionally).

@Test("Fill proportionally: a view that holds all the length is tied to the stack, required")
func proportionalShareOfOneIsRequired() {
  // a is 160 wide, b has an intrinsic width of 0, spacing 0: total 160 + 0 + 0 = 160, so a's
  // share is 160 / 160 = 1 (required, not 999) and b gets its required zero. With the row
  // pinned 300 wide, a is 300: the required share beats a's hugging.
  let a = FixedSizeView("a", width: 160, height: 10)
  let b = FixedSizeView("b", width: 0, height: 10)
  let stack = StackView(arrangedSubviews: [a, b], identifier: "stack")
  stack.distribution = .fillProportionally
  host(stack, width: 300).layoutIfNeeded()
  let lines = generatedLines(stack)
  #expect(lines.contains("UISV-fill-proportionally a.width == stack.width"))
  #expect(lines.contains("UISV-fill-proportionally b.width == 0"))
  #expect(abs(a.frame.width - 300) < tolerance)
  #expect(abs(b.frame.width) < tolerance)
}

@Test("Fill proportionally with no length to share ties the views' lengths together instead")
func proportionalWithoutLengthsFillsEqually() {
  // Three views of intrinsic width 0, spacing 8: lengths and gaps add up to 0 + 16 = 16, not
  // above max(16, 1) = 16, so UIKit does not distribute proportionally: b and c are tied to
  // a's width (UISV-fill-equally, required). In a 316-wide row: (316 - 2 × 8) / 3 = 100 each.
  let views = ["a", "b", "c"].map { FixedSizeView($0, width: 0, height: 10) }
  let stack = StackView(arrangedSubviews: views, identifier: "stack")
  stack.distribution = .fillProportionally
  stack.spacing = 8
  host(stack, width: 316).layoutIfNeeded()
  let lines = generatedLines(stack)
  #expect(lines.contains("UISV-fill-equally b.width == a.width"))
  #expect(lines.contains("UISV-fill-equally c.width == a.width"))
  #expect(!lines.contains { $0.hasPrefix("UISV-fill-proportionally") })
  for view in views { #expect(abs(view.frame.width - 100) < tolerance) }
}

@Test("Fill proportionally's priorities fall by one per view down to 751")
func proportionalPrioritiesStopAt751() {
  // 999 - i for the view at index i, floored at 751: index 248 is at 751, and so are the two
  // after it.
  let views = (0..<251).map { FixedSizeView("v\($0)", width: 1, height: 1) }
  let stack = StackView(arrangedSubviews: views, identifier: "stack")
  stack.distribution = .fillProportionally
  host(stack).layoutIfNeeded()
  let priorities = Dictionary(
    uniqueKeysWithValues: stack.generatedConstraints.compactMap { constraint in
      constraint.identifier == "UISV-fill-proportionally"
        ? (constraint.firstItem?.identifier ?? "", constraint.priority.rawValue) : nil
    })
  #expect(priorities["v0"] == 999)
  #expect(priorities["v247"] == 752)
  #expect(priorities["v248"] == 751)
  #expect(priorities["v250"] == 751)
}
