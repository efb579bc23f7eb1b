import DeviceCatalog
import LayoutCore
import LayoutFile
import LayoutPipeline
import Testing

/// `in:` puts a layout file's view controller in a navigation controller or a tab bar
/// controller: the bars grow its safe area, and opaque ones move its root view below them, as a
/// storyboard scene's do (Documentation/Facts/Containers.md). Heights: status bar 20 on the
/// iPhone SE (3rd generation), sensor housing 59 and home indicator 34 on the iPhone 14 Pro
/// (Documentation/Facts/Devices.md#device-table); navigation bar 44, large title + 52, tab
/// bar 49.
@Suite("View controller containers in layout files")
struct ViewControllerContainerTests {
  /// The safe area's frame in the file's window (the view controller's root view) and that
  /// window's size (measured by a view pinned to its top and bottom; the width is the
  /// device's, which bars do not change), for `containers` (the text after `in:`).
  func safeArea(_ containers: String, _ device: Device) throws -> (safe: Rect, root: Size) {
    let text = """
      in: \(containers)
      views:
        box: { color: teal }
        full: { color: gray }
      constraints:
        - full.top == window.top
        - full.bottom == window.bottom
        - full.leading == window.leading
        - full.width == 10
        - box.top == safeArea.top
        - box.bottom == safeArea.bottom
        - box.leading == window.leading
        - box.trailing == window.trailing
      """
    let document = try LayoutDocument.parse(text, file: "in.yaml")
    let result = try Pipeline.run(document, in: Scenario(device: device, orientation: .portrait))
    let safe = try #require(result.items.first { $0.name == "safeArea" }).frame
    let root = try #require(result.items.first { $0.name == "full" }).frame.size
    return (safe, Size(width: device.points.width, height: root.height))
  }

  @Test("In a navigation controller the safe area starts below the bar")
  func navigationController() throws {
    let se = try safeArea("navigationController", .iPhoneSE3)
    #expect(se.safe.minY == 20 + 44 && se.safe.maxY == 667)
    let pro = try safeArea("navigationController", .iPhone14Pro)
    #expect(pro.safe.minY == 59 + 44 && pro.safe.maxY == 852 - 34)
  }

  @Test("Large titles, a tab bar and a shown toolbar, by UIKit's property names")
  func barsByPropertyName() throws {
    let large = try safeArea("{ navigationController: { prefersLargeTitles: true } }", .iPhoneSE3)
    #expect(large.safe.minY == 20 + 44 + 52)
    let tabs = try safeArea("[navigationController, tabBarController]", .iPhone14Pro)
    #expect(tabs.safe.minY == 59 + 44 && tabs.safe.maxY == 852 - 34 - 49)
    let toolbar = try safeArea(
      "{ navigationController: { isToolbarHidden: false } }", .iPhoneSE3)
    #expect(toolbar.safe.maxY == 667 - 44)
  }

  @Test("An opaque bar puts the root view below it, unless extended layout includes it")
  func opaqueBar() throws {
    // The window stands for the root view: 667 − 64 = 603 high, no safe-area inset at its top.
    let opaque = try safeArea("{ navigationController: { isTranslucent: false } }", .iPhoneSE3)
    #expect(opaque.root == Size(width: 375, height: 603) && opaque.safe.minY == 0)
    let extended = try safeArea(
      "{ navigationController: { isTranslucent: false }, extendedLayoutIncludesOpaqueBars: true }",
      .iPhoneSE3)
    #expect(extended.root == Size(width: 375, height: 667) && extended.safe.minY == 64)
  }

  @Test("An unknown container, or in: with root: window, is an error at the value")
  func errors() {
    #expect(throws: LayoutFileError.self) {
      try LayoutDocument.parse("in: splitViewController\n", file: "e.yaml")
    }
    #expect(throws: LayoutFileError.self) {
      try LayoutDocument.parse("root: window\nin: navigationController\n", file: "e.yaml")
    }
    #expect(throws: LayoutFileError.self) {
      try LayoutDocument.parse(
        "in: { navigationController: { prefersLargeTitle: true } }\n", file: "e.yaml")
    }
  }
}
