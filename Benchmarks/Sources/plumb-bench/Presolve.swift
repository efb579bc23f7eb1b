import Cassowary

/// The presolve experiment of `--presolve`: required equalities become definitions before the
/// solver sees them, and only what is left is added.
///
/// In file order, a required equality with a variable of coefficient ±1 that no earlier
/// constraint or definition mentions, and that is not an edit variable, defines it (the first
/// such term: the constraint's first item, `cell.x` in `cell.x == root.x`, as the solver's fresh
/// subject): `a·x + Σ cᵢ·vᵢ + k = 0` gives `x = −(Σ cᵢ·vᵢ + k) / a`, and the equality is not
/// added. A definition names only older variables, so there is no cycle. Every other constraint
/// is added with its defined variables replaced by their definitions, latest defined first (a
/// shared ancestor, the cell's top under both `cell.bottom` and `body.bottom`, cancels before it
/// is expanded, as in the solver's own expansion).
///
/// An experiment to size a structural lever (Benchmarks/Results/2026-11-29-feed-build.md), not a
/// solver feature: removing or changing the constant of a defining equality, an edit of a defined
/// variable and conflict explanations are not handled.
struct Presolved {
  /// The constraints the solver gets.
  var constraints: [Constraint] = []
  /// The defined variables in the order they were defined, each with its definition.
  var definitions: [(variable: Variable, expression: Expression)] = []
  /// The smallest variable id of the constraints: the tables below are indexed by id minus it
  /// (ids come from one counter, so a system's variables are nearly contiguous), not hashed.
  private var base: UInt64 = 0
  /// Per variable, its definition's position in ``definitions``, or `-1`.
  private var index: [Int32] = []

  /// Presolves `constraints`, never defining a variable of `edits`.
  init(_ constraints: [Constraint], edits: Set<Variable>) {
    var (lowest, highest) = (UInt64.max, UInt64.min)
    for constraint in constraints {
      for term in constraint.expression.terms {
        (lowest, highest) = (min(lowest, term.variable.id), max(highest, term.variable.id))
      }
    }
    base = min(lowest, highest)
    index = Array(repeating: -1, count: Int(highest - base) + 1)
    var seen = Array(repeating: false, count: index.count)
    func slot(_ variable: Variable) -> Int { Int(variable.id - base) }
    // An edit variable counts as mentioned already: it is never defined.
    for variable in edits where (base...base + UInt64(seen.count - 1)).contains(variable.id) {
      seen[slot(variable)] = true
    }
    self.constraints.reserveCapacity(constraints.count)
    for constraint in constraints {
      var terms = constraint.expression.terms
      if constraint.relation == .equal, constraint.priority.isRequired,
        let position = terms.firstIndex(where: { term in
          abs(term.coefficient) == 1 && !seen[slot(term.variable)]
            && terms.lazy.filter { $0.variable == term.variable }.count == 1
        })
      {
        let subject = terms.remove(at: position)
        let a = subject.coefficient
        for term in terms { seen[slot(term.variable)] = true }
        seen[slot(subject.variable)] = true
        index[slot(subject.variable)] = Int32(definitions.count)
        definitions.append(
          (
            subject.variable,
            Expression(
              terms.map { Term($0.variable, -$0.coefficient / a) },
              constant: -constraint.expression.constant / a)
          ))
        continue
      }
      for term in terms { seen[slot(term.variable)] = true }
      self.constraints.append(
        Constraint(
          rewritten(constraint.expression), constraint.relation, priority: constraint.priority))
    }
  }

  /// `expression` with every defined variable replaced by its definition, latest defined first,
  /// until none is left; terms that cancel are dropped.
  func rewritten(_ expression: Expression) -> Expression {
    var terms: [Term] = []
    // Room for the definitions' terms: one allocation, not one per growth.
    terms.reserveCapacity(expression.terms.count + 8)
    var constant = expression.constant
    func add(_ term: Term) {
      if let at = terms.firstIndex(where: { $0.variable == term.variable }) {
        terms[at].coefficient += term.coefficient
        if terms[at].coefficient == 0 { terms.remove(at: at) }
      } else {
        terms.append(term)
      }
    }
    for term in expression.terms { add(term) }
    while true {
      var latest: (at: Int, position: Int)?
      for (at, term) in terms.enumerated() {
        let position = Int(index[Int(term.variable.id - base)])
        if position > latest?.position ?? -1 { latest = (at, position) }
      }
      guard let latest else { break }
      let coefficient = terms.remove(at: latest.at).coefficient
      let definition = definitions[latest.position].expression
      constant += coefficient * definition.constant
      for term in definition.terms { add(Term(term.variable, coefficient * term.coefficient)) }
    }
    return Expression(terms, constant: constant)
  }

  /// The value of every variable of `variables`: the solver's for the ones it has, a
  /// definition's for the others (in definition order: a definition names only older ones).
  func values(of variables: [Variable], solver: Solver) -> [Double] {
    var known: [UInt64: Double] = [:]
    for (variable, expression) in definitions {
      known[variable.id] = expression.terms.reduce(expression.constant) { sum, term in
        sum + term.coefficient * (known[term.variable.id] ?? solver.value(of: term.variable))
      }
    }
    return variables.map { known[$0.id] ?? solver.value(of: $0) }
  }
}
