/// A `<constraint>`: `first.attribute relation multiplier × second.attribute + constant`.
public struct IBConstraint: Hashable, Sendable {
  /// The IB id.
  public var id: String
  /// The IB id of the view whose `<constraints>` holds it. A missing `firstItem` means this view.
  public var ownerID: String
  /// The IB id of the first item (a view or a layout guide).
  public var firstItem: String
  /// The first item's attribute.
  public var firstAttribute: IBLayoutAttribute
  /// `equal` (when absent), `lessThanOrEqual` or `greaterThanOrEqual`.
  public var relation: IBRelation
  /// The IB id of the second item; nil for a constant (width or height) constraint. When the
  /// file omits it but gives a second attribute, it is the owning view.
  public var secondItem: String?
  /// The second item's attribute; nil for a constant constraint.
  public var secondAttribute: IBLayoutAttribute?
  /// The multiplier, with ratio strings such as `16:9` already divided out (1 when absent).
  public var multiplier: Double
  /// The constant in points (0 when absent).
  public var constant: Double
  /// The priority, 1…1000 (1000 when absent).
  public var priority: Double
  /// The `identifier`, if set.
  public var identifier: String?
  /// `placeholder="YES"`: a design-time constraint that Xcode removes at build time.
  public var isPlaceholder: Bool
  /// The line of the element.
  public var line: Int
}

/// `NSLayoutConstraint.Relation`, spelled as in the file.
public enum IBRelation: String, Hashable, Sendable {
  /// `=`.
  case equal
  /// `≤`.
  case lessThanOrEqual
  /// `≥`.
  case greaterThanOrEqual
}

/// `NSLayoutConstraint.Attribute`, spelled as Interface Builder writes it. IB writes the last
/// baseline as `baseline`.
public enum IBLayoutAttribute: String, Hashable, Sendable, CaseIterable {
  /// The left edge.
  case left
  /// The right edge.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The leading edge (left in a left-to-right language).
  case leading
  /// The trailing edge.
  case trailing
  /// The width.
  case width
  /// The height.
  case height
  /// The horizontal center.
  case centerX
  /// The vertical center.
  case centerY
  /// The last baseline (UIKit's `.lastBaseline`).
  case baseline
  /// The first baseline.
  case firstBaseline
  /// The left edge inset by the layout margin.
  case leftMargin
  /// The right edge inset by the layout margin.
  case rightMargin
  /// The top edge inset by the layout margin.
  case topMargin
  /// The bottom edge inset by the layout margin.
  case bottomMargin
  /// The leading edge inset by the layout margin.
  case leadingMargin
  /// The trailing edge inset by the layout margin.
  case trailingMargin
  /// The horizontal center of the margins.
  case centerXWithinMargins
  /// The vertical center of the margins.
  case centerYWithinMargins
}
