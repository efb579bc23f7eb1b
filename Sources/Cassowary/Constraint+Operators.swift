// Comparisons that build required constraints: `2 * a + b - 8 <= c`.
//
// Each moves everything to the left-hand side, so `lhs RELATION rhs` becomes
// `lhs - rhs RELATION 0`. Give a constraint another priority with
// ``Constraint/withPriority(_:)``: `(x == 0).withPriority(250)`.

// MARK: ==

/// The required constraint `lhs == rhs`: the left side is equal to the right side.
public func == (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs == rhs`: the left side is equal to the right side.
public func == (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs == rhs`: the left side is equal to the right side.
public func == (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs == rhs`: the left side is equal to the right side.
public func == (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs == rhs`: the left side is equal to the right side.
public func == (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs == rhs`: the left side is equal to the right side.
public func == (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs == rhs`: the left side is equal to the right side.
public func == (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs == rhs`: the left side is equal to the right side.
public func == (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

// MARK: <=

/// The required constraint `lhs <= rhs`: the left side is at most the right side.
public func <= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`: the left side is at most the right side.
public func <= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`: the left side is at most the right side.
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`: the left side is at most the right side.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`: the left side is at most the right side.
public func <= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`: the left side is at most the right side.
public func <= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`: the left side is at most the right side.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`: the left side is at most the right side.
public func <= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

// MARK: >=

/// The required constraint `lhs >= rhs`: the left side is at least the right side.
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`: the left side is at least the right side.
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`: the left side is at least the right side.
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`: the left side is at least the right side.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`: the left side is at least the right side.
public func >= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`: the left side is at least the right side.
public func >= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`: the left side is at least the right side.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`: the left side is at least the right side.
public func >= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
