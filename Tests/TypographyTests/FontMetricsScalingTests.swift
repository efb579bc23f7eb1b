import Testing
import Typography

// Runs the recorded `UIFontMetrics` answers of `RecordedFontMetricsScaling.swift` (iOS 26.1,
// Vercantez/openuikit Sources/OpenUIKit/Resources/dynamic_type.json at commit
// 6f62d1d0df4b4aa3490da5e9637345741e1942d2, scale 3).

@Test(
  "Scaled values and fonts are what UIFontMetrics returned on iOS",
  arguments: recordedScalings)
func scaledLikeIOS(row: RecordedScaling) {
  let metrics = FontMetrics(forTextStyle: row.style)
  for (index, base) in recordedScalingBases.enumerated() {
    // The recording prints values to six decimals (22.666667 for 68 / 3).
    let value = metrics.scaledValue(for: base, compatibleWith: row.category, displayScale: 3)
    #expect(abs(value - row.values[index]) < 1e-6, "\(row.style) \(row.category) \(base)")
    let font = metrics.scaledFont(for: base, compatibleWith: row.category)
    #expect(font == row.fontSizes[index], "\(row.style) \(row.category) \(base)")
  }
}

@Test("At the default size nothing is scaled, and a maximum size caps a scaled font")
func defaultSizeAndMaximum() {
  // Body at AX5 scales by 62 / 22 (the leadings): 17 → 47.9 → 48, capped at 40.
  #expect(FontMetrics.default.scaledFont(for: 17, compatibleWith: .large) == 17)
  #expect(
    FontMetrics.default.scaledValue(for: 12.5, compatibleWith: .large, displayScale: 2) == 12.5)
  let capped = FontMetrics.default.scaledFont(
    for: 17, maximumPointSize: 40, compatibleWith: .accessibilityExtraExtraExtraLarge)
  #expect(capped == 40)
}
