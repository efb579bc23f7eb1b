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
    window?._setNeedsGuideUpdate()
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
  func update(_ window: Window) {
    let (shape, statusBar) = window.displayForGuide
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

/// The device a window shows, attached to it.
final class DeviceAttachment {
  var device: Device
  var orientation: Orientation
  init(device: Device, orientation: Orientation) {
    self.device = device
    self.orientation = orientation
  }
}

extension Window {
  static let deviceKey = "DeviceCatalog.Device"
  static let guideKey = "AspectFit.safeAreaAspectFitLayoutGuide"

  /// Creates a window filling `device` held in `orientation`.
  public convenience init(device: Device, orientation: Orientation = .portrait, identifier: String? = nil) {
    let screen = device.screen(orientation)
    self.init(
      screen: Screen(size: screen.size, scale: screen.scale, safeAreaInsets: screen.safeAreaInsets),
      identifier: identifier)
    _attachments[Self.deviceKey] = DeviceAttachment(device: device, orientation: orientation)
  }

  /// The catalogued device the window shows, if it was made with one.
  public var device: Device? { (_attachments[Self.deviceKey] as? DeviceAttachment)?.device }

  /// The interface orientation of a device window; setting it rotates the window (its screen,
  /// and the aspect-fit guide, change through the solver's constant-change path). `nil` for
  /// windows without a device, and setting it there does nothing.
  public var interfaceOrientation: Orientation? {
    get { (_attachments[Self.deviceKey] as? DeviceAttachment)?.orientation }
    set {
      guard let attachment = _attachments[Self.deviceKey] as? DeviceAttachment, let newValue,
        newValue != attachment.orientation
      else { return }
      attachment.orientation = newValue
      let s = attachment.device.screen(newValue)
      screen = Screen(size: s.size, scale: s.scale, safeAreaInsets: s.safeAreaInsets)
      // landscapeLeft ↔ landscapeRight keeps the screen but moves the housing.
      _setNeedsGuideUpdate()
    }
  }

  /// The display shape and status bar the guide sees: the device's when the screen is the
  /// device's screen in its orientation, else a rectangle with no status bar (UIKit's
  /// rectangular bounding path for screens it has no shape for,
  /// Documentation/Facts/AspectFitGuide.md#how-the-frame-is-computed).
  var displayForGuide: (OrientedDisplayShape, Double) {
    if let attachment = _attachments[Self.deviceKey] as? DeviceAttachment {
      let s = attachment.device.screen(attachment.orientation)
      if s.size == screen.size, s.scale == screen.scale { return (s.shape, s.statusBarHeight) }
    }
    return (.rectangular(size: screen.size, scale: screen.scale), 0)
  }

  /// The window's aspect-fit guide (UIKit's `safeAreaAspectFitLayoutGuide`), made on first use.
  public var safeAreaAspectFitLayoutGuide: AspectFitLayoutGuide {
    if let guide = _attachments[Self.guideKey] as? AspectFitLayoutGuide { return guide }
    let guide = AspectFitLayoutGuide(window: self)
    _attachments[Self.guideKey] = guide
    addLayoutGuide(guide.layoutGuide)
    _guideUpdaters.append { [weak guide] window in guide?.update(window) }
    guide.update(self)
    return guide
  }
}
