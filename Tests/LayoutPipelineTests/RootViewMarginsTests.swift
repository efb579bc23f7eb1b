import DeviceCatalog
import LayoutCore
import LayoutFile
import LayoutPipeline
import Testing

/// `root: viewController`: the file's `window` is a view controller's root view, whose layout
/// margins are the system minimum (Documentation/Facts/Devices.md#root-view-margins) instead of a
/// bare window's 8 pt.
@Suite("Root view margins")
struct RootViewMarginsTests {
  func marginsGuide(_ root: String, _ device: Device, _ orientation: Orientation) throws -> Rect {
    let text = """
      root: \(root)
      views:
        box: { color: teal }
      constraints:
        - box.leading == layoutMargins.leading
        - box.trailing == layoutMargins.trailing
        - box.top == layoutMargins.top
        - box.height == 10
      """
    let document = try LayoutDocument.parse(text, file: "root.yaml")
    let result = try Pipeline.run(document, in: Scenario(device: device, orientation: orientation))
    return try #require(result.items.first { $0.name == "layoutMargins" }).frame
  }

  @Test(
    "A view controller's root view has 16 pt margins on a compact iPhone, beside the safe area in landscape"
  )
  func compactIPhone() throws {
    // iPhone 14 Pro, 393 pt wide: 16 pt each side in portrait (393 − 32 = 361).
    let portrait = try marginsGuide("viewController", .iPhone14Pro, .portrait)
    #expect(portrait.minX == 16 && portrait.width == 361)
    // Landscape: the 59 pt side safe-area inset plus 16 = 75 each side (852 − 150 = 702).
    let landscape = try marginsGuide("viewController", .iPhone14Pro, .landscapeLeft)
    #expect(landscape.minX == 75 && landscape.width == 702)
  }

  @Test("An iPad's root view has 20 pt margins; a bare window keeps UIKit's 8")
  func iPadAndWindow() throws {
    // iPad mini (6th generation), 744 pt wide: 744 − 40 = 704.
    let iPad = try marginsGuide("viewController", .iPadMini6, .portrait)
    #expect(iPad.minX == 20 && iPad.width == 704)
    let window = try marginsGuide("window", .iPhone14Pro, .portrait)
    #expect(window.minX == 8 && window.width == 377)
  }

  @Test("Another root is an error that names the two there are")
  func unknownRoot() {
    #expect(throws: LayoutFileError.self) {
      try LayoutDocument.parse("root: tabBar\n", file: "r.yaml")
    }
  }
}
