/// The lexicographic optimum of the installed constraints in exact rational arithmetic: the
/// solver's fallback when its floating-point tableau no longer satisfies a required constraint.
///
/// Cassowary's tableau is never re-factorised, so rounding accumulates (Fuzz/RESULTS.md, findings
/// 9, 16 and 17). Linear-programming codes answer drift by re-factorising from the original
/// data; here the re-factorisation is exact: every coefficient and constant of the result is the
/// exact rational one, rounded once when the floating-point tableau is rebuilt from it
/// (``Tableau/init(exact:like:)``).
///
/// The method is the textbook two-phase simplex on the same symbols the solver uses (the rows
/// of ``Solver/install(_:volatile:editVariable:)``): user variables enter the basis as soon as an
/// equation mentions them and never leave (they are unrestricted), an equation without one gets
/// an artificial symbol, phase one drives the artificials to zero, and phase two minimises the
/// priority levels lexicographically. Bland's rule (least index enters, least index leaves on
/// ties) cannot cycle in exact arithmetic, so the loops end; the budget only bounds the time.
struct ExactTableau {
  /// `basic = constant + Σ cells[s]·s`, or for an equation `0 = constant + Σ cells[s]·s`.
  struct Row {
    var constant = Rational.zero
    var cells: [Symbol: Rational] = [:]

    mutating func add(_ symbol: Symbol, _ coefficient: Rational) {
      let sum = (cells[symbol] ?? .zero) + coefficient
      cells[symbol] = sum.isZero ? nil : sum
    }

    mutating func add(_ other: Row, times factor: Rational) {
      constant = constant + factor * other.constant
      for (symbol, coefficient) in other.cells { add(symbol, factor * coefficient) }
    }

    /// Rewrites `0 = c + a·subject + Σ cᵢ·sᵢ` as `subject = -c/a - Σ (cᵢ/a)·sᵢ`.
    func solved(for subject: Symbol) -> Row {
      var row = self
      let factor = -Rational.one / (row.cells.removeValue(forKey: subject) ?? .one)
      row.constant = row.constant * factor
      for (symbol, coefficient) in row.cells { row.cells[symbol] = coefficient * factor }
      return row
    }
  }

  enum Failure: Error {
    /// The required constraints admit no solution.
    case infeasible
    /// The system is larger than ``maximumEquations``, or the pivots exceeded their budget.
    case tooLarge
  }

  /// Rational entries grow with every elimination: the fallback is for the small systems with
  /// extreme coefficients where drift shows, not for layouts, whose rounding stays near an ulp.
  static let maximumEquations = 400

  /// The kinds of the solver's symbols; artificial symbols are appended after them.
  private(set) var kinds: [SymbolKind]
  /// The basic rows, by basic symbol.
  private(set) var rows: [Symbol: Row] = [:]
  /// One objective per priority level, highest priority first: `value = constant + Σ costs`.
  private(set) var objectives: [Row] = []
  private var pivotBudget: Int

  /// Solves `equations` (each `0 = constant + Σ cells`) and minimises, highest priority first,
  /// the sum of each level's error symbols.
  init(kinds: [SymbolKind], equations: [Row], levels: [[Symbol]]) throws(Failure) {
    guard equations.count <= Self.maximumEquations else { throw .tooLarge }
    self.kinds = kinds
    pivotBudget = 50 * (equations.count + kinds.count) + 1000
    var artificials: [Symbol] = []
    for equation in equations {
      var row = equation
      substituteBasics(into: &row)
      if let subject = row.cells.keys.filter({ kinds[Int($0)] == .external }).min() {
        makeBasic(subject, row.solved(for: subject))
      } else if row.cells.keys.allSatisfy({ kinds[Int($0)] == .dummy }) {
        // Only fixed symbols left: the equation is redundant, contradictory, or ties constants
        // of volatile equalities together (kept as a basic dummy, as the solver does).
        guard row.constant.isZero else { throw .infeasible }
        if let dummy = row.cells.keys.min() { makeBasic(dummy, row.solved(for: dummy)) }
      } else {
        // `A = c + Σ…` with `c ≥ 0`: the artificial starts feasible and must reach zero.
        if row.constant.isNegative {
          row = Row(constant: -row.constant, cells: row.cells.mapValues { -$0 })
        }
        let artificial = Symbol(self.kinds.count)
        self.kinds.append(.artificial)
        rows[artificial] = row
        artificials.append(artificial)
      }
    }
    try phaseOne(artificials)
    objectives = levels.map { errors in
      var objective = Row()
      for error in errors { objective.add(error, .one) }
      substituteBasics(into: &objective)
      return objective
    }
    try minimize()
  }

  /// The value of `symbol` at the optimum: its row's constant if it is basic, else zero.
  func value(of symbol: Symbol) -> Rational { rows[symbol]?.constant ?? .zero }

  /// Minimises the sum of the artificials, then pivots out those left basic at zero.
  private mutating func phaseOne(_ artificials: [Symbol]) throws(Failure) {
    guard !artificials.isEmpty else { return }
    var sum = Row()
    for artificial in artificials { sum.add(rows[artificial] ?? Row(), times: .one) }
    objectives = [sum]
    try minimize()
    guard objectives[0].constant.isZero else { throw .infeasible }
    for artificial in artificials {
      guard let row = rows[artificial] else { continue }
      rows[artificial] = nil
      // Degenerate (the constant is zero): any movable symbol can take the artificial's place.
      if let entering = row.cells.keys.filter({ isMovable($0) }).min() {
        var equation = row
        equation.add(artificial, -.one)
        makeBasic(entering, equation.solved(for: entering))
      } else if let dummy = row.cells.keys.filter({ kinds[Int($0)] == .dummy }).min() {
        makeBasic(dummy, row.solved(for: dummy))
      }
    }
    // Non-basic artificials are zero from now on: drop their columns.
    let symbolKinds = kinds
    rows = rows.mapValues { row in
      Row(
        constant: row.constant, cells: row.cells.filter { symbolKinds[Int($0.key)] != .artificial })
    }
    objectives = []
  }

  /// Slack and error symbols move during optimisation; user variables are basic once mentioned,
  /// dummies are fixed at zero, and artificials only leave.
  private func isMovable(_ symbol: Symbol) -> Bool {
    let kind = kinds[Int(symbol)]
    return kind == .slack || kind == .error
  }

  /// The primal simplex on the lexicographic objective, with Bland's rule.
  private mutating func minimize() throws(Failure) {
    while let entering = enteringSymbol() {
      var leaving: (basic: Symbol, ratio: Rational)?
      for (basic, row) in rows where kinds[Int(basic)].isRestricted {
        guard let coefficient = row.cells[entering], coefficient.isNegative else { continue }
        let ratio = row.constant / -coefficient
        if let best = leaving, !(ratio < best.ratio || ratio == best.ratio && basic < best.basic) {
          continue
        }
        leaving = (basic, ratio)
      }
      // Each level sums non-negative errors, so no direction lowers it without bound.
      guard let leaving, pivotBudget > 0 else { throw .tooLarge }
      pivotBudget -= 1
      pivot(entering: entering, leaving: leaving.basic)
    }
  }

  /// The least movable non-basic symbol whose cost vector is lexicographically negative.
  private func enteringSymbol() -> Symbol? {
    var candidates = Set<Symbol>()
    for objective in objectives { candidates.formUnion(objective.cells.keys) }
    return candidates.filter { symbol in
      guard isMovable(symbol), rows[symbol] == nil else { return false }
      let leading = objectives.lazy.compactMap { $0.cells[symbol] }.first
      return leading?.isNegative ?? false
    }.min()
  }

  private mutating func pivot(entering: Symbol, leaving: Symbol) {
    guard var row = rows.removeValue(forKey: leaving) else { return }
    row.add(leaving, -.one)
    makeBasic(entering, row.solved(for: entering))
  }

  /// Installs `row` as the row of `symbol` and substitutes it wherever the symbol appears.
  private mutating func makeBasic(_ symbol: Symbol, _ row: Row) {
    for basic in Array(rows.keys) where rows[basic]?.cells[symbol] != nil {
      rows[basic]?.substitute(symbol, by: row)
    }
    for index in objectives.indices { objectives[index].substitute(symbol, by: row) }
    rows[symbol] = row
  }

  private func substituteBasics(into row: inout Row) {
    for symbol in Array(row.cells.keys) {
      if let definition = rows[symbol] { row.substitute(symbol, by: definition) }
    }
  }
}

extension ExactTableau.Row {
  /// Replaces `symbol` by `definition`.
  mutating func substitute(_ symbol: Symbol, by definition: ExactTableau.Row) {
    guard let factor = cells.removeValue(forKey: symbol) else { return }
    add(definition, times: factor)
  }
}

extension Tableau {
  /// A floating-point tableau with the rows and objective of `exact`, rounded once, over the same
  /// symbols and priority levels as `old` (whose error counts it keeps). Every row is in full
  /// basic form; the result is optimal, so no simplex work is pending.
  init(exact: ExactTableau, like old: Tableau) {
    self.init()
    for symbol in old.kinds.indices { _ = newSymbol(old.kinds[symbol], tag: old.info[symbol].tag) }
    // Levels are created in `old`'s order, so they keep its indices.
    for level in old.levels {
      levels[self.level(for: level.priority)].errorCount = level.errorCount
    }
    for (index, objective) in zip(old.levelOrder, exact.objectives) {
      levels[index].value = objective.constant.doubleValue
      for (symbol, cost) in objective.cells {
        levels[index].costs[Int(symbol)] = cost.doubleValue
        info[Int(symbol)].costLevels |= Self.levelBit(index)
      }
    }
    for (basic, row) in exact.rows.sorted(by: { $0.key < $1.key }) {
      var cells: [Cell] = []
      for (symbol, coefficient) in row.cells.sorted(by: { $0.key < $1.key }) {
        let value = coefficient.doubleValue
        if value != 0 { cells.append(Cell(symbol: symbol, position: 0, coefficient: value)) }
      }
      insertRow(Row(cells: cells, constant: row.constant.doubleValue), basic: basic)
    }
    pivotCount = old.pivotCount
  }
}
