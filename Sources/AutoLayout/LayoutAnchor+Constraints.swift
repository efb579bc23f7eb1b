import Cassowary

// The constraint-making methods of NSLayoutAnchor, NSLayoutXAxisAnchor, NSLayoutYAxisAnchor and
// NSLayoutDimension (Documentation/Facts/AutoLayout.md#anchors-and-factory-methods). Each returns a
// new, inactive constraint.

extension LayoutAnchor {
  /// `self == other + constant`.
  public consuming func constraint(equalTo other: consuming Self, constant: Double = 0)
    -> LayoutConstraint
  {
    relate(.equal, other.terms, constant: constant)
  }
  /// `self >= other + constant`.
  public consuming func constraint(greaterThanOrEqualTo other: consuming Self, constant: Double = 0)
    -> LayoutConstraint
  {
    relate(.greaterThanOrEqual, other.terms, constant: constant)
  }
  /// `self <= other + constant`.
  public consuming func constraint(lessThanOrEqualTo other: consuming Self, constant: Double = 0)
    -> LayoutConstraint
  {
    relate(.lessThanOrEqual, other.terms, constant: constant)
  }

  /// `self RELATION multiplier × other + constant`.
  ///
  /// `other` is the other anchor's terms (none for a constant), not an optional anchor: this
  /// method is generic over the anchor's kind and not specialised for the caller, and an
  /// optional of a generic anchor looked its type up at run time on every call.
  @inline(__always)
  consuming func relate(
    _ relation: LayoutConstraint.Relation, _ other: consuming AnchorTerms, multiplier: Double = 1,
    constant: Double
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: (consume self).terms, relation: relation, second: other, multiplier: multiplier,
      constant: constant)
  }
}

extension LayoutAnchor where Kind == Dimension {
  /// `self == constant`.
  public consuming func constraint(equalToConstant constant: Double) -> LayoutConstraint {
    relate(.equal, AnchorTerms(), constant: constant)
  }
  /// `self >= constant`.
  public consuming func constraint(greaterThanOrEqualToConstant constant: Double)
    -> LayoutConstraint
  {
    relate(.greaterThanOrEqual, AnchorTerms(), constant: constant)
  }
  /// `self <= constant`.
  public consuming func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
    relate(.lessThanOrEqual, AnchorTerms(), constant: constant)
  }

  /// `self == multiplier × other`.
  public consuming func constraint(equalTo other: consuming Self, multiplier: Double)
    -> LayoutConstraint
  {
    relate(.equal, other.terms, multiplier: multiplier, constant: 0)
  }
  /// `self == multiplier × other + constant`.
  public consuming func constraint(
    equalTo other: consuming Self, multiplier: Double, constant: Double
  ) -> LayoutConstraint {
    relate(.equal, other.terms, multiplier: multiplier, constant: constant)
  }
  /// `self >= multiplier × other`.
  public consuming func constraint(greaterThanOrEqualTo other: consuming Self, multiplier: Double)
    -> LayoutConstraint
  {
    relate(.greaterThanOrEqual, other.terms, multiplier: multiplier, constant: 0)
  }
  /// `self >= multiplier × other + constant`.
  public consuming func constraint(
    greaterThanOrEqualTo other: consuming Self, multiplier: Double, constant: Double
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, other.terms, multiplier: multiplier, constant: constant)
  }
  /// `self <= multiplier × other`.
  public consuming func constraint(lessThanOrEqualTo other: consuming Self, multiplier: Double)
    -> LayoutConstraint
  {
    relate(.lessThanOrEqual, other.terms, multiplier: multiplier, constant: 0)
  }
  /// `self <= multiplier × other + constant`.
  public consuming func constraint(
    lessThanOrEqualTo other: consuming Self, multiplier: Double, constant: Double
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, other.terms, multiplier: multiplier, constant: constant)
  }
}

extension LayoutAnchor where Kind == XAxis {
  /// `self == other + multiplier × system spacing`: the receiver trails `other`.
  public consuming func constraint(
    equalToSystemSpacingAfter other: consuming Self, multiplier: Double
  ) -> LayoutConstraint {
    relate(.equal, other.terms, constant: multiplier * LayoutConstraint.systemSpacing)
  }
  /// `self >= other + multiplier × system spacing`.
  public consuming func constraint(
    greaterThanOrEqualToSystemSpacingAfter other: consuming Self, multiplier: Double
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, other.terms, constant: multiplier * LayoutConstraint.systemSpacing)
  }
  /// `self <= other + multiplier × system spacing`.
  public consuming func constraint(
    lessThanOrEqualToSystemSpacingAfter other: consuming Self, multiplier: Double
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, other.terms, constant: multiplier * LayoutConstraint.systemSpacing)
  }

  /// A dimension standing for the distance from this anchor to `other` (`other − self`), which
  /// can be constrained like a width.
  public func anchorWithOffset(to other: consuming Self) -> LayoutDimension {
    offset(to: other.terms)
  }
}

extension LayoutAnchor where Kind == YAxis {
  /// `self == other + multiplier × system spacing`: the receiver sits below `other`.
  public consuming func constraint(
    equalToSystemSpacingBelow other: consuming Self, multiplier: Double
  ) -> LayoutConstraint {
    relate(.equal, other.terms, constant: multiplier * LayoutConstraint.systemSpacing)
  }
  /// `self >= other + multiplier × system spacing`.
  public consuming func constraint(
    greaterThanOrEqualToSystemSpacingBelow other: consuming Self, multiplier: Double
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, other.terms, constant: multiplier * LayoutConstraint.systemSpacing)
  }
  /// `self <= other + multiplier × system spacing`.
  public consuming func constraint(
    lessThanOrEqualToSystemSpacingBelow other: consuming Self, multiplier: Double
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, other.terms, constant: multiplier * LayoutConstraint.systemSpacing)
  }

  /// A dimension standing for the distance from this anchor to `other` (`other − self`), which
  /// can be constrained like a height.
  public func anchorWithOffset(to other: consuming Self) -> LayoutDimension {
    offset(to: other.terms)
  }
}

extension LayoutAnchor {
  fileprivate func offset(to other: AnchorTerms) -> LayoutDimension {
    let negated = terms.array.map {
      AnchorTerm(item: $0.item, coefficient: -$0.coefficient, attribute: $0.attribute)
    }
    return LayoutDimension(terms: AnchorTerms(other.array + negated))
  }
}
