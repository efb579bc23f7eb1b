import AutoLayout
import LayoutCore

/// A rectangle in a tree of views laid out by Auto Layout: UIKit's `UIView`, with its
/// geometry in Core Graphics types.
///
/// Each `UIView` is a handle on one engine ``AutoLayout/View`` (``layoutView``), which holds
/// the frame, the constraints and the guides; this class keeps only what UIKit code reads back
/// in UIKit's types (the subview list, the background colour). Subclass it as in UIKit:
/// overrides of ``intrinsicContentSize``, ``layoutSubviews()`` and
/// ``traitCollectionDidChange(_:)`` reach the engine.
open class UIView {
  /// The engine view this view stands for; constraints and guides live on it.
  public internal(set) var layoutView: View
  /// The parent view, or `nil` for a root.
  public private(set) weak var superview: UIView?
  /// The child views, back to front.
  public private(set) var subviews: [UIView] = []

  /// The engine view for a new instance; UIKit classes backed by an engine class of their own
  /// (a label, a stack view) override it.
  class func makeLayoutView() -> View { HostedView() }

  /// Creates a view with `frame` in its superview's coordinates.
  public init(frame: CGRect) {
    layoutView = Self.makeLayoutView()
    (layoutView as? HostedView)?.owner = self
    layoutView.frame = frame.engineRect
  }

  /// Archives are not read (Plumb reads storyboards and xibs with its own reader): always `nil`.
  public required init?(coder: NSCoder) { return nil }

  /// Creates a view with a zero frame.
  public convenience init() { self.init(frame: .zero) }

  // MARK: Geometry

  /// The rectangle in the superview's coordinates; written by the layout pass.
  public var frame: CGRect {
    get { CGRect(layoutView.frame) }
    set { layoutView.frame = newValue.engineRect }
  }

  /// The view's own coordinate space: the frame's size at the origin.
  public var bounds: CGRect { CGRect(layoutView.bounds) }

  /// The centre of the frame, in the superview's coordinates.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// Whether the frame becomes constraints; set it to `false` before constraining the view.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutView.translatesAutoresizingMaskIntoConstraints }
    set { layoutView.translatesAutoresizingMaskIntoConstraints = newValue }
  }

  /// Whether the view is hidden; in a stack view a hidden arranged view collapses.
  public var isHidden: Bool {
    get { layoutView.isHidden }
    set { layoutView.isHidden = newValue }
  }

  /// The fill colour; pictures of the layout show it.
  public var backgroundColor: UIColor? {
    didSet { layoutView.backgroundColor = backgroundColor?.css }
  }

  /// The drawing layer's properties (corner radius, border); layout does not read them.
  public let layer = CALayer()

  /// How the content is drawn in the bounds; layout does not read it.
  public var contentMode: ContentMode = .scaleToFill

  /// The name tests and diagnostics show for the view (the engine view's `identifier`).
  public var accessibilityIdentifier: String? {
    get { layoutView.identifier }
    set { layoutView.identifier = newValue }
  }

  // MARK: Hierarchy

  /// Adds `view` as the frontmost subview, taking it from its old superview.
  public func addSubview(_ view: UIView) {
    layoutView.addSubview(view.layoutView)
    adopt(view)
  }

  /// Removes the view from its superview, deactivating the constraints that reach outside it.
  public func removeFromSuperview() {
    layoutView.removeFromSuperview()
    detachFromSuperview()
  }

  /// The window at the root of the view's tree, if it is in one.
  public var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Records `view` as a subview on this side (the engine view already holds it).
  func adopt(_ view: UIView) {
    guard view.superview !== self else { return }
    view.detachFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Forgets the UIKit-side link to the superview.
  private func detachFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  // MARK: Constraints

  /// The constraints installed on this view.
  public var constraints: [NSLayoutConstraint] { layoutView.constraints }

  /// Activates `constraint` (the pre-iOS 8 way; UIKit installs it on the common ancestor).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    NSLayoutConstraint.activate([constraint])
  }

  /// Activates `constraints`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    NSLayoutConstraint.deactivate([constraint])
  }

  /// Adds a layout guide to the view's coordinate space.
  public func addLayoutGuide(_ guide: UILayoutGuide) { layoutView.addLayoutGuide(guide) }

  /// The layout guides added with ``addLayoutGuide(_:)``.
  public var layoutGuides: [UILayoutGuide] { layoutView.layoutGuides }

  /// Whether the constraints leave the view's frame undetermined (`UIView.hasAmbiguousLayout`,
  /// which UIKit answers only in debug builds).
  public var hasAmbiguousLayout: Bool { layoutView.hasAmbiguousLayout }

  // MARK: Layout cycle

  /// Marks the window for a layout pass.
  public func setNeedsLayout() { layoutView.setNeedsLayout() }

  /// Runs the window's layout pass now if anything changed.
  public func layoutIfNeeded() { layoutView.layoutIfNeeded() }

  /// Called after the layout pass wrote the view's frame; does nothing by default.
  open func layoutSubviews() {}

  // MARK: Content size

  /// A dimension without a natural size.
  public static let noIntrinsicMetric = CGFloat(View.noIntrinsicMetric)
  /// The smallest size: the target of `systemLayoutSizeFitting` for a compressed view.
  public static let layoutFittingCompressedSize = CGSize(View.layoutFittingCompressedSize)
  /// The largest size: the target of `systemLayoutSizeFitting` for an expanded view.
  public static let layoutFittingExpandedSize = CGSize(View.layoutFittingExpandedSize)

  /// The natural size of the content; none in either dimension by default.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells the engine to read ``intrinsicContentSize`` again.
  public func invalidateIntrinsicContentSize() { layoutView.invalidateIntrinsicContentSize() }

  /// How strongly the view resists growing past its natural size along `axis`.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutView.contentHuggingPriority(for: axis)
  }

  /// Sets how strongly the view resists growing past its natural size along `axis`.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layoutView.setContentHuggingPriority(priority, for: axis)
  }

  /// How strongly the view resists shrinking below its natural size along `axis`.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    layoutView.contentCompressionResistancePriority(for: axis)
  }

  /// Sets how strongly the view resists shrinking below its natural size along `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layoutView.setContentCompressionResistancePriority(priority, for: axis)
  }

  /// The size the view's constraints give it nearest `targetSize`.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    CGSize(layoutView.systemLayoutSizeFitting(targetSize.engineSize))
  }

  /// The size the view's constraints give it when pulled toward `targetSize` at the given
  /// priorities.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
    verticalFittingPriority vertical: UILayoutPriority
  ) -> CGSize {
    CGSize(
      layoutView.systemLayoutSizeFitting(
        targetSize.engineSize, withHorizontalFittingPriority: horizontal,
        verticalFittingPriority: vertical))
  }

  // MARK: Margins and guides

  /// The margins with left and right sides; 8 pt on every side by default.
  public var layoutMargins: UIEdgeInsets {
    get { layoutView.layoutMargins }
    set { layoutView.layoutMargins = newValue }
  }

  /// The margins with leading and trailing sides.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { layoutView.directionalLayoutMargins }
    set { layoutView.directionalLayoutMargins = newValue }
  }

  /// Whether the margins are measured from the safe area (`true` by default).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { layoutView.insetsLayoutMarginsFromSafeArea }
    set { layoutView.insetsLayoutMarginsFromSafeArea = newValue }
  }

  /// The parts of the view the window's unsafe areas cover, as of the last layout pass.
  public var safeAreaInsets: UIEdgeInsets { layoutView.safeAreaInsets }

  /// The bounds inset by the layout margins.
  public var layoutMarginsGuide: UILayoutGuide { layoutView.layoutMarginsGuide }
  /// The part of the view the window's unsafe areas leave uncovered.
  public var safeAreaLayoutGuide: UILayoutGuide { layoutView.safeAreaLayoutGuide }
  /// A region of comfortable line length inside the margins.
  public var readableContentGuide: UILayoutGuide { layoutView.readableContentGuide }
  /// The region above the keyboard.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide { layoutView.keyboardLayoutGuide }

  // MARK: Anchors

  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { layoutView.leadingAnchor }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { layoutView.trailingAnchor }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { layoutView.leftAnchor }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { layoutView.rightAnchor }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { layoutView.centerXAnchor }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { layoutView.topAnchor }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { layoutView.bottomAnchor }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { layoutView.centerYAnchor }
  /// The baseline of the first line of text (the bottom edge without text).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { layoutView.firstBaselineAnchor }
  /// The baseline of the last line of text (the bottom edge without text).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { layoutView.lastBaselineAnchor }
  /// The width.
  public var widthAnchor: NSLayoutDimension { layoutView.widthAnchor }
  /// The height.
  public var heightAnchor: NSLayoutDimension { layoutView.heightAnchor }

  // MARK: Traits

  /// The traits as last propagated from the window.
  public var traitCollection: UITraitCollection { layoutView.traitCollection }

  /// Called after ``traitCollection`` changed; does nothing by default.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// How the content flips under a right-to-left language.
  public var semanticContentAttribute: UISemanticContentAttribute {
    get { layoutView.semanticContentAttribute }
    set { layoutView.semanticContentAttribute = newValue }
  }

  /// The layout direction the view uses.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    layoutView.effectiveUserInterfaceLayoutDirection
  }
}

/// The engine view behind a plain `UIView` or a subclass: it asks its owner for what a UIKit
/// subclass overrides.
final class HostedView: View {
  /// Weak: the owner holds this view, and the UIKit tree holds the owners.
  weak var owner: UIView?

  override var intrinsicContentSize: Size {
    owner?.intrinsicContentSize.engineSize ?? super.intrinsicContentSize
  }

  override func layoutSubviews() { owner?.layoutSubviews() }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    owner?.traitCollectionDidChange(previousTraitCollection)
  }
}
