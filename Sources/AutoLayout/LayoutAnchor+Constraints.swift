import Cassowary

// The constraint-making methods of NSLayoutAnchor, NSLayoutXAxisAnchor, NSLayoutYAxisAnchor and
// NSLayoutDimension (Documentation/Facts/AutoLayout.md#anchors-and-factory-methods). Each returns a
// new, inactive constraint.

extension LayoutAnchor {
  /// `self == other + constant`.
  public func constraint(equalTo other: Self, constant: Double = 0) -> LayoutConstraint {
    relate(.equal, other, constant: constant)
  }
  /// `self >= other + constant`.
  public func constraint(greaterThanOrEqualTo other: Self, constant: Double = 0) -> LayoutConstraint {
    relate(.greaterThanOrEqual, other, constant: constant)
  }
  /// `self <= other + constant`.
  public func constraint(lessThanOrEqualTo other: Self, constant: Double = 0) -> LayoutConstraint {
    relate(.lessThanOrEqual, other, constant: constant)
  }

  func relate(
    _ relation: LayoutConstraint.Relation, _ other: Self?, multiplier: Double = 1, constant: Double
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: terms, relation: relation, second: other?.terms ?? [], multiplier: multiplier,
      constant: constant)
  }
}

extension LayoutAnchor where Kind == Dimension {
  /// `self == constant`.
  public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
    relate(.equal, nil, constant: constant)
  }
  /// `self >= constant`.
  public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    relate(.greaterThanOrEqual, nil, constant: constant)
  }
  /// `self <= constant`.
  public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    relate(.lessThanOrEqual, nil, constant: constant)
  }

  /// `self == multiplier × other`.
  public func constraint(equalTo other: Self, multiplier: Double) -> LayoutConstraint {
    relate(.equal, other, multiplier: multiplier, constant: 0)
  }
  /// `self == multiplier × other + constant`.
  public func constraint(equalTo other: Self, multiplier: Double, constant: Double) -> LayoutConstraint {
    relate(.equal, other, multiplier: multiplier, constant: constant)
  }
  /// `self >= multiplier × other`.
  public func constraint(greaterThanOrEqualTo other: Self, multiplier: Double) -> LayoutConstraint {
    relate(.greaterThanOrEqual, other, multiplier: multiplier, constant: 0)
  }
  /// `self >= multiplier × other + constant`.
  public func constraint(
    greaterThanOrEqualTo other: Self, multiplier: Double, constant: Double
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, other, multiplier: multiplier, constant: constant)
  }
  /// `self <= multiplier × other`.
  public func constraint(lessThanOrEqualTo other: Self, multiplier: Double) -> LayoutConstraint {
    relate(.lessThanOrEqual, other, multiplier: multiplier, constant: 0)
  }
  /// `self <= multiplier × other + constant`.
  public func constraint(
    lessThanOrEqualTo other: Self, multiplier: Double, constant: Double
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, other, multiplier: multiplier, constant: constant)
  }
}

extension LayoutAnchor where Kind == XAxis {
  /// `self == other + multiplier × system spacing`: the receiver trails `other`.
  public func constraint(equalToSystemSpacingAfter other: Self, multiplier: Double) -> LayoutConstraint {
    relate(.equal, other, constant: multiplier * LayoutConstraint.systemSpacing)
  }
  /// `self >= other + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter other: Self, multiplier: Double
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, other, constant: multiplier * LayoutConstraint.systemSpacing)
  }
  /// `self <= other + multiplier × system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter other: Self, multiplier: Double
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, other, constant: multiplier * LayoutConstraint.systemSpacing)
  }

  /// A dimension standing for the distance from this anchor to `other` (`other − self`), which
  /// can be constrained like a width.
  public func anchorWithOffset(to other: Self) -> LayoutDimension {
    offset(to: other.terms)
  }
}

extension LayoutAnchor where Kind == YAxis {
  /// `self == other + multiplier × system spacing`: the receiver sits below `other`.
  public func constraint(equalToSystemSpacingBelow other: Self, multiplier: Double) -> LayoutConstraint {
    relate(.equal, other, constant: multiplier * LayoutConstraint.systemSpacing)
  }
  /// `self >= other + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow other: Self, multiplier: Double
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, other, constant: multiplier * LayoutConstraint.systemSpacing)
  }
  /// `self <= other + multiplier × system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow other: Self, multiplier: Double
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, other, constant: multiplier * LayoutConstraint.systemSpacing)
  }

  /// A dimension standing for the distance from this anchor to `other` (`other − self`), which
  /// can be constrained like a height.
  public func anchorWithOffset(to other: Self) -> LayoutDimension {
    offset(to: other.terms)
  }
}

extension LayoutAnchor {
  fileprivate func offset(to other: [AnchorTerm]) -> LayoutDimension {
    let negated = terms.map { AnchorTerm(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient) }
    return LayoutDimension(terms: other + negated)
  }
}
