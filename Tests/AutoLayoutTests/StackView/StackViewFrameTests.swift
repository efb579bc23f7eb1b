import LayoutCore
import Testing

@testable import AutoLayout

// Frames of Grebenyuk's three views (intrinsic 160 × 200, 80 × 100, 40 × 50; hugging 250,
// compression 750) in a row with spacing 8, pinned at the window's top-left corner. Each
// expected frame is worked out in the comment above it from the generated constraints.

/// A row of a, b, c with spacing 8, laid out once at `width` (free when `nil`). The window is
/// not returned and goes away: use it only for frames of that one pass.
private func row(
  _ distribution: StackView.Distribution, _ alignment: StackView.Alignment = .fill,
  width: Double? = nil, configure: (View, View, View) -> Void = { _, _, _ in }
) -> (StackView, View, View, View) {
  let (a, b, c) = grebenyukViews()
  configure(a, b, c)
  let stack = StackView(arrangedSubviews: [a, b, c], identifier: "stack")
  stack.spacing = 8
  stack.distribution = distribution
  stack.alignment = alignment
  host(stack, width: width)
  return (stack, a, b, c)
}

@Test("Fill: the view with the lowest hugging priority takes the extra length")
func fillStretchesLowestHugging() {
  // 160 + 8 + 80 + 8 + 40 = 296 ≤ 400: 104 pt to give away; b hugs at 200 < 250, so b grows to
  // 80 + 104 = 184. Across: fill ties every height to the stack's, and a's compression
  // resistance (200 @ 750) beats the others' hugging (@ 250): height 200.
  let (stack, a, b, c) = row(.fill, width: 400) { _, b, _ in
    b.setContentHuggingPriority(200, for: .horizontal)
  }
  #expect(same(a.frame, Rect(x: 0, y: 0, width: 160, height: 200)))
  #expect(same(b.frame, Rect(x: 168, y: 0, width: 184, height: 200)))
  #expect(same(c.frame, Rect(x: 360, y: 0, width: 40, height: 200)))
  #expect(same(stack.frame, Rect(x: 0, y: 0, width: 400, height: 200)))
}

@Test("Fill: the view with the lowest compression resistance shrinks when the row is short")
func fillShrinksLowestCompression() {
  // 296 − 250 = 46 pt too long. b resists compression at 700, below a's and c's 750, so b
  // alone gives up the 46 pt: 80 − 46 = 34, and c starts at 168 + 34 + 8 = 210.
  let (_, a, b, c) = row(.fill, width: 250) { _, b, _ in
    b.setContentCompressionResistancePriority(700, for: .horizontal)
  }
  #expect(same(a.frame, Rect(x: 0, y: 0, width: 160, height: 200)))
  #expect(same(b.frame, Rect(x: 168, y: 0, width: 34, height: 200)))
  #expect(same(c.frame, Rect(x: 210, y: 0, width: 40, height: 200)))
}

@Test("Fill equally: every view is (400 − 2 × 8) / 3 = 128 wide")
func fillEquallyFrames() {
  let (_, a, b, c) = row(.fillEqually, width: 400)
  #expect(same(a.frame, Rect(x: 0, y: 0, width: 128, height: 200)))
  #expect(same(b.frame, Rect(x: 136, y: 0, width: 128, height: 200)))
  #expect(same(c.frame, Rect(x: 272, y: 0, width: 128, height: 200)))
}

@Test("Fill proportionally: at its natural width the row gives every view its intrinsic width")
func fillProportionallyNaturalWidth() {
  // The shares 160/296, 80/296, 40/296 (priorities 999…997) hold together only at
  // width 296, where they give 160, 80 and 40 — the row's width is free, so that is the
  // solution.
  let (stack, a, b, c) = row(.fillProportionally)
  #expect(same(stack.frame, Rect(x: 0, y: 0, width: 296, height: 200)))
  #expect(same(a.frame, Rect(x: 0, y: 0, width: 160, height: 200)))
  #expect(same(b.frame, Rect(x: 168, y: 0, width: 80, height: 200)))
  #expect(same(c.frame, Rect(x: 256, y: 0, width: 40, height: 200)))
}

@Test("Fill proportionally: a wider row scales the views by priority order")
func fillProportionallyWiderRow() {
  // At 400: a == 160/296 × 400 = 216.216 (999) and b == 80/296 × 400 = 108.108 (998) hold;
  // c's share (997) cannot also hold because the lengths must sum to 400 − 16, so c takes the
  // rest: 384 − 216.216 − 108.108 = 59.676. Frames are rounded to whole points (scale 1).
  let (_, a, b, c) = row(.fillProportionally, width: 400)
  let aWidth = 160.0 / 296 * 400
  let bWidth = 80.0 / 296 * 400
  #expect(same(a.frame, pixelAligned(Rect(x: 0, y: 0, width: aWidth, height: 200), scale: 1)))
  #expect(
    same(b.frame, pixelAligned(Rect(x: aWidth + 8, y: 0, width: bWidth, height: 200), scale: 1)))
  let cX = aWidth + 8 + bWidth + 8
  #expect(same(c.frame, pixelAligned(Rect(x: cX, y: 0, width: 400 - cX, height: 200), scale: 1)))
}

@Test("Equal spacing: views keep their widths and the two gaps share the rest")
func equalSpacingFrames() {
  // 400 − 280 = 120 pt of gaps, 60 each (≥ 8): a at 0, b at 160 + 60 = 220, c at
  // 220 + 80 + 60 = 360.
  let (_, a, b, c) = row(.equalSpacing, width: 400)
  #expect(same(a.frame, Rect(x: 0, y: 0, width: 160, height: 200)))
  #expect(same(b.frame, Rect(x: 220, y: 0, width: 80, height: 200)))
  #expect(same(c.frame, Rect(x: 360, y: 0, width: 40, height: 200)))
}

@Test("Equal centering: the centres are evenly spaced")
func equalCenteringFrames() {
  // a's centre is 80 and c's 400 − 20 = 380; b's centre is halfway, 230, so b starts at 190.
  // The gaps 160→190 and 270→360 are both ≥ 8.
  let (_, a, b, c) = row(.equalCentering, width: 400)
  #expect(same(a.frame, Rect(x: 0, y: 0, width: 160, height: 200)))
  #expect(same(b.frame, Rect(x: 190, y: 0, width: 80, height: 200)))
  #expect(same(c.frame, Rect(x: 360, y: 0, width: 40, height: 200)))
}

@Test(
  "Top, centre and bottom alignments keep each view's height inside a 200-pt row",
  arguments: [
    // (alignment, y of b, y of c): top 0/0; centre (200 − 100)/2 = 50 and (200 − 50)/2 = 75;
    // bottom 200 − 100 = 100 and 200 − 50 = 150.
    (StackView.Alignment.top, 0.0, 0.0), (.center, 50, 75), (.bottom, 100, 150),
  ])
func crossAlignmentFrames(alignment: StackView.Alignment, bY: Double, cY: Double) {
  // The spanner hugs the tallest view (a, 200), so the row is 200 tall.
  let (stack, a, b, c) = row(.fill, alignment)
  #expect(same(stack.frame, Rect(x: 0, y: 0, width: 296, height: 200)))
  #expect(same(a.frame, Rect(x: 0, y: 0, width: 160, height: 200)))
  #expect(same(b.frame, Rect(x: 168, y: bY, width: 80, height: 100)))
  #expect(same(c.frame, Rect(x: 256, y: cY, width: 40, height: 50)))
}

@Test("First-baseline alignment lines up the first baselines of labels of different sizes")
func firstBaselineFrames() {
  // Fixed-advance text: the small label's line is 20 (baseline 16 below its top), the big one's
  // 40 (baseline 32). Baselines equal: small.top + 16 = big.top + 32. The spanner hugs both:
  // big 0…40, small 16…36, so the row is 40 tall with big at 0 and small at 16.
  let small = Label(text: "ab", measurer: FixedAdvanceTextMeasurer(), identifier: "small")
  let big = Label(
    text: "ab", measurer: FixedAdvanceTextMeasurer(characterAdvance: 20, lineHeight: 40),
    identifier: "big")
  let stack = StackView(arrangedSubviews: [small, big], identifier: "stack")
  stack.alignment = .firstBaseline
  stack.spacing = 10
  host(stack)
  #expect(same(stack.frame, Rect(x: 0, y: 0, width: 70, height: 40)))
  #expect(same(small.frame, Rect(x: 0, y: 16, width: 20, height: 20)))
  #expect(same(big.frame, Rect(x: 30, y: 0, width: 40, height: 40)))
}

@Test("Last-baseline alignment lines up the last line of a wrapped label with a one-line one")
func lastBaselineFrames() {
  // "aa bb" wraps at 20 pt into two 20-pt lines: 40 tall, last baseline 40 − 4 = 36 below its
  // top. The one-line label's baseline is 16 below its top: one.top + 16 = two.top + 36, so
  // one sits 20 lower; the row spans 0…40.
  let two = Label(text: "aa bb", measurer: FixedAdvanceTextMeasurer(), identifier: "two")
  two.numberOfLines = 0
  two.preferredMaxLayoutWidth = 20
  let one = Label(text: "cc", measurer: FixedAdvanceTextMeasurer(), identifier: "one")
  let stack = StackView(arrangedSubviews: [two, one], identifier: "stack")
  stack.alignment = .lastBaseline
  host(stack, width: 100)
  #expect(
    same(
      two.frame.offsetBy(dx: -two.frame.minX, dy: 0),
      Rect(x: 0, y: 0, width: two.frame.width, height: 40)))
  #expect(abs(one.frame.minY - 20) < tolerance)
  #expect(abs(stack.frame.height - 40) < tolerance)
}

@Test("A hidden view collapses and its neighbours close the gap")
func hiddenViewFrames() {
  // b hidden: a at 0 (160), then a's spacing 8, c at 168; b is 0 wide half a gap after a
  // (UIKit's `UISV-spacing-hidden`, 8 / 2 = 4), at 164.
  let (a, b, c) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b, c], identifier: "stack")
  stack.spacing = 8
  b.isHidden = true
  let window = host(stack)
  #expect(same(stack.frame, Rect(x: 0, y: 0, width: 208, height: 200)))
  #expect(same(a.frame, Rect(x: 0, y: 0, width: 160, height: 200)))
  #expect(abs(b.frame.width) < tolerance && abs(b.frame.minX - 164) < tolerance)
  #expect(same(c.frame, Rect(x: 168, y: 0, width: 40, height: 200)))
  // Showing it again restores the three-view row: 296 wide, c back at 256.
  b.isHidden = false
  window.layoutIfNeeded()
  #expect(same(c.frame, Rect(x: 256, y: 0, width: 40, height: 200)))
}

@Test("Custom spacing replaces the stack's spacing after one view")
func customSpacingFrames() throws {
  // Gaps: after a 20 (custom), after b 8: b at 160 + 20 = 180, c at 180 + 80 + 8 = 268.
  let (a, b, c) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b, c], identifier: "stack")
  stack.spacing = 8
  let window = host(stack)
  try stack.setCustomSpacing(20, after: a)
  window.layoutIfNeeded()
  #expect(abs(b.frame.minX - 180) < tolerance)
  #expect(abs(c.frame.minX - 268) < tolerance)
}

@Test("Margins-relative arrangement insets the views by the stack's 8-pt margins")
func marginsRelativeFrames() {
  // Default margins 8 on every side: the row is 8 + 296 + 8 = 312 wide and 8 + 200 + 8 = 216
  // tall; a starts at (8, 8).
  let (a, b, c) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b, c], identifier: "stack")
  stack.spacing = 8
  stack.isLayoutMarginsRelativeArrangement = true
  host(stack)
  #expect(same(stack.frame, Rect(x: 0, y: 0, width: 312, height: 216)))
  #expect(same(a.frame, Rect(x: 8, y: 8, width: 160, height: 200)))
}

@Test("Baseline-relative column: 10 pt from one label's last baseline to the next one's first")
func baselineRelativeFrames() {
  // First label 0…20 with its baseline at 16; the second's first baseline is at 16 + 10 = 26,
  // so its top is 26 − 16 = 10 (the lines overlap: spacing is measured between baselines).
  let first = Label(text: "ab", measurer: FixedAdvanceTextMeasurer(), identifier: "first")
  let second = Label(text: "cd", measurer: FixedAdvanceTextMeasurer(), identifier: "second")
  let stack = StackView(arrangedSubviews: [first, second], identifier: "stack")
  stack.axis = .vertical
  stack.spacing = 10
  stack.isBaselineRelativeArrangement = true
  host(stack)
  #expect(abs(first.frame.minY) < tolerance)
  #expect(abs(second.frame.minY - 10) < tolerance)
}

@Test("Nested stacks: a column of two rows sizes from the inside out")
func nestedStacks() {
  // Row 1: 160 + 8 + 80 = 248 wide, 200 tall (fill). Row 2: c alone, 40 × 50. The column
  // (leading alignment, spacing 12) is as wide as its widest row, 248, and 200 + 12 + 50 = 262
  // tall; row 2 starts at y = 212.
  let (a, b, c) = grebenyukViews()
  let top = StackView(arrangedSubviews: [a, b], identifier: "top")
  top.spacing = 8
  let bottom = StackView(arrangedSubviews: [c], identifier: "bottom")
  let column = StackView(arrangedSubviews: [top, bottom], identifier: "column")
  column.axis = .vertical
  column.alignment = .leading
  column.spacing = 12
  host(column)
  #expect(same(column.frame, Rect(x: 0, y: 0, width: 248, height: 262)))
  #expect(same(top.frame, Rect(x: 0, y: 0, width: 248, height: 200)))
  #expect(same(bottom.frame, Rect(x: 0, y: 212, width: 40, height: 50)))
  #expect(same(c.frame, Rect(x: 0, y: 0, width: 40, height: 50)))
}

@Test(
  "Equal spacing and equal centering shrink the gaps to the spacing, then the views",
  arguments: [StackView.Distribution.equalSpacing, .equalCentering])
func equalDistributionsWhenShort(distribution: StackView.Distribution) {
  // 250 pt for 280 pt of views and two gaps of at least 8: the gaps stay at their minimum (a
  // required ≥) and the views must give up 296 − 250 = 46 pt; b resists at 700 (the others 750),
  // so b = 80 − 46 = 34. The equal-centering constraint (149) is weaker than both and gives way.
  let (_, a, b, c) = row(distribution, width: 250) { _, b, _ in
    b.setContentCompressionResistancePriority(700, for: .horizontal)
  }
  #expect(same(a.frame, Rect(x: 0, y: 0, width: 160, height: 200)))
  #expect(same(b.frame, Rect(x: 168, y: 0, width: 34, height: 200)))
  #expect(same(c.frame, Rect(x: 210, y: 0, width: 40, height: 200)))
}
