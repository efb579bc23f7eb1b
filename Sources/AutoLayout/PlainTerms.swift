import Cassowary

/// An attribute written over its own item's variables in window coordinates, `k₀·v₀` or
/// `k₀·v₀ + k₁·v₁`: the one table from which ``LayoutItem/appendTerms(of:times:rightToLeft:to:)``
/// and the solver expression of a one-anchor-a-side constraint
/// (`LayoutConstraint.solverExpression`) write their terms.
///
/// With `x`, `y`, `w`, `h` the item's `minX`, `minY`, `width` and `height`: left `x`, right
/// `x + w`, top `y`, bottom `y + h`, centres `x + ½w` and `y + ½h`, width `w`, height `h`.
/// Leading and trailing are left and right in a left-to-right layout and *negated* x positions
/// in a right-to-left one — leading `−(x + w)`, trailing `−x` — so that a positive constant
/// always points toward the trailing side
/// (Documentation/Facts/AutoLayout.md#leading-and-trailing: `a.leading == b.leading + 10`
/// means "10 pt toward trailing" in either direction).
struct PlainTerms {
  /// One of an item's four variables.
  enum Component {
    case minX, minY, width, height
  }

  /// 0 for an attribute that is not a sum of its item's own variables (baselines, which text
  /// places; the margin attributes, the margins guide's edges; `notAnAttribute`), else 1 or 2.
  let count: Int
  let firstComponent: Component
  let firstCoefficient: Double
  /// Meaningful only when `count` is 2.
  let secondComponent: Component
  let secondCoefficient: Double

  private init(
    count: Int, _ firstComponent: Component = .minX, _ firstCoefficient: Double = 0,
    _ secondComponent: Component = .minX, _ secondCoefficient: Double = 0
  ) {
    self.count = count
    self.firstComponent = firstComponent
    self.firstCoefficient = firstCoefficient
    self.secondComponent = secondComponent
    self.secondCoefficient = secondCoefficient
  }

  /// The terms of `attribute` in a layout of the given direction.
  @inline(__always)
  init(_ attribute: LayoutConstraint.Attribute, rightToLeft: Bool) {
    switch attribute {
    case .left: self.init(count: 1, .minX, 1)
    case .right: self.init(count: 2, .minX, 1, .width, 1)
    case .top: self.init(count: 1, .minY, 1)
    case .bottom: self.init(count: 2, .minY, 1, .height, 1)
    case .centerX: self.init(count: 2, .minX, 1, .width, 0.5)
    case .centerY: self.init(count: 2, .minY, 1, .height, 0.5)
    case .width: self.init(count: 1, .width, 1)
    case .height: self.init(count: 1, .height, 1)
    case .leading:
      if rightToLeft {
        self.init(count: 2, .minX, -1, .width, -1)
      } else {
        self.init(count: 1, .minX, 1)
      }
    case .trailing:
      if rightToLeft {
        self.init(count: 1, .minX, -1)
      } else {
        self.init(count: 2, .minX, 1, .width, 1)
      }
    default: self.init(count: 0)
    }
  }
}

extension LayoutItem {
  /// The item's variable for `component`.
  func variable(_ component: PlainTerms.Component) -> Variable {
    switch component {
    case .minX: minX
    case .minY: minY
    case .width: width
    case .height: height
    }
  }
}
