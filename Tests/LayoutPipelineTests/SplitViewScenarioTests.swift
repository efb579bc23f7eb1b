import DeviceCatalog
import LayoutCore
import LayoutFile
import LayoutPipeline
import Testing

/// iPad Split View and Slide Over windows as a scenario dimension: the window takes the
/// multitasking window's width and size classes (`MultitaskingWindow`'s sources: narrow 320 pt,
/// divider 10 pt, ⅔ of a 1024-pt screen 694 pt; Apple's multitasking quick start for the size
/// classes).
@Suite("Split View and Slide Over scenarios")
struct SplitViewScenarioTests {
  /// A view controller's root view (margins 16 pt compact, 20 pt regular) with a bar between
  /// its margins under the safe area's top, and a badge whose height says which size-class
  /// variation was installed.
  let text = """
    root: viewController
    views:
      bar: { color: teal }
      badge: { color: gold }
    constraints:
      - bar.leading == layoutMargins.leading
      - bar.trailing == layoutMargins.trailing
      - bar.top == safeArea.top
      - bar.height == 10
      - badge.top == bar.bottom
      - badge.leading == bar.leading
      - badge.width == 10
      - when: { width: compact }
        constraints: [badge.height == 30]
      - when: { width: regular }
        constraints: [badge.height == 60]
    """

  func frames(_ orientation: Orientation, _ window: MultitaskingWindow.Configuration?) throws -> (
    window: Rect, bar: Rect, badge: Rect
  ) {
    let document = try LayoutDocument.parse(text, file: "split.yaml")
    let result = try Pipeline.run(
      document, in: Scenario(device: .iPadAir5, orientation: orientation, multitasking: window))
    let frame = { (name: String) in try #require(result.items.first { $0.name == name }).frame }
    return (Rect(origin: .zero, size: result.screen.size), try frame("bar"), try frame("badge"))
  }

  @Test(
    "Landscape on an iPad Air: ⅔ is 850 pt and regular, ½ 585 and compact, ⅓ and Slide Over 320 and compact"
  )
  func landscapeWindows() throws {
    // iPad Air (5th generation) in landscape: 1180 × 820 pt, safe area 24 pt at the top.
    // Full screen: regular width, 20 pt margins: bar 20…1160 (1140 wide), badge 60 tall.
    let full = try frames(.landscapeLeft, nil)
    #expect(full.window.width == 1180)
    #expect(full.bar == Rect(x: 20, y: 24, width: 1140, height: 10))
    #expect(full.badge.height == 60)
    // ⅔: 1180 − 320 − 10 = 850 pt, regular: 850 − 40 = 810.
    let twoThirds = try frames(.landscapeLeft, .twoThirds)
    #expect(twoThirds.window.width == 850)
    #expect(twoThirds.bar == Rect(x: 20, y: 24, width: 810, height: 10))
    #expect(twoThirds.badge.height == 60)
    // ½: (1180 − 10) / 2 = 585 pt, compact (only the 12.9-inch Pro keeps regular): 16 pt
    // margins, 585 − 32 = 553.
    let half = try frames(.landscapeLeft, .half)
    #expect(half.window.width == 585)
    #expect(half.bar == Rect(x: 16, y: 24, width: 553, height: 10))
    #expect(half.badge.height == 30)
    // ⅓ and Slide Over: 320 pt, compact: 320 − 32 = 288.
    for window in [MultitaskingWindow.Configuration.oneThird, .slideOver] {
      let narrow = try frames(.landscapeLeft, window)
      #expect(narrow.window.width == 320)
      #expect(narrow.bar == Rect(x: 16, y: 24, width: 288, height: 10))
      #expect(narrow.badge.height == 30)
    }
  }

  @Test("Portrait ⅔ on an iPad Air is 490 pt and compact")
  func portraitTwoThirds() throws {
    // 820 − 320 − 10 = 490 pt; every portrait split is compact: 490 − 32 = 458.
    let twoThirds = try frames(.portrait, .twoThirds)
    #expect(twoThirds.window == Rect(x: 0, y: 0, width: 490, height: 1180))
    #expect(twoThirds.bar == Rect(x: 16, y: 24, width: 458, height: 10))
    #expect(twoThirds.badge.height == 30)
  }

  @Test(
    "The matrix adds each iPad orientation's windows after its full screen, and none on iPhones")
  func matrix() {
    let scenarios = Scenario.matrix(
      devices: [.iPhone14Pro, .iPadAir5], orientations: nil, splitViews: true,
      contentSizes: [.large], keyboard: false)
    // iPhone 14 Pro: its 3 orientations. iPad: portrait and upside down 1 + 3 (no ½ in
    // portrait), each landscape 1 + 4: 4 + 4 + 5 + 5 = 18.
    #expect(scenarios.filter { $0.device == .iPhone14Pro }.count == 3)
    #expect(scenarios.filter { $0.device == .iPhone14Pro && $0.multitasking != nil }.isEmpty)
    let iPad = scenarios.filter { $0.device == .iPadAir5 }
    #expect(iPad.count == 18)
    let landscape = iPad.filter { $0.orientation == .landscapeLeft }.map(\.multitasking)
    #expect(landscape == [nil, .twoThirds, .half, .oneThird, .slideOver])
    #expect(!iPad.contains { $0.orientation == .portrait && $0.multitasking == .half })
    #expect(
      Scenario(device: .iPadAir5, orientation: .landscapeLeft, multitasking: .oneThird).description
        == "iPad Air (5th generation), landscapeLeft, oneThird")
  }

  @Test("A window the device does not offer is an error that says which")
  func unofferedWindow() throws {
    let document = try LayoutDocument.parse(text, file: "split.yaml")
    let error = #expect(throws: LayoutFileError.self) {
      try Pipeline.run(
        document, in: Scenario(device: .iPadAir5, orientation: .portrait, multitasking: .half))
    }
    #expect(error?.description.contains("half") == true)
    #expect(throws: LayoutFileError.self) {
      try Pipeline.run(document, in: Scenario(device: .iPhone14Pro, multitasking: .slideOver))
    }
  }
}
