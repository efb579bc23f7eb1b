import Cassowary
import Testing

// The solver finds variables and required constraints by id in open-addressing tables, whose
// removals shift later entries of a probe run back into the hole. These tests remove entries in
// an order unrelated to insertion and roll back a batch of new variables, then check every
// look-up against what the calls made true.

@Suite("Look-ups by identity")
struct IdentityLookupTests {
  @Test("Required constraints removed in a scrambled order leave every other one findable")
  func scrambledRemovals() throws {
    var solver = Solver()
    let count = 500
    let variables = (0..<count).map { Variable("v\($0)") }
    // Inequalities carry a slack marker, so each removal goes through the incremental delete
    // (and the required rows' own removal), not a rebuild.
    let constraints = variables.indices.map { variables[$0] >= Double($0) }
    try solver.add(constraints)
    // 7 is prime to 500, so k·7 mod 500 visits every index once, in an order unrelated to the
    // order of insertion; every third index is removed.
    var removed = Set<Int>()
    for k in 0..<count {
      let index = (k * 7) % count
      guard index % 3 == 0 else { continue }
      try solver.remove(constraints[index])
      removed.insert(index)
    }
    for index in 0..<count {
      #expect(solver.contains(constraints[index]) == !removed.contains(index))
      // A variable keeps its position once added, whatever was removed since.
      #expect(solver.index(of: variables[index]) == index)
      if !removed.contains(index) {
        // `v ≥ i` must hold, up to the solver's 1e-9 tolerance on sums.
        #expect(solver.value(of: variables[index]) >= Double(index) - 1e-9)
      }
    }
    // Removing a constraint twice is an error: its id is gone from the tables.
    #expect(throws: SolverError.self) { try solver.remove(constraints[0]) }
  }

  @Test("A failed batch takes its new variables out of the tables, and they can come back")
  func rolledBackVariables() throws {
    var solver = Solver()
    let known = Variable("known")
    try solver.add(known == 5)
    let fresh = (0..<200).map { Variable("f\($0)") }
    // Each fresh variable is pinned to 1, and the last constraint pins the first one to 2.
    let contradictory = fresh.map { $0 == 1 } + [fresh[0] == 2]
    #expect(throws: SolverError.self) { try solver.add(contradictory) }
    for variable in fresh { #expect(solver.index(of: variable) == nil) }
    #expect(solver.index(of: known) == 0)
    #expect(solver.variables.count == 1)
    // The same variables then go in for good, at the next positions in order.
    try solver.add(fresh.map { $0 == 1 })
    for (position, variable) in fresh.enumerated() {
      #expect(solver.index(of: variable) == position + 1)
      #expect(solver.value(of: variable) == 1)
    }
    #expect(solver.value(of: known) == 5)
  }
}
