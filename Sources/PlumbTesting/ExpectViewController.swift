import AutoLayout
import LayoutPipeline
import PlumbUIKit

/// Checks a view controller written with UIKit's names (compiled against `PlumbUIKit` on
/// Linux) on `scenarios`: `make` is called once per scenario and its view fills that
/// scenario's window, as `window.rootViewController = controller` does in UIKit, with the
/// system minimum side margins of a root view. That root view covers the whole window, as in
/// UIKit, so it alone is not checked for leaving the safe area or for the display's corners.
/// On failure, one failure at the caller's line lists the findings per scenario.
///
/// ```swift
/// @Test func profileHeaderFitsEveryPhone() {
///   expectLayout(named: "profile", on: .iPhones.portrait) { ProfileHeaderViewController() }
/// }
/// ```
///
/// Views are named by their `accessibilityIdentifier` in findings and snapshots; the root view
/// without one is named `view`.
@discardableResult
public func expectLayout(
  named name: String, on scenarios: LayoutScenarios, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  viewController make: () throws -> UIViewController
) -> [LayoutResult] {
  // The UIKit objects own the overrides (`intrinsicContentSize`, `layoutSubviews`) the engine
  // calls back into during the layout pass, which runs after `building` returns: keep every
  // window, and so its controller and views, alive until the check is done.
  var windows: [UIWindow] = []
  // UIKit sizes a root view controller's view to the window, over the status bar and the home
  // indicator: that view covers the window on purpose; its subviews are checked as usual.
  let results = expectCode(
    named: name, on: scenarios,
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
    fillsWindow: { $0.superview is Window }
  ) { window in
    let host = UIWindow(layoutWindow: window)
    let controller = try make()
    // Named `view`, as code reaches it, unless the controller named it.
    if controller.view.accessibilityIdentifier == nil {
      controller.view.accessibilityIdentifier = "view"
    }
    host.rootViewController = controller
    windows.append(host)
  }
  withExtendedLifetime(windows) {}
  return results
}
