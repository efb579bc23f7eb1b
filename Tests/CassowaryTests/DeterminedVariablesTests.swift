import Cassowary
import SeededRandom
import Testing

/// `Solver.determinedVariables()` may only name variables that nothing can move: a probe — an
/// edit at a priority below every constraint, pulling the variable one way and then the other in
/// a copy of the solver — must leave each of them where it is.
@Suite("Determined variables")
struct DeterminedVariablesTests {
  @Test("A fixed variable is determined; a free one is not")
  func fixedAndFree() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    var solver = Solver()
    // x is pinned; y is only bounded below, so it can move up; z follows x.
    try solver.add([x == 10, y >= 0, z == x + 5])
    let determined = solver.determinedVariables()
    #expect(determined.contains(x))
    #expect(determined.contains(z))
    #expect(!determined.contains(y))
    #expect(probeMoves(y, in: solver))
  }

  @Test(
    "A length held at its natural value by hugging and compression resistance is determined without a probe"
  )
  func intrinsicSizePair() throws {
    // Auto Layout's intrinsic-size pair: h <= 20 at 250 (hugging), h >= 20 at 750 (compression
    // resistance). Both hold with equality at h = 20, and moving h either way breaks one, so h is
    // fixed; the one-pass test alone saw the first one's slack as free to grow.
    let h = Variable("h")
    let top = Variable("top")
    let bottom = Variable("bottom")
    var solver = Solver()
    try solver.add([
      (h <= 20).withPriority(.defaultLow), (h >= 20).withPriority(.defaultHigh), top == 59,
      bottom == top + h,
    ])
    let determined = solver.determinedVariables()
    #expect(determined.contains(h))
    #expect(determined.contains(bottom))
    #expect(!probeMoves(h, in: solver))
  }

  /// Two lengths with natural values `a` and `b` (hugging at 251, compression resistance at 750)
  /// that a required inequality makes add up to at least 40.
  private func tightPair(_ a: Double, _ b: Double) throws -> (Solver, Variable, Variable) {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.add([
      (x <= a).withPriority(251), (x >= a).withPriority(.defaultHigh),
      (y <= b).withPriority(251), (y >= b).withPriority(.defaultHigh), x + y >= 40,
    ])
    return (solver, x, y)
  }

  @Test("An inequality that holds with equality at a unique optimum leaves nothing free")
  func tightInequalityUniqueOptimum() throws {
    // 20.5 + 19.5 = 40: the inequality holds with equality (a degenerate vertex) and the natural
    // lengths meet every constraint, so any move breaks one that holds: unique.
    let (solver, x, y) = try tightPair(20.5, 19.5)
    #expect(solver.value(of: x) == 20.5 && solver.value(of: y) == 19.5)
    #expect(!probeMoves(x, in: solver))
    #expect(!probeMoves(y, in: solver))
  }

  @Test("A growth shared by two lengths at the same priority is a tie: both are free")
  func equalPriorityTie() throws {
    // 20 + 19.5 < 40: the lengths must grow by 0.5 together, breaking hugging at 251 by 0.5
    // however the growth is split, so every split is optimal.
    let (solver, x, y) = try tightPair(20, 19.5)
    #expect(solver.value(of: x) + solver.value(of: y) == 40)
    let determined = solver.determinedVariables(above: 1)
    #expect(!determined.contains(x) && !determined.contains(y))
    #expect(probeMoves(x, in: solver))
    #expect(probeMoves(y, in: solver))
  }

  @Test("Every variable called determined stays put under a probe, on 500 random systems")
  func determinedVariablesDoNotMove() throws {
    var checked = 0
    var determinedCount = 0
    for seed in 0..<UInt64(500) {
      let (solver, variables) = randomSystem(seed: seed)
      let determined = solver.determinedVariables()
      for variable in variables {
        checked += 1
        guard determined.contains(variable) else { continue }
        determinedCount += 1
        #expect(
          !probeMoves(variable, in: solver),
          "seed \(seed): \(variable) was called determined but moves")
      }
    }
    // The property is only worth as much as the cases it covers.
    #expect(determinedCount > checked / 4)
  }

  @Test("A probe that skips the check of required constraints answers as a checked one")
  func uncheckedProbeAgrees() throws {
    // Auto Layout's probes run on copies with `verifiesRequiredConstraints` off: one suggestion
    // to a checked solver, asked about movement beyond 10⁻⁶.
    var moving = 0
    var checked = 0
    for seed in 0..<UInt64(500) {
      let (solver, variables) = randomSystem(seed: seed)
      for variable in variables {
        checked += 1
        let answer = probeMoves(variable, in: solver)
        if answer { moving += 1 }
        let unchecked = probeMoves(variable, in: solver, verifying: false)
        #expect(unchecked == answer, "seed \(seed): \(variable)")
      }
    }
    #expect(moving > checked / 10 && moving < checked * 9 / 10)
  }

  /// Two to six variables under one to nine random constraints: small integer coefficients on
  /// one to three variables, a constant, a relation and a priority above the probe's. Refused
  /// constraints (conflicts) are simply not added.
  private func randomSystem(seed: UInt64) -> (Solver, [Variable]) {
    var rng = SplitMix64(state: seed)
    let variables = (0..<rng.int(2..<7)).map { Variable("v\($0)") }
    var solver = Solver()
    for _ in 0..<rng.int(1..<10) {
      var terms: [Term] = []
      for _ in 0..<rng.int(1..<4) {
        terms.append(Term(rng.pick(variables), Double(rng.int(-3..<4))))
      }
      let relation = rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
      let priority = rng.pick([Priority.required, .defaultHigh, 500, .defaultLow, 2])
      let expression = Expression(terms, constant: Double(rng.int(-50..<50)))
      try? solver.add(Constraint(expression, relation, priority: priority))
    }
    return (solver, variables)
  }

  /// Whether an edit at priority 1 pulls `variable` away from its value in a copy of `solver`
  /// (whose check of required constraints is on or off as `verifying` says).
  private func probeMoves(_ variable: Variable, in solver: Solver, verifying: Bool = true) -> Bool {
    let current = solver.value(of: variable)
    for direction in [1.0, -1.0] {
      var probe = solver
      probe.verifiesRequiredConstraints = verifying
      do {
        try probe.addEditVariable(variable, priority: 1)
        try probe.suggestValue(current + direction, for: variable)
      } catch {
        continue
      }
      if abs(probe.value(of: variable) - current) > 1e-6 { return true }
    }
    return false
  }
}
