/// How the two sides of an equation relate, as `NSLayoutConstraint.Relation`; the raw value is
/// the operator the file writes.
public enum LayoutRelation: String, Hashable, Sendable, CaseIterable {
  /// `<=`.
  case lessThanOrEqual = "<="
  /// `==`.
  case equal = "=="
  /// `>=`.
  case greaterThanOrEqual = ">="
}
