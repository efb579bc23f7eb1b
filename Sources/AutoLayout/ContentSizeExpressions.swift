import Cassowary

/// Builds the solver expressions of a batch of constraints, taking an intrinsic-size
/// constraint's terms from the constraint itself.
///
/// An intrinsic-size constraint is its view's own width or height against a constant,
/// multiplier 1, with no leading or trailing term: its expression is `1·length + (0 + −c)`
/// whatever the layout direction (the constant is the first anchor's, 0 for a width or a height,
/// plus the negated constant, as `LayoutConstraint.solverExpression()` writes it). The view
/// makes its terms when it makes the constraint (`LayoutConstraint.intrinsicSizeTerms`), one
/// array for its hugging and compression-resistance constraints along an axis, so building the
/// expression loads no item and allocates nothing.
struct ContentSizeExpressions {
  /// The layout direction of the batch's window (see `LayoutConstraint.solverExpression`).
  let windowDirection: UserInterfaceLayoutDirection

  /// A builder for a batch of constraints of a window whose layout direction is
  /// `windowDirection`.
  init(windowDirection: UserInterfaceLayoutDirection) { self.windowDirection = windowDirection }

  /// `constraint.solverExpression()`, from the terms made with it for an intrinsic-size
  /// constraint; `nil` if an item has been deallocated.
  ///
  /// An intrinsic-size constraint whose terms are used here has a live view: the engine builds
  /// expressions only for constraints whose container is in its window (`LayoutEngine`'s
  /// `syncPending()`), and such a constraint's container is its view, held by its superview.
  func expression(for constraint: LayoutConstraint) -> Expression? {
    let terms = constraint.intrinsicSizeTerms
    guard constraint.kind == .contentSize, !terms.isEmpty else {
      return constraint.solverExpression(windowDirection: windowDirection)
    }
    // `0.0 +` as in `solverExpression()`: the same bits, −0 included.
    return Expression(terms, constant: 0.0 + -constraint.constant)
  }
}
