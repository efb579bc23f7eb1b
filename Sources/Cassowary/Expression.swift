/// A variable multiplied by a coefficient: one summand of an ``Expression``.
public struct Term: Sendable {
  /// The variable.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates the term `coefficient · variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression: a sum of terms plus a constant, `Σ cᵢ·vᵢ + k`.
///
/// Build expressions with the arithmetic operators: `2 * a + b - 8`. A variable may appear in
/// several terms; ``Solver`` adds their coefficients.
public struct Expression: Sendable, CustomStringConvertible {
  /// The summands, in the order they were written.
  public var terms: [Term]
  /// The constant summand.
  public var constant: Double

  /// Creates an expression from its terms and constant.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1 · variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// `true` if every coefficient and the constant are finite numbers.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The value of the expression when each variable has the value `value(variable)`.
  public func evaluated(_ value: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }

  public var description: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let sign = term.coefficient < 0 ? "-" : "+"
      text += text.isEmpty ? (sign == "-" ? "-" : "") : " \(sign) "
      text += magnitude == 1 ? "\(term.variable)" : "\(number(magnitude))*\(term.variable)"
    }
    if constant != 0 || text.isEmpty {
      let sign = constant < 0 ? "-" : "+"
      text += text.isEmpty ? (constant < 0 ? "-" : "") : " \(sign) "
      text += number(abs(constant))
    }
    return text
  }
}

/// Formats a coefficient or constant for descriptions: whole numbers without a fraction.
func number(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return String(value)
}
