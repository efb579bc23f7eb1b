import LayoutCore
import Testing

@testable import ProposalLayout

private let fixed = FixedAdvanceTextMeasurer()

private func size(_ text: String, _ width: Double?, _ height: Double? = nil) -> Size {
  Text(text).sizeThatFits(
    ProposedViewSize(width: width, height: height), context: LayoutContext(textMeasurer: fixed))
}

@Test("The ideal size of text is one unwrapped line; an infinite width is the same")
func idealTextIsOneLine() {
  #expect(size("Hello, world", nil) == Size(width: 120, height: 20))
  #expect(size("Hello, world", .infinity) == Size(width: 120, height: 20))
}

@Test("Text wraps greedily at spaces and drops the space at the break")
func greedyWrap() {
  // "A single line of" (16 characters) fits 200; adding " text," would make 22.
  let lines = TextWrapping.lineWidths(
    of: "A single line of text, too long to fit in a box.", maxWidth: 200, measurer: fixed)
  #expect(lines == [160, 170, 130])
}

@Test("Text never reports more width than its widest line")
func textHugsItsLines() {
  #expect(size("Hello, world", 1000) == Size(width: 120, height: 20))
  #expect(size("Hello, world", 61) == Size(width: 60, height: 40))
}

@Test("A word longer than the line is broken between characters, at least one per line")
func longWordsBreakByCharacter() {
  #expect(TextWrapping.lineWidths(of: "abcdefg", maxWidth: 30, measurer: fixed) == [30, 30, 10])
  #expect(TextWrapping.lineWidths(of: "ab cd", maxWidth: 0, measurer: fixed) == [10, 10, 10, 10])
}

@Test("A finite height keeps max(1, floor(h / 20)) lines")
func heightLimitsLines() {
  #expect(size("ab cd ef", 20, 45) == Size(width: 20, height: 40))
  #expect(size("ab cd ef", 20, 0) == Size(width: 20, height: 20))
}

@Test("Newlines separate paragraphs; empty text has no size")
func paragraphsAndEmptyText() {
  #expect(size("ab\ncdef", nil) == Size(width: 40, height: 40))
  #expect(size("", 100) == .zero)
}

@Test("The DejaVu Sans measurer scales font-unit advances to the point size")
func fontMetricsMeasurer() {
  let measurer = FontMetricsTextMeasurer.dejaVuSans(pointSize: 2048)  // 1 point per font unit
  #expect(measurer.advance(of: "H") == 1540)
  #expect(measurer.advance(of: " ") == 651)
  #expect(measurer.advance(of: "é") == 1260)
  #expect(measurer.advance(of: "→") == 1229)  // outside the table: .notdef
  let lineHeight: Double = 1901 + 483 + 0  // ascender − descender + lineGap
  #expect(measurer.lineHeight == lineHeight)
  let body = FontMetricsTextMeasurer.dejaVuSans()
  let hello: Double = (1540 + 1260 + 569 + 569 + 1253) * 17 / 2048
  let measured = TextWrapping.lineWidths(of: "Hello", maxWidth: nil, measurer: body)
  #expect(abs(measured[0] - hello) < 1e-9)
}

@Test(
  "A text's kept wrappings answer any sequence of proposals as measuring afresh does",
  arguments: [
    "Title 7", "A subtitle long enough to wrap onto a second line 57", "12:5", "",
    "two\nparagraphs here", "word !?",
  ])
func keptWrappingsMatchFreshAnswers(text: String) {
  // More widths than the entry keeps (four), each asked with several heights, in an order
  // that comes back to widths after they were replaced; the oracle is `MeasuredText.size`,
  // which `MeasuredTextTests` checks against the character walk.
  let widths: [Double?] = [0, .infinity, nil, 37, 55, 120, 300, -0.0, 19.99, .nan]
  let heights: [Double?] = [nil, 0, .infinity, 20, 39.999, 40, 60, 19]
  let entry = SizeCache.MeasuredTextEntry(
    string: text, measured: MeasuredText(text, measurer: fixed))
  var state: UInt64 = 0x7E47
  var asked = 0
  for _ in 0..<600 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let width = widths[Int((state >> 33) % UInt64(widths.count))]
    let height = heights[Int((state >> 17) % UInt64(heights.count))]
    let fresh = entry.measured.size(maxWidth: width, maxHeight: height)
    #expect(
      entry.size(for: ProposedViewSize(width: width, height: height))
        == Size(width: fresh.width, height: fresh.height),
      "\(text.debugDescription) at \(String(describing: width))×\(String(describing: height))")
    asked += 1
  }
  #expect(asked == 600)
}
