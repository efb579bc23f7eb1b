import Cassowary
import Foundation

/// A constraint system in the neutral `cassowary-bench/1` JSON format: variables by name,
/// constraints as terms over variable indices, edit variables, and the suggestions to apply.
///
/// The format is Plumb's debugging and interchange format: a ``Solver`` can be saved to it and
/// loaded from it, and the benchmark workloads and solver fixtures use it. Each constraint means
/// `Σ coefficient·variable + constant RELATION 0`; an edit of priority 1000 is a *required*
/// constraint whose constant changes (an Auto Layout window size).
///
/// ```json
/// {"format": "cassowary-bench/1", "variables": ["x", "y"],
///  "constraints": [{"terms": [[1, 0], [-1, 1]], "constant": -8, "relation": "==", "priority": 1000}],
///  "edits": [{"variable": 1, "priority": 1000}], "initial": [[1, 393]], "steps": [[[1, 852]]]}
/// ```
public struct ConstraintSystem: Sendable {
  /// One constraint: `Σ coefficient·variable + constant RELATION 0`.
  public struct Row: Sendable, Equatable {
    /// `(coefficient, variable index)` pairs.
    public var terms: [(coefficient: Double, variable: Int)]
    /// The constant summand.
    public var constant: Double
    /// The relation to zero.
    public var relation: Relation
    /// The priority, `1...1000`.
    public var priority: Priority

    /// Creates a constraint row.
    public init(
      terms: [(coefficient: Double, variable: Int)], constant: Double, relation: Relation,
      priority: Priority
    ) {
      self.terms = terms
      self.constant = constant
      self.relation = relation
      self.priority = priority
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.terms.elementsEqual(rhs.terms) { $0 == $1 } && lhs.constant == rhs.constant
        && lhs.relation == rhs.relation && lhs.priority == rhs.priority
    }
  }

  /// An edit variable and its priority.
  public struct Edit: Sendable, Equatable {
    /// The variable index.
    public var variable: Int
    /// The edit's priority; `1000` means a required constraint whose constant changes.
    public var priority: Priority

    /// Creates an edit.
    public init(variable: Int, priority: Priority) {
      self.variable = variable
      self.priority = priority
    }
  }

  /// A suggested value for an edit variable.
  public typealias Suggestion = (variable: Int, value: Double)

  /// An optional name.
  public var name: String?
  /// Variable names; the index is the variable's id in the file.
  public var variables: [String]
  /// The constraints, in the order they are added.
  public var constraints: [Row]
  /// The edit variables, in the order they are added.
  public var edits: [Edit]
  /// Suggestions applied right after the edits are added.
  public var initial: [Suggestion]
  /// Groups of suggestions, each followed by a solve.
  public var steps: [[Suggestion]]

  /// Creates a system.
  public init(
    name: String? = nil, variables: [String], constraints: [Row], edits: [Edit] = [],
    initial: [Suggestion] = [], steps: [[Suggestion]] = []
  ) {
    self.name = name
    self.variables = variables
    self.constraints = constraints
    self.edits = edits
    self.initial = initial
    self.steps = steps
  }
}

// MARK: - Solver interop

extension ConstraintSystem {
  /// A system holding the solver's variables, constraints and edit variables, with the edits'
  /// current values as `initial`.
  public init(_ solver: Solver, name: String? = nil) {
    let variables = solver.variables
    var index: [Variable: Int] = [:]
    for (position, variable) in variables.enumerated() { index[variable] = position }
    func row(_ constraint: Constraint) -> Row {
      // Merge repeated variables: the format allows a variable once per constraint.
      var coefficients: [Int: Double] = [:]
      var order: [Int] = []
      for term in constraint.expression.terms {
        guard let position = index[term.variable] else { continue }
        if coefficients[position] == nil { order.append(position) }
        coefficients[position, default: 0] += term.coefficient
      }
      let terms = order.compactMap { position in
        coefficients[position].flatMap { $0 == 0 ? nil : (coefficient: $0, variable: position) }
      }
      return Row(
        terms: terms, constant: constraint.expression.constant, relation: constraint.relation,
        priority: constraint.priority)
    }
    let edits = solver.editVariables
    self.init(
      name: name, variables: variables.map(\.description),
      constraints: solver.constraints.map(row),
      edits: edits.compactMap { edit in
        index[edit.variable].map { Edit(variable: $0, priority: edit.priority) }
      },
      initial: edits.compactMap { edit in index[edit.variable].map { ($0, edit.value) } })
  }

  /// The system's variables and constraints as solver values, ready to add.
  public func makeConstraints() -> (variables: [Variable], constraints: [Constraint]) {
    let variables = self.variables.map { Variable($0) }
    let constraints = self.constraints.map { row in
      Constraint(
        Expression(
          row.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: row.constant),
        row.relation, priority: row.priority)
    }
    return (variables, constraints)
  }

  /// A solver with every constraint and edit variable of the system added, and `initial`
  /// suggested.
  ///
  /// - Throws: the ``SolverError`` of the first operation that fails.
  public func makeSolver() throws(SolverError) -> (solver: Solver, variables: [Variable]) {
    let (variables, constraints) = makeConstraints()
    var solver = Solver()
    try solver.add(constraints)
    for edit in edits {
      try solver.addEditVariable(variables[edit.variable], priority: edit.priority)
    }
    try solver.suggestValues(initial.map { (variables[$0.variable], $0.value) })
    return (solver, variables)
  }
}
