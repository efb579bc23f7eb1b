import Cassowary
import Testing

// Building expressions and constraints with the operators, and how the solver reads them.

private func coefficients(_ expression: Expression) -> [String] {
  expression.terms.map { "\($0.coefficient)*\($0.variable)" }
}

@Test("Arithmetic keeps the terms in the order written and folds constants")
func arithmeticBuildsTerms() {
  let a = Variable("a")
  let b = Variable("b")
  let expression = 2 * a + b - 8
  #expect(coefficients(expression) == ["2.0*a", "1.0*b"])
  #expect(expression.constant == -8)
  #expect(expression.description == "2*a + b - 8")
}

@Test("Subtraction and negation flip every sign, constants included")
func subtractionNegates() {
  let a = Variable("a")
  let b = Variable("b")
  let difference = a - (b - 3)  // a − b + 3
  #expect(coefficients(difference) == ["1.0*a", "-1.0*b"])
  #expect(difference.constant == 3)
  let negated = -(2 * a + 1)
  #expect(coefficients(negated) == ["-2.0*a"])
  #expect(negated.constant == -1)
  #expect((-a).description == "-a")
  #expect((5 - a).description == "-a + 5")
}

@Test("Scaling and division multiply every coefficient and the constant")
func scalingMultipliesEverything() {
  let a = Variable("a")
  let b = Variable("b")
  let scaled = (a + 2 * b + 4) * 0.5
  #expect(coefficients(scaled) == ["0.5*a", "1.0*b"])
  #expect(scaled.constant == 2)
  let divided = (a + 4) / 4
  #expect(coefficients(divided) == ["0.25*a"])
  #expect(divided.constant == 1)
  #expect(coefficients(b / 2) == ["0.5*b"])
}

@Test("evaluated sums coefficient times value plus the constant")
func evaluatedSumsTerms() {
  let a = Variable("a")
  let b = Variable("b")
  let expression = 3 * a - b + 7
  let values: [Variable: Double] = [a: 2, b: 5]
  let expected: Double = 3 * 2 - 5 + 7
  #expect(expression.evaluated { values[$0]! } == expected)
}

@Test("isFinite is false for an infinite or NaN coefficient or constant")
func isFiniteDetectsNonFiniteParts() {
  let a = Variable("a")
  #expect((2 * a + 1).isFinite)
  #expect(!(Double.infinity * a).isFinite)
  #expect(!(a + Double.nan).isFinite)
  #expect(!Expression([Term(a, -.infinity)]).isFinite)
}

@Test("Comparison operators move everything to the left-hand side")
func comparisonsMoveRightSideLeft() {
  let a = Variable("a")
  let b = Variable("b")
  let equal = a == b + 8  // a − b − 8 == 0
  #expect(coefficients(equal.expression) == ["1.0*a", "-1.0*b"])
  #expect(equal.expression.constant == -8)
  #expect(equal.relation == .equal)
  #expect(equal.priority == .required)
  let atMost = 10 <= 2 * a  // 10 − 2a <= 0
  #expect(coefficients(atMost.expression) == ["-2.0*a"])
  #expect(atMost.expression.constant == 10)
  #expect(atMost.relation == .lessThanOrEqual)
  #expect((a >= 3).relation == .greaterThanOrEqual)
  #expect((a >= 3).description == "a - 3 >= 0")
}

@Test("withPriority makes a new constraint with the same expression and relation")
func withPriorityMakesNewConstraint() {
  let a = Variable("a")
  let required = a == 5
  let optional = required.withPriority(.defaultHigh)
  #expect(optional != required)
  #expect(optional.priority == .defaultHigh)
  #expect(optional.relation == required.relation)
  #expect(optional.expression.description == required.expression.description)
  #expect(optional.description == "a - 5 == 0 @750")
}

@Test("Constraints and variables are handles compared by identity, not by content")
func handlesCompareByIdentity() {
  let a = Variable("a")
  let alsoA = Variable("a")
  #expect(a != alsoA)
  #expect(a == a)
  let first = a == 1
  let second = a == 1
  #expect(first != second)
  let copy = first
  #expect(copy == first)
  #expect(Set([first, second, copy]).count == 2)
  #expect(Variable().description.hasPrefix("v"))
}

@Test("A variable repeated in one expression counts with the sum of its coefficients")
func repeatedVariablesAdd() throws {
  let x = Variable("x")
  var solver = Solver()
  try solver.add(x + x + 3 * x == 10)  // 5x = 10
  let expected: Double = 10 / 5
  #expect(isClose(solver.value(of: x), expected))
}

@Test("Terms with zero coefficients are ignored")
func zeroCoefficientsAreIgnored() throws {
  let x = Variable("x")
  let y = Variable("y")
  var solver = Solver()
  try solver.add(Constraint(Expression([Term(x, 1), Term(y, 0)], constant: -4), .equal))
  #expect(isClose(solver.value(of: x), 4))
  #expect(solver.value(of: y) == 0)
}

@Test("A variable in no constraint reads zero")
func unknownVariableReadsZero() {
  #expect(Solver().value(of: Variable("lonely")) == 0)
}
