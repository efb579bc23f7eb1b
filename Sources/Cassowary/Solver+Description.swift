/// A deterministic text dump of the solver, for debugging (kiwi's `dump`, with its legend).
///
/// Symbols are printed as the variable's name for externals, and `s12`, `e13`, `d14`, `a15` for
/// slack, error, dummy and artificial symbols (kiwi's letters). Rows are sorted by basic symbol and
/// cells by symbol, so two solvers in the same state print the same text.
extension Solver: CustomDebugStringConvertible {
  public var debugDescription: String {
    var lines: [String] = []
    lines.append("Objective:")
    for level in tableau.levelOrder.map({ tableau.levels[$0] }) {
      var row = Row(constant: level.value)
      for (symbol, cost) in level.costs.enumerated() where cost != 0 {
        row.cells.append(Cell(symbol: Symbol(symbol), position: 0, coefficient: cost))
      }
      lines.append("  @\(Priority(rawValue: level.priority)): \(describe(row))")
    }
    lines.append("Tableau:")
    let slots = tableau.basicOf.indices.filter { tableau.basicOf[$0] >= 0 }
      .sorted { tableau.basicOf[$0] < tableau.basicOf[$1] }
    lines += slots.map { "  \(name(of: tableau.basicOf[$0])) = \(describe(tableau.rows[$0]))" }
    lines.append("Variables:")
    let values = values
    for variable in variables { lines.append("  \(variable) = \(values[variable, default: 0])") }
    lines.append("Edit variables:")
    lines += editVariables.map { "  \($0.variable) @\($0.priority) = \($0.value)" }
    lines.append("Constraints:")
    for constraint in constraints { lines.append("  \(constraint)") }
    return lines.joined(separator: "\n")
  }

  private func name(of symbol: Symbol) -> String {
    switch tableau.kinds[Int(symbol)] {
    case .external: return variables[Int(tableau.info[Int(symbol)].tag)].description
    case .slack: return "s\(symbol)"
    case .error: return "e\(symbol)"
    case .dummy: return "d\(symbol)"
    case .artificial: return "a\(symbol)"
    }
  }

  private func describe(_ row: Row) -> String {
    row.cells.reduce(into: "\(row.constant)") {
      $0 += " \($1.coefficient < 0 ? "-" : "+") \(abs($1.coefficient))*\(name(of: $1.symbol))"
    }
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
