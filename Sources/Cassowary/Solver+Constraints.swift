extension Solver {
  /// Adds a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/invalidPriority(_:)``, ``SolverError/nonFiniteConstraint(_:)``,
  ///   ``SolverError/duplicateConstraint(_:)``, or ``SolverError/unsatisfiableConstraint(_:conflicts:)``
  ///   if it is required and cannot hold with the required constraints already installed. The
  ///   solver is unchanged when this method throws.
  public mutating func add(_ constraint: Constraint) throws(SolverError) {
    try add([constraint])
  }

  /// Adds constraints as one batch: all or none are installed, and the objective is optimised
  /// once, after the last one.
  ///
  /// - Throws: as ``add(_:)``, for the first constraint that fails; the solver is unchanged.
  public mutating func add(_ constraints: [Constraint]) throws(SolverError) {
    var seen = Set<UInt64>()
    for constraint in constraints {
      guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
      guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
      guard records[constraint.id] == nil, seen.insert(constraint.id).inserted else {
        throw .duplicateConstraint(constraint)
      }
    }
    var installed = 0
    try transaction { (solver: inout Solver) throws(Failure) in
      for constraint in constraints {
        try solver.install(constraint)
        installed += 1
      }
      try solver.optimize()
    } explain: { solver in
      solver.conflicts(of: constraints[installed], after: Array(constraints[..<installed]))
    }
  }

  /// Removes a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``; the solver is then unchanged.
  public mutating func remove(_ constraint: Constraint) throws(SolverError) {
    try remove([constraint])
  }

  /// Removes constraints as one batch, optimising once.
  ///
  /// Removing a required equality that has no marker rebuilds the tableau from the remaining
  /// constraints — once per batch, however many such equalities it removes.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` for the first unknown (or repeated)
  ///   constraint; the solver is then unchanged.
  public mutating func remove(_ constraints: [Constraint]) throws(SolverError) {
    var seen = Set<UInt64>()
    for constraint in constraints {
      guard contains(constraint), seen.insert(constraint.id).inserted else {
        throw .unknownConstraint(constraint)
      }
    }
    if constraints.contains(where: { records[$0.id]?.marker ?? -1 < 0 }) {
      var remaining = self
      for constraint in constraints { remaining.records[constraint.id] = nil }
      self = try remaining.rebuilt()
      return
    }
    try transaction { (solver: inout Solver) throws(Failure) in
      for constraint in constraints {
        if let record = solver.records[constraint.id] { try solver.uninstall(record) }
      }
      try solver.optimize()
    } explain: { _ in [] }
  }

  /// Changes the constant of an installed constraint without removing it: the cheap path that
  /// Auto Layout uses for animations and keyboard insets.
  ///
  /// `constant` replaces ``Expression/constant`` of the constraint's expression (the constraint
  /// reads `expression RELATION 0`, so `a == b + 8` has the constant `-8`). Only row constants
  /// change, and the dual simplex restores feasibility — typically a few pivots, or none.
  ///
  /// - Throws: ``SolverError/nonFiniteValue(_:)``, ``SolverError/unknownConstraint(_:)``, or
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if the constraint is required and
  ///   cannot hold with the new constant; the solver is then unchanged.
  public mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    guard constant.isFinite else { throw .nonFiniteValue(constant) }
    guard contains(constraint) else { throw .unknownConstraint(constraint) }
    try changeConstant(of: constraint.id, to: constant)
  }

  /// Removes every constraint and edit variable. Variables keep their identity and read as zero.
  public mutating func reset() {
    self = Solver()
  }

  // MARK: - Internals

  /// Why an internal step failed; mapped to a ``SolverError`` by ``transaction(_:explain:)``.
  enum Failure: Error {
    /// The required constraint (or constant change) being applied cannot hold.
    case unsatisfiable(Constraint)
    case simplex(SimplexFailure)
  }

  /// Runs `body` as a transaction: if it throws, the tableau and the registries are restored and
  /// the failure is mapped to a public error (with conflicts computed by `explain` on the
  /// restored solver).
  mutating func transaction(
    _ body: (inout Solver) throws(Failure) -> Void,
    explain: (Solver) -> [Constraint]
  ) throws(SolverError) {
    tableau.begin()
    undo.removeAll(keepingCapacity: true)
    do {
      try body(&self)
      tableau.commit()
      undo.removeAll(keepingCapacity: true)
    } catch {
      tableau.rollback()
      rollbackRegistry()
      switch error {
      case .unsatisfiable(let constraint):
        throw .unsatisfiableConstraint(constraint, conflicts: explain(self))
      case .simplex(.infeasible), .simplex(.brokenDummy):
        throw .internalError("required constraints became infeasible during optimisation")
      case .simplex(.unbounded): throw .internalError("the objective is unbounded")
      case .simplex(.pivotLimit): throw .internalError("the simplex exceeded its pivot budget")
      }
    }
  }

  mutating func rollbackRegistry() {
    for change in undo.reversed() {
      switch change {
      case .variable:
        let variable = variables.removeLast()
        indexOfVariable[variable.id] = nil
        symbolOfVariable.removeLast()
        reported.removeLast()
      case .record(let id, let record): records[id] = record
      case .edit(let id, let constraintID): edits[id] = constraintID
      }
    }
    undo.removeAll(keepingCapacity: true)
  }

  mutating func setRecord(_ record: Record?, for id: UInt64) {
    undo.append(.record(id, records[id]))
    records[id] = record
  }

  mutating func setEdit(_ constraintID: UInt64?, for variable: Variable) {
    undo.append(.edit(variable.id, edits[variable.id]))
    edits[variable.id] = constraintID
  }

  /// The external symbol of `variable`, registering the variable on first use.
  mutating func symbol(for variable: Variable) -> Symbol {
    if let index = indexOfVariable[variable.id] { return symbolOfVariable[Int(index)] }
    let index = Int32(variables.count)
    let symbol = tableau.newSymbol(.external, tag: index)
    variables.append(variable)
    indexOfVariable[variable.id] = index
    symbolOfVariable.append(symbol)
    reported.append(0)
    undo.append(.variable)
    return symbol
  }

  mutating func optimize() throws(Failure) {
    do { try tableau.optimize() } catch { throw .simplex(error) }
  }

  /// Adds the row of `constraint` to the tableau (the paper's incremental add, §5 and Fig. 9).
  ///
  /// The row `Σ aᵢ·vᵢ + k` has every basic variable replaced by its row, then gets its markers:
  /// a slack `s ≥ 0` for an inequality (`… + s = 0` for `<=`, `… - s = 0` for `>=`), error
  /// symbols `e⁺, e⁻ ≥ 0` for an optional constraint (counted in the objective at its priority),
  /// and a dummy for a volatile required equality. A subject is then chosen and the row solved
  /// for it; without a subject, phase one with an artificial symbol decides feasibility.
  mutating func install(_ constraint: Constraint, volatile: Bool = false, editVariable: Variable? = nil)
    throws(Failure)
  {
    var record = Record(constraint: constraint, sequence: nextSequence)
    record.editVariable = editVariable
    nextSequence += 1
    var row = Row()
    row.constant = constraint.expression.constant
    // The parametric externals the row receives, in the order of the terms that bring them: the
    // subject candidates, best first.
    var externals: [Symbol] = []
    for term in constraint.expression.terms where term.coefficient != 0 {
      let symbol = symbol(for: term.variable)
      let slot = tableau.slotOf[Int(symbol)]
      if slot >= 0 {
        let source = tableau.rows[Int(slot)]
        for cell in source.cells where tableau.kinds[Int(cell.symbol)] == .external {
          externals.append(cell.symbol)
        }
        row.add(source, times: term.coefficient)
      } else {
        externals.append(symbol)
        row.add(symbol, term.coefficient)
      }
    }
    let isRequired = constraint.priority.isRequired
    let level = isRequired ? -1 : tableau.level(for: constraint.priority.rawValue)
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      record.marker = tableau.newSymbol(.slack)
      record.markerSign = sign
      row.add(record.marker, sign)
      if !isRequired {
        record.other = tableau.newSymbol(.error)
        row.add(record.other, -sign)
        tableau.addToObjective(record.other, weight: 1, level: level)
      }
    case .equal:
      if !isRequired {
        record.marker = tableau.newSymbol(.error)
        record.other = tableau.newSymbol(.error)
        record.markerSign = -1
        row.add(record.marker, -1)
        row.add(record.other, 1)
        tableau.addToObjective(record.marker, weight: 1, level: level)
        tableau.addToObjective(record.other, weight: 1, level: level)
      } else if volatile || marksAllEqualities {
        record.marker = tableau.newSymbol(.dummy)
        record.isVolatile = true
        row.add(record.marker, 1)
      }
    }
    if row.constant < 0 { row.scale(by: -1) }

    if let subject = chooseSubject(row, record, externals: externals) {
      row.solve(for: subject)
      tableau.insertRow(row, basic: subject)
      tableau.substitute(subject, slot: tableau.slotOf[Int(subject)])
    } else if row.cells.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
      // Nothing can move: the constraint is redundant or contradicts required constraints.
      guard abs(row.constant) <= Tolerance.zero else {
        certificate = row.cells.map(\.symbol)
        throw .unsatisfiable(constraint)
      }
      if !row.cells.isEmpty {
        // It ties the constants of volatile equalities together; keep it as a basic dummy whose
        // row must stay zero, so that changing one of those constants is checked against it.
        if record.marker < 0 {
          record.marker = tableau.newSymbol(.dummy)
          record.isVolatile = true
          row.add(record.marker, 1)
        }
        row.solve(for: record.marker)
        tableau.insertRow(row, basic: record.marker)
      }
    } else {
      let artificial = tableau.newSymbol(.artificial)
      tableau.insertRow(row, basic: artificial)
      let feasible: Bool
      do { feasible = try tableau.driveOut(artificial: artificial) } catch { throw .simplex(error) }
      guard feasible else {
        certificate = tableau.rows[Int(tableau.slotOf[Int(artificial)])].cells.map(\.symbol)
        throw .unsatisfiable(constraint)
      }
    }
    setRecord(record, for: constraint.id)
  }

  /// The symbol to solve a new row for, or `nil` if the row needs phase one.
  ///
  /// An external variable first, and of those the one that the earliest term brought in:
  /// Auto Layout constraints read `first = m·second + c`, and the first item is the one being
  /// placed, so solving for it defines new items in terms of the items they hang from. The
  /// opposite choice — say `cell.w` for `child.w <= cell.w` — would push the child's slack into
  /// every row that later refers to the cell, and each pivot on it would touch them all. Ties go
  /// to the variable in the fewest rows (substituting it costs one row update per occurrence).
  /// This keeps chains sparse where kiwi's lowest-id rule re-bases old variables again and again
  /// (research/solver.md §2: "Subject choice alone is worth more than constant factors").
  /// Otherwise the constraint's own slack or error symbol if its coefficient is negative: the row
  /// constant is non-negative, so that symbol comes out non-negative.
  func chooseSubject(_ row: Row, _ record: Record, externals: [Symbol]) -> Symbol? {
    for symbol in externals where row.search(symbol) >= 0 { return symbol }
    for symbol in [record.marker, record.other] where symbol >= 0 {
      if tableau.kinds[Int(symbol)].isRestricted && row.coefficient(of: symbol) < 0 { return symbol }
    }
    return nil
  }

  /// Takes a constraint with a marker out of the tableau (the paper's incremental delete, §5):
  /// its error symbols leave the objective, its marker is pivoted into the basis, and the marker's
  /// row is dropped.
  mutating func uninstall(_ record: Record) throws(Failure) {
    if !record.constraint.priority.isRequired {
      let level = tableau.level(for: record.constraint.priority.rawValue)
      for symbol in [record.marker, record.other] where symbol >= 0 {
        tableau.addToObjective(symbol, weight: -1, level: level)
      }
    }
    let marker = record.marker
    if !tableau.isBasic(marker) {
      guard let slot = markerLeavingSlot(marker) else { throw .simplex(.unbounded) }
      tableau.pivot(entering: marker, slot: slot)
    }
    tableau.removeRow(tableau.slotOf[Int(marker)])
    setRecord(nil, for: record.constraint.id)
  }

  /// The row to pivot a marker into: a restricted row where it has a negative coefficient (least
  /// ratio first), else a restricted row with the least ratio, else any other row — the order
  /// that keeps the remaining restricted rows feasible.
  func markerLeavingSlot(_ marker: Symbol) -> Int32? {
    var best: (slot: Int32, rank: Int, ratio: Double, basic: Symbol)?
    for slot in tableau.columns[Int(marker)] {
      let basic = tableau.basicOf[Int(slot)]
      let row = tableau.rows[Int(slot)]
      let coefficient = row.coefficient(of: marker)
      let rank: Int
      let ratio: Double
      if tableau.kinds[Int(basic)].isRestricted {
        rank = coefficient < 0 ? 0 : 1
        ratio = abs(row.constant / coefficient)
      } else {
        rank = 2
        ratio = 0
      }
      if let current = best,
        (current.rank, current.ratio, current.basic) <= (rank, ratio, basic)
      {
        continue
      }
      best = (slot, rank, ratio, basic)
    }
    return best?.slot
  }

  /// Applies a new constant through the constraint's marker, then restores feasibility.
  mutating func changeConstant(of id: UInt64, to constant: Double) throws(SolverError) {
    guard let record = records[id] else { return }
    if record.marker < 0 {
      // No marker to absorb the change: rebuild with this equality volatile, once; later changes
      // take the fast path.
      var changed = self
      changed.records[id]?.isVolatile = true
      changed.records[id]?.constraint = record.constraint.withConstant(constant)
      do {
        self = try changed.rebuilt()
      } catch .unsatisfiableConstraint(_, let conflicts) {
        throw .unsatisfiableConstraint(record.constraint.withConstant(constant), conflicts: conflicts)
      }
      return
    }
    let updated = record.constraint.withConstant(constant)
    try transaction { (solver: inout Solver) throws(Failure) in
      let delta = constant - record.constraint.expression.constant
      solver.tableau.shift(record.marker, by: delta / record.markerSign)
      var changed = record
      changed.constraint = updated
      solver.setRecord(changed, for: id)
      do throws(SimplexFailure) {
        try solver.tableau.dualOptimize()
      } catch {
        switch error {
        case .infeasible, .brokenDummy: throw .unsatisfiable(updated)
        case .unbounded, .pivotLimit: throw .simplex(error)
        }
      }
    } explain: { solver in
      solver.conflicts(of: updated, replacing: id)
    }
  }

  /// A solver with the same constraints, edit variables and variables, built from scratch in
  /// installation order.
  func rebuilt() throws(SolverError) -> Solver {
    var fresh = Solver()
    fresh.marksAllEqualities = marksAllEqualities
    fresh.variables = variables
    fresh.indexOfVariable = indexOfVariable
    fresh.reported = reported
    fresh.reportsAll = true
    fresh.nextSequence = nextSequence
    fresh.edits = edits
    for index in variables.indices {
      fresh.symbolOfVariable.append(fresh.tableau.newSymbol(.external, tag: Int32(index)))
    }
    let ordered = records.values.sorted { $0.sequence < $1.sequence }
    var failed: Record?
    try fresh.transaction { (solver: inout Solver) throws(Failure) in
      for record in ordered {
        failed = record
        let sequence = solver.nextSequence
        solver.nextSequence = record.sequence
        try solver.install(
          record.constraint, volatile: record.isVolatile, editVariable: record.editVariable)
        solver.nextSequence = sequence
      }
      try solver.optimize()
    } explain: { solver in
      guard let failed else { return [] }
      var others = self
      others.records[failed.constraint.id] = nil
      return others.conflicts(of: failed.constraint, after: [])
    }
    return fresh
  }
}
