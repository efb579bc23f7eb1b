import Cassowary

/// Builds the solver expressions of a batch of constraints, letting an intrinsic-size
/// constraint take the terms of the one just before it when both constrain the same length.
///
/// A view makes its hugging (`length <= c`) and compression-resistance (`length >= c`)
/// constraints along an axis one after the other (`View.updateIntrinsicSizeConstraints`), so
/// they reach the engine's batch next to each other, and their expressions differ only in the
/// constant: both are `1·length + (0 + −c)` (the constant is the first anchor's, 0 for a width
/// or a height, plus the negated constant, as `LayoutConstraint.solverExpression()` writes it).
/// The second of the pair shares the first's array of terms instead of building its own (an
/// allocation, a weak load of the view and the view's variable looked up: ≈ 900 instructions,
/// and a `free` at teardown).
struct ContentSizeExpressions {
  /// The layout direction of the batch's window (see `LayoutConstraint.solverExpression`).
  let windowDirection: UserInterfaceLayoutDirection
  /// The item and attribute of the last intrinsic-size constraint built, and its terms.
  private var lastItem: LayoutItem?
  private var lastAttribute: LayoutConstraint.Attribute = .notAnAttribute
  private var lastTerms: [Term] = []

  /// A builder for a batch of constraints of a window whose layout direction is
  /// `windowDirection`.
  init(windowDirection: UserInterfaceLayoutDirection) { self.windowDirection = windowDirection }

  /// `constraint.solverExpression()`, with the terms of the previous intrinsic-size constraint
  /// when `constraint` is one on the same item and attribute; `nil` if an item has been
  /// deallocated.
  mutating func expression(for constraint: LayoutConstraint) -> Expression? {
    guard constraint.kind == .contentSize else {
      return constraint.solverExpression(windowDirection: windowDirection)
    }
    // An intrinsic-size constraint is the view's own width or height against a constant,
    // multiplier 1 (only `View.updateIntrinsicSizeConstraints` makes them).
    let item = constraint.firstItem
    let attribute = constraint.firstAttribute
    if let item, item === lastItem, attribute == lastAttribute {
      // `0.0 +` as in `solverExpression()`: the same bits, −0 included.
      return Expression(lastTerms, constant: 0.0 + -constraint.constant)
    }
    guard let expression = constraint.solverExpression(windowDirection: windowDirection)
    else { return nil }
    lastItem = item
    lastAttribute = attribute
    lastTerms = expression.terms
    return expression
  }
}
