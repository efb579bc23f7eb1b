import InterfaceBuilder
import LayoutCore
import Traits

extension StoryboardWindow {
  /// A container scene's own bars — a navigation controller's navigation bar, a tab bar
  /// controller's tab bar — as laid-out items at UIKit's frames, named by their IB ids as
  /// Xcode saves them (Documentation/Facts/Containers.md#bar-frames).
  ///
  /// The container's view is `chrome.rootFrame` and the screen's safe area, grown by the bars
  /// of the containers holding it, is `chrome.safeAreaInsets`. A navigation bar spans the
  /// view's width directly below the safe area's top (the status bar or sensor housing), its
  /// height the bar's: `y = max(view.minY, top inset)`. A tab bar sits on the view's bottom and
  /// reaches under the home indicator: it is 49 pt plus the part of the bottom inset the view
  /// overlaps, `b = max(0, view.maxY − (screen height − bottom inset))`, so `h = 49 + b` and
  /// `y = view.maxY − h`. A navigation controller's toolbar has no saved frame in the files
  /// Plumb has seen and no source for its frame under a home indicator: it is not drawn.
  func containerBarItems() -> [LaidOutItem] {
    guard let chrome, scene.views.isEmpty, let device = window.device else { return [] }
    let view = chrome.rootFrame
    let insets = chrome.safeAreaInsets
    let traits = window.traitCollection
    let classes = SizeClassPair(
      horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass)
    // What the heights leave unsourced is said at the scenes the bars cover.
    var notes: [String] = []
    var items: [LaidOutItem] = []
    if let bar = scene.settings.navigationBar, let id = bar.id {
      let height = ControllerChrome.height(of: bar, device, classes, &notes)
      let y = max(view.minY, insets.top)
      items.append(
        Self.barItem(
          "navigationBar", id, Rect(x: view.minX, y: y, width: view.width, height: height)))
    }
    if let bar = scene.settings.tabBar, let id = bar.id {
      let height = ControllerChrome.height(of: bar, device, classes, &notes)
      let overlap = max(0, view.maxY - (chrome.screenSize.height - insets.bottom))
      let frame = Rect(
        x: view.minX, y: view.maxY - height - overlap, width: view.width,
        height: height + overlap)
      items.append(Self.barItem("tabBar", id, frame))
    }
    return items
  }

  private static func barItem(_ element: String, _ id: String, _ frame: Rect) -> LaidOutItem {
    LaidOutItem(
      name: "\(element) \(id)", kind: .view, frame: frame, color: nil, parent: "window",
      ignoresSafeArea: true, allowsClipping: true, text: nil, role: .bar)
  }
}
