import Cassowary
import Testing

@Test("Deferred adds keep required constraints and optimise once when the block ends")
func deferredAddsOptimiseOnExit() throws {
  let x = Variable("x")
  let y = Variable("y")
  var solver = Solver()
  try solver.withOptimizationDeferred { (solver: inout Solver) throws(SolverError) in
    try solver.add(x + y == 100)
    try solver.add((x == 30).withPriority(.defaultHigh))
    // Inside the block the required equality holds; the wish for x == 30 need not yet.
    solver.updateVariables()
    #expect(abs(solver.value(of: x) + solver.value(of: y) - 100) < 1e-9)
  }
  // After it the optimum: x = 30 (its wish), y = 100 − 30.
  #expect(abs(solver.value(of: x) - 30) < 1e-9)
  #expect(abs(solver.value(of: y) - 70) < 1e-9)
  #expect(solver.invariantViolation() == nil)
}

@Test("A suggestion inside a deferred block optimises first, so its result is optimal")
func suggestionInsideDeferralIsOptimal() throws {
  let width = Variable("width")
  let half = Variable("half")
  var solver = Solver()
  try solver.withOptimizationDeferred { (solver: inout Solver) throws(SolverError) in
    try solver.add(2 * half == width)
    try solver.add((half <= 100).withPriority(.defaultHigh))
    try solver.addEditVariable(width, priority: .required)
    try solver.suggestValue(300, for: width)
    // The required width wins over the wish: half = 300 / 2.
    #expect(abs(solver.value(of: half) - 150) < 1e-9)
  }
  #expect(solver.invariantViolation() == nil)
}

@Test("Removing a required equality inside a deferred block rebuilds and stays deferred")
func rebuildInsideDeferral() throws {
  let x = Variable("x")
  var solver = Solver()
  let pin: Constraint = x == 10
  try solver.withOptimizationDeferred { (solver: inout Solver) throws(SolverError) in
    try solver.add(pin)
    try solver.add((x == 40).withPriority(.defaultLow))
    try solver.remove(pin)  // a marker-free equality: the tableau is rebuilt
    try solver.add((x == 20).withPriority(.defaultHigh))
  }
  // Only the wishes remain; the higher one wins: x = 20.
  #expect(abs(solver.value(of: x) - 20) < 1e-9)
  // The deferral ended: a later add optimises at once.
  try solver.add((x == 5).withPriority(.required))
  #expect(abs(solver.value(of: x) - 5) < 1e-9)
  #expect(solver.invariantViolation() == nil)
}

@Test("A failing call inside a deferred block throws, keeps the earlier calls, and optimises")
func failureInsideDeferral() throws {
  let x = Variable("x")
  var solver = Solver()
  let first: Constraint = x >= 10
  let impossible: Constraint = x <= 5
  #expect(throws: SolverError.self) {
    try solver.withOptimizationDeferred { (solver: inout Solver) throws(SolverError) in
      try solver.add(first)
      try solver.add((x == 0).withPriority(.defaultLow))
      try solver.add(impossible)
    }
  }
  #expect(solver.contains(first) && !solver.contains(impossible))
  // x wants 0 but must be at least 10.
  #expect(abs(solver.value(of: x) - 10) < 1e-9)
  #expect(solver.invariantViolation() == nil)
}
