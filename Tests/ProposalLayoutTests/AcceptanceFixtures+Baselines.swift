import LayoutCore
import ProposalLayout

/// Acceptance rows for text baselines: `firstTextBaseline` and `lastTextBaseline` in an
/// `HStack`.
///
/// Rules: a text's first baseline is its first line's and its last baseline its last line's
/// (D: "firstTextBaseline — a guide that marks the top-most text baseline in a view",
/// https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline, and
/// "lastTextBaseline — … the bottom-most text baseline",
/// https://developer.apple.com/documentation/swiftui/verticalalignment/lasttextbaseline); a
/// container's is the topmost (first) or lowest (last) of its children's (R: OSUI-ALIGN); a
/// view without text has both at its bottom edge (D: "the guide aligns with the bottom of a view
/// that contains no text", both pages). `Text` is the note's TestText with Ahem's metrics: 10 pt per character, 20-pt
/// lines, the baseline 16 pt below a line's top and 4 pt above its bottom. The frames are
/// computed from these rules (C), written out in each comment.
extension AcceptanceFixtures {
  static let baselines: [LayoutFixture] = [
    // "A" is 10 × 20 with its baseline at 16; the 10 × 50 colour has no text, so its guide is
    // its bottom, 50. Aligned: the text's top is 50 − 16 = 34, and the row is 54 tall (0…54):
    // 10 + 8 + 10 = 28 wide.
    LayoutFixture(
      "BL-01", "firstTextBaseline: a text beside a view without text sits on its bottom (D/C)",
      proposal: .p(nil, nil), size: .s(28, 54),
      frames: ["text": .r(0, 34, 10, 20), "box": .r(18, 0, 10, 50)],
      tree: HStack(alignment: .firstTextBaseline) {
        Text("A").named("text")
        Color.gray.frame(width: 10, height: 50).named("box")
      }),
    // "AA BB" wraps at 20 pt into two lines, 20 × 40: first baseline 16, last 40 − 4 = 36.
    // "C" is 10 × 20, baseline 16. First baselines: both tops at 0, the row 40 tall. Last
    // baselines: C's top at 36 − 16 = 20. Either way 20 + 8 + 10 = 38 wide.
    LayoutFixture(
      "BL-02a",
      "firstTextBaseline aligns the first lines of a wrapped and a single-line text (D/C)",
      proposal: .p(nil, nil), size: .s(38, 40),
      frames: ["two": .r(0, 0, 20, 40), "one": .r(28, 0, 10, 20)],
      tree: HStack(alignment: .firstTextBaseline) {
        Text("AA BB").frame(width: 20).named("two")
        Text("C").named("one")
      }),
    LayoutFixture(
      "BL-02b", "lastTextBaseline aligns the single line with the wrapped text's last line (D/C)",
      proposal: .p(nil, nil), size: .s(38, 40),
      frames: ["two": .r(0, 0, 20, 40), "one": .r(28, 20, 10, 20)],
      tree: HStack(alignment: .lastTextBaseline) {
        Text("AA BB").frame(width: 20).named("two")
        Text("C").named("one")
      }),
    // A column of "A" (0…20) and "B" (28…48, after the 8-pt gap): its first baseline is the
    // topmost, 16; its last the lowest, 28 + 16 = 44. "C" (baseline 16) beside it: at the top
    // for the first baseline, at 44 − 16 = 28 for the last. The row: 10 + 8 + 10 = 28 × 48.
    LayoutFixture(
      "BL-03a", "a stack's first baseline is its topmost child's (D/R/C)",
      proposal: .p(nil, nil), size: .s(28, 48), frames: ["c": .r(18, 0, 10, 20)],
      tree: HStack(alignment: .firstTextBaseline) {
        VStack(spacing: 8) {
          Text("A")
          Text("B")
        }
        Text("C").named("c")
      }),
    LayoutFixture(
      "BL-03b", "a stack's last baseline is its lowest child's (D/R/C)",
      proposal: .p(nil, nil), size: .s(28, 48), frames: ["c": .r(18, 28, 10, 20)],
      tree: HStack(alignment: .lastTextBaseline) {
        VStack(spacing: 8) {
          Text("A")
          Text("B")
        }
        Text("C").named("c")
      }),
  ]
}
