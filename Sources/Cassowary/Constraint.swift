/// A linear constraint `expression RELATION 0` with a priority.
///
/// A `Constraint` is a handle: copies refer to the same constraint, and two constraints built from
/// the same expression are different constraints. Build one with the comparison operators, which
/// move everything to the left-hand side: `a.left == b.right + 8` is stored as
/// `a.left - b.right - 8 == 0`.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
  /// The identity of the constraint, unique in the process.
  public let id: UInt64
  /// The left-hand side; the right-hand side is zero.
  public let expression: Expression
  /// How the expression relates to zero.
  public let relation: Relation
  /// How strongly the solver tries to satisfy it; ``Priority/required`` must hold.
  public let priority: Priority

  /// Creates a constraint `expression RELATION 0`.
  public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
    self.id = Identity.next()
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }

  private init(id: UInt64, expression: Expression, relation: Relation, priority: Priority) {
    self.id = id
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }

  /// A new constraint with the same expression and relation at `priority`.
  public func withPriority(_ priority: Priority) -> Constraint {
    Constraint(expression, relation, priority: priority)
  }

  /// The same constraint (same identity) with the expression's constant replaced: what
  /// ``Solver/setConstant(_:of:)`` installs.
  func withConstant(_ constant: Double) -> Constraint {
    var expression = expression
    expression.constant = constant
    return Constraint(id: id, expression: expression, relation: relation, priority: priority)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The constraint as an equation, e.g. `2*a + b - 8 <= 0 @750`.
  public var description: String {
    let suffix = priority.isRequired ? "" : " @\(priority)"
    return "\(expression) \(relation.rawValue) 0\(suffix)"
  }
}
