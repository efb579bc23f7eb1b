import AutoLayout
import LayoutCore
import Testing

// Hostile input for the Visual Format Language parser: 100 kB lines. The parser reads each
// character a bounded number of times (one character of lookahead, no backtracking), so these
// complete in linear work; the bound checked here is the output size, never the wall time.
@Suite("Visual format limits")
struct VisualFormatLimitsTests {
  static let size = 100_000

  func views(in window: Window) -> [String: View] {
    ["a": constrainedView("a", in: window), "b": constrainedView("b", in: window)]
  }

  @Test("A 100 kB chain of views parses into one constraint per connection")
  func longChain() throws {
    let window = Window(screen: Screen(size: Size(width: 300, height: 200), scale: 1))
    let unit = "-8-[a]-(>=2@750)-[b]"
    let repeats = Self.size / unit.count
    let format = "H:|[a]" + String(repeating: unit, count: repeats) + "-|"
    #expect(format.count >= Self.size)
    let constraints = try LayoutConstraint.constraints(
      withVisualFormat: format, views: views(in: window))
    #expect(constraints.count == 2 * repeats + 2)
  }

  @Test("A 100 kB predicate list parses into one constraint per predicate")
  func longPredicateList() throws {
    let window = Window(screen: Screen(size: Size(width: 300, height: 200), scale: 1))
    let unit = ">=1@999,"
    let repeats = Self.size / unit.count
    let format = "H:[a(" + String(repeating: unit, count: repeats) + "<=500)]"
    let constraints = try LayoutConstraint.constraints(
      withVisualFormat: format, views: views(in: window))
    #expect(constraints.count == repeats + 1)
  }

  @Test(
    "100 kB names, numbers, spaces and an unclosed bracket fail or parse without blowing up",
    arguments: [
      "H:[" + String(repeating: "n", count: 100_000) + "]",
      "H:[a(" + String(repeating: "9", count: 100_000) + ")]",
      "H:" + String(repeating: " ", count: 100_000) + "[a]",
      "H:[a(" + String(repeating: "(", count: 100_000),
      String(repeating: "[a]", count: 33_334),
      "H:[a]" + String(repeating: "-", count: 100_000),
    ])
  func longTokens(_ format: String) {
    let window = Window(screen: Screen(size: Size(width: 300, height: 200), scale: 1))
    do {
      _ = try LayoutConstraint.constraints(withVisualFormat: format, views: views(in: window))
    } catch {
      #expect(error.offset >= 0 && error.offset <= format.count)
      #expect(error.description.count >= format.count)  // format and caret line, rendered once
    }
  }
}
