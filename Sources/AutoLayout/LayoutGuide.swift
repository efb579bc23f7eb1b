import LayoutCore

/// A rectangle that takes part in Auto Layout without being a view: UIKit's `UILayoutGuide`.
///
/// Use guides for the space between views or to group views, instead of empty "spacer" views.
/// Add a guide to a view with ``View/addLayoutGuide(_:)`` before constraining it. A guide has the
/// anchors of a view except the baselines.
///
/// The system guides (``View/layoutMarginsGuide``, ``View/safeAreaLayoutGuide``,
/// ``View/readableContentGuide``) are guides too.
public class LayoutGuide: LayoutItem {
  /// The view the guide belongs to; its frame is in this view's coordinate space.
  public internal(set) var owningView: View? {
    get { owningViewReference.value }
    set { owningViewReference = ItemReference(newValue) }
  }
  // Not `weak`: see `ItemLifetime`.
  private var owningViewReference = ItemReference<View>(nil)

  /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
  public override init(identifier: String? = nil) {
    super.init(identifier: identifier)
  }

  /// The guide's rectangle in its owning view's coordinate space, as of the last layout pass;
  /// zero outside a window.
  ///
  /// Not rounded to the pixel grid: UIKit integralises views but not guides
  /// (Documentation/Facts/AutoLayout.md#pixel-rounding).
  public var layoutFrame: Rect {
    guard let rect = solvedRect, let owner = owningView?.solvedRect else { return .zero }
    return rect.offsetBy(dx: -owner.minX, dy: -owner.minY)
  }

  override var hostView: View? { owningView }

  override func isRightToLeft(windowDirection: UserInterfaceLayoutDirection) -> Bool {
    owningView?.isRightToLeft(windowDirection: windowDirection) ?? false
  }
}
