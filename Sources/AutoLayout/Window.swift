import Cassowary
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

  /// The layout direction of the window's user interface (a trait in UIKit); views whose
  /// ``View/semanticContentAttribute`` is unspecified follow it.
  public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight {
    didSet {
      guard layoutDirection != oldValue else { return }
      layoutDirectionDidChange()
      refreshTraits()
    }
  }

  /// The widest the readable content guide gets: 664 pt at the default Dynamic Type size on
  /// regular-width screens (research §2.8).
  public var readableContentWidth: Double = 664 {
    didSet {
      guard readableContentWidth != oldValue else { return }
      forEachInSubtree { if $0.readableGuide != nil { $0.setNeedsUpdateSystemConstraints() } }
    }
  }

  /// Receives every diagnostic about the window's layout: broken constraints, failed
  /// activations. Without a handler they are written to standard error, as UIKit logs them.
  public var diagnosticsHandler: ((LayoutDiagnostic) -> Void)?

  var guideUpdaters: [(Window) -> Void] = []

  /// The software keyboard's state; change it with ``setKeyboard(_:)``.
  public internal(set) var keyboardState: KeyboardState = .hidden
  /// The keyboard guides of views in this window.
  var keyboardGuides: [Weak<KeyboardLayoutGuide>] = []
  var attachments: [String: AnyObject] = [:]

  private(set) lazy var engine = LayoutEngine(window: self)

  /// Creates an empty window filling `screen`.
  public init(screen: Screen, identifier: String? = nil) {
    self.screen = screen
    super.init(frame: Rect(origin: .zero, size: screen.size), identifier: identifier)
    engine = LayoutEngine(window: self)
    window = self
    engine.attach(self)
    refreshTraits()
  }
}

extension Window {
  /// Package hook for window-level guides defined in other modules of this package (the
  /// aspect-fit guide of `AspectFit`): each updater runs at the start of the window's
  /// system-constraint update — after a screen change or ``_setNeedsGuideUpdate()`` — and may
  /// change the constants of its constraints, which the same pass applies.
  package var _guideUpdaters: [(Window) -> Void] {
    get { guideUpdaters }
    set { guideUpdaters = newValue }
  }

  /// Package hook: values other modules of this package attach to the window, by key.
  package var _attachments: [String: AnyObject] {
    get { attachments }
    set { attachments = newValue }
  }

  /// Package hook: runs the guide updaters at the next layout pass.
  package func _setNeedsGuideUpdate() { setNeedsUpdateSystemConstraints() }

  /// Test hook: what the window's layout engine has asked of its solver so far.
  package var _engineStatistics: LayoutEngineStatistics { engine.statistics }

  /// Package hook for `plumb export`: a copy of the window's solver, with every constraint the
  /// last layout pass installed. A copy (the solver is a value) so that exporting cannot disturb
  /// the window's own layout. Run a layout pass first.
  package var _solver: Solver { engine.solver }
}
