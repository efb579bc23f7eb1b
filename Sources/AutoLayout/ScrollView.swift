import LayoutCore

/// A view whose content can be larger than itself: UIKit's `UIScrollView`, for layout — its two
/// layout guides and the content size they define (iOS 11).
///
/// * ``contentLayoutGuide`` is the content rectangle: constrain the content's edges to its
///   edges and its size becomes the ``contentSize`` ("constraints from content to its four
///   edges define contentSize", after Apple's `contentLayoutGuide` documentation,
///   https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide).
/// * ``frameLayoutGuide`` is the scroll view's own, unscrolled frame: constrain content to it to
///   pin it to the visible area — equal widths for a vertical-only scroller, say
///   (https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide).
///
/// Plumb does not scroll: the content guide's origin is the scroll view's bounds origin moved
/// by ``contentOffset``. Ask ``contentFit(along:)`` whether the content fits, scrolls, or has an
/// ambiguous size.
public final class ScrollView: View {
  /// The content rectangle; its size is the content size.
  public let contentLayoutGuide = LayoutGuide(identifier: "UIScrollView-contentLayoutGuide")
  /// The scroll view's frame, unaffected by scrolling.
  public let frameLayoutGuide = LayoutGuide(identifier: "UIScrollView-frameLayoutGuide")

  /// How far the content is scrolled: the content guide's origin is at minus this offset in
  /// the scroll view's coordinates. Zero by default.
  public var contentOffset = Point(x: 0, y: 0) {
    didSet {
      guard contentOffset != oldValue else { return }
      originX?.constant = -contentOffset.x
      originY?.constant = -contentOffset.y
    }
  }

  /// Extra room around the content, in points (`UIScrollView.contentInset`): a bottom inset
  /// for the keyboard, say. The visible length ``contentFit(along:)`` compares with is the
  /// frame minus these insets.
  public var contentInset = EdgeInsets.zero

  /// The content guide's left and top edges, tied to the scroll view's less the offset.
  private var originX: LayoutConstraint?
  private var originY: LayoutConstraint?

  /// Creates a scroll view.
  public override init(frame: Rect = .zero, identifier: String? = nil) {
    super.init(frame: frame, identifier: identifier)
    addLayoutGuide(contentLayoutGuide)
    addLayoutGuide(frameLayoutGuide)
    func tie(_ guide: LayoutGuide, _ attribute: LayoutConstraint.Attribute, _ name: String)
      -> LayoutConstraint
    {
      LayoutConstraint(
        first: AnchorTerms(guide, attribute), relation: .equal,
        second: AnchorTerms(self, attribute),
        kind: .system, identifier: "UIScrollView-\(name)-\(attribute)")
    }
    let x = tie(contentLayoutGuide, .left, "contentLayoutGuide")
    let y = tie(contentLayoutGuide, .top, "contentLayoutGuide")
    (originX, originY) = (x, y)
    let frame = [LayoutConstraint.Attribute.left, .top, .width, .height].map {
      tie(frameLayoutGuide, $0, "frameLayoutGuide")
    }
    LayoutConstraint.activate([x, y] + frame)
  }

  /// The size of the content rectangle as of the last layout pass (`UIScrollView.contentSize`).
  public var contentSize: Size { contentLayoutGuide.layoutFrame.size }
}
