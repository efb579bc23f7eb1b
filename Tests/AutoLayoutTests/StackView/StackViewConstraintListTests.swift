import Testing

@testable import AutoLayout

// The constraints a horizontal stack of Grebenyuk's three views (a, b, c; spacing 8) generates,
// written out by hand from the list UIKit prints (Alexander Grebenyuk, "Let's Build
// UIStackView", https://kean.blog/post/lets-build-uistackview; priorities as listed there).
// Along the axis only the distribution matters and across it only the alignment, so the
// expected list of each of the 5 × 6 combinations is the concatenation of one line group from
// each table below.

/// Along the axis: canvas connection to the first and last view, the spacing chain, and the
/// distribution's own constraints.
private let axisLines: [StackView.Distribution: [String]] = [
  .fill: [
    "UISV-canvas-connection stack.leading == a.leading",
    "UISV-canvas-connection c.trailing == stack.trailing",
    "UISV-spacing b.leading == a.trailing + 8",
    "UISV-spacing c.leading == b.trailing + 8",
  ],
  .fillEqually: [
    "UISV-canvas-connection stack.leading == a.leading",
    "UISV-canvas-connection c.trailing == stack.trailing",
    "UISV-spacing b.leading == a.trailing + 8",
    "UISV-spacing c.leading == b.trailing + 8",
    "UISV-fill-equally b.width == a.width",
    "UISV-fill-equally c.width == a.width",
  ],
  // Shares: intrinsic width / (160 + 80 + 40 + 2 × 8 = 296): 160/296 = 0.5405,
  // 80/296 = 0.2703, 40/296 = 0.1351; priorities 999, 998, 997 in order.
  .fillProportionally: [
    "UISV-canvas-connection stack.leading == a.leading",
    "UISV-canvas-connection c.trailing == stack.trailing",
    "UISV-spacing b.leading == a.trailing + 8",
    "UISV-spacing c.leading == b.trailing + 8",
    "UISV-fill-proportionally a.width == 0.5405×stack.width @999",
    "UISV-fill-proportionally b.width == 0.2703×stack.width @998",
    "UISV-fill-proportionally c.width == 0.1351×stack.width @997",
  ],
  // Spacing becomes a minimum; gap guides span trailing → leading and are equal (required).
  .equalSpacing: [
    "UISV-canvas-connection stack.leading == a.leading",
    "UISV-canvas-connection c.trailing == stack.trailing",
    "UISV-spacing b.leading >= a.trailing + 8",
    "UISV-spacing c.leading >= b.trailing + 8",
    "UISV-distributing-edge gap0.leading == a.trailing",
    "UISV-distributing-edge gap0.trailing == b.leading",
    "UISV-distributing-edge gap1.leading == b.trailing",
    "UISV-distributing-edge gap1.trailing == c.leading",
    "UISV-fill-equally gap1.width == gap0.width",
  ],
  // Gap guides span centre → centre and are equal at 149.
  .equalCentering: [
    "UISV-canvas-connection stack.leading == a.leading",
    "UISV-canvas-connection c.trailing == stack.trailing",
    "UISV-spacing b.leading >= a.trailing + 8",
    "UISV-spacing c.leading >= b.trailing + 8",
    "UISV-distributing-edge gap0.leading == a.centerX",
    "UISV-distributing-edge gap0.trailing == b.centerX",
    "UISV-distributing-edge gap1.leading == b.centerX",
    "UISV-distributing-edge gap1.trailing == c.centerX",
    "UISV-fill-equally gap1.width == gap0.width @149",
  ],
]

/// The spanner lines shared by the non-fill alignments: it hugs the views (51) and views
/// without a height collapse rather than float (25).
private let spannerFitLines = [
  "UISV-spanning-fit spanner.height == 0 @51",
  "UISV-ambiguity-suppression a.height == 0 @25",
  "UISV-ambiguity-suppression b.height == 0 @25",
  "UISV-ambiguity-suppression c.height == 0 @25",
]

/// Across the axis: alignment to the first view, canvas connection, and the spanner.
private let crossLines: [StackView.Alignment: [String]] = [
  .fill: [
    "UISV-alignment b.top == a.top", "UISV-alignment b.bottom == a.bottom",
    "UISV-alignment c.top == a.top", "UISV-alignment c.bottom == a.bottom",
    "UISV-canvas-connection stack.top == a.top",
    "UISV-canvas-connection a.bottom == stack.bottom",
  ],
  .leading: [
    "UISV-alignment b.top == a.top", "UISV-alignment c.top == a.top",
    "UISV-canvas-connection stack.top == a.top",
    "UISV-canvas-connection spanner.bottom == stack.bottom",
    "UISV-spanning-boundary spanner.top == a.top @999.5",
    "UISV-spanning-boundary spanner.bottom >= a.bottom",
    "UISV-spanning-boundary spanner.top == b.top @999.5",
    "UISV-spanning-boundary spanner.bottom >= b.bottom",
    "UISV-spanning-boundary spanner.top == c.top @999.5",
    "UISV-spanning-boundary spanner.bottom >= c.bottom",
  ] + spannerFitLines,
  .center: [
    "UISV-alignment b.centerY == a.centerY", "UISV-alignment c.centerY == a.centerY",
    "UISV-canvas-connection stack.top == spanner.top",
    "UISV-canvas-connection spanner.bottom == stack.bottom",
    "UISV-canvas-connection stack.centerY == a.centerY",
    "UISV-spanning-boundary spanner.top <= a.top",
    "UISV-spanning-boundary spanner.bottom >= a.bottom",
    "UISV-spanning-boundary spanner.top <= b.top",
    "UISV-spanning-boundary spanner.bottom >= b.bottom",
    "UISV-spanning-boundary spanner.top <= c.top",
    "UISV-spanning-boundary spanner.bottom >= c.bottom",
  ] + spannerFitLines,
  .trailing: [
    "UISV-alignment b.bottom == a.bottom", "UISV-alignment c.bottom == a.bottom",
    "UISV-canvas-connection stack.top == spanner.top",
    "UISV-canvas-connection a.bottom == stack.bottom",
    "UISV-spanning-boundary spanner.top <= a.top",
    "UISV-spanning-boundary spanner.bottom == a.bottom @999.5",
    "UISV-spanning-boundary spanner.top <= b.top",
    "UISV-spanning-boundary spanner.bottom == b.bottom @999.5",
    "UISV-spanning-boundary spanner.top <= c.top",
    "UISV-spanning-boundary spanner.bottom == c.bottom @999.5",
  ] + spannerFitLines,
  // Baselines: spanner as for centre, and the stack shrinks onto it (canvas fit, 49).
  .firstBaseline: [
    "UISV-alignment b.firstBaseline == a.firstBaseline",
    "UISV-alignment c.firstBaseline == a.firstBaseline",
    "UISV-canvas-connection stack.top == spanner.top",
    "UISV-canvas-connection spanner.bottom == stack.bottom",
    "UISV-spanning-boundary spanner.top <= a.top",
    "UISV-spanning-boundary spanner.bottom >= a.bottom",
    "UISV-spanning-boundary spanner.top <= b.top",
    "UISV-spanning-boundary spanner.bottom >= b.bottom",
    "UISV-spanning-boundary spanner.top <= c.top",
    "UISV-spanning-boundary spanner.bottom >= c.bottom",
    "UISV-canvas-fit stack.height == 0 @49",
  ] + spannerFitLines,
  .lastBaseline: [
    "UISV-alignment b.lastBaseline == a.lastBaseline",
    "UISV-alignment c.lastBaseline == a.lastBaseline",
    "UISV-canvas-connection stack.top == spanner.top",
    "UISV-canvas-connection spanner.bottom == stack.bottom",
    "UISV-spanning-boundary spanner.top <= a.top",
    "UISV-spanning-boundary spanner.bottom >= a.bottom",
    "UISV-spanning-boundary spanner.top <= b.top",
    "UISV-spanning-boundary spanner.bottom >= b.bottom",
    "UISV-spanning-boundary spanner.top <= c.top",
    "UISV-spanning-boundary spanner.bottom >= c.bottom",
    "UISV-canvas-fit stack.height == 0 @49",
  ] + spannerFitLines,
]

private let combinations: [(StackView.Distribution, StackView.Alignment)] =
  StackView.Distribution.allCases.flatMap { d in StackView.Alignment.allCases.map { (d, $0) } }

@Test(
  "Each distribution × alignment generates UIKit's constraint list", arguments: combinations)
func generatedConstraintList(distribution: StackView.Distribution, alignment: StackView.Alignment) {
  let (a, b, c) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b, c], identifier: "stack")
  stack.spacing = 8
  stack.distribution = distribution
  stack.alignment = alignment
  let expected = ((axisLines[distribution] ?? []) + (crossLines[alignment] ?? [])).sorted()
  #expect(generatedLines(stack) == expected)
}

@Test("A vertical stack generates the same list with the axes swapped")
func verticalListSwapsAxes() {
  let (a, b, c) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b, c], identifier: "stack")
  stack.axis = .vertical
  stack.spacing = 8
  stack.alignment = .center
  let expected = [
    "UISV-canvas-connection stack.top == a.top",
    "UISV-canvas-connection c.bottom == stack.bottom",
    "UISV-spacing b.top == a.bottom + 8",
    "UISV-spacing c.top == b.bottom + 8",
    "UISV-alignment b.centerX == a.centerX", "UISV-alignment c.centerX == a.centerX",
    "UISV-canvas-connection stack.leading == spanner.leading",
    "UISV-canvas-connection spanner.trailing == stack.trailing",
    "UISV-canvas-connection stack.centerX == a.centerX",
    "UISV-spanning-boundary spanner.leading <= a.leading",
    "UISV-spanning-boundary spanner.trailing >= a.trailing",
    "UISV-spanning-boundary spanner.leading <= b.leading",
    "UISV-spanning-boundary spanner.trailing >= b.trailing",
    "UISV-spanning-boundary spanner.leading <= c.leading",
    "UISV-spanning-boundary spanner.trailing >= c.trailing",
    "UISV-spanning-fit spanner.width == 0 @51",
    "UISV-ambiguity-suppression a.width == 0 @25",
    "UISV-ambiguity-suppression b.width == 0 @25",
    "UISV-ambiguity-suppression c.width == 0 @25",
  ].sorted()
  #expect(generatedLines(stack) == expected)
}

@Test("A lone centred view needs no spanner: inside the canvas, centred, the stack hugging it")
func loneCenteredView() {
  let a = FixedSizeView("a", width: 160, height: 200)
  let stack = StackView(arrangedSubviews: [a], identifier: "stack")
  stack.alignment = .center
  let expected = [
    "UISV-canvas-connection stack.leading == a.leading",
    "UISV-canvas-connection a.trailing == stack.trailing",
    "UISV-canvas-connection stack.top <= a.top",
    "UISV-canvas-connection stack.bottom >= a.bottom",
    "UISV-canvas-connection stack.centerY == a.centerY",
    "UISV-canvas-fit stack.height == 0 @49",
    "UISV-ambiguity-suppression a.height == 0 @25",
  ].sorted()
  #expect(generatedLines(stack) == expected)
  #expect(stack.layoutGuides.isEmpty)
}

@Test("A hidden view collapses, sits half a gap after the view before it, and hands over its gap")
func hiddenViewConstraints() {
  let (a, b, c) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b, c], identifier: "stack")
  stack.spacing = 8
  try? stack.setCustomSpacing(30, after: b)
  b.isHidden = true
  let expected = [
    "UISV-canvas-connection stack.leading == a.leading",
    "UISV-canvas-connection c.trailing == stack.trailing",
    // The gap is a's (8), not b's custom 30: a gap takes the spacing of the preceding visible
    // view.
    "UISV-spacing c.leading == a.trailing + 8",
    "UISV-hiding b.width == 0",
    // UIKit's `UISV-spacing-hidden` at 50: half of a's spacing, visible views on both sides
    // (`_expectedEdgeToEdgeSpacingForPrecedingItem:…` in the decompiled UIKitCore).
    "UISV-spacing-hidden b.leading == a.trailing + 4 @50",
    "UISV-alignment b.top == a.top", "UISV-alignment b.bottom == a.bottom",
    "UISV-alignment c.top == a.top", "UISV-alignment c.bottom == a.bottom",
    "UISV-canvas-connection stack.top == a.top",
    "UISV-canvas-connection a.bottom == stack.bottom",
  ].sorted()
  #expect(generatedLines(stack) == expected)
}

@Test("Margins-relative arrangement ties the canvas edges to the layout-margins guide")
func marginsRelativeCanvas() {
  let (a, b, c) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b, c], identifier: "stack")
  stack.isLayoutMarginsRelativeArrangement = true
  let canvas = generatedLines(stack).filter { $0.hasPrefix("UISV-canvas-connection") }
  #expect(
    canvas == [
      "UISV-canvas-connection a.bottom == margins.bottom",
      "UISV-canvas-connection c.trailing == margins.trailing",
      "UISV-canvas-connection margins.leading == a.leading",
      "UISV-canvas-connection margins.top == a.top",
    ])
}

@Test("Baseline-relative arrangement spaces a column from last baseline to first baseline")
func baselineRelativeSpacing() {
  let (a, b, _) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b], identifier: "stack")
  stack.axis = .vertical
  stack.spacing = 12
  stack.isBaselineRelativeArrangement = true
  #expect(generatedLines(stack).contains("UISV-spacing b.firstBaseline == a.lastBaseline + 12"))
  // Only columns use it: a row keeps edge-to-edge spacing.
  stack.axis = .horizontal
  #expect(generatedLines(stack).contains("UISV-spacing b.leading == a.trailing + 12"))
}

@Test("System spacing resolves to 8 pt; spacingUseDefault removes a custom spacing")
func spacingConstants() throws {
  let (a, b, c) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b, c], identifier: "stack")
  stack.spacing = 2
  try stack.setCustomSpacing(StackView.spacingUseSystem, after: a)
  #expect(generatedLines(stack).contains("UISV-spacing b.leading == a.trailing + 8"))
  #expect(stack.customSpacing(after: a) == StackView.spacingUseSystem)
  try stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
  #expect(generatedLines(stack).contains("UISV-spacing b.leading == a.trailing + 2"))
  #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
}

@Test("Multi-line labels in a baseline-aligned row share the width at 760")
func textWidthDisambiguation() {
  let wrapping = Label(text: "two words", measurer: FixedAdvanceTextMeasurer(), identifier: "w")
  wrapping.numberOfLines = 0
  let single = Label(text: "one", measurer: FixedAdvanceTextMeasurer(), identifier: "s")
  let stack = StackView(arrangedSubviews: [wrapping, single], identifier: "stack")
  stack.spacing = 10
  stack.alignment = .firstBaseline
  // width == (1/2) × stack.width − 10 × (2 − 1) / 2.
  #expect(
    generatedLines(stack).filter { $0.hasPrefix("UISV-text-width") } == [
      "UISV-text-width-disambiguation w.width == 0.5000×stack.width - 5 @760"
    ])
}
