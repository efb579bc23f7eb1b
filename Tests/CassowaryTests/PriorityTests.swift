import Cassowary
import Testing

// Priority values, and the strictness of priorities in the solver: no number of constraints at a
// lower priority outvotes one constraint at a higher priority. (PrioritySemanticsTests.swift holds
// the first examples.)

@Test("The named priorities have Auto Layout's values")
func namedPriorities() {
  #expect(Priority.required.rawValue == 1000)
  #expect(Priority.defaultHigh.rawValue == 750)
  #expect(Priority.defaultLow.rawValue == 250)
  #expect(Priority.fittingSizeLevel.rawValue == 50)
  #expect(Priority.required.isRequired)
  #expect(!Priority(rawValue: 999.99).isRequired)
}

@Test("Only 1...1000 is valid")
func validRange() {
  for raw: Float in [1, 1.5, 500, 999.5, 1000] { #expect(Priority(rawValue: raw).isValid) }
  for raw: Float in [0, 0.999, -1, 1000.001, 2000, .nan] {
    #expect(!Priority(rawValue: raw).isValid)
  }
}

@Test("Literals, ordering and descriptions")
func literalsOrderingDescriptions() {
  let integer: Priority = 750
  let fractional: Priority = 999.5
  #expect(integer.rawValue == 750)
  #expect(fractional.rawValue == 999.5)
  #expect(Priority.defaultLow < Priority.defaultHigh)
  #expect(fractional < Priority.required)
  #expect(integer.description == "750")
  #expect(fractional.description == "999.5")
}

@Test(
  "k constraints at a lower priority never outvote one at a higher priority",
  arguments: [1, 2, 5, 50, 400],
  [(1, 2), (250, 750), (1, 999), (749, 750), (500, 500.5)] as [(Float, Float)])
func lowerPrioritiesNeverOutvote(_ k: Int, _ priorities: (lower: Float, higher: Float)) throws {
  let x = Variable("x")
  let higher = (x == 10).withPriority(Priority(rawValue: priorities.higher))
  let lower = (0..<k).map { _ in (x == 0).withPriority(Priority(rawValue: priorities.lower)) }
  // The higher one first, then after them, then in one batch: always x = 10.
  for order in [[higher] + lower, lower + [higher]] {
    var solver = Solver()
    for constraint in order { try solver.add(constraint) }
    #expect(isClose(solver.value(of: x), 10))
    var batch = Solver()
    try batch.add(order)
    #expect(isClose(batch.value(of: x), 10))
    let totals = Dictionary(
      uniqueKeysWithValues: solver.violations.map { ($0.priority.rawValue, $0.total) })
    let lowerTotal = Double(k) * 10  // each x == 0 is off by 10
    #expect(isClose(totals[priorities.higher] ?? -1, 0))
    #expect(isClose(totals[priorities.lower] ?? -1, lowerTotal))
    #expect(solver.invariantViolation() == nil)
  }
}

@Test("Removing the higher constraint hands the variable to the lower ones")
func removingHigherLetsLowerWin() throws {
  let x = Variable("x")
  let higher = (x == 10).withPriority(.defaultHigh)
  var solver = Solver()
  try solver.add([higher] + (0..<4).map { _ in (x == 0).withPriority(.defaultLow) })
  #expect(isClose(solver.value(of: x), 10))
  try solver.remove(higher)
  #expect(isClose(solver.value(of: x), 0))
}

@Test("Within one priority the majority wins: the sum of violations is least at the median")
func majorityWinsWithinAPriority() throws {
  let x = Variable("x")
  var solver = Solver()
  // 3·|x| + 2·|x − 10| is least at x = 0 (value 20); at x = 10 it would be 30.
  try solver.add((0..<3).map { _ in (x == 0).withPriority(500) })
  try solver.add((0..<2).map { _ in (x == 10).withPriority(500) })
  #expect(isClose(solver.value(of: x), 0))
  let expected: Double = 2 * 10
  #expect(isClose(solver.violations.first { $0.priority == 500 }?.total ?? -1, expected))
}

@Test("Strictness holds through chains: a lower wish cannot pull a higher one away indirectly")
func strictnessThroughChains() throws {
  let a = Variable("a")
  let b = Variable("b")
  let c = Variable("c")
  var solver = Solver()
  // b = a + 5 and c = b + 5 are required; one @751 wish for a = 0 beats many @750 wishes for c = 100.
  try solver.add([b == a + 5, c == b + 5, (a == 0).withPriority(751)])
  try solver.add((0..<20).map { _ in (c == 100).withPriority(750) })
  #expect(isClose(solver.value(of: c), 10))
}
