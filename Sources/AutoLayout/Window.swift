import Cassowary
import DeviceCatalog
import LayoutCore

/// The root of a view hierarchy, filling a ``Screen``: UIKit's `UIWindow`.
///
/// Each window owns one incremental solver. Constraint changes in its hierarchy are collected
/// and applied to the solver in batches at the next layout pass (``View/layoutIfNeeded()``);
/// see <doc:TheLayoutPass>.
public final class Window: View {
  /// The screen the window fills. Assigning another screen — a rotation, say — resizes the
  /// window through the solver's cheap constant-change path.
  public var screen: Screen {
    didSet {
      guard screen != oldValue else { return }
      storedFrame = Rect(origin: .zero, size: screen.size)
      if screen.scale != oldValue.scale {
        // Frames were rounded to the old pixel grid: the next pass rounds every frame to the
        // new one, including those whose solved values do not change.
        forEachInSubtree { engine.rewriteFrame(of: $0) }
      }
      // The window's frame constraints change constants; the safe areas of views with guides
      // are recomputed by every pass.
      setNeedsUpdateSystemConstraints()
      refreshTraits()
    }
  }

  // `@exclusivity(unchecked)`: see the note on `LayoutConstraint.constant`.
  /// The layout direction of the window's user interface (a trait in UIKit); views whose
  /// ``View/semanticContentAttribute`` is unspecified follow it.
  @exclusivity(unchecked) public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight {
    didSet {
      guard layoutDirection != oldValue else { return }
      layoutDirectionDidChange()
      refreshTraits()
    }
  }

  /// The widest the readable content guide gets: 664 pt at the default Dynamic Type size on
  /// regular-width screens (Documentation/Facts/AutoLayout.md#readable-content-guide).
  public var readableContentWidth: Double = 664 {
    didSet {
      guard readableContentWidth != oldValue else { return }
      forEachInSubtree { if $0.readableGuide != nil { $0.setNeedsUpdateSystemConstraints() } }
    }
  }

  /// Receives every diagnostic about the window's layout: broken constraints, failed
  /// activations. Without a handler they are written to standard error, as UIKit logs them.
  public var diagnosticsHandler: ((LayoutDiagnostic) -> Void)?

  /// The catalogued device the window shows, if it was made with one
  /// (``init(device:orientation:identifier:)``).
  public let device: Device?

  /// The interface orientation of a device window; setting it rotates the window (see
  /// `Window+Device.swift`). `nil` for windows without a device, and setting it there does
  /// nothing.
  public var interfaceOrientation: Orientation? {
    didSet { interfaceOrientationDidChange(from: oldValue) }
  }

  /// Guides other modules of the package derive from the window's screen (the aspect-fit guide),
  /// refreshed at every system-constraint update.
  package var screenDerivedGuides: [any ScreenDerivedGuide] = []

  /// The software keyboard's state; change it with ``setKeyboard(_:)``.
  public internal(set) var keyboardState: KeyboardState = .hidden
  /// The keyboard guides of views in this window.
  var keyboardGuides: [ItemReference<KeyboardLayoutGuide>] = []

  /// The window's layout engine, made by the initialiser (it needs the window): never `nil`
  /// once the initialiser returns.
  ///
  /// Stored, not `lazy`: a lazy property's reads each pass the runtime's exclusivity check,
  /// and it is read wherever a view is added or a constraint activated. `@exclusivity
  /// (unchecked)`: see the note on `LayoutConstraint.constant`.
  @exclusivity(unchecked) private(set) var engine: LayoutEngine!

  /// Creates an empty window filling `screen`.
  public convenience init(screen: Screen, identifier: String? = nil) {
    self.init(screen: screen, device: nil, orientation: nil, identifier: identifier)
  }

  init(screen: Screen, device: Device?, orientation: Orientation?, identifier: String?) {
    self.screen = screen
    self.device = device
    self.interfaceOrientation = orientation
    super.init(frame: Rect(origin: .zero, size: screen.size), identifier: identifier)
    engine = LayoutEngine(window: self)
    window = self
    windowEngineSerial = engine.serial
    engine.attach(self)
    refreshTraits()
  }
}

/// A layout guide that a window derives from its screen — the aspect-fit guide of `AspectFit` —
/// and whose constraints' constants are refreshed at the start of each system-constraint update
/// (after a rotation or any other screen change). The window keeps it, so its owner needs no
/// storage of its own.
package protocol ScreenDerivedGuide: AnyObject {
  /// Recomputes the guide for `window`'s current screen, changing constants in place.
  func update(_ window: Window)
}

extension Window {
  /// Refreshes the screen-derived guides at the next layout pass.
  package func setNeedsScreenDerivedGuideUpdate() { setNeedsUpdateSystemConstraints() }

  /// Test hook: what the window's layout engine has asked of its solver so far.
  package var _engineStatistics: LayoutEngineStatistics { engine.statistics }

  /// Package hook for `plumb export`: a copy of the window's solver, with every constraint the
  /// last layout pass installed. A copy (the solver is a value) so that exporting cannot disturb
  /// the window's own layout. Run a layout pass first.
  package var _solver: Solver { engine.solver }
}
