import AutoLayout
import Cassowary

extension View {
  /// Constrains the view to the largest rectangle of `aspectRatio` that fits in `item` (a view
  /// or a guide), centred: the recipe of seed 000 in one call.
  ///
  /// Activates, and returns: centre X and Y equal to `item`'s; width ≤ and height ≤ `item`'s; the
  /// required ratio `width == aspectRatio × height`; and `width == item.width` at
  /// `priority` (`.defaultLow`), which makes the view as large as the inequalities allow.
  /// Turns off ``View/translatesAutoresizingMaskIntoConstraints``.
  @discardableResult
  public func constrainAspectFit(
    in item: LayoutItem, aspectRatio: Double, priority: LayoutPriority = .defaultLow
  ) throws(AspectRatioError) -> [LayoutConstraint] {
    try constrainAspect(in: item, aspectRatio: aspectRatio, priority: priority, fill: false)
  }

  /// The `fill` counterpart of ``constrainAspectFit(in:aspectRatio:priority:)``: the smallest
  /// rectangle of `aspectRatio` that covers `item`, centred (width ≥ and height ≥ instead of ≤).
  @discardableResult
  public func constrainAspectFill(
    in item: LayoutItem, aspectRatio: Double, priority: LayoutPriority = .defaultLow
  ) throws(AspectRatioError) -> [LayoutConstraint] {
    try constrainAspect(in: item, aspectRatio: aspectRatio, priority: priority, fill: true)
  }

  private func constrainAspect(
    in item: LayoutItem, aspectRatio: Double, priority: LayoutPriority, fill: Bool
  ) throws(AspectRatioError) -> [LayoutConstraint] {
    if aspectRatio.isNaN { throw .notANumber }
    guard aspectRatio > 0, aspectRatio.isFinite else { throw .notPositive(aspectRatio) }
    translatesAutoresizingMaskIntoConstraints = false
    let width = widthAnchor.constraint(equalTo: item.widthAnchor)
    width.priority = priority
    let constraints = [
      centerXAnchor.constraint(equalTo: item.centerXAnchor),
      centerYAnchor.constraint(equalTo: item.centerYAnchor),
      fill
        ? widthAnchor.constraint(greaterThanOrEqualTo: item.widthAnchor, multiplier: 1)
        : widthAnchor.constraint(lessThanOrEqualTo: item.widthAnchor, multiplier: 1),
      fill
        ? heightAnchor.constraint(greaterThanOrEqualTo: item.heightAnchor, multiplier: 1)
        : heightAnchor.constraint(lessThanOrEqualTo: item.heightAnchor, multiplier: 1),
      widthAnchor.constraint(equalTo: heightAnchor, multiplier: aspectRatio),
      width,
    ]
    LayoutConstraint.activate(constraints)
    return constraints
  }
}
