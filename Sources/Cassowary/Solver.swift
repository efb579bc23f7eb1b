/// An incremental Cassowary solver with Auto Layout's strict priorities.
///
/// Implements Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving
/// Algorithm", ACM TOCHI 8(4), 2001, with departures that matter for layouts (the article
/// <doc:SolverInternals> explains each):
/// - **Strict priorities.** The objective keeps one level per priority and compares levels
///   lexicographically (the paper's symbolic weights; Apple's priority vectors), so any violation
///   at a higher priority outweighs every amount of violation below it. See ``Priority``.
/// - **Sparse rows.** A user variable's row is a definition that may refer to other variables,
///   and required equalities carry no marker unless their constants change, so a chain of `n`
///   items costs O(n) cells, not O(n²). Removing such an equality rebuilds the tableau from the
///   installed constraints (Apple's engine has `rebuildFromConstraints` for the same purpose).
/// - **Free variables stay free** until a required constraint pins them, instead of being
///   defined by whichever item mentions them first.
/// - **A column index.** A pivot touches only the rows that contain the entering symbol.
///
/// Every mutating method is a transaction: when it throws, the solver is exactly as it was.
///
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// var solver = Solver()
/// try solver.add(x + y == 100)
/// try solver.add((x == 10).withPriority(.defaultHigh))
/// solver.value(of: y)  // 90
/// ```
public struct Solver: Sendable {
  /// What the solver keeps per installed constraint.
  struct Record: Sendable {
    var constraint: Constraint
    /// Installation order: rebuilds and dumps replay constraints in it.
    var sequence: UInt64
    /// The symbol that absorbs a change of the constant: an inequality's slack, an optional
    /// equality's positive error, a volatile required equality's dummy, else `-1`.
    var marker: Symbol = -1
    /// An optional inequality's error or an optional equality's negative error, else `-1`.
    var other: Symbol = -1
    /// The coefficient the marker entered the constraint's row with (σ in ``Tableau/shift(_:by:)``).
    var markerSign: Double = 1
    /// A required equality that keeps a dummy marker so that its constant can change in place.
    var isVolatile = false
    /// Whether this is the edit constraint `v == value` of its one term's variable.
    var isEdit = false
    /// Where the terms' external symbols start in ``RecordTable/symbols``, one per term.
    var symbolStart: Int32 = 0
    /// The variable the row was solved for when it entered the tableau as a fresh definition
    /// (``freshSubject(_:_:)``), or `-1`.
    var subject: Symbol = -1
  }

  var tableau = Tableau()
  /// Every variable the solver has seen, in the order it first saw them.
  public internal(set) var variables: [Variable] = []
  /// Each variable's position in `variables`, by the variable's id.
  var indexOfVariable = IdentityTable()
  /// The external symbol of each variable index.
  var symbolOfVariable: [Symbol] = []
  /// The value last returned by ``fetchChanges()`` for each variable index.
  var reported: [Double] = []
  var reportedIsCurrent = false  // `reported` = `cachedValues` but at `intact.reached`'s variables.
  /// Every variable's value by symbol, as of the last ``updateVariables()``.
  var cachedValues: [Double] = []
  /// `true` while `cachedValues` reflects the tableau.
  var cacheIsCurrent = false
  /// Whether `cachedValues` reflected the tableau when the running transaction began: then only
  /// the values it moved need evaluating (``Tableau/reevaluate(_:into:)``).
  var cacheWasCurrent = false
  /// What ``fetchChanges()`` returned last, and the last suggestions' constant changes: storage
  /// that the next call reuses.
  var lastChanges: [(variable: Variable, value: Double)] = []
  var lastSuggestions: [(id: UInt64, constant: Double)] = []
  /// At least the largest magnitude in `cachedValues`, as the evaluations that filled it found
  /// it (``EvaluationProgram/run(rows:into:)``).
  var largestValue = 0.0
  /// The definitions' evaluation order for one structure version, reused by steps that only move
  /// constants; from the second read at that structure, an ``EvaluationProgram`` too.
  var cachedOrder: CachedOrder?

  /// Not a tuple, whose metadata is built at run time.
  struct CachedOrder: Sendable {
    var version: UInt64
    var order: [Symbol]
    var program: EvaluationProgram? = nil
  }

  var records = RecordTable()
  /// The required records, for the check after each operation.
  var required = RequiredRows()
  var nextSequence: UInt64 = 0
  /// Edit variables: variable id → id of its edit constraint.
  var edits = EditTable()
  /// Which required constraints hold by construction (``IntactDefinitions``).
  var intact: IntactDefinitions?
  /// Nesting depth of ``withOptimizationDeferred(_:)``: adds and removals skip optimisation.
  var deferralDepth = 0
  /// `false` after an add or removal whose optimisation was deferred.
  var isOptimal = true
  /// Every required equality gets a dummy marker (used to explain conflicts).
  var marksAllEqualities = false
  /// Whether each operation checks the required constraints at its solution and re-solves in
  /// exact arithmetic when rounding has broken one (the default; see
  /// ``exactReplacementIfDrifted()``).
  ///
  /// `false` is for a throwaway copy that answers one coarse question: Auto Layout's ambiguity
  /// probe asks whether a variable moves by more than 10⁻⁶ pt after one suggestion, which drift
  /// of 10⁻¹⁰ cannot change (Benchmarks/Results/2026-11-28-ambiguity-bound.md). A simplex
  /// breakdown still fails the operation.
  package var verifiesRequiredConstraints = true
  /// Whether each operation ends by checking the invariants (``invariantViolation(magnitude:)``),
  /// and a failed one by comparing the solver with a copy taken when it began. Off unless
  /// `PLUMB_CHECK_SOLVER` is set; the randomised suites turn it on.
  package var checksInvariants = Solver.checksInvariantsByDefault
  /// The symbols of the row that proved the last unsatisfiable add impossible: a linear
  /// combination of the constraints whose markers they are.
  var certificate: [Symbol] = []

  /// Registry changes of the running transaction, undone if it throws.
  var undo: [Undo] = []
  /// The records the running transaction removed (``Undo/removed(_:at:saved:)`` stays small).
  var savedRecords: [Record] = []
  enum Undo: Sendable {
    /// The record of the constraint `id` was appended (at the end of ``records``).
    case added(UInt64)
    /// The record of `id` was removed from `position`; it is `savedRecords[saved]`.
    case removed(UInt64, at: Int32, saved: Int32)
    /// The constant a record had before a constant change: restoring it copies no record.
    case constant(UInt64, Double)
    case edit(UInt64, UInt64?)
  }

  /// Creates an empty solver.
  public init() {}
}

extension Solver.Record {
  /// The variable this constraint is the edit constraint of, if any.
  var editVariable: Variable? { isEdit ? constraint.expression.terms[0].variable : nil }
}

// MARK: - Reading values

extension Solver {
  /// The value of `variable` in the current solution; `0` for a variable in no constraint.
  ///
  /// - Complexity: O(1) after ``updateVariables()`` or ``fetchChanges()``; otherwise the variable's
  ///   definition is evaluated through the definitions it refers to.
  public func value(of variable: Variable) -> Double {
    guard let index = indexOfVariable[variable.id] else { return 0 }
    let symbol = symbolOfVariable[Int(index)]
    if cacheIsCurrent { return cachedValues[Int(symbol)] }
    return tableau.externalValue(of: symbol)
  }

  /// The values of every variable the solver knows.
  public var values: [Variable: Double] {
    var all = cachedValues
    if !cacheIsCurrent { tableau.externalValues(into: &all) }
    var result: [Variable: Double] = [:]
    for (index, variable) in variables.enumerated() {
      result[variable] = all[Int(symbolOfVariable[index])]
    }
    return result
  }

  /// Computes every variable's value once, so that ``value(of:)`` is O(1) until the next change
  /// (kiwi's `updateVariables`).
  ///
  /// - Complexity: O(variables + cells of their definitions).
  public mutating func updateVariables() {
    guard !cacheIsCurrent else { return }
    (cacheIsCurrent, reportedIsCurrent) = (true, false)
    // In place (a `var` would copy the order). From the second read at a structure, a program.
    if cachedOrder?.version == tableau.structureVersion, let order = cachedOrder?.order {
      if cachedOrder?.program?.symbolCount != tableau.symbolCount {
        cachedOrder?.program = EvaluationProgram(order: order, tableau: tableau)
      }
      largestValue =
        cachedOrder?.program?.run(rows: tableau.rows, into: &cachedValues) ?? .infinity
      return
    }
    // The definitions' order of becoming basic, checked as it goes; after a rollback, the
    // depth-first order, which seeds it again.
    var largest = 0.0
    if let order = tableau.externalValuesInDefinitionOrder(into: &cachedValues, largest: &largest) {
      cachedOrder = CachedOrder(version: tableau.structureVersion, order: order)
      largestValue = largest
      return
    }
    let order = tableau.evaluationOrder()
    cachedOrder = CachedOrder(version: tableau.structureVersion, order: order)
    tableau.externalValues(order: order, into: &cachedValues)
    largestValue = cachedValues.reduce(0) { max($0, abs($1)) }
    tableau.definitionLog.seed(order.filter { tableau.isBasic($0) }, info: tableau.info)
  }

  /// The variables whose value changed since the last call, with their new values, in the order
  /// the solver first saw them. Also does ``updateVariables()``.
  ///
  /// - Complexity: O(variables + cells of their definitions).
  public mutating func fetchChanges() -> [(variable: Variable, value: Double)] {
    // Last call's elements, overwritten in place: a `Variable` (a `String`) costs to release.
    var changes = exchange(&lastChanges, with: [])
    let variables = variables
    var count = 0
    forEachChange { index, value in
      defer { count += 1 }
      guard count < changes.count else { return changes.append((variables[index], value)) }
      if changes[count].variable.id != variables[index].id {
        changes[count].variable = variables[index]
      }
      changes[count].value = value
    }
    while changes.count > count { changes.removeLast() }
    lastChanges = changes
    return changes
  }

  /// The variables whose value changed since the last call, as their positions in
  /// ``variables`` with their new values, in that order: ``fetchChanges()`` for callers that keep
  /// tables indexed by position. A variable keeps its position once an operation that added it
  /// succeeded (a failed one takes its new variables back). Reuses the storage of `changes`.
  package mutating func fetchChanges(into changes: inout [(index: Int, value: Double)]) {
    changes.removeAll(keepingCapacity: true)
    forEachChange { index, value in changes.append((index, value)) }
  }

  /// Brings the values up to date, then calls `body` with the position in ``variables`` and the
  /// value of each variable whose value is not the one last reported, and records it as
  /// reported.
  @inline(__always)
  private mutating func forEachChange(_ body: (Int, Double) -> Void) {
    updateVariables()
    let moved = reportedIsCurrent ? intact?.reached?.variables : nil  // All others are reported.
    reportedIsCurrent = true
    cachedValues.withUnsafeBufferPointer { values in
      symbolOfVariable.withUnsafeBufferPointer { symbols in
        reported.withUnsafeMutableBufferPointer { reported in
          func report(_ index: Int) {
            let value = values[Int(symbols[index])]
            if value != reported[index] {
              reported[index] = value
              body(index, value)
            }
          }
          guard let moved else { return symbols.indices.forEach(report) }
          for index in moved { report(Int(index)) }
        }
      }
    }
  }

  /// `true` if `constraint` is installed.
  public func contains(_ constraint: Constraint) -> Bool {
    guard let position = records.position(of: constraint.id) else { return false }
    return !records.all[Int(position)].isEdit
  }

  /// The installed constraints, in the order they were added, with their current constants.
  /// Edit variables are listed by ``editVariables``, not here.
  public var constraints: [Constraint] {
    records.all.filter { !$0.isEdit }.sorted { $0.sequence < $1.sequence }
      .map(\.constraint)
  }

  /// The edit variables with their priorities and their current suggested values, in the order
  /// they were added.
  public var editVariables: [(variable: Variable, priority: Priority, value: Double)] {
    edits.constraintIDs.compactMap { records[$0] }.sorted { $0.sequence < $1.sequence }.compactMap {
      record in
      record.editVariable.map {
        ($0, record.constraint.priority, -record.constraint.expression.constant)
      }
    }
  }

  /// The objective's value at each priority level present, highest first: the sum of the
  /// violations of the constraints of that priority. Lexicographically minimal at every moment.
  public var violations: [(priority: Priority, total: Double)] {
    tableau.levelOrder.map {
      (Priority(rawValue: tableau.levels[$0].priority), max(0, tableau.levels[$0].value))
    }
  }
}
