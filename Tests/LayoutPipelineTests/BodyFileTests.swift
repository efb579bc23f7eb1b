import AutoLayout
import DeviceCatalog
import LayoutCore
import LayoutFile
import LayoutPipeline
import ProposalLayout
import Testing

/// SwiftUI trees in layout files (`body:`): hosted in a device's window with its real safe
/// area, laid out by proposal, and checked.
///
/// Unless a test says otherwise the device is the iPhone 14 Pro in portrait: 393 × 852 pt, safe
/// area top 59 and bottom 34 (the catalog's insets), so the root view is proposed
/// 393 × (852 − 59 − 34) = 393 × 759 and centred in the safe area.
@Suite("SwiftUI bodies in layout files")
struct BodyFileTests {
  func run(
    _ text: String, on device: Device = .iPhone14Pro, _ orientation: Orientation = .portrait,
    contentSize: ContentSizeCategory = .large, keyboard: Bool = false
  ) throws -> LayoutPipeline.LayoutResult {
    let document = try LayoutDocument.parse(text, file: "test.yaml")
    let scenario = Scenario(
      device: device, orientation: orientation, contentSizeCategory: contentSize,
      showsKeyboard: keyboard)
    return try Pipeline.run(document, in: scenario, options: Pipeline.Options(check: true))
  }

  func frame(_ result: LayoutPipeline.LayoutResult, _ name: String) -> Rect? {
    result.items.first { $0.name == name }?.frame
  }

  /// Frames are sums of unrounded points; a micro-point is far below a pixel.
  func close(_ a: Rect?, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  @Test("A VStack with a Spacer fills the safe area: the last view ends at the safe area's bottom")
  func stackWithSpacer() throws {
    let result = try run(
      """
      body:
        - VStack: {spacing: 8}
          content:
            - Color: teal
              name: top
              frame: {height: 100}
            - Spacer
            - Color: gold
              name: bottom
              frame: {width: 100, height: 50}
      """)
    // The Spacer takes what the fixed frames and two 8-pt gaps leave: 759 − 100 − 50 − 16 = 593.
    // `top` takes the proposed width, 393; `bottom` is centred: x = (393 − 100) / 2 = 146.5,
    // y = 59 + 100 + 8 + 593 + 8 = 768, and 768 + 50 = 818 = 852 − 34, the safe area's bottom.
    #expect(close(frame(result, "top"), Rect(x: 0, y: 59, width: 393, height: 100)))
    #expect(close(frame(result, "bottom"), Rect(x: 146.5, y: 768, width: 100, height: 50)))
    #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
  }

  @Test("On every device and orientation the root view is proposed exactly the catalog's safe area")
  func realSafeArea() throws {
    for device in Device.all {
      for orientation in device.orientations {
        let result = try run("body:\n  - Color: teal\n    name: fill\n", on: device, orientation)
        let screen = device.screen(orientation)
        let safe = Rect(origin: .zero, size: screen.size).inset(by: screen.safeAreaInsets)
        #expect(close(frame(result, "fill"), safe), "\(device.name) \(orientation)")
        #expect(result.passed, "\(device.name) \(orientation): \(result.findings.map(\.message))")
      }
    }
  }

  @Test("ignoresSafeArea extends a colour to the window's edges, and the check accepts it")
  func ignoresSafeArea() throws {
    let result = try run("body:\n  - Color: navy\n    name: backdrop\n    ignoresSafeArea: true\n")
    #expect(close(frame(result, "backdrop"), Rect(x: 0, y: 0, width: 393, height: 852)))
    #expect(result.findings.isEmpty)
  }

  @Test("A view taller than the safe area leaves it and is reported at both edges")
  func outsideSafeArea() throws {
    let result = try run(
      "body:\n  - Color: red\n    name: tall\n    frame: {width: 200, height: 900}\n")
    // Centred in the 759-pt safe area: y = 59 + (759 − 900) / 2 = −11.5, so it passes the top
    // by 59 + 11.5 = 70.5 and the bottom (818) by −11.5 + 900 − 818 = 70.5.
    let findings = result.findings(.outsideSafeArea)
    #expect(findings.count == 1)
    #expect(findings.first?.items == ["tall"])
    #expect(abs((findings.first?.amount ?? 0) - 70.5) < 1e-6)
    #expect(findings.first?.edges == [.top, .bottom])
    #expect(findings.first?.lines == [2])
    #expect(!result.passed)
  }

  @Test("Modifiers apply in the order written: padding then background differs from the reverse")
  func modifierOrder() throws {
    func background(_ modifiers: String) throws -> Rect? {
      let result = try run(
        """
        body:
          - Color: red
            frame: {width: 100, height: 100}
        \(modifiers)
        """)
      return frame(result, "bg")
    }
    // `.padding(10).background(…)`: the background is proposed the padded 120 × 120.
    let padded = try background("    padding: 10\n    background: {Color: blue, name: bg}")
    #expect(padded?.size == Size(width: 120, height: 120))
    // `.background(…).padding(10)`: the background is the frame's 100 × 100.
    let unpadded = try background("    background: {Color: blue, name: bg}\n    padding: 10")
    #expect(unpadded?.size == Size(width: 100, height: 100))
  }

  @Test("Text is measured at the scenario's Dynamic Type size in its font")
  func dynamicType() throws {
    let file =
      "body:\n  - Text: Hello\n    name: greeting\n  - Text: Title\n    name: heading\n    font: title\n"
    for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let result = try run(file, contentSize: category)
      // One line is one line height of the style's point size at this text size: the
      // measurer AutoLayout's labels use (Typography's font metrics).
      let body = FontMetricsTextMeasurer(pointSize: TextStyle.body.pointSize(for: category))
        .lineHeight
      let title = FontMetricsTextMeasurer(pointSize: TextStyle.title1.pointSize(for: category))
        .lineHeight
      #expect(abs((frame(result, "greeting")?.height ?? 0) - body) < 1e-6)
      #expect(abs((frame(result, "heading")?.height ?? 0) - title) < 1e-6)
    }
  }

  @Test("Text squeezed below what it needs is reported truncated")
  func truncatedText() throws {
    let result = try run(
      "body:\n  - Text: A sentence far too long for its frame\n    frame: {width: 60, height: 20}\n"
    )
    let findings = result.findings(.truncated)
    #expect(findings.count == 1)
    #expect(findings.first?.items == ["Text@2"])
    #expect(!result.passed)
  }

  @Test("With the keyboard shown the safe area ends at the keyboard's top")
  func keyboard() throws {
    let file =
      "body:\n  - VStack:\n    - Spacer\n    - Color: red\n      name: bar\n      frame: {height: 44}\n"
    let hidden = try run(file)
    #expect(abs((frame(hidden, "bar")?.maxY ?? 0) - 818) < 1e-6)
    let shown = try run(file, keyboard: true)
    let keyboard = Device.iPhone14Pro.defaultKeyboardHeight(in: .portrait).height
    #expect(abs((frame(shown, "bar")?.maxY ?? 0) - (852 - keyboard)) < 1e-6)
    #expect(shown.findings(.underKeyboard).isEmpty)
  }

  @Test("A scroll view's content may run past the screen without findings")
  func scrollContent() throws {
    let rows = (1...20).map {
      "      - Color: gray\n        frame: {height: 100}\n        name: row\($0)"
    }
    let result = try run(
      "body:\n  - ScrollView:\n    - VStack:\n" + rows.joined(separator: "\n") + "\n")
    // 20 rows of 100 pt and 19 default 8-pt gaps: the last row ends at 59 + 2,000 + 152 = 2,211.
    #expect(abs((frame(result, "row20")?.maxY ?? 0) - 2211) < 1e-6)
    #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
  }

  @Test("LazyVGrid with an adaptive column fits as many 80-pt columns as the width allows")
  func adaptiveGrid() throws {
    let cells = (1...5).map {
      "      - Color: teal\n        frame: {height: 50}\n        name: cell\($0)"
    }
    let result = try run(
      "body:\n  - LazyVGrid: {columns: [{adaptive: {minimum: 80}}], spacing: 8}\n    content:\n"
        + cells.joined(separator: "\n") + "\n")
    // Apple's adaptive item: as many columns of at least 80 as fit with 8-pt spacing —
    // ⌊(393 + 8) / (80 + 8)⌋ = 4 — each (393 − 3 · 8) / 4 = 92.25 wide; the fifth cell wraps.
    #expect(abs((frame(result, "cell1")?.width ?? 0) - 92.25) < 1e-6)
    #expect(abs((frame(result, "cell2")?.minX ?? 0) - 100.25) < 1e-6)
    #expect(abs((frame(result, "cell5")?.minX ?? 0) - (frame(result, "cell1")?.minX ?? -1)) < 1e-6)
  }

  @Test("ViewThatFits shows the first child that fits; the others have no item")
  func viewThatFits() throws {
    let result = try run(
      """
      body:
        - ViewThatFits: {in: horizontal}
          content:
            - Color: red
              name: wide
              frame: {width: 500, height: 10}
            - Color: blue
              name: narrow
              frame: {width: 300, height: 10}
      """)
    #expect(frame(result, "wide") == nil)
    #expect(frame(result, "narrow")?.width == 300)
  }

  @Test("Neighbours in a stack with negative spacing are reported overlapping")
  func overlapping() throws {
    let result = try run(
      "body:\n  - HStack: {spacing: -10}\n    content:\n      - Color: red\n        frame: {width: 50, height: 50}\n        name: a\n      - Color: blue\n        frame: {width: 50, height: 50}\n        name: b\n"
    )
    let findings = result.findings(.overlapping)
    #expect(findings.map(\.items) == [["a", "b"]])
    #expect(abs((findings.first?.amount ?? 0) - 10) < 1e-6)
  }

  @Test("A modifier may repeat, as in Swift: each applies where it is written")
  func repeatedModifiers() throws {
    let result = try run(
      """
      body:
        - Color: red
          frame: {width: 100, height: 100}
          padding: 8
          background: {Color: blue, name: bg}
          padding: 8
          overlay: {Color: green, name: ov}
      """)
    // `.padding(8).background(…).padding(8).overlay(…)`: the background gets 100 + 2 · 8 = 116,
    // the overlay 116 + 2 · 8 = 132.
    #expect(frame(result, "bg")?.size == Size(width: 116, height: 116))
    #expect(frame(result, "ov")?.size == Size(width: 132, height: 132))
  }

  @Test("Drawing-only modifiers paste and change no frame; offset moves only the drawn view")
  func drawingModifiers() throws {
    let plain = try run(
      "body:\n  - Color: red\n    name: box\n    frame: {width: 50, height: 50}\n")
    let drawn = try run(
      "body:\n  - Color: red\n    name: box\n    frame: {width: 50, height: 50}\n    opacity: 0.5\n    cornerRadius: 8\n    shadow: {radius: 4}\n"
    )
    #expect(frame(drawn, "box") == frame(plain, "box"))
    let moved = try run(
      "body:\n  - Color: red\n    name: box\n    frame: {width: 50, height: 50}\n    offset: {x: 10, y: -20}\n"
    )
    let origin = try #require(frame(plain, "box")?.origin)
    #expect(frame(moved, "box")?.origin == Point(x: origin.x + 10, y: origin.y - 20))
  }

  @Test("Swift spellings paste: `Spacer()`, `.padding`, `.leading` and `.infinity`")
  func swiftSpellings() throws {
    let swifty = try run(
      "body:\n  - VStack: {alignment: .leading}\n    content:\n      - Color: red\n        name: box\n        frame: {width: 10, height: 10}\n        .padding: 4\n      - Spacer()\n    frame: {maxWidth: .infinity}\n"
    )
    let plain = try run(
      "body:\n  - VStack: {alignment: leading}\n    content:\n      - Color: red\n        name: box\n        frame: {width: 10, height: 10}\n        padding: 4\n      - Spacer\n    frame: {maxWidth: infinity}\n"
    )
    #expect(frame(swifty, "box") != nil)
    #expect(frame(swifty, "box") == frame(plain, "box"))
  }

  @Test("The reader numbers views in pre-order and keeps modifiers in file order")
  func readerModel() throws {
    let document = try LayoutDocument.parse(
      """
      body:
        - HStack: {spacing: 4}
          content:
            - Text: A
              padding: 2
              background: {Color: red}
              font: caption
            - Spacer
        - Divider
      """)
    let body = try #require(document.body)
    #expect(body.nodes.map(\.kind) == [.HStack, .Text, .Color, .Spacer, .Divider])
    #expect(body.roots == [0, 4])
    #expect(body.nodes[0].children == [1, 3])
    #expect(body.nodes[0].arguments.spacing == 4)
    #expect(
      body.nodes[1].modifiers.map(\.kind) == [
        // SwiftUI's `.caption` is UIKit's (Typography's) caption1.
        .padding(EdgeInsets(all: 2)), .background(.views([2], alignment: nil)), .font(.caption1),
      ])
    #expect(body.nodes[1].modifiers.map(\.location.line) == [5, 6, 7])
  }
}
