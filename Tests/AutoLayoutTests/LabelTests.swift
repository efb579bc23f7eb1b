import LayoutCore
import Testing

@testable import AutoLayout

@Test("A one-line label's intrinsic size is its unwrapped text; empty text has none")
func labelIntrinsicSize() {
  // Fixed advance: 10 pt per character, 20-pt lines.
  let label = Label(text: "Hello world", measurer: FixedAdvanceTextMeasurer())
  #expect(label.intrinsicContentSize == Size(width: 110, height: 20))
  label.text = ""
  #expect(label.intrinsicContentSize == Size(width: 0, height: 0))
}

@Test("A multi-line label wraps at its preferred width and stops at numberOfLines")
func labelWrapsAndLimitsLines() {
  // "aa bb cc" at 20 pt wraps into three 20-pt lines; numberOfLines 2 keeps two.
  let label = Label(text: "aa bb cc", measurer: FixedAdvanceTextMeasurer())
  label.numberOfLines = 0
  label.preferredMaxLayoutWidth = 20
  #expect(label.intrinsicContentSize == Size(width: 20, height: 60))
  label.numberOfLines = 2
  #expect(label.intrinsicContentSize == Size(width: 20, height: 40))
}

@Test("Without a preferred width a multi-line label wraps at the width layout gives it")
func labelWrapsAtItsOwnWidth() {
  // Pinned 50 pt wide: "aaaa bbbb cccc" (40 pt words) wraps one word per line: 3 × 20 = 60 tall,
  // found by the second solve of the same layoutIfNeeded().
  let window = Window(screen: Screen(size: Size(width: 500, height: 500), scale: 1))
  let label = Label(text: "aaaa bbbb cccc", measurer: FixedAdvanceTextMeasurer(), identifier: "l")
  label.numberOfLines = 0
  label.translatesAutoresizingMaskIntoConstraints = false
  window.addSubview(label)
  LayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    label.topAnchor.constraint(equalTo: window.topAnchor),
    label.widthAnchor.constraint(equalToConstant: 50),
  ])
  window.layoutIfNeeded()
  #expect(label.frame == Rect(x: 0, y: 0, width: 50, height: 60))
}

@Test("Baseline anchors of a label sit one ascent below the top and one descent above the bottom")
func labelBaselineAnchors() {
  // The system font at 17 pt: ascent 1950 × 17 / 2048 = 16.186 pt, descent 494 × 17 / 2048 (San
  // Francisco's vertical metrics, Documentation/Facts/Typography.md#san-francisco-as-ios-measures-it).
  // A view whose top is pinned to the label's first baseline is that far below the label's top
  // (rounded to the @1x grid).
  let window = Window(screen: Screen(size: Size(width: 500, height: 500), scale: 1))
  let label = Label(text: "Hg", pointSize: 17, identifier: "l")
  let marker = View(identifier: "m")
  for view in [label, marker] {
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
  }
  LayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    label.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
    marker.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    marker.widthAnchor.constraint(equalToConstant: 10),
    marker.heightAnchor.constraint(equalToConstant: 10),
    marker.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
  ])
  window.layoutIfNeeded()
  let ascent = 1950.0 * 17 / 2048
  #expect(abs(marker.frame.minY - (100 + ascent).rounded()) < tolerance)
  #expect(abs(label.firstBaselineOffsetFromTop! - ascent) < 1e-9)
  #expect(abs(label.lastBaselineOffsetFromBottom - 494.0 * 17 / 2048) < 1e-9)
}

@Test("A label in a text style grows with the content size category and its baseline moves")
func labelFollowsContentSizeCategory() {
  // Body is 17 pt at the default category and 53 pt at AX5 (Apple's Dynamic Type table). The
  // system font's line is (1950 + 494) / 2048 = 1.1934 em: 20.287 pt, then 63.248 pt, which the
  // label rounds up to the pixel (scale 1): 21, then 64.
  let window = Window(screen: Screen(size: Size(width: 2000, height: 500), scale: 1))
  let label = Label(text: "Body", textStyle: .body, identifier: "l")
  let marker = View(identifier: "m")
  for view in [label, marker] {
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
  }
  LayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    label.topAnchor.constraint(equalTo: window.topAnchor),
    marker.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    marker.widthAnchor.constraint(equalToConstant: 1),
    marker.heightAnchor.constraint(equalToConstant: 1),
    marker.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
  ])
  window.layoutIfNeeded()
  let em = 2444.0 / 2048
  #expect(label.pointSize == 17)
  #expect(abs(label.frame.height - (17 * em).rounded(.up)) < tolerance)
  window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
  window.layoutIfNeeded()
  #expect(label.pointSize == 53)
  #expect(abs(label.frame.height - (53 * em).rounded(.up)) < tolerance)
  // The baseline constraint was installed again with the new ascent, 1950 × 53 / 2048 = 50.46.
  #expect(abs(marker.frame.minY - (1950.0 * 53 / 2048).rounded()) < tolerance)
}

@Test("Without adjustsFontForContentSizeCategory the style keeps the size it was chosen at")
func labelWithoutAdjustingKeepsItsSize() {
  let window = Window(screen: Screen(size: Size(width: 500, height: 500), scale: 1))
  let label = Label(text: "x", textStyle: .body, adjustsFontForContentSizeCategory: false)
  window.addSubview(label)
  window.traitOverrides.preferredContentSizeCategory = .extraSmall
  #expect(label.pointSize == 17)
  label.adjustsFontForContentSizeCategory = true
  #expect(label.pointSize == 14)  // body at extra small
}

@Test("A label is as wide as UILabel in the system font of its weight, to the pixel")
func labelWidthInSystemFontWeights() {
  // Recorded UILabel widths of "Hello UIKit" at 17 pt on iOS 26.1, scale 3 (Vercantez/openuikit
  // golden/font_metrics_ios.json at 32cc00a35acc7c1ec3f3be2e99492295ee8bf175, `labelWidths` of
  // system-regular-17.0, system-semibold-17.0 and system-bold-17.0): 79⅔, 84 and 86⅓.
  let window = Window(screen: Screen(size: Size(width: 500, height: 500), scale: 3))
  let label = Label(text: "Hello UIKit", pointSize: 17)
  let headline = Label(text: "Hello UIKit", textStyle: .headline)
  window.addSubview(label)
  window.addSubview(headline)
  #expect(abs(label.intrinsicContentSize.width - 239.0 / 3) < 1e-9)
  #expect(abs(headline.intrinsicContentSize.width - 84) < 1e-9)
  label.fixedWeight = .bold
  #expect(abs(label.intrinsicContentSize.width - 259.0 / 3) < 1e-9)
  // The height is the line, 17 × 2444 / 2048 = 20.287, rounded up to the pixel: 61 / 3.
  #expect(abs(label.intrinsicContentSize.height - 61.0 / 3) < 1e-9)
}
