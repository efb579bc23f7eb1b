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
  // `@exclusivity(unchecked)`: see the note on `LayoutConstraint.constant`.
  /// A name for descriptions: constraint logs, conflict reports and frame trees.
  ///
  /// UIKit shows a guide's `identifier`; for views it is the analogue of `accessibilityIdentifier`.
  @exclusivity(unchecked) public var identifier: String?

  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable

  /// Active constraints that mention this item, so that leaving a hierarchy or changing the
  /// layout direction can find them without scanning the tree.
  @exclusivity(unchecked) var referencingConstraints = ConstraintReferences()

  /// What the references that must not keep the item alive point to (see ``ItemLifetime``).
  let lifetime = ItemLifetime()

  /// `true` for a ``View``, set by its initialiser: activation tells a view, its own
  /// ``hostView``, by this flag instead of a dynamic call that retains the view it returns.
  @exclusivity(unchecked) private(set) var isView = false

  init(identifier: String?) {
    let names = VariableNames.of(Self.self)
    self.identifier = identifier
    minX = Variable(names.minX)
    minY = Variable(names.minY)
    width = Variable(names.width)
    height = Variable(names.height)
    lifetime.item = self
  }

  // Views clear it first thing in their own `deinit`; this covers guides.
  deinit { lifetime.item = nil }

  /// A process-unique number, shown as the item's "address" in descriptions.
  var serial: UInt64 { minX.id }

  /// The view whose coordinate space and hierarchy the item lives in: the view itself, or the
  /// guide's owning view.
  var hostView: View? { nil }

  /// Marks the item as a view (see ``isView``); called by `View`'s initialiser only.
  func markAsView() { isView = true }

  /// `true` if leading is the right edge, for the item in a window laid out in
  /// `windowDirection`: the item's own window's direction, which a caller that has it at hand
  /// passes instead of a load of the window per item. Overridden by views and guides.
  func isRightToLeft(windowDirection: UserInterfaceLayoutDirection) -> Bool { false }

  /// Appends the terms of `attribute`'s solver expression, in window coordinates, each
  /// multiplied by `factor`, to `terms`; returns the expression's constant times `factor`.
  ///
  /// The terms go straight into the caller's array: returning an ``Cassowary/Expression`` per
  /// attribute allocated an array of terms for every anchor of every constraint installed.
  /// Each coefficient is `c × factor` for the attribute's own coefficient `c` (1, −1 or ½, see
  /// ``PlainTerms``), the same product the expression path computed, so the solver sees the
  /// same numbers to the bit. One constraint resolves all its leading and trailing terms in one
  /// direction — its first item's — so that mixing items of different directions cannot
  /// produce a constraint that mixes negated and plain positions.
  func appendTerms(
    of attribute: LayoutConstraint.Attribute, times factor: Double, rightToLeft: Bool,
    to terms: inout [Term]
  ) -> Double {
    let plain = PlainTerms(attribute, rightToLeft: rightToLeft)
    if plain.count > 0 {
      terms.append(Term(variable(plain.firstComponent), plain.firstCoefficient * factor))
      if plain.count == 2 {
        terms.append(Term(variable(plain.secondComponent), plain.secondCoefficient * factor))
      }
      return 0
    }
    switch attribute {
    case .lastBaseline, .firstBaseline:
      let expression = baselineExpression(first: attribute == .firstBaseline)
      for term in expression.terms { terms.append(Term(term.variable, term.coefficient * factor)) }
      return expression.constant * factor
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      // Margin attributes are the edges of the layout-margins guide
      // (Documentation/Facts/AutoLayout.md#attribute-raw-values).
      let plain = attribute.withoutMargins
      let item: LayoutItem = (self as? View)?.layoutMarginsGuide ?? self
      return item.appendTerms(of: plain, times: factor, rightToLeft: rightToLeft, to: &terms)
    default:
      // `notAnAttribute`; the plain attributes have their terms above.
      return 0
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
