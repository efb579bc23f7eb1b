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
      // The window's frame constraints change constants; the safe areas of views with guides
      // are recomputed by every pass.
      setNeedsUpdateSystemConstraints()
    }
  }

  /// The layout direction of the window's user interface (a trait in UIKit); views whose
  /// ``View/semanticContentAttribute`` is unspecified follow it.
  public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight {
    didSet { if layoutDirection != oldValue { layoutDirectionDidChange() } }
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

  private(set) lazy var engine = LayoutEngine(window: self)

  /// Creates an empty window filling `screen`.
  public init(screen: Screen, identifier: String? = nil) {
    self.screen = screen
    super.init(frame: Rect(origin: .zero, size: screen.size), identifier: identifier)
    engine = LayoutEngine(window: self)
    window = self
    engine.attach(self)
  }
}

extension Window {
  /// Test hook: what the window's layout engine has asked of its solver so far.
  package var _engineStatistics: LayoutEngineStatistics { engine.statistics }
}
