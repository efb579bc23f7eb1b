import Cassowary
import Testing

// Every mutating `Solver` method is a transaction: when it throws, the solver is exactly as it was
// — same dump, same values, nothing new to report — and it goes on to behave exactly like a copy
// that never saw the failing call.

/// A solver with required equalities (with and without markers), inequalities, optional
/// constraints at two priorities and two edit variables (one required).
private struct Fixture {
  let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w"), v = Variable("v")
  let xIs10: Constraint, yIs20: Constraint, zNonNegative: Constraint, wBelowX: Constraint
  let wWish: Constraint, zWish: Constraint
  var solver = Solver()

  init() throws {
    xIs10 = x == 10
    yIs20 = y == 20
    zNonNegative = z >= 0
    wBelowX = w <= x + 5
    wWish = (w == 100).withPriority(.defaultHigh)
    zWish = (z == y).withPriority(.defaultLow)
    try solver.add([xIs10, yIs20, zNonNegative, wBelowX, wWish, zWish])
    try solver.addEditVariable(z, priority: 500)
    try solver.suggestValue(7, for: z)
    try solver.add(v == z + 1)
    try solver.addEditVariable(v, priority: .required)
    try solver.suggestValue(8, for: v)  // z = 7 + 1: consistent with the edit of z
    _ = solver.fetchChanges()
  }
}

/// Runs `operation`, which must throw, and checks that the solver is unchanged and keeps behaving
/// like an untouched copy under `followUp`.
private func expectAtomic(
  _ solver: inout Solver, _ operation: (inout Solver) throws -> Void,
  followUp: (inout Solver) throws -> Void = { _ in },
  sourceLocation: SourceLocation = #_sourceLocation
) rethrows {
  _ = solver.fetchChanges()
  var twin = solver
  let before = SolverSnapshot(solver)
  expectFailure(&solver, operation, sourceLocation: sourceLocation)
  let after = SolverSnapshot(solver)
  #expect(after.dump == before.dump, sourceLocation: sourceLocation)
  #expect(after == before, sourceLocation: sourceLocation)
  #expect(solver.fetchChanges().isEmpty, sourceLocation: sourceLocation)
  #expect(solver.invariantViolation() == nil, sourceLocation: sourceLocation)
  try followUp(&solver)
  try followUp(&twin)
  #expect(
    solver.debugDescription == twin.debugDescription,
    "after the follow-up, the solver differs from a copy that never saw the failure",
    sourceLocation: sourceLocation)
}

@Test("Rejected input leaves the solver unchanged")
func rejectedInputIsAtomic() throws {
  var f = try Fixture()
  let (x, y) = (f.x, f.y)
  let followUp: (inout Solver) throws -> Void = { try $0.add((x == 3).withPriority(900)) }
  try expectAtomic(&f.solver, { try $0.add((x == 1).withPriority(0)) }, followUp: followUp)
  try expectAtomic(&f.solver, { try $0.add([y >= 1, (x == 1).withPriority(1000.5)]) })
  let infinite = Constraint(Expression([Term(x, .infinity)]), .equal)
  try expectAtomic(&f.solver, { try $0.add([y <= 100, infinite]) })
  try expectAtomic(&f.solver, { [c = f.xIs10] in try $0.add(c) })
  let fresh = x <= 1000
  try expectAtomic(&f.solver, { try $0.add([fresh, y >= 0, fresh]) }, followUp: followUp)
  try expectAtomic(&f.solver, { try $0.remove(x >= 1) })
  try expectAtomic(
    &f.solver, { [c = f.zNonNegative] in try $0.remove([c, x >= 1]) }, followUp: followUp)
  try expectAtomic(&f.solver, { [c = f.xIs10] in try $0.remove([c, x >= 1]) }, followUp: followUp)
  try expectAtomic(&f.solver, { [c = f.wWish] in try $0.remove([c, c]) })
  try expectAtomic(&f.solver, { try $0.setConstant(1, of: x >= 1) })
  try expectAtomic(&f.solver, { [c = f.xIs10] in try $0.setConstant(.nan, of: c) })
  try expectAtomic(&f.solver, { [z = f.z] in try $0.addEditVariable(z, priority: 250) })
  try expectAtomic(&f.solver, { try $0.addEditVariable(x, priority: 0) })
  try expectAtomic(&f.solver, { try $0.removeEditVariable(x) })
  try expectAtomic(&f.solver, { try $0.suggestValue(1, for: x) })
  try expectAtomic(
    &f.solver, { [z = f.z] in try $0.suggestValues([(z, 1), (x, 2)]) }, followUp: followUp)
  try expectAtomic(&f.solver, { [z = f.z] in try $0.suggestValues([(z, 1), (z, .infinity)]) })
}

@Test("A failed add leaves the solver unchanged")
func failedAddIsAtomic() throws {
  var f = try Fixture()
  let (x, y) = (f.x, f.y)
  try expectAtomic(&f.solver, { try $0.add(x + y == 50) }) {
    try $0.add((x + y == 50).withPriority(10))
  }
}

@Test("A batch that fails in its middle installs none of its earlier members")
func failedBatchIsAtomic() throws {
  var f = try Fixture()
  let (x, y) = (f.x, f.y)
  let newcomer = Variable("newcomer")
  // The first two members are fine and introduce a new variable; the third is impossible.
  try expectAtomic(
    &f.solver,
    { try $0.add([newcomer == x + 1, (newcomer == 3).withPriority(300), x + y == 50, y >= 0]) }
  ) { try $0.add((x == 2).withPriority(900)) }
  #expect(!f.solver.variables.contains(newcomer))
}

@Test("An add that fails after phase-one pivots leaves the solver unchanged")
func failedPhaseOneIsAtomic() throws {
  let x = Variable("x")
  let y = Variable("y")
  var solver = Solver()
  // x = 5 + s₁, y = s₂, and x + y ≤ 10 leaves s₁ + s₂ ≤ 5. `x − y ≥ 20` has no external subject
  // (both are basic or restricted), so phase one pivots s₁ up to its bound before it finds that
  // x − y is at most 10.
  try solver.add([x >= 5, y >= 0, x + y <= 10, (x == 6).withPriority(.defaultLow)])
  try expectAtomic(&solver, { try $0.add(x - y >= 20) }) { try $0.add(x - y >= 2) }
  // The feasible variant (x − y ≥ 2) also needs phase one and succeeds.
  var other = Solver()
  try other.add([x >= 5, y >= 0, x + y <= 10, (x == 6).withPriority(.defaultLow), x - y >= 2])
  #expect(isClose(other.value(of: x), 6))
}

@Test("A failed constant change leaves the solver unchanged")
func failedConstantChangeIsAtomic() throws {
  var f = try Fixture()
  let x = f.x
  let cap = f.wBelowX  // w − x − 5 <= 0
  let pin = f.xIs10
  // Required inequality (marker path): x ≤ 5 contradicts x == 10.
  let bound = x <= 50
  try f.solver.add(bound)
  try expectAtomic(&f.solver, { try $0.setConstant(-5, of: bound) }) {  // x ≤ 5 vs x == 10
    try $0.setConstant(-40, of: bound)
  }
  // Required equality: the first change rebuilds, the failure must undo that rebuild too.
  try expectAtomic(&f.solver, { try $0.setConstant(-60, of: pin) }) {  // x == 60 vs x ≤ 40
    try $0.setConstant(-12, of: pin)
  }
  // And now in place, on the equality's marker.
  try expectAtomic(&f.solver, { try $0.setConstant(-60, of: pin) }) {
    try $0.setConstant(-6, of: cap)  // w ≤ x + 6
  }
}

@Test("A failed suggestion leaves the solver unchanged")
func failedSuggestionIsAtomic() throws {
  var f = try Fixture()
  let v = f.v
  // v is a required edit and v == z + 1 is required, so v can only move with z's wish; z ≥ 0 makes
  // v < 1 impossible.
  try expectAtomic(&f.solver, { try $0.suggestValue(-5, for: v) }) {
    try $0.suggestValue(4, for: v)
  }
}

@Test(
  "A batch of suggestions that fails at a later pair leaves the earlier pairs unapplied")
func failedSuggestionBatchIsAtomic() throws {
  var f = try Fixture()
  let (z, v) = (f.z, f.v)
  // The first pair is applied before the second fails: it must be undone too. Minimal form:
  // y ≥ 0, edits x @500 and y @1000, suggestValues([(x, 30), (y, −5)]) throws but leaves x's
  // suggestion at 30.
  try expectAtomic(&f.solver, { try $0.suggestValues([(z, 30), (v, -5)]) }) {
    try $0.suggestValues([(z, 30), (v, 31)])
  }
}
