import AutoLayout
import LayoutCore

/// Owns a screen's root view: UIKit's `UIViewController`. Its view is made on first use
/// (``loadView()`` then ``viewDidLoad()``), as in UIKit.
open class UIViewController {
  private var loadedView: UIView?

  /// The root view, made on first use.
  public var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        viewDidLoad()
      }
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the root view has been made.
  public var isViewLoaded: Bool { loadedView != nil }

  /// The controller's title; layout does not read it.
  public var title: String?

  /// Whether the root view's side margins are at least ``systemMinimumLayoutMargins`` (UIKit's
  /// default: `true`).
  public var viewRespectsSystemMinimumLayoutMargins = true

  /// Creates a controller; nib files are not read.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// Archives are not read: always `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// Creates a controller.
  public convenience init() { self.init(nibName: nil, bundle: nil) }

  /// Makes the root view; the default makes a plain `UIView`.
  open func loadView() { view = UIView() }

  /// Called once the root view is made; does nothing by default.
  open func viewDidLoad() {}

  /// Makes the root view now if it is not made yet.
  public func loadViewIfNeeded() { _ = view }

  /// The traits of the root view.
  public var traitCollection: UITraitCollection { view.traitCollection }

  /// The least side margins of the root view beside the safe area: the catalogued device's
  /// root-view margin less its safe area (16 pt on compact-width iPhones, 20 pt on wider ones
  /// and iPads, Documentation/Facts/Devices.md#root-view-margins); outside a device window,
  /// 20 pt where the width class is regular, else 16. Top and bottom are 0.
  public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    guard let window = view.window?.layoutWindow else {
      return NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }
    let safe = window.screen.safeAreaInsets
    let regular = window.traitCollection.horizontalSizeClass == .regular
    let catalog = window.device.flatMap { device in
      window.interfaceOrientation.flatMap { device.screen($0).rootLayoutMargin }
    }
    let margins = SystemControlMetrics.rootViewMargins(
      safeArea: safe, catalogMargin: catalog, minimum: regular ? 20 : 16)
    return NSDirectionalEdgeInsets(
      top: 0, leading: margins.left, bottom: 0, trailing: margins.right)
  }

  /// Gives the root view the system minimum side margins when it becomes a window's root:
  /// margins left at UIView's default (8 pt all round) become the minimum with 0 above and
  /// below; margins the code set keep each side at least the minimum.
  func applySystemMinimumLayoutMargins() {
    guard viewRespectsSystemMinimumLayoutMargins else { return }
    let minimum = systemMinimumLayoutMargins
    let current = view.directionalLayoutMargins
    let untouched = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    view.directionalLayoutMargins =
      current == untouched
      ? minimum
      : NSDirectionalEdgeInsets(
        top: current.top, leading: max(current.leading, minimum.leading),
        bottom: current.bottom, trailing: max(current.trailing, minimum.trailing))
  }
}
