import AutoLayout

/// A view whose content can be larger than itself: UIKit's `UIScrollView`, over the engine's
/// ``AutoLayout/ScrollView`` and its two guides.
open class UIScrollView: UIView {
  override class func makeLayoutView() -> View { ScrollView() }

  /// The engine scroll view.
  private var scroll: ScrollView {
    // `makeLayoutView()` made it a `ScrollView`; the cast cannot fail.
    unsafeDowncast(layoutView, to: ScrollView.self)
  }

  /// The content's rectangle: constrain the content to it to set the content size.
  public var contentLayoutGuide: UILayoutGuide { scroll.contentLayoutGuide }
  /// The scroll view's own frame, unscrolled.
  public var frameLayoutGuide: UILayoutGuide { scroll.frameLayoutGuide }
  /// The content's size, as the content guide's constraints give it.
  public var contentSize: CGSize { CGSize(scroll.contentSize) }
  /// Extra space around the content.
  public var contentInset: UIEdgeInsets {
    get { scroll.contentInset }
    set { scroll.contentInset = newValue }
  }
}
