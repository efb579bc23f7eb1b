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

@Test("Fill proportionally measures an arranged stack view by its fitting size, not its frame")
func proportionalNestedStackCountsItsFittingSize() {
  // A column (alignment fill, spacing 0) of a view 40 high and a row holding a view 20 high.
  // The row was loaded with a 100-pt-high frame (as from a storyboard); UIKit measures it by
  // the height that fits the column's width (`-[UIStackView
  // _proportionalFillLengthForOrderedArrangement:relevantParentAxis:]`), 20, not by that frame:
  // total 40 + 20 = 60, shares 40/60 and 20/60, so a 120-pt column gives 80 and 40. (By the
  // frame it would be 120 × 40/140 = 34.29 and 85.71.)
  let a = FixedSizeView("a", width: 10, height: 40)
  let row = StackView(
    arrangedSubviews: [FixedSizeView("b", width: 10, height: 20)], identifier: "row")
  row.frame = Rect(x: 0, y: 0, width: 300, height: 100)
  let column = StackView(arrangedSubviews: [a, row], identifier: "column")
  column.axis = .vertical
  column.distribution = .fillProportionally
  column.frame = Rect(x: 0, y: 0, width: 300, height: 120)
  host(column, width: 300, height: 120).layoutIfNeeded()
  #expect(abs(a.frame.height - 80) < tolerance)
  #expect(abs(row.frame.height - 40) < tolerance)
}

@Test("Fill proportionally measures an arranged stack view along a row by its compressed size")
func proportionalNestedStackInRowCountsCompressedSize() {
  // A row (spacing 0) of a view 60 wide and a column holding a view 30 wide, the column loaded
  // 240 wide. Along a row UIKit takes the column's compressed fitting width, 30: total 90, so a
  // 180-pt row gives 180 × 60/90 = 120 and 60. (By the frame: 180 × 60/300 = 36 and 144.)
  let a = FixedSizeView("a", width: 60, height: 10)
  let column = StackView(
    arrangedSubviews: [FixedSizeView("b", width: 30, height: 10)], identifier: "column")
  column.axis = .vertical
  column.frame = Rect(x: 0, y: 0, width: 240, height: 10)
  let row = StackView(arrangedSubviews: [a, column], identifier: "row")
  row.distribution = .fillProportionally
  host(row, width: 180).layoutIfNeeded()
  #expect(abs(a.frame.width - 120) < tolerance)
  #expect(abs(column.frame.width - 60) < tolerance)
}
