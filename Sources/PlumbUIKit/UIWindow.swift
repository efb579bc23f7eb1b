import AutoLayout
import LayoutCore

/// The root of a view tree, filling a screen: UIKit's `UIWindow`, over the engine's
/// ``AutoLayout/Window``, whose layout pass writes the frames of the views in it.
open class UIWindow: UIView {
  override class func makeLayoutView() -> View { Window(screen: Screen(size: .zero)) }

  /// The engine window.
  public var layoutWindow: Window {
    // `makeLayoutView()` and the initialisers made it a `Window`; the cast cannot fail.
    unsafeDowncast(layoutView, to: Window.self)
  }

  /// A window filling `screen`'s device in its orientation, with the device's safe area,
  /// corners and keyboard (Plumb's; UIKit makes windows for a window scene).
  public convenience init(screen: UIScreen) {
    self.init(frame: .zero)
    layoutView = Window(device: screen.device, orientation: screen.orientation)
  }

  /// A window over an engine window made elsewhere: PlumbTesting's scenario windows, which
  /// already have the scenario's device, orientation, text size and keyboard.
  package convenience init(layoutWindow: Window) {
    self.init(frame: .zero)
    layoutView = layoutWindow
  }

  /// A window of `frame`'s size. The size of `UIScreen.main.bounds` gives the main screen's
  /// device window, with its safe area; any other size a plain screen of the main screen's
  /// scale, without a safe area.
  public override init(frame: CGRect) {
    super.init(frame: .zero)
    let main = UIScreen.main
    layoutView =
      frame.size == main.bounds.size
      ? Window(device: main.device, orientation: main.orientation)
      : Window(screen: Screen(size: frame.size.engineSize, scale: Double(main.scale)))
  }

  /// Archives are not read: always `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// The view controller whose view fills the window. Setting it loads the view, sizes it to
  /// the window and gives it the system minimum side margins of a root view.
  public var rootViewController: UIViewController? {
    didSet {
      if let oldValue, oldValue !== rootViewController { oldValue.view.removeFromSuperview() }
      guard let controller = rootViewController else { return }
      let view: UIView = controller.view
      view.frame = bounds
      addSubview(view)
      controller.applySystemMinimumLayoutMargins()
    }
  }

  /// Shows the window: runs its layout pass (Plumb has nothing else to show).
  public func makeKeyAndVisible() { layoutIfNeeded() }

  /// Whether the window is shown; `makeKeyAndVisible()` is what UIKit code calls.
  public var isKeyWindow: Bool { true }
}
