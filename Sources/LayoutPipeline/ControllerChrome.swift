import DeviceCatalog
import InterfaceBuilder
import LayoutFile
import LayoutCore
import Traits

/// What a storyboard scene's view controller is given on one scenario's screen once its
/// containers' bars are placed: the screen it lays out in (the device's, or its freeform size),
/// that screen's safe area grown by the bars, and its root view's frame.
///
/// UIKit gives a contained controller's view a safe area that excludes the bars above and below
/// it (Documentation/Facts/Containers.md#bars-and-the-safe-area): its top inset is the screen's
/// (status bar or sensor housing) plus the navigation bar's height, its bottom inset the
/// screen's (home indicator) plus the tab bar's or toolbar's height. An opaque bar, unless
/// `extendedLayoutIncludesOpaqueBars` is on, and an edge left out of `edgesForExtendedLayout`
/// put the view below (or above) the bar instead, its frame shortened by it
/// (Documentation/Facts/Containers.md#opaque-bars-and-extended-layout). The root's safe area is
/// then what it overhangs of the grown one, as for any view, so one rule serves both cases.
struct ControllerChrome: Equatable {
  /// The screen the controller's scene is laid out on: the device's, or the freeform size the
  /// file simulates where something other than the window sizes the controller (an embedding
  /// host, a sheet, a preferred content size) and on Interface Builder's canvas
  /// (Documentation/Facts/Containers.md#freeform-size), with the device's insets.
  var screenSize: Size
  /// The screen's safe-area insets with the bars added.
  var safeAreaInsets: EdgeInsets
  /// The root view's frame in window coordinates.
  var rootFrame: Rect
  /// What Plumb lays out without a public source, one sentence each (a warning at the scene).
  var notModelled: [String]

  /// The chrome of `scene` of `document` in `environment`; nil for a xib's top-level view and
  /// for a cell, header or footer (laid out at its container's size). An embedded controller
  /// fills `containerFrame`, its container view's frame in window coordinates as its host is
  /// laid out in the same scenario, else the container's saved frame.
  init?(
    _ scene: IBScene, of document: IBDocument, environment: ScenarioEnvironment,
    containerFrame: Rect? = nil
  ) {
    guard scene.controllerKind != .xib, scene.placement == nil else { return nil }
    // At run time a controller that UIKit sizes to the window drops its freeform size, its
    // own or its container's; the canvas keeps it (``IBScene/isSizedToWindowAtRunTime``).
    var bars = scene.bars
    var freeformSize = scene.settings.freeformSize
    if !environment.isInterfaceBuilderCanvas, scene.isSizedToWindowAtRunTime {
      bars.containerSize = nil
      freeformSize = nil
    }
    if let containerFrame { bars.embedding?.frame = containerFrame }
    self.init(bars, freeformSize: freeformSize, environment: environment)
    // A Today widget's view sits inside Notification Center's list, away from the screen's
    // edges and without a status bar of its own: no inset reaches it
    // (Documentation/Facts/Containers.md#a-today-widgets-view).
    if scene.settings.isTodayWidget { safeAreaInsets = .zero }
    if scene.settings.hasNavigationItem, bars.top == nil, bars.containerNames.isEmpty,
      bars.sheet == nil, bars.embedding == nil
    {
      notModelled.append(
        "it has a navigation item but no navigation controller in this file: if another "
          + "storyboard pushes it (a storyboard reference), its navigation bar is not laid out")
    }
  }

  /// The chrome of a layout file's view controller in the containers its `in:` names.
  init(_ containers: ViewControllerContainers, environment: ScenarioEnvironment) {
    self.init(IBSceneBars(containers), freeformSize: nil, environment: environment)
  }

  /// The chrome of a controller with `bars` (a storyboard scene's, or those a layout file's
  /// `in:` names) and its own freeform size, if any.
  init(_ bars: IBSceneBars, freeformSize: IBSize?, environment: ScenarioEnvironment) {
    let screen = environment.screen
    var notes: [String] = []
    if let sheet = bars.sheet, let note = Self.sheetNote(sheet, environment) { notes.append(note) }
    let height = { (bar: IBBar?) -> Double in
      bar.map { Self.height(of: $0, environment.scenario.device, environment.sizeClasses, &notes) }
        ?? 0
    }
    // Interface Builder's canvas draws an embedded controller as a scene of its own: at its
    // own simulated size (its freeform size, else the container view's), at the canvas's
    // origin, under the simulated status bar, not inside its host
    // (Documentation/Facts/InterfaceBuilder.md#embedded-scenes-on-the-canvas).
    let onCanvas = environment.isInterfaceBuilderCanvas
    let embedding = onCanvas ? nil : bars.embedding
    let ownSize = onCanvas ? bars.embedding?.frame.size : nil
    let size = (freeformSize ?? embedding?.hostSize ?? bars.containerSize)
      .map { Size(width: $0.width, height: $0.height) }
    screenSize = size ?? ownSize ?? screen.size
    let (top, bottom) = (height(bars.top), height(bars.bottom))
    var insets = screen.safeAreaInsets
    if let embedding {
      // An embedded controller fills its container view, whose place in the host's view gives
      // its safe area by overhang (Documentation/Facts/Containers.md#embedded-controllers): the
      // host's bars are the window's, and the child's own bars are added below (above) the
      // part of the screen's safe area the container overlaps: an inset edge at
      // max(container edge, safe edge) ± the bar.
      let frame = embedding.frame
      insets.top += height(embedding.hostTop)
      insets.bottom += height(embedding.hostBottom)
      if top > 0 { insets.top = max(frame.minY, insets.top) + top }
      if bottom > 0 {
        insets.bottom = max(screenSize.height - frame.maxY, insets.bottom) + bottom
      }
      safeAreaInsets = insets
      rootFrame = frame
    } else {
      insets.top += top
      insets.bottom += bottom
      safeAreaInsets = insets
      // The view starts below a bar it does not extend under, and ends above one.
      let minY = top > 0 && !bars.extendsUnderTop ? insets.top : 0
      let maxY = screenSize.height - (bottom > 0 && !bars.extendsUnderBottom ? insets.bottom : 0)
      rootFrame = Rect(x: 0, y: minY, width: screenSize.width, height: maxY - minY)
    }
    notModelled = notes
  }

  /// What Plumb does not model of a modal presentation as a sheet, or nil where UIKit shows it
  /// full screen as Plumb lays it out (Documentation/Facts/Containers.md#sheets).
  ///
  /// Where the height is compact (an iPhone in landscape) a page or form sheet, and `automatic`
  /// that resolves to one, is shown full screen. Elsewhere the sheet is a card below the status
  /// bar whose frame no public source gives for each device, and whose navigation bar is 56 pt
  /// high rather than 44; on an iPad in regular width Apple gives no page or form sheet size.
  /// Other styles (a popover, a custom or current-context presentation) are not modelled at all.
  static func sheetNote(_ sheet: IBSheet, _ environment: ScenarioEnvironment) -> String? {
    let adapts = ["automatic", "pageSheet", "formSheet"].contains(sheet.style)
    if adapts, environment.sizeClasses.vertical == .compact { return nil }
    let presented =
      "presented modally by the segue on line \(sheet.segue.line) with "
      + "modalPresentationStyle `\(sheet.style)`, "
    guard adapts else {
      return presented
        + "which Plumb does not model: it lays the controller out full screen"
    }
    if environment.scenario.device.isPad, environment.sizeClasses.horizontal == .regular {
      return presented
        + "which UIKit shows as a sheet smaller than the screen where the width is regular: "
        + "Apple gives no page or form sheet size for each iPad, so Plumb lays the controller "
        + "out at its preferred content size where it saves one, else full screen"
    }
    return presented
      + "which UIKit shows since iOS 13 as a sheet below the status bar where the height is "
      + "regular: no public source gives the sheet's frame for each device, nor a navigation "
      + "bar's height in it for each (56 pt, not 44, on the iPhones where it is reported), so "
      + "Plumb lays the controller out full screen with the usual bars"
  }

  /// The root view's own safe-area insets: what it overhangs of the screen's safe area grown
  /// by the bars (the rule the layout engine applies to every view,
  /// Documentation/Facts/AutoLayout.md#safe-area).
  var rootSafeAreaInsets: EdgeInsets {
    EdgeInsets(
      top: max(0, safeAreaInsets.top - rootFrame.minY),
      left: max(0, safeAreaInsets.left - rootFrame.minX),
      bottom: max(0, rootFrame.maxY - (screenSize.height - safeAreaInsets.bottom)),
      right: max(0, rootFrame.maxX - (screenSize.width - safeAreaInsets.right)))
  }

  /// A bar's height on `device` with `classes` (Documentation/Facts/Containers.md#bar-heights):
  /// navigation bars and toolbars 44 pt on iPhones, 32 pt where the height is compact, 50 pt
  /// on iPads (iOS 12 and later); a large title adds 52 pt (shown only where the height is
  /// regular); tab bars 49 pt on iPhones. What no source gives — a prompt's height, a tab bar
  /// on an iPad or in compact height — is laid out as the nearest sourced value and said.
  static func height(
    of bar: IBBar, _ device: Device, _ classes: SizeClassPair, _ notes: inout [String]
  ) -> Double {
    let compact = !device.isPad && classes.vertical == .compact
    switch bar.kind {
    case .navigationBar, .toolbar:
      var height = device.isPad ? 50.0 : compact ? 32 : 44
      if bar.kind == .navigationBar, bar.showsLargeTitle, !compact { height += 52 }
      if bar.kind == .navigationBar, bar.showsPrompt {
        notes.append(
          "the navigation bar's prompt (line \(bar.line)) is not modelled: its height has no "
            + "public source in Plumb's facts, so the bar is laid out without it")
      }
      return height
    case .tabBar:
      if device.isPad || compact {
        notes.append(
          "the tab bar (line \(bar.line)) is laid out 49 pt high, its iPhone portrait height: "
            + "Plumb's facts have no source for its height "
            + (device.isPad ? "on an iPad" : "where the height is compact"))
      }
      return 49
    }
  }
}

extension IBSceneBars {
  /// The bars a layout file's `in:` gives its view controller: the same model as a storyboard
  /// scene's, so both take one path.
  init(_ containers: ViewControllerContainers) {
    let navigation = containers.navigationController
    let top = navigation.map {
      IBBar(
        kind: .navigationBar, isTranslucent: $0.isTranslucent,
        showsLargeTitle: $0.prefersLargeTitles, line: $0.location.line)
    }
    var bottom = navigation.flatMap {
      $0.isToolbarHidden ? nil : IBBar(kind: .toolbar, line: $0.location.line)
    }
    if let tabs = containers.tabBarController {
      bottom = IBBar(kind: .tabBar, isTranslucent: tabs.isTranslucent, line: tabs.location.line)
    }
    let opaque = containers.extendedLayoutIncludesOpaqueBars
    self.init(
      top: top, bottom: bottom, extendsUnderTop: top?.isTranslucent ?? true || opaque,
      extendsUnderBottom: bottom?.isTranslucent ?? true || opaque,
      containerNames: [
        navigation.map { _ in "navigationController" },
        containers.tabBarController.map { _ in "tabBarController" },
      ].compactMap { $0 })
  }
}
