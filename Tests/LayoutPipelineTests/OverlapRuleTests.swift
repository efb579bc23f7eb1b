import DeviceCatalog
import LayoutCore
import LayoutFile
import LayoutPipeline
import Testing

/// One overlap rule for every source, read from the neutral screen: siblings whose frames
/// intersect by more than half a pixel at 3× (1/6 pt) both ways, one of them showing content,
/// except where the layering is deliberate — a background covering its superview, a backdrop
/// behind a sibling it contains, a bar, a clipping superview, what the source marks.
///
/// The device is the iPhone 14 Pro in portrait: 393 × 852 pt, safe area top 59, bottom 34.
@Suite("One overlap rule")
struct OverlapRuleTests {
  func run(_ text: String, keyboard: Bool = false) throws -> LayoutPipeline.LayoutResult {
    let document = try LayoutDocument.parse(text, file: "test.yaml")
    let scenario = Scenario(device: .iPhone14Pro, showsKeyboard: keyboard)
    return try Pipeline.run(document, in: scenario, options: Pipeline.Options(check: true))
  }

  /// The overlaps of `result`'s items after `change`, through the same shared checks.
  func overlaps(
    _ result: LayoutPipeline.LayoutResult, changing change: (inout [LaidOutItem]) -> Void
  ) -> [Finding] {
    var items = result.items
    change(&items)
    return ScreenChecks.findings(items, in: result.environment, conventions: .autoLayout).filter {
      $0.kind == .overlapping
    }
  }

  /// A 20 × 20 badge with text at the centre of the safe area, and `backdrop` placed by
  /// `constraints`, declared first (behind) or last (in front).
  func badge(and backdrop: String, _ constraints: [String], backdropFirst: Bool = true) -> String {
    let badge = "  badge: { text: \"9\", size: 20x20 }"
    let views = backdropFirst ? ["  " + backdrop, badge] : [badge, "  " + backdrop]
    return "views:\n" + views.joined(separator: "\n") + "\nconstraints:\n"
      + ([
        "badge.centerX == safeArea.centerX", "badge.centerY == safeArea.centerY",
      ] + constraints).map { "  - " + $0 }.joined(separator: "\n")
  }

  @Test("A background pinned to its superview's edges behind text is deliberate layering")
  func backgroundCoveringSuperview() throws {
    let covering = try run(
      badge(
        and: "backdrop: { color: navy }",
        [
          "backdrop.top == window.top", "backdrop.bottom == window.bottom",
          "backdrop.leading == window.leading", "backdrop.trailing == window.trailing",
        ]))
    #expect(covering.findings(.overlapping).isEmpty)
  }

  @Test("A plain view behind text it only partly covers is an overlap, by the shared part")
  func partialOverlapOfText() throws {
    // The badge's centre on the box's trailing edge: 10 of its 20 points are over the box.
    let result = try run(
      badge(
        and: "box: { color: navy, size: 100x100 }",
        ["box.trailing == badge.centerX", "box.centerY == badge.centerY"]))
    let finding = try #require(result.findings(.overlapping).first)
    #expect(finding.items == ["box", "badge"])
    #expect(finding.amount == 10)
  }

  @Test("A card behind a caption it contains is a backdrop; the caption behind the card is not")
  func backdropContainingItsSibling() throws {
    let placed = ["card.centerX == badge.centerX", "card.centerY == badge.centerY"]
    let card = "card: { color: white, size: 200x100 }"
    #expect(try run(badge(and: card, placed)).findings(.overlapping).isEmpty)
    // Declared after the badge, the card is drawn over its text: 20 × 20 covered.
    let covering = try run(badge(and: card, placed, backdropFirst: false))
    #expect(covering.findings(.overlapping).map(\.items) == [["badge", "card"]])
    #expect(covering.findings(.overlapping).first?.amount == 20)
  }

  @Test("Text under a navigation bar, tab bar or toolbar is deliberate; under a plain view not")
  func viewsUnderBars() throws {
    // The badge first (behind), then a 393 × 44 bar across its middle.
    let result = try run(
      badge(
        and: "bar: { color: gray, size: 393x44 }",
        ["bar.leading == window.leading", "bar.centerY == badge.centerY"], backdropFirst: false))
    #expect(overlaps(result) { _ in }.map(\.items) == [["badge", "bar"]])
    let barred = overlaps(result) { items in
      if let i = items.firstIndex(where: { $0.name == "bar" }) { items[i].role = .bar }
    }
    #expect(barred.isEmpty)
  }

  @Test("In a superview that clips, siblings overlapping only outside it do not overlap")
  func clippingSuperview() throws {
    // `a` spans x = 100…140 of the box's coordinates and `b` 110…150: they share 30 × 20 pt,
    // all of it right of the 100-point box.
    let result = try run(
      """
      views:
        box: { color: gray, size: 100x100 }
        a: { parent: box, text: "a", size: 40x20 }
        b: { parent: box, color: red, size: 40x20 }
      constraints:
        - box.top == safeArea.top
        - box.leading == safeArea.leading
        - a.leading == box.trailing
        - b.leading == box.trailing + 10
        - a.top == box.top
        - b.top == box.top
      """)
    let open = overlaps(result) { _ in }
    #expect(open.map(\.items) == [["a", "b"]])
    #expect(open.first?.amount == 20)
    let clipped = overlaps(result) { items in
      if let i = items.firstIndex(where: { $0.name == "box" }) { items[i].clipsToBounds = true }
    }
    #expect(clipped.isEmpty)
  }

  @Test("A ZStack's children and a background's content are layered on purpose in SwiftUI")
  func swiftUILayering() throws {
    let result = try run(
      """
      body:
        - ZStack:
          - Color: red
            frame: {width: 100, height: 100}
            name: back
          - Text: Hello
            name: front
            padding: 12
            background: {Color: orange, name: tint}
      """)
    #expect(result.findings(.overlapping).isEmpty, "\(result.findings.map(\.message))")
  }

  @Test("SwiftUI siblings overlap by the same rule: both ways, by the shared rectangle")
  func swiftUISiblings() throws {
    // Two 50 × 50 colours in an HStack with spacing −10 share 10 × 50 pt.
    let result = try run(
      "body:\n  - HStack: {spacing: -10}\n    content:\n      - Color: red\n        frame: {width: 50, height: 50}\n        name: a\n      - Color: blue\n        frame: {width: 50, height: 30}\n        name: b\n"
    )
    let finding = try #require(result.findings(.overlapping).first)
    #expect(finding.items == ["a", "b"])
    #expect(finding.message.contains("10 × 30 pt"))
  }

  @Test("An empty scroll view reaching under the keyboard is no finding: its content scrolls")
  func emptyScrollViewUnderKeyboard() throws {
    let result = try run(
      """
      views:
        scroll: { scroll: true }
      constraints:
        - scroll.top == safeArea.top
        - scroll.bottom == safeArea.bottom
        - scroll.leading == safeArea.leading
        - scroll.trailing == safeArea.trailing
      """, keyboard: true)
    #expect(result.findings(.underKeyboard).isEmpty)
  }
}
