extension Solver {
  /// Adds a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/invalidPriority(_:)``, ``SolverError/nonFiniteConstraint(_:)``,
  ///   ``SolverError/duplicateConstraint(_:)``, or ``SolverError/unsatisfiableConstraint(_:conflicts:)``
  ///   if it is required and cannot hold with the required constraints already installed. The
  ///   solver is unchanged when this method throws.
  public mutating func add(_ constraint: Constraint) throws(SolverError) {
    try addBatch(CollectionOfOne(constraint), expectingConstantChanges: false)  // No array to free.
  }

  /// Adds constraints as one batch: all or none are installed, and the objective is optimised
  /// once, after the last one.
  ///
  /// - Parameter expectingConstantChanges: Whether the constants of these constraints will
  ///   change (frames, window sizes, insets). A required equality normally carries no marker, to
  ///   keep rows short, and its first ``setConstant(_:of:)`` rebuilds the tableau once to give
  ///   it one; these get it now. (Not every equality gets one up front: dummies of fixed sizes
  ///   would pile up in the rows that add those sizes along a chain.)
  /// - Throws: as ``add(_:)``, for the first constraint that fails; the solver is unchanged.
  public mutating func add(_ constraints: [Constraint], expectingConstantChanges: Bool = false)
    throws(SolverError)
  { try addBatch(constraints, expectingConstantChanges: expectingConstantChanges) }

  private mutating func addBatch<Batch: RandomAccessCollection<Constraint>>(
    _ constraints: Batch, expectingConstantChanges: Bool
  ) throws(SolverError) where Batch.Index == Int {
    // Ids come from one increasing counter: a batch in creation order (the layer's) repeats none,
    // and none is installed if the first is above every installed id.
    let increasing = constraints.indices.dropFirst().allSatisfy {
      constraints[$0 - 1].id < constraints[$0].id
    }
    let fresh = increasing && constraints.first.map { $0.id > records.idBound } ?? true
    var seen = IdentityTable()
    if !increasing { seen.reserveCapacity(constraints.count) }
    for constraint in constraints {
      guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
      guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
      guard fresh || records.position(of: constraint.id) == nil,
        increasing || seen.insert(constraint.id, 0)
      else { throw .duplicateConstraint(constraint) }
    }
    var installed = 0
    // Tables sized once for a batch; not for one constraint, whose appends grow them as well
    // (Benchmarks/Results/2026-11-28-solver-simpler.md, 2026-11-29-solver-lines.md).
    if constraints.count > 1 {
      reserveCapacity(
        adding: constraints.count, terms: constraints.reduce(0) { $0 + $1.expression.terms.count })
    }
    try transaction { (solver: inout Solver) throws(Failure) in
      for constraint in constraints {
        try solver.install(constraint, volatile: expectingConstantChanges)
        installed += 1
      }
      try solver.optimize()
    } explain: { solver in
      // Every constraint went in when the exact re-solve finds the batch contradictory: explain
      // the last one.
      let failing = min(installed, constraints.count - 1)
      return solver.conflicts(of: constraints[failing], after: Array(constraints[..<failing]))
    }
  }

  /// Makes room for `count` more constraints of `terms` terms: once for batches added in a row.
  package mutating func reserveCapacity(adding count: Int, terms: Int) {
    records.reserveCapacity(adding: count, terms: terms)
    // New variables: at most one per term, and about one per constraint in layouts.
    indexOfVariable.reserveCapacity(indexOfVariable.count + count)
    variables.reserveCapacity(adding: count)
    symbolOfVariable.reserveCapacity(adding: count)
    reported.reserveCapacity(adding: count)
    // An undo entry per constraint (new variables need none: a rollback truncates them).
    undo.reserveCapacity(adding: count)
    required.reserveCapacity(adding: count, terms: terms)
    // Symbols: a new variable per term at most, and two markers per constraint.
    tableau.reserveCapacity(symbols: terms + 2 * count, rows: count)
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
    if constraints.contains(where: {
      records.position(of: $0.id).map { records.all[Int($0)].marker } ?? -1 < 0
    }) {
      var remaining = self
      for constraint in constraints { remaining.records.remove(id: constraint.id) }
      self = try remaining.rebuilt()
      return
    }
    try transaction { (solver: inout Solver) throws(Failure) in
      for constraint in constraints {
        if let record = solver.records[constraint.id] { try solver.uninstall(record) }
      }
      try solver.optimize()
    } explain: { _ in
      []
    }
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
  public mutating func setConstant(_ constant: Double, of constraint: Constraint)
    throws(SolverError)
  {
    guard constant.isFinite else { throw .nonFiniteValue(constant) }
    guard contains(constraint) else { throw .unknownConstraint(constraint) }
    try changeConstants([(constraint.id, constant)])
  }

  /// Changes the constants of several installed constraints as one operation: one dual simplex
  /// run and one check of the required constraints, instead of one of each per constraint (a
  /// window resize changes its width and height together).
  ///
  /// - Throws: as ``setConstant(_:of:)``; when more than one constant changes, an unsatisfiable
  ///   batch reports no conflicts (apply the changes one by one to find the one that fails).
  ///   The solver is unchanged when this method throws.
  package mutating func setConstants(_ changes: [(constant: Double, constraint: Constraint)])
    throws(SolverError)
  {
    var seen = Set<UInt64>()
    for (constant, constraint) in changes {
      guard constant.isFinite else { throw .nonFiniteValue(constant) }
      guard contains(constraint), seen.insert(constraint.id).inserted else {
        throw .unknownConstraint(constraint)
      }
    }
    guard !changes.isEmpty else { return }
    try changeConstants(changes.map { ($0.constraint.id, $0.constant) })
  }

  /// Removes every constraint and edit variable. Variables keep their identity and read as zero.
  public mutating func reset() {
    // Inside `withOptimizationDeferred` the block still ends (and decrements the depth) after
    // this: keep the depth, or it would drop below zero and the solver would never optimise again.
    (self, deferralDepth) = (Solver(), deferralDepth)
  }

  // MARK: - Internals

  /// Why an internal step failed; mapped to a ``SolverError`` by ``transaction(_:explain:)``.
  enum Failure: Error {
    /// The required constraint (or constant change) being applied cannot hold.
    case unsatisfiable(Constraint)
    case simplex(SimplexFailure)
    /// The simplex broke down optimising after every constraint was installed, so the exact
    /// re-solve can finish the operation (``exactReplacement(after:)``).
    case unoptimizable(SimplexFailure)
    /// Rounding left this required constraint off by `residual`, and the exact re-solve could
    /// not run (see ``exactReplacementIfDrifted()``).
    case imprecise(Constraint, residual: Double)
  }

  /// Runs `body` as a transaction: if it throws, the tableau and the registries are restored and
  /// the failure is mapped to a public error (with conflicts computed by `explain` on the
  /// restored solver).
  mutating func transaction(
    _ body: (inout Solver) throws(Failure) -> Void,
    explain: (Solver) -> [Constraint]
  ) throws(SolverError) {
    tableau.begin()
    let symbolCount = records.symbols.count
    let variableCount = variables.count
    tableau.brokenDummy = nil
    // A body may run a deferred optimisation first (suggestions, constant changes); rolling the
    // tableau back undoes it, so the flag must go back too.
    let wasOptimal = isOptimal
    cacheWasCurrent = cacheIsCurrent
    cacheIsCurrent = false
    let before = checksInvariants ? [self] : []  // not an `Optional<Solver>`, written every time
    do {
      let replacement: [Tableau]  // not an `Optional<Tableau>`, copied twice every time
      do throws(Failure) {
        try body(&self)
        replacement = try exactReplacementIfDrifted()
      } catch .unoptimizable(let failure) { replacement = [try exactReplacement(after: failure)] }
      tableau.commit()
      if !undo.isEmpty { undo.removeAll(keepingCapacity: true) }
      if !savedRecords.isEmpty { savedRecords.removeAll(keepingCapacity: true) }
      records.compactSymbolsIfSparse()
      if let replacement = replacement.first {
        tableau = replacement
        (cachedOrder, intact) = (nil, nil)
        cacheIsCurrent = false
        isOptimal = true
      }
    } catch {
      tableau.rollback()
      rollbackRegistry(symbolCount: symbolCount, variableCount: variableCount)
      // The check of required constraints may have overwritten the cached values.
      cacheIsCurrent = false
      isOptimal = wasOptimal
      if let before = before.first, let changed = rollbackDifference(from: before) {
        throw .internalError("a failed operation changed \(changed)")
      }
      if checksInvariants, let broken = invariantViolation() {
        throw .internalError("invariant broken after a rollback: \(broken)")
      }
      switch error {
      case .unsatisfiable(let constraint):
        throw .unsatisfiableConstraint(constraint, conflicts: explain(self))
      case .imprecise(let constraint, let residual):
        throw .numericalBreakdown(constraint, residual: residual)
      case .simplex(let failure), .unoptimizable(let failure):
        throw .internalError(failure.message)
      }
    }
    if checksInvariants, let broken = invariantViolation() {
      throw .internalError("invariant broken: \(broken)")
    }
  }

  /// Undoes the registry changes of the running transaction, which began with `symbolCount`
  /// record symbols and `variableCount` variables: the symbols and variables added since go.
  mutating func rollbackRegistry(symbolCount: Int, variableCount: Int) {
    for change in undo.reversed() {
      switch change {
      case .added(let id):
        records.removeLast()
        required.remove(id)
      case .removed(_, let position, let saved):
        let record = savedRecords[Int(saved)]
        required.insert(record, symbols: records.symbols, range: records.symbolRange(of: record))
        records.restore(record, at: position)
      case .constant(let id, let constant):
        if let position = records.position(of: id) {
          replaceConstant(constant, ofRecordAt: position)
        }
      case .edit(let id, let constraintID): edits[id] = constraintID
      }
    }
    undo.removeAll(keepingCapacity: true)
    savedRecords.removeAll(keepingCapacity: true)
    if records.symbols.count > symbolCount { records.symbols.removeSubrange(symbolCount...) }
    while variables.count > variableCount {
      let variable = variables.removeLast()
      indexOfVariable.remove(variable.id)
      symbolOfVariable.removeLast()
      reported.removeLast()
    }
  }

  /// Stores a new constraint's record, keeping ``required`` in step; its undo entry is the id.
  mutating func addRecord(_ record: consuming Record) {
    let id = record.constraint.id
    required.insert(record, symbols: records.symbols, range: records.symbolRange(of: record))
    records.append(record)
    undo.append(.added(id))
  }

  /// Sets the record's constant in place, keeping ``required`` in step; journals the old one.
  mutating func setConstant(_ constant: Double, ofRecordAt position: Int32) -> Record.ConstantChange
  {
    let change = replaceConstant(constant, ofRecordAt: position)
    undo.append(.constant(change.id, change.old))
    return change
  }

  /// Updates the record where it is rather than copied out and back.
  @discardableResult
  private mutating func replaceConstant(_ constant: Double, ofRecordAt position: Int32)
    -> Record.ConstantChange
  {
    let change = records.update(at: position) { $0.replaceConstant(constant) }
    if change.priority.isRequired { required.setConstant(constant, of: change.id) }
    return change
  }

  mutating func setEdit(_ constraintID: UInt64?, for variable: Variable) {
    undo.append(.edit(variable.id, edits[variable.id]))
    edits[variable.id] = constraintID
  }

  /// The symbol of `terms[k]`'s variable, registered on first use (by index: a `Term` copy retains).
  /// The look-up inlined, the registration not: most terms name a known variable.
  @inline(__always)
  mutating func symbol(ofTerm k: Int, in terms: [Term]) -> Symbol {
    if let index = indexOfVariable[terms[k].variable.id] { return symbolOfVariable[Int(index)] }
    return register(ofTerm: k, in: terms)
  }

  @inline(never)
  private mutating func register(ofTerm k: Int, in terms: [Term]) -> Symbol {
    let index = Int32(variables.count)
    let symbol = tableau.newSymbol(.external, tag: index)
    variables.append(terms[k].variable)
    indexOfVariable.insert(terms[k].variable.id, index)
    symbolOfVariable.append(symbol)
    reported.append(0)
    return symbol
  }

  /// Optimises the objective, unless optimisation is deferred.
  mutating func optimize() throws(Failure) {
    guard deferralDepth == 0 else {
      isOptimal = false
      return
    }
    do { try tableau.optimize() } catch { throw .unoptimizable(error) }
    isOptimal = true
  }

  /// Adds the row of `constraint` to the tableau (the paper's incremental add, §5 and Fig. 9).
  ///
  /// The row `Σ aᵢ·vᵢ + k` gets its markers: a slack `s ≥ 0` for an inequality (`+ s` for `<=`,
  /// `- s` for `>=`), errors `e⁺, e⁻ ≥ 0` for an optional constraint, a dummy for a volatile
  /// required equality. A variable in no row yet makes it that variable's definition as it is;
  /// otherwise it is expanded and solved for a subject, or phase one decides feasibility.
  mutating func install(
    _ constraint: consuming Constraint, volatile: Bool = false, editVariable: Variable? = nil
  )
    throws(Failure)
  {
    var row = Row(constant: constraint.expression.constant)
    // Terms, markers and eight spare cells: one allocation, also through most expansions.
    row.cells.reserveCapacity(constraint.expression.terms.count + 10)
    let start = Int32(records.symbols.count)
    let terms = constraint.expression.terms
    for k in terms.indices {
      let symbol = self.symbol(ofTerm: k, in: terms)
      records.symbols.append(symbol)
      if terms[k].coefficient != 0 { row.add(symbol, terms[k].coefficient) }
    }
    // The caller's copy moves into the record, read through it from here: a copy cost a retain.
    var record = Record(constraint: consume constraint, sequence: nextSequence, symbolStart: start)
    record.isEdit = editVariable != nil
    nextSequence += 1
    let isRequired = record.constraint.priority.isRequired
    let level = isRequired ? -1 : tableau.level(for: record.constraint.priority.rawValue)
    switch record.constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = record.constraint.relation == .lessThanOrEqual ? 1 : -1
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
    // `consume row`: a copy left behind would make `insertRow`'s position writes copy the cells.
    if let subject = freshSubject(row, records.symbolRange(of: record)) {
      // Nothing refers to the subject yet, so its definition can keep its references.
      row.solve(for: subject)
      tableau.insertRow(consume row, basic: subject)
      record.subject = subject
    } else {
      tableau.expand(&row)
      // A non-negative constant: a restricted subject with a negative coefficient then comes out
      // non-negative, and the artificial of phase one starts feasible.
      if row.constant < 0 { row.scale(by: -1) }
      if let subject = chooseSubject(row, record) {
        row.solve(for: subject)
        tableau.insertRow(consume row, basic: subject)
        tableau.substitute(subject, slot: tableau.slotOf[Int(subject)])
      } else if row.cells.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
        // Nothing can move: the constraint is redundant or contradicts required constraints.
        guard abs(row.constant) <= Tolerance.zero else {
          certificate = row.cells.map(\.symbol)
          throw .unsatisfiable(record.constraint)
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
          tableau.insertRow(consume row, basic: record.marker)
        }
      } else {
        let artificial = tableau.newSymbol(.artificial)
        tableau.insertRow(consume row, basic: artificial)
        let feasible: Bool
        do { feasible = try tableau.driveOut(artificial: artificial) } catch {
          throw .simplex(error)
        }
        guard feasible else {
          certificate = tableau.rows[Int(tableau.slotOf[Int(artificial)])].cells.map(\.symbol)
          throw .unsatisfiable(record.constraint)
        }
      }
    }
    // Moved, not copied: a copy retained the constraint and was destroyed after.
    addRecord(consume record)
  }

  /// A user variable of the constraint that no row mentions yet, in the order of the terms
  /// (`range` in ``RecordTable/symbols``): the cheap subject, whose definition can keep referring
  /// to other variables. Solving `first = m·second + c` for the first item defines new items by
  /// the items they hang from, which keeps chains sparse
  /// (Documentation/Facts/Solver.md#subject-choice). Inlined: out of line it got a copy of `self`.
  @inline(__always)
  func freshSubject(_ row: Row, _ range: Range<Int>) -> Symbol? {
    for symbol in records.symbols[range] {
      if !tableau.isBasic(symbol) && tableau.columns.count(of: Int(symbol)) == 0
        && row.search(symbol) >= 0
      {
        return symbol
      }
    }
    return nil
  }

  /// The symbol to solve a row in full basic form for, or `nil` if the row needs phase one.
  ///
  /// The constraint's own slack or error symbol first, if its coefficient is negative (the row
  /// constant is non-negative, so the symbol comes out non-negative) or the constant is zero
  /// (layouts being built sit at zero; this spares them phase one). That keeps shared variables
  /// (a window width before its edit arrives) free, rather than defined by the first item that
  /// mentions them, with every later row inheriting that item's symbols. Otherwise the user
  /// variable in the fewest rows among those only definitions mention; failing that, a restricted
  /// symbol phase one would pivot in at once (``feasibleRestrictedSubject(_:)``). `mutating`
  /// although it changes nothing: the solver by reference, not a copy.
  mutating func chooseSubject(_ row: Row, _ record: Record) -> Symbol? {
    // With a zero constant the symbol comes out zero whatever its coefficient's sign.
    let anySign = row.constant <= Tolerance.zero
    // The two markers by index: an array literal of them was a heap allocation per row.
    for index in 0..<2 {
      let symbol = index == 0 ? record.marker : record.other
      guard symbol >= 0 else { continue }
      let coefficient = row.coefficient(of: symbol)
      if tableau.kinds[Int(symbol)].isRestricted && (coefficient < 0 || anySign && coefficient > 0)
      {
        return symbol
      }
    }
    var (best, bestCount): (Symbol?, Int) = (nil, .max)
    for cell in row.cells where tableau.kinds[Int(cell.symbol)] == .external {
      let column = Int(cell.symbol)
      let count = tableau.columns.count(of: column)
      guard count < bestCount else { continue }
      // Solving for a variable that restricted rows mention would move their constants, maybe
      // below zero; phase one moves such a variable with a ratio test instead.
      var onlyDefinitions = true
      for position in 0..<count {
        let slot = tableau.columns.slot(column, at: position)
        if tableau.kinds[Int(tableau.basicOf[Int(slot)])] != .external {
          onlyDefinitions = false
          break
        }
      }
      guard onlyDefinitions else { continue }
      best = cell.symbol
      bestCount = count
    }
    return best ?? feasibleRestrictedSubject(row)
  }

  /// A slack or error symbol of `row` (in full basic form, constant `c ≥ 0`) that the row can be
  /// solved for without phase one, or `nil`.
  ///
  /// Phase one would add an artificial `a = c + Σ aᵢ·sᵢ` and pivot until it leaves. Solved for a
  /// restricted `r` with `aᵣ < 0`, the row reads `r = c/|aᵣ| + …`: non-negative at the current
  /// solution (every parametric symbol zero). Substituting it moves the constant of each other
  /// row `k` that contains `r` by `bₖ·c/|aᵣ|`; a restricted row stays feasible if `bₖ > 0` or
  /// `cₖ/|bₖ| ≥ c/|aᵣ|` (the ratio test, which the artificial's own row wins), a definition may
  /// take any value, and a basic dummy's row must stay zero. When all of them allow it, this is
  /// phase one's first and last pivot (`r` entering, the artificial leaving), spared. With
  /// `c = 0` nothing moves and phase one would pivot in the first restricted cell: the same choice.
  /// Otherwise the cell of largest magnitude (the numerically safe pivot), ties to the first.
  /// (A cell bottom that must clear two subviews is such a row. `mutating`: see above.)
  mutating func feasibleRestrictedSubject(_ row: Row) -> Symbol? {
    if row.constant <= Tolerance.zero {
      return row.cells.first { tableau.kinds[Int($0.symbol)].isRestricted }?.symbol
    }
    var best: Cell?
    for cell in row.cells where cell.coefficient < 0 && tableau.kinds[Int(cell.symbol)].isRestricted
    {
      guard abs(cell.coefficient) > abs(best?.coefficient ?? 0) else { continue }
      let ratio = row.constant / -cell.coefficient
      let feasible = tableau.columns[Int(cell.symbol)].allSatisfy { slot in
        switch tableau.kinds[Int(tableau.basicOf[Int(slot)])] {
        case .external: return true
        case .dummy: return false
        case .slack, .error, .artificial:
          let other = tableau.rows[Int(slot)]
          let coefficient = other.coefficient(of: cell.symbol)
          return coefficient > 0 || other.constant / -coefficient >= ratio
        }
      }
      if feasible { best = cell }
    }
    return best?.symbol
  }

  /// Takes a constraint with a marker out of the tableau (the paper's incremental delete, §5):
  /// its error symbols leave the objective, its marker is pivoted into the basis, and the marker's
  /// row is dropped.
  mutating func uninstall(_ record: Record) throws(Failure) {
    if !record.constraint.priority.isRequired {
      let level = tableau.level(for: record.constraint.priority.rawValue)
      for symbol in [record.marker, record.other]
      where symbol >= 0 && tableau.kinds[Int(symbol)] == .error {
        tableau.addToObjective(symbol, weight: -1, level: level)
      }
    }
    let marker = record.marker
    if !tableau.isBasic(marker) {
      var slot = markerLeavingSlot(marker)
      if let chosen = slot, tableau.kinds[Int(tableau.basicOf[Int(chosen)])] == .external {
        // Only definitions mention the marker. Pivoting through one would spread its references
        // into the other rows that mention the marker, which could close a cycle; in full basic
        // form they carry no references. (An array: a slice of the column would be copied.)
        for user in Array(tableau.columns[Int(marker)]) { tableau.expandRow(user) }
        slot = markerLeavingSlot(marker)
      }
      guard let slot else { throw .simplex(.unbounded) }
      tableau.pivot(entering: marker, slot: slot)
    }
    tableau.removeRow(tableau.slotOf[Int(marker)])
    guard let position = records.position(of: record.constraint.id) else { return }
    required.remove(record.constraint.id)
    savedRecords.append(records.remove(at: position))
    undo.append(.removed(record.constraint.id, at: position, saved: Int32(savedRecords.count - 1)))
  }

  /// The row to pivot a marker into: a redundant equality's dummy row, else a restricted row where
  /// it has a negative coefficient (least ratio first), else a restricted row with the least ratio
  /// — the order that keeps the remaining restricted rows feasible — else a definition.
  func markerLeavingSlot(_ marker: Symbol) -> Int32? {
    var best: (slot: Int32, rank: Int, ratio: Double, basic: Symbol)?
    for slot in tableau.columns[Int(marker)] {
      let basic = tableau.basicOf[Int(slot)]
      let row = tableau.rows[Int(slot)]
      let coefficient = row.coefficient(of: marker)
      let rank: Int
      let ratio: Double
      switch tableau.kinds[Int(basic)] {
      case .dummy:
        // A redundant required equality equivalent to this one: its row holds dummies only, so
        // pivoting through it hands the role over without moving any constant.
        rank = 0
        ratio = 0
      case .slack, .error, .artificial:
        rank = coefficient < 0 ? 1 : 2
        ratio = abs(row.constant / coefficient)
      case .external:
        rank = 3
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

  /// Applies new constants through the constraints' markers, then restores feasibility with one
  /// run of the dual simplex. All changes apply, or none. Records are updated in place: a
  /// suggestion copies none, and its undo entry is the old constant.
  mutating func changeConstants(_ changes: [(id: UInt64, constant: Double)]) throws(SolverError) {
    if changes.contains(where: {
      records.position(of: $0.id).map { records.all[Int($0)].marker < 0 } ?? false
    }) {
      // No marker to absorb a change: rebuild with those equalities volatile, once; later changes
      // take the fast path.
      var changed = self
      for (id, constant) in changes {
        guard let position = changed.records.position(of: id) else { continue }
        changed.records.update(at: position) { record in
          record.isVolatile = true
          record.constraint = record.constraint.withConstant(constant)
        }
      }
      do {
        self = try changed.rebuilt()
      } catch .unsatisfiableConstraint(let constraint, let conflicts) {
        // The rebuild fails at whichever constraint comes last in the conflict; explain the change
        // itself instead.
        guard changes.count == 1, let (id, constant) = changes.first,
          let updated = records[id]?.constraint.withConstant(constant)
        else { throw .unsatisfiableConstraint(constraint, conflicts: conflicts) }
        throw .unsatisfiableConstraint(
          updated, conflicts: self.conflicts(of: updated, replacing: id))
      }
      return
    }
    try transaction { (solver: inout Solver) throws(Failure) in
      // A deferral leaves the tableau feasible, not optimal: `dualOptimize` then optimises once,
      // at the new constants (Benchmarks/Results/2026-11-30-kiwi-build-4.md).
      solver.isOptimal = true
      var updated: Int32?
      for (id, constant) in changes {
        guard let position = solver.records.position(of: id) else { continue }
        let change = solver.setConstant(constant, ofRecordAt: position)
        let delta = constant - change.old
        let level =
          change.priority.isRequired ? nil : solver.tableau.level(for: change.priority.rawValue)
        solver.tableau.shift(change.marker, by: delta / change.markerSign, errorLevel: level)
        updated = position
      }
      do throws(SimplexFailure) {
        try solver.tableau.dualOptimize()
      } catch {
        switch error {
        case .infeasible, .brokenDummy:
          if let updated { throw .unsatisfiable(solver.records.all[Int(updated)].constraint) }
          throw .simplex(error)
        case .unbounded, .pivotLimit: throw .unoptimizable(error)
        }
      }
    } explain: { solver in
      // One change: the installed required constraints that rule it out. Several: the caller
      // finds the first that fails alone and explains that one.
      guard changes.count == 1, let (id, constant) = changes.first,
        let updated = solver.records[id]?.constraint.withConstant(constant)
      else { return [] }
      return solver.conflicts(of: updated, replacing: id)
    }
  }

  /// A solver with the same constraints, edit variables and variables, built from scratch in
  /// installation order.
  func rebuilt() throws(SolverError) -> Solver {
    var fresh = Solver()
    fresh.marksAllEqualities = marksAllEqualities
    fresh.deferralDepth = deferralDepth
    fresh.variables = variables
    fresh.indexOfVariable = indexOfVariable
    fresh.reported = reported
    fresh.nextSequence = nextSequence
    fresh.edits = edits
    for index in variables.indices {
      fresh.symbolOfVariable.append(fresh.tableau.newSymbol(.external, tag: Int32(index)))
    }
    let ordered = records.all.sorted { $0.sequence < $1.sequence }
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
      others.records.remove(id: failed.constraint.id)
      return others.conflicts(of: failed.constraint, after: [])
    }
    return fresh
  }
}

extension Solver.Record {
  /// What a constant change reads from a record, taken while the record is updated in place.
  struct ConstantChange {
    var id: UInt64
    /// The constant before the change.
    var old: Double
    var marker: Symbol
    var markerSign: Double
    var priority: Priority
  }

  /// Replaces the constraint's constant and returns what the change needs (see
  /// ``Solver/changeConstants(_:)``).
  mutating func replaceConstant(_ constant: Double) -> ConstantChange {
    let change = ConstantChange(
      id: constraint.id, old: constraint.expression.constant, marker: marker,
      markerSign: markerSign,
      priority: constraint.priority)
    constraint = constraint.withConstant(constant)
    return change
  }
}
