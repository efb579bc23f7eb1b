import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

/// A Today widget's view (`simulatedAppContext="notificationCenter"`) is sized and placed by
/// Notification Center, not the window (Documentation/Facts/Containers.md#a-today-widgets-view),
/// as in FSCalendar's `Example-TodayExtension` storyboard.
@Suite("A Today widget's view")
struct TodayWidgetTests {
  /// A freeform 320 × 300 root, drawn without a status bar, and a 304 × 100 box pinned 8 pt
  /// inside its safe area's top and leading edges.
  static let text = FindingKindTests.storyboard(
    FindingKindTests.view("box", frame: "x=\"8\" y=\"8\" width=\"304\" height=\"100\""),
    """
    <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="8" id="bl"/>
    <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="bt"/>
    <constraint firstItem="box" firstAttribute="width" constant="304" id="bw"/>
    <constraint firstItem="box" firstAttribute="height" constant="100" id="bh"/>
    """,
    rootAttributes: "simulatedAppContext=\"notificationCenter\"",
    rootFrame: "width=\"320\" height=\"300\"",
    settings: """
      <nil key="simulatedStatusBarMetrics"/>
      <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
      <size key="freeformSize" width="320" height="300"/>
      """)

  @Test("It keeps its design size without the device's insets, and the report says so")
  func designSizeWithoutInsets() throws {
    let document = try IBReader.read(Data(Self.text.utf8), file: "widget.storyboard")
    #expect(document.scenes[0].settings.isTodayWidget)
    for orientation in [Orientation.portrait, .landscapeLeft] {
      // The iPhone XS: 44 pt of sensor housing on top in portrait, 44 at each side in
      // landscape; a window-sized root would put the box at (8, 52) or (52, 8).
      let results = try Pipeline.check(
        document, file: "widget.storyboard",
        in: [Scenario(device: try Device.lookup("iPhone XS"), orientation: orientation)])
      let result = try #require(results.first)
      let frames = Dictionary(
        result.items.map { ($0.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
      #expect(frames["view root"]?.size == Size(width: 320, height: 300))
      #expect(frames["view box"] == Rect(x: 8, y: 8, width: 304, height: 100))
      #expect(!result.findings.contains { $0.severity == .error }, "\(result.findings)")
      #expect(
        result.findings.contains {
          $0.kind == .notModelled && $0.message.contains("Today widget's view")
        })
    }
  }
}
