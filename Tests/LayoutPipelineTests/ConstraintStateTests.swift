import DeviceCatalog
import LayoutFile
import LayoutPipeline
import Testing

/// `LayoutResult.constraints(affecting:)`: what the preview lists when the pointer is over a
/// view. The device is the iPhone 14 Pro in portrait (393 × 852 pt, 3×, safe area top 59 and
/// bottom 34, compact width), as in the catalog.
@Suite("Constraints affecting an item")
struct ConstraintStateTests {
  /// Line numbers are the file's: `views:` is line 1.
  static let text = """
    views:
      box: { color: teal }
      other: { size: 10x10 }
    constraints:
      - box.top == safeArea.top
      - box.leading == safeArea.leading
      - box.width <= 300
      - box.width == 500 @250
      - box.height == 44
      - box.height == 50
      - other.top == box.bottom + 8
      - other.leading == box.layoutMargins.leading
      - { when: { width: regular }, constraints: ["box.leading == safeArea.leading + 20"] }
    """

  func result(_ text: String = text, listing: Bool = true) throws -> LayoutResult {
    let document = try LayoutDocument.parse(text, file: "box.yaml")
    return try Pipeline.run(
      document, in: Scenario(device: .iPhone14Pro),
      options: Pipeline.Options(check: true, listConstraints: listing))
  }

  @Test("A check that does not ask for the list does not pay for it")
  func listIsOptIn() throws {
    #expect(try result(listing: false).constraints.isEmpty)
    #expect(try !result().constraints.isEmpty)
  }

  @Test("Every constraint that names the view or one of its guides is listed once, in line order")
  func listsTheViewsConstraints() throws {
    let states = try result().constraints(affecting: "box")
    // Lines 5–13 all name `box`; 12 through its margins guide, `box.layoutMargins`.
    #expect(states.map(\.line) == Array(5...13))
    #expect(states.first?.text == "box.top == safeArea.top")
    #expect(states.last?.text == "box.leading == safeArea.leading + 20")
    // `other` appears only in the two lines that name it.
    #expect(try result().constraints(affecting: "other").map(\.line) == [11, 12])
    #expect(try result().constraints(affecting: "nothing").isEmpty)
  }

  @Test(
    "Each constraint says whether it holds: satisfied, an optional one missed, a broken one, one off for the size class"
  )
  func statuses() throws {
    let states = Dictionary(
      uniqueKeysWithValues: try result().constraints(affecting: "box").map { ($0.line, $0) })
    // The required `width <= 300` wins over `width == 500 @250`: width 300, the optional one
    // missed by 500 − 300 = 200 pt.
    #expect(states[7]?.status == .satisfied)
    #expect(states[8]?.status == .unsatisfied)
    #expect(abs((states[8]?.shortfall ?? 0) - 200) < 1e-9)
    // Lines 9 and 10 conflict (44 ≠ 50): Auto Layout breaks one, the other holds; the broken
    // one misses by 50 − 44 = 6 pt.
    let heights = [states[9], states[10]].compactMap { $0 }
    #expect(heights.map(\.status).sorted { $0.rawValue < $1.rawValue } == [.broken, .satisfied])
    #expect(abs((heights.first { $0.status == .broken }?.shortfall ?? 0) - 6) < 1e-9)
    // `other` sits 8 pt below the box and at its margins' leading edge (8 pt in by default).
    #expect(states[11]?.isSatisfied == true)
    #expect(states[12]?.isSatisfied == true)
    // Line 13 is for regular width; the phone in portrait is compact width.
    #expect(states[13]?.status == .inactive)
    #expect(states[13]?.isActive == false)
    #expect(states[5]?.isActive == true)
  }

  @Test(
    "The window's own guides count as the window's: its safe-area constraints are listed for it")
  func windowGuides() throws {
    #expect(try result().constraints(affecting: "window").map(\.line) == [5, 6, 13])
    #expect(try result().constraints(affecting: "safeArea").map(\.line) == [5, 6, 13])
  }

  @Test("Rounding frames to the pixel grid does not make a held constraint look missed")
  func pixelRounding() throws {
    let text = """
      views:
        box: { color: teal, size: 200x100 }
      constraints:
        - box.centerX == safeArea.centerX
        - box.centerY == safeArea.centerY
      """
    // The safe area's centre is x = 393 / 2 = 196.5; the box's left edge 96.5 rounds to the 3×
    // grid at 290 px = 96.667 pt, so its drawn centre is 196.667: 1/6 pt (half a pixel) off,
    // within the one-pixel-per-side tolerance, (1 + 1) / 3 pt.
    let states = try result(text).constraints(affecting: "box")
    #expect(states.map(\.status) == [.satisfied, .satisfied])
  }

  @Test("A Visual Format line is one entry for the view, with the line's text")
  func visualFormatLine() throws {
    let text = """
      views:
        a: { size: 10x10 }
        b: { size: 10x10 }
      visualFormat:
        - "H:|-[a]-[b]-|"
      constraints:
        - a.top == safeArea.top
        - b.top == safeArea.top
      """
    // `|-[a]` and `[a]-[b]` both come from line 5 and name `a`: one entry.
    let states = try result(text).constraints(affecting: "a")
    #expect(states.map(\.line) == [5, 7])
    #expect(states.first?.text == "H:|-[a]-[b]-|")
  }
}
