extension Solver {
  /// Runs `body` with optimisation deferred, then optimises once: Apple's engine does the same
  /// with `withAutomaticOptimizationDisabled:` (Documentation/Facts/Solver.md#apples-engine).
  ///
  /// Inside `body`, ``add(_:)``, ``remove(_:)`` and ``addEditVariable(_:priority:)`` only install
  /// or take out rows: required constraints are still checked (and errors still leave the solver
  /// unchanged), but the objective is not optimised, so values read inside `body` satisfy every
  /// required constraint without yet being optimal. A suggestion or constant change inside `body`
  /// optimises then, at its new constants.
  ///
  /// Why defer: a layout is usually built before its window size is known to the solver, and an
  /// optimum of a half-built layout is work thrown away. In a grid whose cell height is free
  /// until the last row arrives, re-optimising after every add solves a fresh least-violation
  /// problem over all cells each time (quadratic in the cells); optimising once, after the
  /// window size pins everything, is a local pivot per cell.
  ///
  /// - Throws: what `body` throws, or ``SolverError/internalError(_:)`` from the final
  ///   optimisation. A throwing `body` keeps what it did before the failing call, as separate calls
  ///   would; the objective is optimised all the same.
  public mutating func withOptimizationDeferred<Result>(
    _ body: (inout Solver) throws(SolverError) -> Result
  ) throws(SolverError) -> Result {
    deferralDepth += 1
    let result: Result
    do {
      result = try body(&self)
    } catch {
      deferralDepth -= 1
      try? optimizeIfDeferred()
      throw error
    }
    deferralDepth -= 1
    try optimizeIfDeferred()
    return result
  }

  /// Runs the optimisation that a deferral skipped, once no deferral is active.
  mutating func optimizeIfDeferred() throws(SolverError) {
    guard deferralDepth == 0, !isOptimal else { return }
    try transaction { (solver: inout Solver) throws(Failure) in
      try solver.optimize()
    } explain: { _ in
      []
    }
  }
}
