import AutoLayout
import LayoutCore
import ProposalLayout

/// An Auto Layout view that hosts a proposal layout tree: UIKit's `UIHostingController.view`
/// (or a `UIHostingConfiguration` cell's content view).
///
/// **Sizing.** The view's ``intrinsicContentSize`` comes from the tree, so constraints size it
/// as they size a label: its width is the tree's ideal width (its answer to `nil×nil`), and its
/// height is the tree's height *for the width the view was last laid out at* (its answer to
/// `width×nil`), or the ideal height before the first pass. Hugging and compression resistance
/// apply as usual.
///
/// **Passes.** A height that depends on the width cannot be one linear constraint, so it enters
/// the solver in two passes, as UIKit's self-sizing labels and hosting views do:
///
/// 1. The window solves with the current intrinsic size and writes the frame.
/// 2. ``layoutSubviews()`` proposes the new width to the tree. If its height differs from the
///    intrinsic height, the view invalidates its intrinsic size, and the same
///    ``AutoLayout/View/layoutIfNeeded()`` solves again with the new height — a constant change in
///    place, not a rebuild.
///
/// The intrinsic *width* never depends on the measured height, so a second pass cannot change
/// the width unless a constraint ties the width to the height (an aspect ratio). Such a loop is
/// bounded by the window's pass limit (eight solves per `layoutIfNeeded()`), and re-measuring at
/// a width already measured does nothing, so a settled layout costs one pass.
///
/// **Placement.** The tree is proposed the view's bounds and centred in them, as a hosting view
/// centres content smaller than itself, then rounded to the window's pixel grid. Its frames are
/// the view's ``contentFrameTrees``, so they appear as the view's children in
/// ``AutoLayout/View/frameTree()``.
open class HostingView: View {
  /// The hosted tree. Setting it re-measures the tree and invalidates the intrinsic size.
  public var rootNode: any LayoutNode {
    didSet { contentDidChange() }
  }

  /// The environment the tree is measured and laid out in (its text measurer). Setting it
  /// re-measures the tree.
  public var context: LayoutContext {
    didSet { contentDidChange() }
  }

  /// The width the height was last measured at, and the tree's height for it (its answer to
  /// `width×nil`); `nil` before the first layout pass.
  private var measurement: (width: Double, height: Double)?

  /// Creates a view hosting `rootNode`, measured with `context`.
  ///
  /// Like any view made in code, it translates its frame into constraints until you set
  /// ``AutoLayout/View/translatesAutoresizingMaskIntoConstraints`` to `false`.
  public init(
    rootNode: any LayoutNode, context: LayoutContext = LayoutContext(), frame: Rect = .zero,
    identifier: String? = nil
  ) {
    self.rootNode = rootNode
    self.context = context
    super.init(frame: frame, identifier: identifier)
  }

  /// The tree's ideal size (`nil×nil`) before the first layout pass; afterwards the ideal width
  /// and the height for the width the view was last laid out at (`width×nil`).
  open override var intrinsicContentSize: Size {
    let ideal = rootNode.idealSize(context: context)
    return Size(width: ideal.width, height: measurement?.height ?? ideal.height)
  }

  /// The second pass: proposes the new width to the tree and, if the height for it differs from
  /// the intrinsic height, invalidates the intrinsic size so the window solves again.
  open override func layoutSubviews() {
    super.layoutSubviews()
    measure(atWidth: bounds.width)
  }

  /// The hosted tree laid out in the bounds: proposed the bounds' size, centred, rounded to the
  /// window's pixels (1 pt outside a window).
  open override var contentFrameTrees: [FrameTree] {
    [hostedFrameTree()]
  }

  /// The hosted tree laid out in the view's current bounds, relative to the view.
  ///
  /// The root is proposed the bounds' size; a root that answers smaller (or larger) is centred,
  /// as `UIHostingController` centres its content. Frames are rounded to the pixels of the
  /// window's screen, so that they line up with the view's own rounded frame.
  public func hostedFrameTree() -> FrameTree {
    var tree = rootNode.layout(proposal: ProposedViewSize(bounds.size), context: context)
    tree.frame.origin = Point(
      x: (bounds.width - tree.frame.width) / 2, y: (bounds.height - tree.frame.height) / 2)
    return tree.roundedToPixels(displayScale: window?.screen.scale ?? 1)
  }

  /// Measures the tree at `width` unless it was just measured there, and invalidates the
  /// intrinsic size if the height changed.
  private func measure(atWidth width: Double) {
    if let last = measurement, abs(last.width - width) <= widthTolerance { return }
    let oldHeight = intrinsicContentSize.height
    let height = rootNode.height(forWidth: width, context: context)
    measurement = (width, height)
    if abs(height - oldHeight) > widthTolerance { invalidateIntrinsicContentSize() }
  }

  /// The content changed: the old measurement is stale. Re-measure at the current width if the
  /// view has been laid out (so the next pass needs no second solve when the width stays), and
  /// invalidate the intrinsic size in any case, since the ideal width may have changed too.
  private func contentDidChange() {
    let laidOutWidth = measurement?.width
    measurement = nil
    if let width = laidOutWidth {
      measurement = (width, rootNode.height(forWidth: width, context: context))
    }
    invalidateIntrinsicContentSize()
  }
}

/// Widths and heights closer than this are the same measurement: solver values carry rounding
/// error, and re-measuring for it would only cost passes.
let widthTolerance = 1.0e-6
