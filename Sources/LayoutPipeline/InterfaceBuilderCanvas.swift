import DeviceCatalog
import InterfaceBuilder
import LayoutCore

/// Interface Builder's canvas: a document's scenes as the Xcode that saved it draws them on the
/// document's "View as" device, whose frames it saves and against which it reports a view as
/// misplaced.
///
/// The canvas is the run-time layout on the design device except where that Xcode simulates
/// the screen's insets otherwise, and except that it draws an embedded controller as a scene of
/// its own (Documentation/Facts/InterfaceBuilder.md#embedded-scenes-on-the-canvas), and except
/// that it keeps the placeholder constraints the build removes
/// (Documentation/Facts/InterfaceBuilder.md#placeholder-constraints), and except that Xcode 7 and
/// 8 rounded a label's height up to whole points
/// (Documentation/Facts/Typography.md#label-sizes-on-the-canvas-of-xcode-7-and-8). Xcode does
/// not document what it simulates; its saved frames say it
/// (Documentation/Facts/InterfaceBuilder.md#the-canvas-and-its-simulated-insets): a view pinned
/// to the safe area's top is saved at the canvas's inset plus the constant. Only the saving
/// Xcodes and devices that real files show are in the table; any other document's canvas is its
/// run-time layout.
struct InterfaceBuilderCanvas {
  /// The safe-area insets of the screen the canvas draws.
  var safeAreaInsets: EdgeInsets
  /// The pixels per point the canvas further rounds a label's height up to: 1 for the Xcodes
  /// that saved labels at whole-point heights (``wholePointLabelTools``), nil for others.
  var labelHeightRoundingScale: Double? = nil

  /// The `toolsVersion` builds (Xcode 7 and 8, the range the files show) whose canvas sized a
  /// label to whole points, its line height rounded up to the next point
  /// (Documentation/Facts/Typography.md#label-sizes-on-the-canvas-of-xcode-7-and-8). Their
  /// widths were whole points too, but of that era's San Francisco, whose advances no public
  /// recording gives: widths stay today's.
  static let wholePointLabelTools: ClosedRange<Double> = 10117...11762

  /// One saving Xcode's canvas for one design device in portrait: the insets it draws where
  /// the device has others.
  struct Row {
    var deviceID: String
    /// The `toolsVersion` builds the row holds for (the range the files show, no wider).
    var tools: ClosedRange<Double>
    var top: Double
    /// The bottom inset, when it too differs from the device's.
    var bottom: Double? = nil
  }

  /// Documentation/Facts/InterfaceBuilder.md#the-canvas-and-its-simulated-insets, where each
  /// row's public files are named.
  static let rows: [Row] = [
    // Xcode 11 to 13 on the 4.7-inch screen: no status bar, where the iPhone 8 has 20.
    Row(deviceID: "retina4_7", tools: 15000...18999, top: 0),
    // Xcode 11 and 12 on the 6.1-inch screen: 44 from the top where the iPhone 11 has 48.
    Row(deviceID: "retina6_1", tools: 15000...17999, top: 44),
    // Xcode 14 and 15 on the 5.8-inch screen: the 12 mini's 50 where the XS has 44.
    Row(deviceID: "retina5_9", tools: 22000...22999, top: 50),
    // Xcode 26 on the 6.1-inch screen: 96 and 68, twice the iPhone 11's 48 and 34.
    Row(deviceID: "retina6_1", tools: 24000...24999, top: 96, bottom: 68),
  ]

  /// The row of the Xcode that saved `document` for its design device in portrait, if the
  /// table has one: the canvases whose simulated insets real files show.
  static func row(for document: IBDocument) -> Row? {
    guard let device = document.device, device.orientation != "landscape",
      let tools = document.toolsVersion
    else { return nil }
    return rows.first { $0.deviceID == device.id && $0.tools.contains(tools) }
  }

  /// The canvas of `scene` of `document` on its own device `screen`, when the saving Xcode
  /// draws it otherwise than the device is at run time: with other insets, or as a scene of
  /// its own where the app embeds it in another's container view (``ControllerChrome``,
  /// Documentation/Facts/InterfaceBuilder.md#embedded-scenes-on-the-canvas), or at its design
  /// size where it is a table view cell that is a xib's top-level view
  /// (Documentation/Facts/Cells.md#a-cell-xib-in-a-table), or at its design size where UIKit
  /// sizes it (or the host of its table) to the window (``IBScene/isSizedToWindowAtRunTime``),
  /// or with placeholder constraints, which the canvas lays out and the build removes
  /// (Documentation/Facts/InterfaceBuilder.md#placeholder-constraints), or with whole-point
  /// label heights (``wholePointLabelTools``); nil when the canvas is the run-time layout.
  ///
  /// The canvas draws the status bar whatever the app's `Info.plist` says (it simulates the
  /// device, not the app), so its insets start from the device's; `runTime` are the insets
  /// the app's window has.
  init?(
    _ scene: IBScene, of document: IBDocument, on screen: DeviceScreen, runTime: EdgeInsets
  ) {
    var insets = screen.safeAreaInsets
    if let row = Self.row(for: document) {
      insets.top = row.top
      if let bottom = row.bottom { insets.bottom = bottom }
    }
    // A scene whose simulated Status Bar is None is drawn without one: on a screen with a
    // Home button the status bar is the whole top inset
    // (Documentation/Facts/InterfaceBuilder.md#a-status-bar-set-to-none); no file shows a
    // device with a sensor housing so.
    if scene.settings.simulatesNoStatusBar, !screen.device.hasHomeIndicator { insets.top = 0 }
    if let tools = document.toolsVersion, Self.wholePointLabelTools.contains(tools) {
      labelHeightRoundingScale = 1
    }
    guard
      insets != runTime || labelHeightRoundingScale != nil || scene.bars.embedding != nil
        || scene.isStandaloneTableCell || scene.outermostHost.isSizedToWindowAtRunTime
        || scene.constraints.contains(where: \.isPlaceholder)
    else { return nil }
    safeAreaInsets = insets
  }
}

extension ScenarioEnvironment {
  /// This environment as `canvas` draws it: the same device, orientation and size classes, the
  /// screen's safe area and the labels' rounding the canvas's (the run time's when `canvas` is
  /// nil).
  func drawn(on canvas: InterfaceBuilderCanvas?) -> ScenarioEnvironment {
    var copy = self
    copy.isInterfaceBuilderCanvas = true
    if let canvas {
      copy.screen.safeAreaInsets = canvas.safeAreaInsets
      copy.labelHeightRoundingScale = canvas.labelHeightRoundingScale
    }
    return copy
  }

  /// Interface Builder's canvas of `scene` in this environment, the document's own device and
  /// orientation, when it differs from the run time (``InterfaceBuilderCanvas``).
  func canvas(of scene: IBScene, in document: IBDocument) -> ScenarioEnvironment? {
    let simulated = scenario.device.screen(scenario.orientation)
    return InterfaceBuilderCanvas(
      scene, of: document, on: simulated, runTime: screen.safeAreaInsets
    ).map { drawn(on: $0) }
  }
}
