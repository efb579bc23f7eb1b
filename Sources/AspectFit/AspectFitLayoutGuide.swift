import AutoLayout
import DeviceCatalog
import LayoutCore

/// The window's aspect-fit guide: UIKit's `UIWindow.safeAreaAspectFitLayoutGuide`
/// (`UILayoutGuide & UILayoutGuideAspectFitting`, iOS 16).
///
/// The largest rectangle of ``aspectRatio`` centred in the window that stays clear of the
/// display's rounded corners and sensor housing (and, in portrait, the status bar); see
/// <doc:TheAspectFitGuide>. Its frame is held by four required constraints whose constants
/// change in place when the window rotates or the ratio changes.
///
/// UIKit warns against constraining the guide from deep descendants. Plumb has one solver per
/// window, so constraints from any depth cost the same.
public final class AspectFitLayoutGuide {
  /// The guide itself; constrain to its anchors.
  public let layoutGuide: LayoutGuide
  /// Width over height, in `[0.01, 100]`; 1 by default. Change it with ``setAspectRatio(_:)``.
  public private(set) var aspectRatio: Double = 1
  /// The last computation, for inspection.
  public private(set) var computation: AspectFitComputation?

  weak var window: Window?
  var constraints: [LayoutConstraint] = []

  init(window: Window) {
    self.window = window
    layoutGuide = LayoutGuide(identifier: "UIWindowSafeAreaAspectFitLayoutGuide")
  }

  /// Sets the ratio, clamped to `[0.01, 100]`; throws for zero, negative or NaN ratios and
  /// keeps the old value (UIKit raises an exception,
  /// Documentation/Facts/AspectFitGuide.md#aspect-ratio-validation).
  public func setAspectRatio(_ ratio: Double) throws(AspectRatioError) {
    let clamped = try validatedAspectRatio(ratio)
    guard clamped != aspectRatio else { return }
    aspectRatio = clamped
    window?.setNeedsScreenDerivedGuideUpdate()
  }

  /// The guide's frame in window coordinates, as of the last layout pass.
  public var layoutFrame: Rect { layoutGuide.layoutFrame }

  public var leftAnchor: LayoutXAxisAnchor { layoutGuide.leftAnchor }
  public var rightAnchor: LayoutXAxisAnchor { layoutGuide.rightAnchor }
  public var leadingAnchor: LayoutXAxisAnchor { layoutGuide.leadingAnchor }
  public var trailingAnchor: LayoutXAxisAnchor { layoutGuide.trailingAnchor }
  public var centerXAnchor: LayoutXAxisAnchor { layoutGuide.centerXAnchor }
  public var topAnchor: LayoutYAxisAnchor { layoutGuide.topAnchor }
  public var bottomAnchor: LayoutYAxisAnchor { layoutGuide.bottomAnchor }
  public var centerYAnchor: LayoutYAxisAnchor { layoutGuide.centerYAnchor }
  public var widthAnchor: LayoutDimension { layoutGuide.widthAnchor }
  public var heightAnchor: LayoutDimension { layoutGuide.heightAnchor }

  /// Recomputes the frame and moves the four constraints' constants
  /// (Documentation/Facts/AspectFitGuide.md#how-the-frame-is-computed step 5).
  package func update(_ window: Window) {
    let (shape, statusBar) = window.displayShape
    let result = AspectFitComputation(
      shape: shape, statusBarHeight: statusBar, safeAreaInsets: window.screen.safeAreaInsets,
      aspectRatio: aspectRatio)
    computation = result
    let f = result.frame
    let values = [f.minX, f.minY, f.width, f.height]
    if constraints.isEmpty {
      constraints = [
        layoutGuide.leftAnchor.constraint(equalTo: window.leftAnchor, constant: f.minX),
        layoutGuide.topAnchor.constraint(equalTo: window.topAnchor, constant: f.minY),
        layoutGuide.widthAnchor.constraint(equalToConstant: f.width),
        layoutGuide.heightAnchor.constraint(equalToConstant: f.height),
      ]
      for (c, name) in zip(constraints, ["left", "top", "width", "height"]) {
        c.identifier = "UIWindowSafeAreaAspectFitLayoutGuide-\(name)"
      }
      LayoutConstraint.activate(constraints)
    } else {
      for (c, value) in zip(constraints, values) { c.constant = value }
    }
  }
}

extension AspectFitLayoutGuide: ScreenDerivedGuide {}

extension Window {
  /// The window's aspect-fit guide (UIKit's `safeAreaAspectFitLayoutGuide`), made on first use.
  public var safeAreaAspectFitLayoutGuide: AspectFitLayoutGuide {
    for case let guide as AspectFitLayoutGuide in screenDerivedGuides { return guide }
    let guide = AspectFitLayoutGuide(window: self)
    screenDerivedGuides.append(guide)
    addLayoutGuide(guide.layoutGuide)
    guide.update(self)
    return guide
  }
}
