import Cassowary

extension LayoutEngine {
  /// A minimal set of installed required constraints that rules out `failing`, starting from
  /// the solver's explanation `explanation`.
  ///
  /// Works around a solver defect: when ``Cassowary/Solver/setConstant(_:of:)`` fails, its
  /// explanation can list the changed constraint itself and leave out a member that is needed
  /// (its deletion filter re-adds a constraint of the same identity, which counts as a
  /// rejection). The explanation is kept when it really rules `failing` out; otherwise the
  /// connected required constraints are shrunk with a deletion filter here.
  func minimalConflict(for failing: Constraint, explanation: [Constraint]) -> [Constraint] {
    let suggested = explanation.filter { $0.id != failing.id }
    if Self.rejects(failing, given: suggested) { return suggested }
    var conflict = connectedRequiredConstraints(to: failing)
    guard Self.rejects(failing, given: conflict) else { return suggested }
    var index = 0
    while index < conflict.count {
      var trial = conflict
      trial.remove(at: index)
      if Self.rejects(failing, given: trial) { conflict = trial } else { index += 1 }
    }
    return conflict
  }

  /// The installed required constraints that share a variable with `failing`, directly or
  /// through each other, in installation order.
  private func connectedRequiredConstraints(to failing: Constraint) -> [Constraint] {
    let required = solver.constraints.filter { $0.priority.isRequired && $0.id != failing.id }
    var users: [UInt64: [Int]] = [:]
    for (index, constraint) in required.enumerated() {
      for term in constraint.expression.terms { users[term.variable.id, default: []].append(index) }
    }
    var included = Array(repeating: false, count: required.count)
    var reached = Set<UInt64>()
    var frontier = failing.expression.terms.map(\.variable.id)
    while let variable = frontier.popLast() {
      guard reached.insert(variable).inserted else { continue }
      for index in users[variable] ?? [] where !included[index] {
        included[index] = true
        frontier.append(contentsOf: required[index].expression.terms.map(\.variable.id))
      }
    }
    return required.indices.filter { included[$0] }.map { required[$0] }
  }

  /// `true` if `failing` cannot hold together with `constraints` (copied, so identities never
  /// clash in the scratch solver).
  private static func rejects(_ failing: Constraint, given constraints: [Constraint]) -> Bool {
    var scratch = Solver()
    let copies = constraints.map { Constraint($0.expression, $0.relation) }
    guard (try? scratch.add(copies)) != nil else { return true }
    return (try? scratch.add(Constraint(failing.expression, failing.relation))) == nil
  }
}
