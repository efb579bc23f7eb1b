extension Solver {
  /// Which variables the constraints certainly fix, read off the optimal tableau in one pass.
  ///
  /// A layout is ambiguous where a variable can move without making any constraint worse. At an
  /// optimum, every move of the parametric (non-basic) symbols that keeps every priority level's
  /// objective at its optimum uses only *movable* symbols:
  /// - a dummy symbol marks a required equality: it is always 0;
  /// - a restricted symbol (slack, error) can only grow, and growing it changes the objective by
  ///   its cost vector; at an optimum that vector is lexicographically ≥ 0, and a sum of such
  ///   vectors with positive weights is 0 only if each is 0, so only restricted symbols whose
  ///   cost is 0 at every level can move;
  /// - an unrestricted parametric user variable can move either way (its costs are 0 at an
  ///   optimum, or the simplex would have moved it).
  /// A variable's value is its definition evaluated through the definitions it refers to, so a
  /// variable whose expanded definition mentions no movable symbol cannot move: it is
  /// *determined*. The converse does not hold (feasibility may still pin a variable whose row
  /// mentions a movable symbol, or terms may cancel), so a variable that is not determined here
  /// may still be fixed: ask a probe (an edit variable in a copy) for those.
  ///
  /// Degeneracy is why the converse fails. A cost of 0 at every level (*dual* degeneracy) only
  /// says that moving a parametric symbol would not make the objective worse; the symbol is free
  /// only if the move also keeps every restricted basic symbol ≥ 0. At a degenerate vertex
  /// (*primal* degeneracy: a restricted basic symbol at 0, as the slack of an inequality that
  /// holds with equality) a row `b = 0 + c·s + …` with `c < 0` forbids growing `s` at all.
  /// ``pinDegenerateSymbols(_:in:)`` settles the rows where `s` is the only movable symbol; any
  /// other case is left undetermined here, never called free. A variable is free exactly when
  /// some direction of zero cost at every level keeps every restricted symbol ≥ 0 and changes
  /// the variable — the question the probe answers: an edit at the lowest priority pulls the
  /// variable, and the dual simplex re-solves without giving up any higher level's optimum, so
  /// it moves only along such a direction. An exactly tight inequality whose optimum is unique
  /// is therefore never called ambiguous, while a tie between constraints of equal priority
  /// (two labels that must share 0.5 pt of growth at the same hugging priority) is.
  ///
  /// Costs O(cells of the definitions + symbols × levels). The result does not change when only
  /// constants change (edit suggestions, constant updates): it depends on the rows' symbols and
  /// the costs, which change only with the structure or a pivot (``determinationRevision``).
  ///
  /// Levels at or below `floor` are left out: moving a variable may worsen them. (Auto Layout's
  /// ambiguity probe is an edit at priority 1, so it asks about the levels above 1, and an edit
  /// that holds an exercised view at priority 1 does not make the view determined.)
  public func determinedVariables(above floor: Priority = Priority(rawValue: 0))
    -> DeterminedVariables
  {
    let t = tableau
    let levels = t.levels.filter { $0.priority > floor.rawValue }
    var movable = [Bool](repeating: false, count: t.symbolCount)
    for symbol in 0..<t.symbolCount where !t.isBasic(Symbol(symbol)) {
      switch t.kinds[symbol] {
      case .external:
        movable[symbol] = true
      case .slack, .error, .artificial:
        movable[symbol] = levels.allSatisfy { abs($0.costs[symbol]) <= Tolerance.zero }
      case .dummy:
        movable[symbol] = false
      }
    }
    pinDegenerateSymbols(&movable, in: t)
    // Definitions refer only to older definitions: in evaluation order, each one's references are
    // settled before it.
    for symbol in t.evaluationOrder() {
      let slot = t.slotOf[Int(symbol)]
      guard slot >= 0 else { continue }
      movable[Int(symbol)] = t.rows[Int(slot)].cells.contains { movable[Int($0.symbol)] }
    }
    var determined = Set<UInt64>()
    for (index, variable) in variables.enumerated() where !movable[Int(symbolOfVariable[index])] {
      determined.insert(variable.id)
    }
    return DeterminedVariables(ids: determined)
  }

  /// Marks as fixed the restricted parametric symbols that a degenerate row holds at 0.
  ///
  /// Parametric symbols are 0. A row `b = 0 + c·s + (fixed symbols)` whose basic `b` must stay
  /// ≥ 0 (a slack, error or artificial) leaves `s` no room when `c < 0` and `s` can only grow
  /// (restricted): `b` would go negative. A basic dummy (always 0) leaves no room to any lone
  /// movable symbol. This is the common case of a view at its intrinsic size: hugging and
  /// compression resistance are both tight, the one's slack is parametric and the other's row is
  /// `s_c = 0 − s_h + e_c`, so a one-pass test alone sees the height as movable and pays a probe.
  /// Fixing one symbol can leave another alone in its row: repeat until nothing changes (each
  /// round fixes at least one symbol, so at most as many rounds as symbols; in practice two).
  private func pinDegenerateSymbols(_ movable: inout [Bool], in t: Tableau) {
    var changed = true
    while changed {
      changed = false
      for symbol in 0..<t.symbolCount {
        let slot = Int(t.slotOf[symbol])
        guard slot >= 0 else { continue }
        let kind = t.kinds[symbol]
        let row = t.rows[slot]
        guard kind != .external, abs(row.constant) <= Tolerance.zero else { continue }
        var lone: Cell?
        var count = 0
        for cell in row.cells
        where movable[Int(cell.symbol)] && abs(cell.coefficient) > Tolerance.zero {
          count += 1
          lone = cell
          if count > 1 { break }
        }
        guard count == 1, let cell = lone else { continue }
        let pinned =
          kind == .dummy
          || (t.kinds[Int(cell.symbol)] != .external && cell.coefficient < 0)
        if pinned {
          movable[Int(cell.symbol)] = false
          changed = true
        }
      }
    }
  }

  /// Changes whenever ``determinedVariables()`` may: with the tableau's structure or a pivot,
  /// not with constants alone.
  package var determinationRevision: [UInt64] {
    [tableau.structureVersion, UInt64(tableau.pivotCount)]
  }
}

/// The result of ``Solver/determinedVariables()``.
public struct DeterminedVariables: Sendable {
  let ids: Set<UInt64>

  /// `true` if the constraints certainly fix `variable`'s value; `false` if they may not.
  public func contains(_ variable: Variable) -> Bool { ids.contains(variable.id) }
}
