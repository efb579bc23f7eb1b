import Cassowary
import Testing

// The column index keeps every column as a run of one shared buffer: a full column that is not
// the last run moves behind it, and a rollback's new symbols leave their runs behind; once the
// unused runs are more than half of the buffer it is rewritten without them. A layout's first
// pass never gets there, so these tests do, and check the column index against the rows
// (`invariantViolation`) and the constraints against the values after it.

@Suite("Column storage")
struct ColumnStorageTests {
  /// `vᵢ = x₀ + … + x₇ + i`, required: each row is a new definition that mentions all eight
  /// shared variables (parametric: no row defines them), so their columns grow in turns.
  static func definitions(of items: [Variable], over shared: [Variable], from first: Int)
    -> [Constraint]
  {
    items.indices.map { index in
      let sum = shared.dropFirst().reduce(Expression(shared[0])) { $0 + $1 }
      return items[index] == sum + Double(first + index)
    }
  }

  @Test("A rolled-back batch's columns, then growth that compacts, keep every row findable")
  func compactionAfterRollback() throws {
    var solver = Solver()
    let shared = (0..<8).map { Variable("x\($0)") }
    let first = (0..<300).map { Variable("v\($0)") }
    let firstBatch = Self.definitions(of: first, over: shared, from: 0)
    try solver.add(firstBatch)
    #expect(solver.invariantViolation() == nil)

    // New shared variables whose columns grow to 300 slots each, then a contradiction at the
    // end of the same batch: the rollback drops those columns, whose runs stay in the buffer.
    let doomed = (0..<8).map { Variable("y\($0)") }
    let items = (0..<300).map { Variable("w\($0)") }
    let contradiction = [doomed[0] == 1, doomed[0] == 2]
    let before = solver.debugDescription
    #expect(throws: SolverError.self) {
      try solver.add(Self.definitions(of: items, over: doomed, from: 0) + contradiction)
    }
    #expect(solver.debugDescription == before)
    #expect(solver.invariantViolation() == nil)

    // More rows over the first shared variables: their full columns grow, and the buffer, more
    // than half unused now, is compacted on the way.
    let second = (0..<300).map { Variable("u\($0)") }
    let secondBatch = Self.definitions(of: second, over: shared, from: 1_000)
    try solver.add(secondBatch)
    #expect(solver.invariantViolation() == nil)

    // Pin the shared variables; every definition must then read its constant plus their sum.
    let pins = shared.indices.map { shared[$0] == Double($0) }
    try solver.add(pins)
    #expect(solver.invariantViolation() == nil)
    // 0 + 1 + … + 7 = 28.
    for (index, item) in first.enumerated() {
      #expect(isClose(solver.value(of: item), 28 + Double(index)))
    }
    for (index, item) in second.enumerated() {
      #expect(isClose(solver.value(of: item), 28 + Double(1_000 + index)))
    }

    // Removing the pins and half the definitions empties and rewrites columns in place.
    try solver.remove(pins)
    try solver.remove(Array(firstBatch[..<150]))
    #expect(solver.invariantViolation() == nil)
    for constraint in firstBatch[150...] + secondBatch {
      #expect(holdsToTolerance(constraint, in: solver))
    }
  }
}
