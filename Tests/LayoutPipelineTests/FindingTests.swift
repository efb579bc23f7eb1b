import DeviceCatalog
import LayoutCore
import LayoutFile
import LayoutPipeline
import Testing

/// What the check says, and where: no false alarms on Apple's own patterns, no silent passes.
@Suite("Findings")
struct FindingTests {
  func check(
    _ text: String, on device: Device = .iPhone14Pro, _ orientation: Orientation = .portrait
  ) throws -> LayoutResult {
    let document = try LayoutDocument.parse(text, file: "test.yaml")
    return try Pipeline.run(
      document, in: Scenario(device: device, orientation: orientation),
      options: Pipeline.Options(check: true))
  }

  @Test(
    "A full-width view pinned to the safe area passes on every iPhone: the safe area is Apple's guarantee",
    arguments: Device.iPhones)
  func safeAreaIsNeverClipped(_ device: Device) throws {
    // The rounded corners cover 0.17–0.44 pt of such a view's top corners on notch and Dynamic
    // Island iPhones; that is inside the safe area, which Apple promises is unobscured.
    let result = try check(
      """
      views:
        header: { color: teal }
      constraints:
        - header.top == safeArea.top
        - header.leading == safeArea.leading
        - header.trailing == safeArea.trailing
        - header.height == 44
      """, on: device)
    #expect(result.findings.isEmpty, "\(device.name): \(result.findings.map(\.message))")
  }

  @Test("A negative width is an error that names the constraint's line")
  func negativeWidth() throws {
    let result = try check(
      """
      views:
        box: { color: red }
      constraints:
        - box.width == -100
        - box.height == 10
        - box.top == safeArea.top
        - box.leading == safeArea.leading
      """)
    let finding = try #require(result.findings(.negativeSize).first)
    #expect(finding.items == ["box"])
    #expect(finding.amount == 100)
    #expect(finding.lines.contains(4))
    #expect(!result.passed)
  }

  @Test("A negative width from the Visual Format Language is an error too")
  func negativeWidthFromVisualFormat() throws {
    let result = try check(
      """
      views:
        a: { color: red }
      constraints:
        - a.height == 10
        - a.top == safeArea.top
      visualFormat:
        - "H:|-[a(-10)]"
      """)
    let finding = try #require(result.findings(.negativeSize).first)
    #expect(finding.amount == 10)
    #expect(finding.lines == [7])
  }

  @Test("A label crushed by a wish tied with its compression resistance does not pass silently")
  func crushedLabel() throws {
    // A 750 wish for −121 pt against the label's 750 compression resistance at its text width:
    // equal priorities, so the constraints allow any width in between, and the label may be
    // laid out far below its text.
    let result = try check(
      """
      views:
        label: { text: "Hello, world", color: yellow }
      constraints:
        - label.top == safeArea.top
        - label.leading == safeArea.leading
        - label.width == -121 @750
      """)
    #expect(!result.passed)
    let kinds = Set(result.findings.map(\.kind))
    #expect(
      kinds.contains(.ambiguous) || kinds.contains(.negativeSize) || kinds.contains(.compressed))
  }

  @Test("A text view narrower than its text is an error; other content is a warning")
  func compressedText() throws {
    // textSize: 9 pt a character, so "Hello, world" wants 12 × 9 = 108 pt; the box wants 120.
    let result = try check(
      """
      views:
        label: { text: "Hello, world" }
        box: { size: 120x20 }
      constraints:
        - label.top == safeArea.top
        - label.leading == safeArea.leading
        - label.width == 50
        - box.top == safeArea.top
        - box.leading == label.trailing
        - box.width == 100
      """)
    let compressed = result.findings(.compressed)
    let label = try #require(compressed.first { $0.items == ["label"] })
    #expect(label.severity == .error)
    #expect(label.amount == 58)  // 108 − 50
    // The horizontal constraints that mention the label: its leading (line 6), its width
    // (line 7), and the box's leading tied to its trailing (line 9).
    #expect(label.lines == [6, 7, 9])
    let box = try #require(compressed.first { $0.items == ["box"] })
    #expect(box.severity == .warning)
    #expect(box.amount == 20)  // 120 − 100
  }

  @Test(
    "Under the display's shape: the depth is reported, past a pixel it fails, and allowsClipping opts out"
  )
  func displayClipping() throws {
    let bar = """
      views:
        bar: { color: red, ignoresSafeArea: true OPT }
      constraints:
        - bar.top == window.top
        - bar.leading == window.leading
        - bar.trailing == window.trailing
        - bar.height == 100
      """
    let clipped = try check(bar.replacingOccurrences(of: " OPT", with: ""))
    let finding = try #require(clipped.findings(.outsideDisplay).first)
    // The 14 Pro's corners have a 55 pt radius: the bar's top corners are far under them.
    #expect((finding.amount ?? 0) > 1)
    #expect(finding.edges.contains(.top))
    #expect(finding.lines.contains(4))
    #expect(clipped.findings(.outsideSafeArea).isEmpty)  // it may leave the safe area
    let allowed = try check(bar.replacingOccurrences(of: " OPT", with: ", allowsClipping: true"))
    #expect(allowed.findings.isEmpty)
  }

  @Test(
    "A background allowed past the display may hang past a superview covering the screen, not a smaller one"
  )
  func backgroundBeyondTheRootView() throws {
    // The 14 Pro is 393 × 852 pt. `photo`, 1,052 pt tall and centred, reaches 100 pt past the
    // top and bottom of a screen-filling `root`: past the screen, cut off by the window
    // (Documentation/Facts/Layering.md#backgrounds-beyond-the-root-view). In `card`, 200 pt
    // shorter than the screen, the same photo reaches 200 pt past each edge, 100 of them on
    // the screen: reported.
    let layout = """
      views:
        root: { color: white }
        photo: { parent: root, color: teal, ignoresSafeArea: true OPT }
      constraints:
        - root.top == window.top + INSET
        - root.bottom == window.bottom - INSET
        - root.leading == window.leading
        - root.trailing == window.trailing
        - photo.leading == root.leading
        - photo.trailing == root.trailing
        - photo.centerY == root.centerY
        - photo.height == 1052
      """
    func findings(_ option: String, inset: Int) throws -> [Finding] {
      try check(
        layout.replacingOccurrences(of: " OPT", with: option)
          .replacingOccurrences(of: "INSET", with: "\(inset)")
      ).findings(.outsideSuperview)
    }
    #expect(try findings(", allowsClipping: true", inset: 0).isEmpty)
    // Not allowed past the display: the part past `root` is reported, 100 pt at both ends.
    let plain = try findings("", inset: 0)
    #expect(plain.map(\.amount) == [100])
    #expect(Set(try #require(plain.first).edges) == [.top, .bottom])
    // In a superview that does not cover the screen: 200 pt past it.
    #expect(try findings(", allowsClipping: true", inset: 100).map(\.amount) == [200])
  }

  @Test("Leaving the safe area says by how much, at which edge, and which lines place the view")
  func outsideSafeArea() throws {
    // The safe area's top on the 14 Pro is 59; the bar starts at 20, 39 pt above it.
    let result = try check(
      """
      views:
        bar: { color: red }
      constraints:
        - bar.top == window.top + 20
        - bar.leading == safeArea.leading
        - bar.trailing == safeArea.trailing
        - bar.height == 100
      """)
    let finding = try #require(result.findings(.outsideSafeArea).first)
    #expect(finding.amount == 39)
    #expect(finding.edges == [.top])
    #expect(finding.lines == [4, 7])
  }

  @Test("Ambiguity names the free attribute and its axis, with two valid frames as evidence")
  func ambiguity() throws {
    let result = try check(
      """
      views:
        box: { color: red }
      constraints:
        - box.leading == safeArea.leading
        - box.width == 100
        - box.height == 100
        - box.top >= safeArea.top
      """)
    let finding = try #require(result.findings(.ambiguous).first)
    #expect(finding.items == ["box"])
    #expect(finding.message.contains("y position"))
    #expect(finding.message.contains("vertical"))
    #expect(finding.evidence.count == 2)
    #expect(finding.evidence[0].minY != finding.evidence[1].minY)
    #expect(finding.evidence[0].minX == finding.evidence[1].minX)
  }

  @Test("A view entirely outside the window is off screen")
  func offScreen() throws {
    let result = try check(
      """
      views:
        box: { color: red }
      constraints:
        - box.leading == window.trailing + 10
        - box.top == safeArea.top
        - box.width == 10
        - box.height == 10
      """)
    let finding = try #require(result.findings(.offScreen).first)
    #expect(finding.items == ["box"])
    #expect(finding.lines.contains(4))
  }
}
