/// A deterministic text dump of the solver, for debugging (kiwi's `dump`, with its legend).
///
/// Symbols are printed as the variable's name for externals, and `s12`, `e13`, `d14`, `a15` for
/// slack, error, dummy and artificial symbols (kiwi's letters). Rows are sorted by basic symbol and
/// cells by symbol, so two solvers in the same state print the same text.
extension Solver: CustomDebugStringConvertible {
  public var debugDescription: String {
    var lines: [String] = []
    lines.append("Objective:")
    for index in tableau.levelOrder {
      let level = tableau.levels[index]
      var row = Row()
      row.constant = level.value
      for (symbol, cost) in level.costs.enumerated() where cost != 0 {
        row.cells.append(Cell(symbol: Symbol(symbol), position: 0, coefficient: cost))
      }
      lines.append("  @\(Priority(rawValue: level.priority)): \(describe(row))")
    }
    lines.append("Tableau:")
    let slots = tableau.basicOf.indices.filter { tableau.basicOf[$0] >= 0 }
      .sorted { tableau.basicOf[$0] < tableau.basicOf[$1] }
    for slot in slots {
      lines.append("  \(name(of: tableau.basicOf[slot])) = \(describe(tableau.rows[slot]))")
    }
    lines.append("Variables:")
    var values = cachedValues
    if !cacheIsCurrent { tableau.externalValues(into: &values) }
    for (index, variable) in variables.enumerated() {
      lines.append("  \(variable) = \(values[Int(symbolOfVariable[index])])")
    }
    lines.append("Edit variables:")
    for (variable, priority, value) in editVariables {
      lines.append("  \(variable) @\(priority) = \(value)")
    }
    lines.append("Constraints:")
    for constraint in constraints { lines.append("  \(constraint)") }
    return lines.joined(separator: "\n")
  }

  private func name(of symbol: Symbol) -> String {
    switch tableau.kinds[Int(symbol)] {
    case .external: return variables[Int(tableau.tags[Int(symbol)])].description
    case .slack: return "s\(symbol)"
    case .error: return "e\(symbol)"
    case .dummy: return "d\(symbol)"
    case .artificial: return "a\(symbol)"
    }
  }

  private func describe(_ row: Row) -> String {
    var text = "\(row.constant)"
    for cell in row.cells {
      let sign = cell.coefficient < 0 ? "-" : "+"
      text += " \(sign) \(abs(cell.coefficient))*\(name(of: cell.symbol))"
    }
    return text
  }
}

extension Solver {
  /// Test hook: checks the tableau's invariants and returns the first broken one, if any.
  ///
  /// Basic symbols do not appear in rows; every cell is in its symbol's column at its recorded
  /// position; restricted rows are feasible; the objective is optimal; definitions form no cycle.
  ///
  /// A restricted row is feasible if its constant is above -10⁻⁷, or, when the largest row
  /// constant `M` (or `magnitude`, the largest value the caller has seen the solver reach)
  /// exceeds 10⁵, above -10⁻¹²·`M`: a row sums terms near `M` through coefficients whose ratios
  /// reach 10⁴, and keeps that rounding after the values come down. A slack at -5.7e-7 beside
  /// values of 10⁶, at -4.9e-7 beside 6·10¹², or an error at -7.9e-6 after values of 7·10⁸ is
  /// that rounding, not a violated constraint (Fuzz/RESULTS.md, runs 16, 18 and 20). Whether each
  /// required constraint holds is checked separately, against its own magnitude.
  package func invariantViolation(magnitude: Double = 0) -> String? {
    let kinds = tableau.kinds
    let largest =
      tableau.basicOf.indices.lazy.filter { tableau.basicOf[$0] >= 0 }
      .map { abs(tableau.rows[$0].constant) }.max() ?? 0
    let feasibility = 1e-12 * max(1e5, largest, magnitude)
    for (slot, basic) in tableau.basicOf.enumerated() where basic >= 0 {
      guard tableau.slotOf[Int(basic)] == Int32(slot) else { return "slotOf mismatch for \(basic)" }
      let row = tableau.rows[slot]
      let isDefinition = kinds[Int(basic)] == .external
      for (index, cell) in row.cells.enumerated() {
        if index > 0 && row.cells[index - 1].symbol >= cell.symbol { return "unsorted row \(slot)" }
        if tableau.isBasic(cell.symbol) && !(isDefinition && kinds[Int(cell.symbol)] == .external) {
          return "basic \(cell.symbol) in the row of \(basic)"
        }
        let column = Int(cell.symbol)
        guard Int(cell.position) < tableau.columns.count(of: column),
          tableau.columns.slot(column, at: Int(cell.position)) == Int32(slot)
        else {
          return "column of \(cell.symbol) misses row \(slot)"
        }
      }
      if kinds[Int(basic)].isRestricted && row.constant < -feasibility {
        return "infeasible row of \(basic): \(row.constant)"
      }
    }
    for symbol in 0..<tableau.columns.count {
      for slot in tableau.columns[symbol] where tableau.rows[Int(slot)].search(Symbol(symbol)) < 0 {
        return "column of \(symbol) lists row \(slot) without it"
      }
    }
    // A cost below the residue the primal simplex itself ignores (``Tolerance/residualCost``) is
    // rounding: the dual simplex leaves costs such as -3e-9 beside costs of 1 (finding 25).
    for symbol in 0..<tableau.symbolCount
    where tableau.canImprove(Symbol(symbol))
      && abs(tableau.leadingCost(of: Symbol(symbol))) >= Tolerance.residualCost
    {
      return "not optimal: moving symbol \(symbol) lowers the objective"
    }
    // Definitions must not refer to themselves through others: depth-first search with colours.
    var colour = [UInt8](repeating: 0, count: tableau.symbolCount)  // 0 new, 1 open, 2 done
    for start in 0..<tableau.symbolCount
    where tableau.isDefinition(Symbol(start)) && colour[start] == 0 {
      var stack: [(Symbol, Int)] = [(Symbol(start), 0)]
      colour[start] = 1
      while let (symbol, next) = stack.last {
        let cells = tableau.rows[Int(tableau.slotOf[Int(symbol)])].cells
        if next == cells.count {
          colour[Int(symbol)] = 2
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].1 += 1
        let reference = cells[next].symbol
        guard tableau.isDefinition(reference) else { continue }
        if colour[Int(reference)] == 1 { return "definitions form a cycle through \(reference)" }
        if colour[Int(reference)] == 0 {
          colour[Int(reference)] = 1
          stack.append((reference, 0))
        }
      }
    }
    return nil
  }
}

extension Solver {
  /// Benchmark hook (underscored: not API): the size of the tableau — rows, non-zero cells, the longest row
  /// and the longest column.
  public var _tableauShape:
    (rows: Int, cells: Int, longestRow: Int, longestColumn: Int, pivots: Int)
  {
    let rows = tableau.basicOf.indices.filter { tableau.basicOf[$0] >= 0 }
    return (
      rows.count, rows.reduce(0) { $0 + tableau.rows[$1].cells.count },
      rows.map { tableau.rows[$0].cells.count }.max() ?? 0,
      tableau.columns.longest, tableau.pivotCount
    )
  }
}
