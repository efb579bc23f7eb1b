import Cassowary
import Testing

// The solver keeps its records in one array (a removal moves the last record into the hole) and
// their term symbols back to back in another (a removal leaves a gap, closed between operations
// once the gaps outnumber the live symbols; a failed operation drops what it appended). These
// tests remove most constraints in a scrambled order, fail a batch, and add again, then check
// what the calls made true.

@Suite("Record storage")
struct RecordStorageTests {
  @Test("Removals, a failed batch and later adds leave every constraint as the calls left it")
  func removalsRollbackAndAdds() throws {
    var solver = Solver()
    let count = 300
    let variables = (0..<count).map { Variable("v\($0)") }
    // `vᵢ ≥ i` (required, with a slack, so it is removed incrementally), written with four
    // terms `vᵢ + vᵢ + vᵢ − 2·vᵢ` so that the removed ones' symbols outnumber the rest, and
    // `vᵢ = i + 1` at a low priority: every variable sits at i + 1.
    let lower = variables.indices.map { index in
      let v = variables[index]
      let terms = [Term(v), Term(v), Term(v), Term(v, -2)]
      return Constraint(Expression(terms, constant: -Double(index)), .greaterThanOrEqual)
    }
    let preferred = variables.indices.map {
      (variables[$0] == Double($0) + 1).withPriority(.defaultLow)
    }
    try solver.add(lower + preferred)
    // 7 is prime to 300: k·7 mod 300 visits each index once, unlike insertion order. Two in
    // three lower bounds go: 800 of the 1,500 term symbols.
    var removed = Set<Int>()
    for k in 0..<count {
      let index = (k * 7) % count
      guard index % 3 != 0 else { continue }
      try solver.remove(lower[index])
      removed.insert(index)
    }
    // A batch that fails on its last constraint (`v₀ ≥ 0` is still installed: `v₀ ≤ −1` cannot
    // hold) leaves the solver exactly as it was.
    let before = solver.debugDescription
    let fresh = (0..<50).map { Variable("f\($0)") }
    #expect(throws: SolverError.self) {
      try solver.add(fresh.map { $0 >= 1 } + [variables[0] <= -1])
    }
    #expect(solver.debugDescription == before)
    // New lower bounds `vᵢ ≥ i + 2` for the removed ones move those variables to i + 2.
    let raised = removed.sorted().map { variables[$0] >= Double($0) + 2 }
    try solver.add(raised)
    for index in 0..<count {
      #expect(solver.contains(lower[index]) == !removed.contains(index))
      #expect(solver.contains(preferred[index]))
      let expected = Double(index) + (removed.contains(index) ? 2 : 1)
      // Sums of a few terms of size ≤ 300: 1e-9 covers their rounding.
      #expect(abs(solver.value(of: variables[index]) - expected) <= 1e-9)
    }
    // `constraints` lists them in the order they were added.
    let expected =
      (0..<count).filter { !removed.contains($0) }.map { lower[$0] } + preferred + raised
    #expect(solver.constraints.map(\.id) == expected.map(\.id))
  }

  @Test("A failed removal batch and a rebuild keep the remaining constraints")
  func removalThroughRebuild() throws {
    var solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    // Required equalities without markers: removing one rebuilds the solver from its records.
    let xy = y == x + 10
    let yz = z == y + 5
    try solver.add([x == 3, xy, yz])
    let before = solver.debugDescription
    // The second is unknown: nothing is removed.
    #expect(throws: SolverError.self) { try solver.remove([xy, y == 0]) }
    #expect(solver.debugDescription == before)
    try solver.remove(xy)
    try solver.add(y == x + 20)
    // z = y + 5 = (3 + 20) + 5.
    #expect(solver.value(of: z) == 28)
    #expect(solver.constraints.count == 3)
  }
}
