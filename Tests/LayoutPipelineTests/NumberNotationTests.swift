import DeviceCatalog
import LayoutFile
import LayoutPipeline
import Testing

@Suite("Numbers in equations")
struct NumberNotationTests {
  /// `box.width == WIDTH`, the box at the window's top-left corner, 10 pt tall.
  static func width(_ expression: String) throws -> Double {
    let text = """
      views:
        box: { color: teal }
      constraints:
        - box.leading == window.leading
        - box.top == window.top
        - box.height == 10
        - box.width == \(expression)
      """
    let document = try LayoutDocument.parse(text, file: "numbers.yaml")
    let result = try Pipeline.run(document, in: Scenario(device: .iPhone14Pro))
    return try #require(result.items.first { $0.name == "box" }).frame.width
  }

  @Test(
    "Exponent notation is a number: 1e3, 2.5E-1, 1.5e+2",
    arguments: [
      // 1e3 = 1000; 2.5E-1 × 400 = 100; 1.5e+2 = 150; 3e2/3 = 100 (all whole points, so pixel
      // snapping at 3× leaves them exact).
      ("1e3", 1000.0), ("2.5E-1 * 400", 100.0), ("1.5e+2", 150.0), ("3e2/3", 100.0),
    ])
  func exponentNotation(_ expression: String, _ expected: Double) throws {
    #expect(abs(try Self.width(expression) - expected) < 1e-9)
  }

  @Test(
    "A number glued to letters, an infinite number and nan are errors at the number",
    arguments: [
      // (expression, column of the caret, start of the message). The equation starts at column
      // 5 (`  - `), and `box.width == ` is 13 characters, so the number is at column 18.
      ("1e", 18, "`1e` is not a number"),
      ("8pt", 18, "`8pt` is not a number"),
      ("2e400", 18, "`2e400` is too large"),
      ("nan", 18, "`nan` is not a number a constraint can hold"),
      ("1e200 * 1e200", 26, "the product is too large"),
      ("1e308 + 1e308", 26, "the sum is too large"),
      // Finite but past the million points a file may write (it was reported "by inf pt").
      ("1e308", 18, "`1e308` is too large: a layout file's numbers are at most 1000000"),
      ("1e6 + 1", 18, "`1e6 + 1` is too large"),
      ("-2e6", 18, "`-2e6` is too large"),
    ])
  func badNumbers(_ expression: String, _ column: Int, _ message: String) throws {
    do {
      _ = try Self.width(expression)
      Issue.record("`\(expression)` was accepted")
    } catch let error as LayoutFileError {
      #expect(error.line == 7)
      #expect(error.column == column)
      #expect(error.message.hasPrefix(message), "\(error.message)")
    }
  }
}

@Suite("Huge finite constants")
struct HugeConstantTests {
  @Test("A 300-digit width is refused at the number: finite, but past the file's million points")
  func hugeWidthIsRefused() throws {
    // 10²⁹⁹: finite (a Double reaches about 1.8e308). It used to be accepted, as UIKit accepts
    // any finite constant, and the check reported the view off the screen "by inf pt"; frames
    // that large still clamp when turned into pixels (`PixelRectClampingTests`).
    let width = "1" + String(repeating: "0", count: 299)
    let text = """
      views:
        a: { color: red }
      constraints:
        - a.width == \(width)
        - a.leading == safeArea.leading
        - a.top == safeArea.top
        - a.height == 10
      """
    do {
      let document = try LayoutDocument.parse(text, file: "huge.yaml")
      _ = try Pipeline.check(document, in: [Scenario(device: .iPhone14Pro, orientation: .portrait)])
      Issue.record("accepted")
    } catch {
      // `  - a.width == ` is 15 characters: the number starts at column 16.
      #expect(error.line == 4)
      #expect(error.column == 16)
      #expect(
        error.message.hasSuffix(
          "is too large: a layout file's numbers are at most 1000000 (1e6) points"))
    }
  }
}
