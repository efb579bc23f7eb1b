import Cassowary
import Testing

// A failed operation restores the tableau from its journal: the rows it saved, and the column
// index rebuilt from them (the journal keeps no entry per column). These check that restoration
// where a build starts, from an empty solver, and where a batch rewrites the rows and columns of
// a solver that already holds constraints. Each solver checks its invariants, so every failed
// operation is also compared, column order and cell positions included, with a copy taken when
// it began (a difference would surface as `internalError`).

/// The kind of a solver error, for comparing with the expected one.
private func kind(_ error: SolverError?) -> String {
  switch error {
  case .unsatisfiableConstraint?: "unsatisfiable"
  case .duplicateConstraint?: "duplicate"
  case .nonFiniteConstraint?: "non-finite"
  case .invalidPriority?: "invalid priority"
  default: String(describing: error)
  }
}

@Test("A build from an empty solver that fails midway leaves it empty, and it then works")
func failedBuildFromEmptyLeavesEmptySolver() throws {
  let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
  let repeated: Constraint = x >= 1
  // Batches that fail after some of their members went in, and how.
  let failingBuilds: [(batch: [Constraint], fails: String)] = [
    // y = x + 5 ≥ 15 cannot be at most 12: phase one finds it after three rows went in.
    ([x >= 10, y == x + 5, (z == y).withPriority(.defaultLow), y <= 12], "unsatisfiable"),
    // x ≥ 5, y ≥ 0 and x + y ≤ 10 leave x − y at most 10: phase one pivots before it fails.
    (
      [x >= 5, y >= 0, x + y <= 10, (x == 6).withPriority(.defaultLow), x - y >= 20],
      "unsatisfiable"
    ),
    ([repeated, y == x, repeated], "duplicate"),
    ([x >= 1, Constraint(Expression([Term(y, .infinity)]), .equal)], "non-finite"),
    ([x >= 1, (y == 1).withPriority(1000.5)], "invalid priority"),
  ]
  // x ≥ 1 holds at x = 4 (the wish), so y = x + 2 = 6.
  let followUp: [Constraint] = [x >= 1, y == x + 2, (x == 4).withPriority(.defaultHigh)]
  var fresh = Solver()
  try fresh.add(followUp)
  for (batch, fails) in failingBuilds {
    var solver = Solver()
    solver.checksInvariants = true
    let empty = solver
    let error = expectFailure(&solver) { try $0.add(batch) }
    #expect(kind(error) == fails)
    #expect(solver.rollbackDifference(from: empty) == nil, "\(fails)")
    #expect(solver.variables.isEmpty && solver.constraints.isEmpty, "\(fails)")
    #expect(solver.debugDescription == Solver().debugDescription, "\(fails)")
    try solver.add(followUp)
    #expect(solver.debugDescription == fresh.debugDescription, "\(fails)")
    #expect(isClose(solver.value(of: y), 6), "\(fails)")
  }
}

@Test("A deferred build from empty that fails at one add keeps exactly the adds before it")
func failedAddInDeferredBuildFromEmpty() throws {
  let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
  let earlier: [Constraint] = [x >= 10, y == x + 5, (z == y).withPriority(.defaultLow)]
  var solver = Solver()
  solver.checksInvariants = true
  let error = expectFailure(&solver) { solver in
    try solver.withOptimizationDeferred { (solver: inout Solver) throws(SolverError) in
      for constraint in earlier { try solver.add(constraint) }
      try solver.add(y <= 12)  // y = x + 5 ≥ 15
    }
  }
  #expect(kind(error) == "unsatisfiable")
  var twin = Solver()
  try twin.withOptimizationDeferred { (solver: inout Solver) throws(SolverError) in
    for constraint in earlier { try solver.add(constraint) }
  }
  #expect(solver.debugDescription == twin.debugDescription)
  // z wishes to be y, which is at least 15; x is at its bound.
  #expect(isClose(solver.value(of: x), 10) && isClose(solver.value(of: z), 15))
}

@Test("A batch that rewrites installed rows and then fails restores rows and columns exactly")
func failedBatchRestoresRowsAndColumns() throws {
  // A chain of sums over shared variables: every later member of the batch substitutes into
  // rows that several columns share, cancels cells and moves column entries, before the last
  // member cannot hold (a₅ ≤ 10 and a₆ ≤ 10 bound a₅ + a₆ by 20).
  let a = (0..<8).map { Variable("a\($0)") }
  var solver = Solver()
  solver.checksInvariants = true
  for i in 0..<7 {
    try solver.add([a[i] >= 0, a[i] <= 10, (a[i] + a[i + 1] == 12).withPriority(.defaultLow)])
  }
  try solver.add((a[7] == 3).withPriority(.defaultHigh))
  _ = solver.fetchChanges()
  let before = solver
  let error = expectFailure(&solver) {
    try $0.add([
      a[0] == a[1] - a[2], a[3] == a[4] + a[2], (a[5] == a[0] + 1).withPriority(900),
      a[6] - a[1] >= 2, a[5] + a[6] >= 25,
    ])
  }
  #expect(kind(error) == "unsatisfiable")
  #expect(solver.rollbackDifference(from: before) == nil)
  #expect(SolverSnapshot(solver) == SolverSnapshot(before))
  #expect(solver.fetchChanges().isEmpty)
  // And it goes on like the copy that never saw the batch.
  var twin = before
  try solver.add([a[0] == a[1] - a[2], a[6] - a[1] >= 2])
  try twin.add([a[0] == a[1] - a[2], a[6] - a[1] >= 2])
  #expect(solver.debugDescription == twin.debugDescription)
}
