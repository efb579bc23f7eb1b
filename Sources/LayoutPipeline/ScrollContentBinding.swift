import AutoLayout

/// UIKit's reading of a constraint between a scroll view and its own content: the scroll view's
/// edges and margins mean the content area, not the frame
/// (Documentation/Facts/ScrollViews.md#constraints-to-a-scroll-views-content). Interface Builder
/// files without content layout guides rely on it.
struct ScrollContentBinding {
  /// The item that stands for the scroll view's side: its content guide.
  let guide: LayoutGuide
  /// The attribute on the guide: the scroll view's attribute without its margin.
  let attribute: LayoutConstraint.Attribute
  /// How far the scroll view's attribute lies from the guide's: `scroll.attribute ==
  /// guide.attribute + offset` (a margin moves the edge inwards; a plain edge is 0).
  let offset: Double

  /// The binding when `item` is a scroll view, `attribute` one of its edges or margins, and
  /// `other` (the constraint's other item) lies inside it; nil otherwise.
  init?(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, other: LayoutItem?) {
    guard let scroll = item as? ScrollView, let other, Self.isInside(other, scroll) else {
      return nil
    }
    let margins = scroll.directionalLayoutMargins
    let sides = scroll.layoutMargins
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing: offset = 0
    case .leadingMargin: offset = margins.leading
    case .trailingMargin: offset = -margins.trailing
    case .leftMargin: offset = sides.left
    case .rightMargin: offset = -sides.right
    case .topMargin: offset = margins.top
    case .bottomMargin: offset = -margins.bottom
    default: return nil
    }
    guide = scroll.contentLayoutGuide
    self.attribute = attribute.withoutMargins
  }

  /// Whether `item` is a descendant of `scroll` or a guide one of them (not the scroll view)
  /// owns.
  private static func isInside(_ item: LayoutItem, _ scroll: ScrollView) -> Bool {
    if let view = item as? View { return view.isDescendant(of: scroll) && view !== scroll }
    guard let owner = (item as? LayoutGuide)?.owningView else { return false }
    return owner !== scroll && owner.isDescendant(of: scroll)
  }
}
