import LayoutCore
import ProposalLayout
import Testing

/// `textMeasurer(_:)`: Plumb's stand-in for SwiftUI's `.font(_:)`, which sets the font of every
/// text below it.
@Suite("Text measurer modifier")
struct TextMeasurerModifierTests {
  /// The stand-in text of the acceptance cases: 10 pt per character, 20-pt lines, baseline 16.
  let context = LayoutContext(textMeasurer: FixedAdvanceTextMeasurer())
  /// A "larger font": 20 pt per character, 40-pt lines, so its baseline is 0.8 · 40 = 32 below
  /// a line's top.
  let large = FixedAdvanceTextMeasurer(characterAdvance: 20, lineHeight: 40)

  @Test("Every text below the modifier is measured with its measurer")
  func measuresTextBelow() throws {
    let tree = VStack(spacing: 0) {
      Text("AB").named("inner")
    }.textMeasurer(large)
    let result = tree.layoutResult(proposal: .unspecified, context: context)
    // Two characters of 20 pt, one 40-pt line.
    #expect(try result.frame(named: "inner") == Rect(x: 0, y: 0, width: 40, height: 40))
  }

  @Test("Baselines follow the measurer: a larger text's first baseline is lower")
  func baselinesFollowTheMeasurer() throws {
    let tree = HStack(alignment: .firstTextBaseline, spacing: 0) {
      Text("A").named("small")
      Text("B").textMeasurer(large).named("big")
    }
    let result = tree.layoutResult(proposal: .unspecified, context: context)
    // The big text's baseline is 32 below its top, the small one's 16: the small text's top is
    // 32 − 16 = 16, and the row is 10 + 20 = 30 wide and 40 tall.
    #expect(try result.frame(named: "small") == Rect(x: 0, y: 16, width: 10, height: 20))
    #expect(try result.frame(named: "big") == Rect(x: 10, y: 0, width: 20, height: 40))
  }

  @Test("The same characters under two measurers in one pass are each measured with their own")
  func sameCharactersUnderTwoMeasurers() throws {
    // A pass shares one table of ASCII advances among the texts of one measurer; setting the
    // measurer must start another, or the second "AB" would take the first one's advances.
    // The coordinate space below the modifier sets another shared field, which keeps the table.
    let tree = HStack(spacing: 0) {
      Text("AB").named("small")
      Text("AB").named("big").coordinateSpace("inner").textMeasurer(large)
      Text("AB AB").named("small again")
    }
    let result = tree.layoutResult(proposal: .unspecified, context: context)
    // 2 × 10 pt on a 20-pt line; 2 × 20 pt on a 40-pt line; 5 × 10 pt (the space included).
    #expect(try result.frame(named: "small") == Rect(x: 0, y: 10, width: 20, height: 20))
    #expect(try result.frame(named: "big") == Rect(x: 20, y: 0, width: 40, height: 40))
    #expect(try result.frame(named: "small again") == Rect(x: 60, y: 10, width: 50, height: 20))
  }
}
