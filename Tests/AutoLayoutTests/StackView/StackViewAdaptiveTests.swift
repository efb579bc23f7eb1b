import LayoutCore
import Testing

@testable import AutoLayout

@Test("A column of Dynamic Type labels grows with the content size category")
func columnGrowsWithDynamicType() {
  // Headline and body are both 17 pt at the default size and 53 pt at AX5 (Apple's table); a
  // system-font line is (1950 + 494) / 2048 em tall whatever the weight, and each label rounds
  // its height up to the pixel (scale 1). The column is the two labels plus 8 pt:
  // 2 × ⌈20.287⌉ + 8 = 50, then 2 × ⌈63.248⌉ + 8 = 136.
  let window = Window(screen: Screen(size: Size(width: 2000, height: 1000), scale: 1))
  let title = Label(text: "Title", textStyle: .headline, identifier: "title")
  let body = Label(text: "Body", textStyle: .body, identifier: "body")
  let column = StackView(arrangedSubviews: [title, body], identifier: "column")
  column.axis = .vertical
  column.spacing = 8
  column.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(column)
  LayoutConstraint.activate([
    column.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    column.topAnchor.constraint(equalTo: window.topAnchor),
  ])
  window.layoutIfNeeded()
  let em = 2444.0 / 2048
  func expectedHeight(_ points: Double) -> Double { 2 * (points * em).rounded(.up) + 8 }
  #expect(abs(column.frame.height - expectedHeight(17)) < tolerance)
  window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
  window.layoutIfNeeded()
  #expect(abs(column.frame.height - expectedHeight(53)) < tolerance)
  #expect(body.pointSize == 53)
}

@Test("Fill proportionally re-shares the row when an intrinsic width changes")
func proportionalSharesFollowIntrinsicSize() {
  // After b grows to 160: total 160 + 160 + 40 + 16 = 376, so b's share is 160/376 and at its
  // natural width the row gives b 160.
  let (a, b, c) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b, c], identifier: "stack")
  stack.spacing = 8
  stack.distribution = .fillProportionally
  let window = host(stack)
  (b as? FixedSizeView)?.naturalSize = Size(width: 160, height: 100)
  window.layoutIfNeeded()
  #expect(
    generatedLines(stack).contains("UISV-fill-proportionally b.width == 0.4255×stack.width @998"))
  #expect(abs(stack.frame.width - 376) < tolerance)
  #expect(abs(b.frame.width - 160) < tolerance)
}

@Test("A column with equal spacing pads the gaps between its views evenly")
func verticalEqualSpacing() {
  // Heights 200 + 100 + 50 = 350 in a 500-pt column: 150 of gaps, 75 each. Widths: fill
  // alignment ties every width to the column's, and a's compression resistance (160 @ 750)
  // sets it: 160.
  let (a, b, c) = grebenyukViews()
  let stack = StackView(arrangedSubviews: [a, b, c], identifier: "stack")
  stack.axis = .vertical
  stack.distribution = .equalSpacing
  let window = host(stack, height: 500)
  #expect(same(a.frame, Rect(x: 0, y: 0, width: 160, height: 200)))
  #expect(same(b.frame, Rect(x: 0, y: 275, width: 160, height: 100)))
  #expect(same(c.frame, Rect(x: 0, y: 450, width: 160, height: 50)))
  _ = window
}

@Test("Hiding a nested stack collapses it inside its parent")
func hidingNestedStack() {
  // Column: row (a, b: 248 × 200), then c (40 × 50), spacing 10. With the row hidden the column
  // is c alone: 50 tall, c at y = 0.
  let (a, b, c) = grebenyukViews()
  let row = StackView(arrangedSubviews: [a, b], identifier: "row")
  row.spacing = 8
  let column = StackView(arrangedSubviews: [row, c], identifier: "column")
  column.axis = .vertical
  column.alignment = .leading
  column.spacing = 10
  let window = host(column)
  #expect(abs(c.frame.minY - 210) < tolerance)
  row.isHidden = true
  window.layoutIfNeeded()
  #expect(abs(c.frame.minY) < tolerance)
  #expect(abs(column.frame.height - 50) < tolerance)
}

@Test("Rotating the window (a new screen) reports the new display scale to trait observers")
func rotationReportsTraits() {
  let window = Window(screen: iPhone14Pro(.portrait))
  let view = View()
  window.addSubview(view)
  var seen: [TraitCollection] = []
  view.registerForTraitChanges([.displayScale, .horizontalSizeClass]) { view, _ in
    seen.append(view.traitCollection)
  }
  // Same scale: rotation alone does not change a trait the window derives.
  window.screen = iPhone14Pro(.landscape)
  #expect(seen.isEmpty)
  // The app (or Window(device:orientation:)) applies the device's landscape size classes.
  window.traitOverrides.horizontalSizeClass = .compact
  window.screen = Screen(size: Size(width: 852, height: 393), scale: 2)
  #expect(seen.map(\.displayScale) == [3, 2])
}
