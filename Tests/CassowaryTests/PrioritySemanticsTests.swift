import Cassowary
import Testing

@Test("Four constraints at 250 do not outvote one at 750: priorities are strict, not weights")
func strictPrioritiesBeatWeights() throws {
  // With kiwi-style weights the optimum is x = 0 (4·250 = 1000 > 750); with Apple's strict
  // priorities the 750 constraint must hold first, so x = 10.
  let x = Variable("x")
  var solver = Solver()
  for _ in 0..<4 { try solver.add((x == 0).withPriority(250)) }
  try solver.add((x == 10).withPriority(750))
  #expect(abs(solver.value(of: x) - 10) < 1e-9)
  #expect(solver.invariantViolation() == nil)
}

@Test("Within one priority the sum of violations is minimised")
func samePrioritySumIsMinimised() throws {
  // x == 0 twice and x == 10 once, all @500: |x|·2 + |x − 10| is least at x = 0 (value 10).
  let x = Variable("x")
  var solver = Solver()
  try solver.add((x == 0).withPriority(500))
  try solver.add((x == 0).withPriority(500))
  try solver.add((x == 10).withPriority(500))
  #expect(abs(solver.value(of: x)) < 1e-9)
  let total = solver.violations.first { $0.priority == 500 }?.total
  #expect(abs((total ?? -1) - 10) < 1e-9)
}

@Test("Required constraints hold and optional ones give way: a centred, clamped width")
func requiredBeforeOptional() throws {
  let left = Variable("left")
  let width = Variable("width")
  var solver = Solver()
  try solver.add([
    left >= 0, left + width <= 100, (width == 300).withPriority(.defaultHigh),
    (left == 50).withPriority(.defaultLow),
  ])
  // width wants 300 @750 but must fit in 100 with left ≥ 0: width = 100, left = 0; the @250 wish
  // for left = 50 loses to the @750 wish, which pushes width as far as it can go.
  #expect(abs(solver.value(of: width) - 100) < 1e-9)
  #expect(abs(solver.value(of: left)) < 1e-9)
}
