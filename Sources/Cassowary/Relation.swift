/// How the two sides of a ``Constraint`` relate, as in `NSLayoutConstraint.Relation`.
public enum Relation: String, Hashable, Sendable, CaseIterable {
  /// The expression is at most zero: `lhs <= rhs`.
  case lessThanOrEqual = "<="
  /// The expression is zero: `lhs == rhs`.
  case equal = "=="
  /// The expression is at least zero: `lhs >= rhs`.
  case greaterThanOrEqual = ">="
}
