import Cassowary
import LayoutCore

/// A rectangle that Auto Layout positions: a ``View`` or a ``LayoutGuide``.
///
/// UIKit has no public name for what `UIView` and `UILayoutGuide` share; here it is this class,
/// so that anchors, constraint items and the debugging queries are written once. You never create
/// a `LayoutItem` directly.
///
/// Each item owns four solver variables — `minX`, `minY`, `width` and `height` — in the
/// coordinate space of its window. Window coordinates (rather than UIKit's superview-relative
/// ones) make a constraint between cousins a plain difference of two variables; frames are
/// converted back to superview coordinates when the layout pass writes them.
open class LayoutItem {
  /// A name for descriptions: constraint logs, conflict reports and frame trees.
  ///
  /// UIKit shows a guide's `identifier`; for views it is the analogue of `accessibilityIdentifier`.
  public var identifier: String?

  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable

  /// Active constraints that mention this item, so that leaving a hierarchy or changing the
  /// layout direction can find them without scanning the tree.
  var referencingConstraints: [ObjectIdentifier: LayoutConstraint] = [:]

  init(identifier: String?) {
    let kind = String(describing: Self.self)
    self.identifier = identifier
    minX = Variable("\(kind).minX")
    minY = Variable("\(kind).minY")
    width = Variable("\(kind).width")
    height = Variable("\(kind).height")
  }

  /// A process-unique number, shown as the item's "address" in descriptions.
  var serial: UInt64 { minX.id }

  /// The view whose coordinate space and hierarchy the item lives in: the view itself, or the
  /// guide's owning view.
  var hostView: View? { nil }

  /// `true` if leading is the right edge. Overridden by views and guides.
  var isRightToLeft: Bool { false }

  /// The solver expression of `attribute`, in window coordinates.
  ///
  /// Leading and trailing are *negated* x positions in a right-to-left layout, so that a positive
  /// constant always points toward the trailing side
  /// (Documentation/Facts/AutoLayout.md#leading-and-trailing: `a.leading == b.leading + 10`
  /// means "10 pt toward trailing" in either direction). One constraint resolves all its
  /// leading and trailing terms in one direction — its first item's — so that mixing items of
  /// different directions cannot produce a constraint that mixes negated and plain positions.
  func expression(for attribute: LayoutConstraint.Attribute, rightToLeft: Bool) -> Expression {
    switch attribute {
    case .left: return Expression(minX)
    case .right: return minX + width
    case .top: return Expression(minY)
    case .bottom: return minY + height
    case .centerX: return minX + 0.5 * width
    case .centerY: return minY + 0.5 * height
    case .width: return Expression(width)
    case .height: return Expression(height)
    case .leading: return rightToLeft ? -(minX + width) : Expression(minX)
    case .trailing: return rightToLeft ? -1 * minX : minX + width
    case .lastBaseline, .firstBaseline:
      return baselineExpression(first: attribute == .firstBaseline)
    case .notAnAttribute: return Expression()
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      // Margin attributes are the edges of the layout-margins guide
      // (Documentation/Facts/AutoLayout.md#attribute-raw-values).
      let plain = attribute.withoutMargins
      guard let view = self as? View else { return expression(for: plain, rightToLeft: rightToLeft) }
      return view.layoutMarginsGuide.expression(for: plain, rightToLeft: rightToLeft)
    }
  }

  /// Items without text have their baselines at the bottom edge.
  func baselineExpression(first: Bool) -> Expression { minY + height }

  /// The current solved rectangle in window coordinates, unrounded, if the item is in a window.
  var solvedRect: Rect? {
    guard let engine = hostView?.window?.engine else { return nil }
    return Rect(
      x: engine.solver.value(of: minX), y: engine.solver.value(of: minY),
      width: engine.solver.value(of: width), height: engine.solver.value(of: height))
  }

  /// How descriptions name the item: `View:'identifier'`, or `View:0x1f` without an identifier.
  var debugName: String {
    let kind = String(describing: type(of: self))
    if let identifier { return "\(kind):'\(identifier)'" }
    return "\(kind):0x\(String(serial, radix: 16))"
  }
}

// MARK: - Anchors shared by views and guides

extension LayoutItem {
  /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .leading) }
  /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .trailing) }
  /// The left edge, whatever the layout direction.
  public var leftAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .left) }
  /// The right edge, whatever the layout direction.
  public var rightAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .right) }
  /// The horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .centerX) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .bottom) }
  /// The vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .centerY) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutAnchor(self, .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutAnchor(self, .height) }
}
