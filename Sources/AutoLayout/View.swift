import Cassowary
import LayoutCore

/// A rectangle in a tree of views, laid out by Auto Layout: UIKit's `UIView`.
///
/// A view made in code translates its frame into constraints
/// (``translatesAutoresizingMaskIntoConstraints`` is `true`), as in UIKit; set it to `false` on
/// views you position with constraints. Frames are written by the layout pass of the view's
/// ``Window`` (``layoutIfNeeded()``), relative to the superview and rounded to the screen's pixel
/// grid.
///
/// Subclass to give a view a natural size: override ``intrinsicContentSize``.
open class View: LayoutItem {
  // `@exclusivity(unchecked)`: see the note on `LayoutConstraint.constant`.
  /// The parent view, or `nil` for a root.
  public internal(set) var superview: View? {
    get { superviewReference.value }
    set { superviewReference = ItemReference(newValue) }
  }
  /// The child views, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [View] = []
  /// The window at the root of the view's hierarchy, if there is one.
  public internal(set) var window: Window? {
    get { windowReference.value }
    set { windowReference = ItemReference(newValue) }
  }
  // Not `weak`: see `ItemLifetime`.
  @exclusivity(unchecked) private var superviewReference = ItemReference<View>(nil)
  @exclusivity(unchecked) private var windowReference = ItemReference<Window>(nil)

  /// `superview === view`, without loading the superview (a retain and a release).
  @inline(__always)
  func isChild(of view: View) -> Bool { superviewReference.refers(to: view) }

  /// `true` if the two views have the same superview, without loading it; a superview that is
  /// gone counts as the same, so the caller loads it before using it.
  @inline(__always)
  func hasSameSuperview(as other: View) -> Bool {
    superviewReference.sharesItem(with: &other.superviewReference)
  }

  /// The serial of `window`'s layout engine (`LayoutEngine.serial`), set and cleared with
  /// `window`: the layout pass asks "is this view in my window?" with a comparison instead of a
  /// load of `window` (through its `ItemLifetime`, and a retain and a release, per view and per
  /// constraint). Serials are unique in the process, so a view left with the serial of a
  /// window since freed never matches a live engine; compare it only with a live engine's.
  @exclusivity(unchecked) var windowEngineSerial: UInt64 = 0
  /// The number of ancestors; lets the common-ancestor search climb only as far as needed.
  @exclusivity(unchecked) var depth = 0
  /// The layout engine's visited mark for walks over views (see `LayoutEngine.writeFrames()`).
  @exclusivity(unchecked) var visitStamp: UInt64 = 0
  /// The solver's last values of `minX`, `minY`, `width` and `height`, unrounded, as the layout
  /// engine last delivered them (see `LayoutEngine.writeFrames()`).
  @exclusivity(unchecked)
  var solvedValues: (minX: Double, minY: Double, width: Double, height: Double) = (0, 0, 0, 0)
  /// Which of `solvedValues` the current layout pass changed, one bit each (bit 0 `minX`, 1
  /// `minY`, 2 `width`, 3 `height`): set while `LayoutEngine.writeFrames()` collects the views
  /// to write, so that it rounds only the edges that can have moved. Read only in that pass,
  /// for the views it collected.
  @exclusivity(unchecked) var changedValues: UInt8 = 0

  @exclusivity(unchecked) var storedFrame: Rect
  /// The rounded frame in window coordinates, as of the last layout pass.
  @exclusivity(unchecked) var windowFrame: Rect = .zero

  /// The view's rectangle in its superview's coordinate space.
  ///
  /// For a view that translates its autoresizing mask into constraints, setting the frame
  /// changes those constraints' constants (the solver's cheap path). Otherwise the next layout
  /// pass overwrites it, as in UIKit.
  public var frame: Rect {
    get { storedFrame }
    set {
      guard newValue != storedFrame else { return }
      storedFrame = newValue
      if translatesAutoresizingMaskIntoConstraints {
        setNeedsUpdateSystemConstraints()
      } else {
        window?.engine.rewriteFrame(of: self)
      }
    }
  }

  /// The view's rectangle in its own coordinate space: the frame's size at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: storedFrame.size) }

  /// The colour a renderer fills the view with, as a CSS colour string.
  public var backgroundColor: String?

  /// Whether the view is hidden (`UIView.isHidden`); `false` by default.
  ///
  /// Hiding does not change a view's constraints, except in a ``StackView``: a hidden arranged
  /// view collapses and hands its gap to its neighbours.
  public var isHidden = false {
    didSet { if isHidden != oldValue { superview?.subviewDidChange(self, .hidden) } }
  }

  /// Whether the view's frame becomes constraints (UIKit's autoresizing-mask constraints, with
  /// the fixed mask `h=--& v=--&`). `true` for views made in code
  /// (Documentation/Facts/AutoLayout.md#translatesautoresizingmaskintoconstraints); set it to
  /// `false` before constraining the view's position or size yourself.
  @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      if translatesAutoresizingMaskIntoConstraints != oldValue { setNeedsUpdateSystemConstraints() }
    }
  }

  /// Every active constraint installed on this view, system-made ones included.
  @exclusivity(unchecked) var installedConstraints = ConstraintList()

  /// The active constraints you installed on this view: those whose items' nearest common
  /// ancestor it is.
  public var constraints: [LayoutConstraint] {
    installedConstraints.values.filter { $0.kind == .user }
  }

  /// The layout guides added with ``addLayoutGuide(_:)``.
  public internal(set) var layoutGuides: [LayoutGuide] = []

  /// The constraints the view generates for itself, by role, at `SystemConstraintSlot.index`;
  /// empty until the view makes its first one.
  @exclusivity(unchecked) var systemConstraints: [LayoutConstraint?] = []
  /// The hugging and compression-resistance constraints the view made for its intrinsic size.
  @exclusivity(unchecked) var intrinsicSizeConstraints = IntrinsicSizeConstraints()
  /// The system guides made so far (they are made on first use, as in UIKit).
  var marginsGuide: LayoutGuide?
  var safeAreaGuide: LayoutGuide?
  var readableGuide: LayoutGuide?
  /// The keyboard guide, made on first use of `keyboardLayoutGuide`.
  var keyboardGuide: KeyboardLayoutGuide?
  /// `true` until the view's generated constraints match its frame, intrinsic size and guides.
  @exclusivity(unchecked) var needsSystemConstraintUpdate = true
  /// The serial of the engine whose list of views to update it was last put on (0 once taken
  /// off): queuing it again is a comparison, not a set lookup.
  @exclusivity(unchecked) var queuedForUpdateBy: UInt64 = 0

  @exclusivity(unchecked)
  var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (
    .defaultLow, .defaultLow
  )
  @exclusivity(unchecked)
  var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (
    .defaultHigh, .defaultHigh
  )

  /// The margins, with leading and trailing sides; 8 pt on every side by default
  /// (Documentation/Facts/AutoLayout.md#layout-margins).
  public var directionalLayoutMargins = DirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)
  {
    didSet { if directionalLayoutMargins != oldValue { setNeedsUpdateSystemConstraints() } }
  }
  /// Whether the margins are measured from the safe area rather than from the bounds
  /// (UIKit's default: `true`).
  public var insetsLayoutMarginsFromSafeArea = true {
    didSet { if insetsLayoutMarginsFromSafeArea != oldValue { setNeedsUpdateSystemConstraints() } }
  }
  /// The parts of the view covered by the window's unsafe areas, as of the last layout pass;
  /// zero outside a window (Documentation/Facts/AutoLayout.md#safe-area).
  public internal(set) var safeAreaInsets: EdgeInsets = .zero

  /// How the view's content is laid out in right-to-left languages.
  @exclusivity(unchecked)
  public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
    didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChange() } }
  }

  /// Creates a view with a frame (zero by default) and an optional identifier for diagnostics.
  public init(frame: Rect = .zero, identifier: String? = nil) {
    storedFrame = frame
    super.init(identifier: identifier)
    markAsView()
  }

  deinit {
    // First, so that the references to the view read `nil` while its subtree is released
    // below, as weak references to it would.
    lifetime.item = nil
    // Its constraints hold it without a count (see `LayoutConstraint.container`).
    installedConstraints.forEach { $0.containerDidDeinitialize() }
    // Release a deep subtree with a loop, not with one nested deinit per level: 100,000 levels
    // of recursive releases would overflow the stack.
    var pending = subviews
    subviews = []
    while var view = pending.popLast() {
      if isKnownUniquelyReferenced(&view) {
        pending.append(contentsOf: view.subviews)
        view.subviews = []
      }
    }
  }

  override var hostView: View? { self }

  override func isRightToLeft(windowDirection: UserInterfaceLayoutDirection) -> Bool {
    layoutDirection(windowDirection: windowDirection) == .rightToLeft
  }

  /// The natural size of the view's content, or ``noIntrinsicMetric`` per dimension (the
  /// default: no natural size). Override it in subclasses and call
  /// ``invalidateIntrinsicContentSize()`` when it changes.
  ///
  /// Each dimension with a metric becomes two constraints: `length <= natural` at the content
  /// hugging priority and `length >= natural` at the compression resistance priority
  /// (Documentation/Facts/AutoLayout.md#intrinsic-content-size).
  open var intrinsicContentSize: Size {
    Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// Frames of content the view lays out itself rather than with subviews — a hosted proposal
  /// layout tree, say — relative to the view's bounds. ``frameTree()`` lists them after the
  /// subviews and before the layout guides. Empty by default; override it in subclasses that
  /// draw such content, so that renderers and tests see it.
  open var contentFrameTrees: [FrameTree] { [] }

  /// Called by the window's layout pass after it wrote the view's frame (`UIView.layoutSubviews()`);
  /// does nothing by default.
  ///
  /// Override it to lay out content that depends on the view's size. If the override changes
  /// constraints or calls ``invalidateIntrinsicContentSize()`` — a height that depends on the
  /// width, say — the same ``layoutIfNeeded()`` solves again (at most eight times in all), as
  /// UIKit's two-pass self-sizing does. Called only for views whose frame the pass rewrote.
  open func layoutSubviews() {}

  // MARK: Traits

  /// Trait values this view sets for itself and its subviews (UIKit's `traitOverrides`,
  /// iOS 17); setting one updates ``traitCollection`` down the subtree at once and calls
  /// ``traitCollectionDidChange(_:)`` and the registered handlers of every view whose traits
  /// changed.
  @exclusivity(unchecked) public var traitOverrides = TraitOverrides() {
    didSet { if traitOverrides != oldValue { refreshTraits() } }
  }

  /// The traits as last propagated; the defaults until the view joins a window with other ones.
  @exclusivity(unchecked) var cachedTraitCollection = TraitCollection()
  /// Handlers registered with `registerForTraitChanges(_:handler:)`.
  @exclusivity(unchecked) var traitChangeHandlers: [TraitChangeHandler] = []

  /// Called after the view's ``traitCollection`` changed — rotation, a new content size
  /// category, an override — with the previous traits (UIKit's `traitCollectionDidChange(_:)`).
  /// Override it to swap constraint sets; does nothing by default.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// The module's own reaction to new traits, before the open override and the handlers (labels
  /// re-measure their text).
  func traitsDidChange(from previous: TraitCollection) {}

  // MARK: Container hooks

  /// What changed about a subview, for containers that arrange their subviews.
  enum SubviewChange: Equatable {
    case hidden, intrinsicSize
  }

  /// Called after `view` left this view's subviews; containers that track their subviews
  /// (``StackView``) override it.
  func subviewDidLeave(_ view: View) {}

  /// Called when a subview is hidden or shown or invalidates its intrinsic size.
  func subviewDidChange(_ view: View, _ change: SubviewChange) {}

  /// Brings constraints a container generates for its subviews up to date (``StackView``);
  /// run by the layout pass with the other generated constraints.
  func updateArrangement() {}

  // MARK: Baselines

  /// The baseline of the first line of text. For a view without text, the bottom edge.
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .firstBaseline) }
  /// The baseline of the last line of text. For a view without text, the bottom edge.
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .lastBaseline) }

  /// The first baseline's distance from the top edge, or `nil` if the view draws no text (the
  /// baselines are then the bottom edge). Override for text views; read when a constraint is
  /// installed.
  open var firstBaselineOffsetFromTop: Double? { nil }
  /// The last baseline's distance above the bottom edge; 0 for views without text. Override for
  /// text views; read when a constraint is installed.
  open var lastBaselineOffsetFromBottom: Double { 0 }

  override func baselineExpression(first: Bool) -> Expression {
    if first, let offset = firstBaselineOffsetFromTop { return minY + offset }
    return minY + height - lastBaselineOffsetFromBottom
  }

  // MARK: Layout cycle

  /// Marks the window for a layout pass (`UIView.setNeedsLayout()`); frames change at the next
  /// ``layoutIfNeeded()``.
  public func setNeedsLayout() { window?.engine.needsLayout = true }

  /// Runs the window's layout pass now if anything changed (`UIView.layoutIfNeeded()`): syncs the
  /// solver with the changed constraints and writes the changed frames. A view outside a window
  /// keeps its frames.
  public func layoutIfNeeded() { window?.engine.layoutIfNeeded() }

  /// Records that the generated constraints (frame, intrinsic size, guides) are out of date.
  func setNeedsUpdateSystemConstraints() { setNeedsUpdateSystemConstraints(engine: window?.engine) }

  /// ``setNeedsUpdateSystemConstraints()`` for a caller that has the engine of the view's
  /// window at hand (`addSubview`): the lookup is a load of the weak `window`.
  @inline(__always)
  func setNeedsUpdateSystemConstraints(engine: LayoutEngine?) {
    needsSystemConstraintUpdate = true
    engine?.markForSystemConstraintUpdate(self)
  }
}

/// Which side leading is on.
public enum UserInterfaceLayoutDirection: Hashable, Sendable {
  /// Leading is left.
  case leftToRight
  /// Leading is right.
  case rightToLeft
}

/// How a view's content is laid out under a right-to-left language (`UISemanticContentAttribute`).
public enum SemanticContentAttribute: Hashable, Sendable {
  /// Follow the window's layout direction.
  case unspecified
  /// Media playback controls: always left to right.
  case playback
  /// Directional controls such as a joystick: always left to right.
  case spatial
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}
