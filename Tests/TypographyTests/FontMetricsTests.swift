import Testing
import Typography

@Test("The DejaVu Sans measurer puts the baseline one ascender below the top of a line")
func dejaVuAscentAndDescent() {
  // hhea of DejaVu Sans: ascender 1901, descender −483, line gap 0, 2048 units per em.
  let measurer = FontMetricsTextMeasurer.dejaVuSans(pointSize: 2048)  // 1 point per font unit
  #expect(measurer.ascent == 1901)
  #expect(measurer.descent == 483)
  #expect(measurer.ascent + measurer.descent == measurer.lineHeight)
  let body = FontMetricsTextMeasurer.dejaVuSans()
  #expect(abs(body.ascent - 1901.0 * 17 / 2048) < 1e-9)
}

@Test("The fixed-advance measurer has Ahem's baseline: 0.8 of the line above, 0.2 below")
func fixedAdvanceBaseline() {
  let measurer = FixedAdvanceTextMeasurer()
  #expect(abs(measurer.ascent - 16) < 1e-9)
  #expect(abs(measurer.descent - 4) < 1e-9)
}

@Test("A measurer for a text style takes the style's Dynamic Type size")
func measurerForTextStyle() {
  #expect(FontMetricsTextMeasurer(textStyle: .body).pointSize == 17)
  #expect(
    FontMetricsTextMeasurer(textStyle: .body, category: .accessibilityExtraExtraExtraLarge)
      .pointSize == 53)
}

@Test("Wrapping limits the height to the lines that fit, keeping at least one")
func wrappedSize() {
  // "ab cd ef" at 10 pt per character wraps to three 20-pt lines in a 20-pt width; 45 pt of
  // height keeps floor(45 / 20) = 2 of them.
  let fixed = FixedAdvanceTextMeasurer()
  let size = TextWrapping.size(of: "ab cd ef", maxWidth: 20, maxHeight: 45, measurer: fixed)
  #expect(size.width == 20 && size.height == 40)
  let one = TextWrapping.size(of: "ab cd ef", maxWidth: 20, maxHeight: 0, measurer: fixed)
  #expect(one.height == 20)
}
