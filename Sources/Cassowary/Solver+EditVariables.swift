/// Edit variables: variables whose value the caller suggests, repeatedly and cheaply — a
/// dragged handle, or the window size of a layout.
///
/// An edit variable `v` at priority `p` is the constraint `v == value` at `p` whose constant
/// changes with each suggestion. At `1000` it is a *required* constraint (the way Auto Layout
/// holds a window's size); kiwi cannot express that and refuses required edits.
extension Solver {
  /// Makes `variable` an edit variable at `priority`, starting at its current value (so adding it
  /// moves nothing).
  ///
  /// - Throws: ``SolverError/invalidPriority(_:)``, ``SolverError/duplicateEditVariable(_:)``, or
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` (not for a variable the required
  ///   constraints leave free); the solver is then unchanged.
  public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError)
  {
    guard priority.isValid else { throw .invalidPriority(priority) }
    guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
    let constraint = Constraint(
      Expression([Term(variable)], constant: -value(of: variable)), .equal, priority: priority)
    try transaction { (solver: inout Solver) throws(Failure) in
      try solver.install(constraint, volatile: true, editVariable: variable)
      solver.setEdit(constraint.id, for: variable)
      try solver.optimize()
    } explain: { solver in
      solver.conflicts(of: constraint, after: [])
    }
  }

  /// Stops treating `variable` as an edit variable; its value stays where the remaining
  /// constraints put it.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``; the solver is then unchanged.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let id = edits[variable.id], let record = records[id] else {
      throw .unknownEditVariable(variable)
    }
    try transaction { (solver: inout Solver) throws(Failure) in
      try solver.uninstall(record)
      solver.setEdit(nil, for: variable)
      try solver.optimize()
    } explain: { _ in
      []
    }
  }

  /// `true` if `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

  /// Suggests a value for an edit variable and re-solves with the dual simplex.
  ///
  /// - Throws: ``SolverError/nonFiniteValue(_:)``, ``SolverError/unknownEditVariable(_:)``, or,
  ///   for a required edit variable that the required constraints keep from `value`,
  ///   ``SolverError/unsatisfiableSuggestion(_:value:conflicts:)``; the solver is then unchanged.
  public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try suggestValues([(variable, value)])
  }

  /// Suggests values for several edit variables and re-solves once.
  ///
  /// - Throws: as ``suggestValue(_:for:)``, for the first pair that fails.
  public mutating func suggestValues(_ suggestions: [(variable: Variable, value: Double)])
    throws(SolverError)
  {
    var changes = exchange(&lastSuggestions, with: [])
    while changes.popLast() != nil {}
    defer { lastSuggestions = changes }
    for (variable, value) in suggestions {
      guard value.isFinite else { throw .nonFiniteValue(value) }
      guard let id = edits[variable.id] else { throw .unknownEditVariable(variable) }
      changes.append((id, -value))
    }
    do {
      try changeConstants(changes)
    } catch .unsatisfiableConstraint(_, let conflicts) {
      // Blame the first suggestion that fails on its own, after the ones before it.
      var trial = self
      for ((variable, value), change) in zip(suggestions, changes) {
        do {
          try trial.changeConstants([change])
        } catch .unsatisfiableConstraint(_, let conflicts) {
          throw .unsatisfiableSuggestion(variable, value: value, conflicts: conflicts)
        }
      }
      let (variable, value) = suggestions[suggestions.count - 1]
      throw .unsatisfiableSuggestion(variable, value: value, conflicts: conflicts)
    }
  }
}
