import AutoLayout
import DeviceCatalog
import PlumbUIKit

/// A UIKit screen shown the way UIKit shows it — a view controller as the root of a window on
/// a catalogued device, or a view in a window — with what the layout pass reported.
final class ShownScreen {
  let window: UIWindow
  /// The engine's reports (unsatisfiable constraints, rejected input), in order.
  private(set) var diagnostics: [String] = []

  /// Shows `controller` full screen on `device` held upright.
  init(_ controller: UIViewController, on device: Device = .iPhone16Pro) {
    window = UIWindow(screen: UIScreen(device: device))
    window.layoutWindow.diagnosticsHandler = { [unowned self] in
      diagnostics.append($0.description)
    }
    window.rootViewController = controller
    window.makeKeyAndVisible()
  }

  /// Shows `view` in a window on `device`, constrained by `constraints(view, window)`.
  init(
    _ view: UIView, on device: Device = .iPhone16Pro,
    constraints: (UIView, UIWindow) -> [NSLayoutConstraint]
  ) {
    window = UIWindow(screen: UIScreen(device: device))
    window.layoutWindow.diagnosticsHandler = { [unowned self] in
      diagnostics.append($0.description)
    }
    window.addSubview(view)
    view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate(constraints(view, window))
    window.makeKeyAndVisible()
  }

  /// Runs a layout pass after a change.
  func layOut() { window.layoutIfNeeded() }

  /// What `plumb check` would flag that a UIKit developer sees at run time: the engine's
  /// diagnostics, then every view whose frame the constraints leave undetermined (by its path of
  /// class names from the window). Empty for a screen that lays out as intended.
  var problems: [String] {
    var found = diagnostics
    var pending: [(view: UIView, path: String)] = [(window, "UIWindow")]
    while let (view, path) = pending.popLast() {
      if view.hasAmbiguousLayout { found.append("ambiguous layout: \(path)") }
      for (index, subview) in view.subviews.enumerated().reversed() {
        pending.append((subview, "\(path)/\(index):\(type(of: subview))"))
      }
    }
    return found
  }

  /// `view`'s frame in window coordinates.
  func frame(of view: UIView) -> CGRect {
    var origin = view.frame.origin
    var ancestor = view.superview
    while let current = ancestor, current !== window {
      origin.x += current.frame.minX
      origin.y += current.frame.minY
      ancestor = current.superview
    }
    return CGRect(origin: origin, size: view.frame.size)
  }
}

/// Whether two rectangles agree to a thousandth of a point: frames converted from window to
/// superview coordinates carry rounding noise of about 1e-14 pt, far below a pixel.
func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
  let tolerance = 0.001
  return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
    && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}
