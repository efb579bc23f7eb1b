// Arithmetic that builds linear expressions: `2 * a + b - 8`.
//
// The operators are written out for each pair of operand types rather than through a generic
// "expression convertible" protocol: concrete overloads keep the type checker fast on long
// expressions.

extension Expression {
  fileprivate func adding(_ other: Expression) -> Expression {
    Expression(terms + other.terms, constant: constant + other.constant)
  }

  fileprivate func scaled(by factor: Double) -> Expression {
    Expression(
      terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
  }
}

// MARK: Scaling

/// The expression `factor · variable`.
public func * (factor: Double, variable: Variable) -> Expression {
  Expression([Term(variable, factor)])
}
/// The expression `factor · variable`.
public func * (variable: Variable, factor: Double) -> Expression { factor * variable }
/// The expression multiplied by `factor`.
public func * (factor: Double, expression: Expression) -> Expression {
  expression.scaled(by: factor)
}
/// The expression multiplied by `factor`.
public func * (expression: Expression, factor: Double) -> Expression {
  expression.scaled(by: factor)
}
/// The expression `variable / divisor`.
public func / (variable: Variable, divisor: Double) -> Expression { (1 / divisor) * variable }
/// The expression divided by `divisor`.
public func / (expression: Expression, divisor: Double) -> Expression {
  expression.scaled(by: 1 / divisor)
}
/// The expression `-variable`.
public prefix func - (variable: Variable) -> Expression { -1 * variable }
/// The expression negated.
public prefix func - (expression: Expression) -> Expression { expression.scaled(by: -1) }

// MARK: Sums

/// The sum of two expressions.
public func + (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs) }
/// The expression plus a variable.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
/// A variable plus an expression.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
/// The expression plus a constant.
public func + (lhs: Expression, rhs: Double) -> Expression {
  Expression(lhs.terms, constant: lhs.constant + rhs)
}
/// A constant plus an expression.
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
/// A variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
/// A constant plus a variable.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }

/// The difference of two expressions.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
/// The expression minus a variable.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
/// A variable minus an expression.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }
/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + -rhs }
/// The expression minus a constant.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
/// A constant minus an expression.
public func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }
/// A variable minus a constant.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + -rhs }
/// A constant minus a variable.
public func - (lhs: Double, rhs: Variable) -> Expression { lhs + -rhs }
