import DeviceCatalog
import LayoutFile
import LayoutPipeline
import Testing

/// Bad `body:` sections: each is refused with a `file:line:column` error at the offending key
/// or value, a message naming what is wrong, and a hint (a did-you-mean where a name is close).
/// Documentation/BadInputs.md (B1–B17) lists them.
@Suite("Bad SwiftUI bodies in layout files")
struct BodyFileErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let yaml: String
    let line: Int
    let column: Int
    let message: String
    let hint: String
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(
      id: "B1 unknown view", yaml: "body:\n  - VStak: {spacing: 8}\n", line: 2, column: 5,
      message: "unknown view `VStak`", hint: "did you mean `VStack`?"),
    Case(
      id: "B2 unknown modifier", yaml: "body:\n  - Text: Hi\n    paddng: 8\n", line: 3, column: 5,
      message: "unknown modifier `paddng`", hint: "did you mean `padding`?"),
    Case(
      id: "B3 wrong type", yaml: "body:\n  - Text: Hi\n    padding: wide\n", line: 3, column: 14,
      message: "`wide` is not a number for `padding`", hint: "write a number of points"),
    Case(
      id: "B4 too deep",
      yaml: "body:\n"
        + (0..<30).map { String(repeating: "  ", count: $0 + 1) + "- VStack:\n" }.joined(),
      line: 26, column: 53, message: "the body nests deeper than 24 views", hint: "split deep trees"
    ),
    Case(
      id: "B5 modifier before the view", yaml: "body:\n  - padding: 8\n    Text: Hi\n", line: 2,
      column: 5,
      message: "the entry starts with `padding`, not a view", hint: "write the view first"),
    Case(
      id: "B6 fill on text", yaml: "body:\n  - Text: Hi\n    fill: red\n", line: 3, column: 5,
      message: "`fill` is a shape's", hint: "other views take `background:`"),
    Case(
      id: "B7 text without its string", yaml: "body:\n  - Text:\n", line: 2, column: 10,
      message: "`Text` takes its string", hint: "write `- Text: Hello`"),
    Case(
      id: "B8 frame mixing fixed and flexible",
      yaml: "body:\n  - Color: red\n    frame: {width: 10, maxWidth: 20}\n",
      line: 3, column: 24, message: "`frame` mixes `width` with `maxWidth`",
      hint: "either width/height or min/ideal/max"),
    Case(
      id: "B9 body beside views", yaml: "views:\n  a: {}\nbody:\n  - Color: red\n", line: 1,
      column: 1,
      message: "a file with `body:` has no `views` section",
      hint: "views and constraints belong in a file of their own"),
    Case(
      id: "B10 modifier on a grid row",
      yaml: "body:\n  - Grid:\n    - GridRow:\n      - Color: red\n      padding: 8\n",
      line: 5, column: 7, message: "a `GridRow` takes no modifiers or name",
      hint: "put the modifiers on the row's cells"),
    Case(
      id: "B11 misspelt colour", yaml: "body:\n  - Color: purpel\n", line: 2, column: 12,
      message: "`purpel` is not a colour", hint: "did you mean `purple`?"),
    Case(
      id: "B12 alignment of the other axis", yaml: "body:\n  - VStack: {alignment: top}\n", line: 2,
      column: 25,
      message: "unknown VStack alignment `top`", hint: "leading, center, trailing"),
    Case(
      id: "B13 view used as a modifier", yaml: "body:\n  - VStack:\n    Text: Hi\n", line: 3,
      column: 5,
      message: "unknown modifier `Text`", hint: "`Text` is a view: list it under `content:`"),
    Case(
      id: "B14 one name for two views",
      yaml: "body:\n  - Text: A\n    name: label\n  - Text: B\n    name: label\n",
      line: 4, column: 5, message: "the name `label` is given to two views",
      hint: "give each view its own name"),
    Case(
      id: "B15 a layout modifier the format lacks", yaml: "body:\n  - Text: Hi\n    lineLimit: 2\n",
      line: 3, column: 5,
      message: "the format does not model `lineLimit` yet",
      hint: "ignoring it would give wrong frames"),
    Case(
      id: "B16 a view with modifiers but no colon",
      yaml: "body:\n  - Circle\n    frame: {width: 48}\n", line: 3, column: 10,
      message: "mapping values are not allowed", hint: "write `- Circle:` on the line above"),
    Case(
      id: "B17 a bar's alignment of the other axis",
      yaml:
        "body:\n  - Color: red\n    safeAreaInset: {edge: bottom, alignment: top, content: [{Text: Bar}]}\n",
      line: 3, column: 46, message: "unknown bottom inset alignment `top`",
      hint: "the bottom inset alignments are leading, center, trailing"),
  ]

  @Test("each is refused at its place with a hint", arguments: cases)
  func refused(_ c: Case) throws {
    do {
      let document = try LayoutDocument.parse(c.yaml, file: "bad.yaml")
      _ = try Pipeline.run(document, in: Scenario(device: .iPhone14Pro))
      Issue.record("\(c.id) was accepted")
    } catch {
      #expect(error.line == c.line, "\(c.id): \(error)")
      #expect(error.column == c.column, "\(c.id): \(error)")
      #expect(error.message.contains(c.message), "\(c.id): \(error)")
      #expect(error.hint.contains(c.hint), "\(c.id): \(error)")
      #expect(error.description.contains("^"))
    }
  }

  @Test("A body of more than 5,000 views is refused at the first view past the limit")
  func tooManyViews() throws {
    let yaml = "body:\n  - VStack:\n" + String(repeating: "    - Spacer\n", count: 5_000)
    do {
      _ = try LayoutDocument.parse(yaml, file: "big.yaml")
      Issue.record("accepted")
    } catch {
      // The VStack is view 1, so the 5,000th Spacer (line 5,002) is view 5,001.
      #expect(error.line == 5_002)
      #expect(error.message == "the body has more than 5000 views")
    }
  }
}
