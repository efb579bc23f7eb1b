import Cassowary
import Testing

// Incremental operations reach the same solution as building a fresh solver from the resulting
// constraints. Every system here has a unique solution, so values can be compared directly.

/// A small layout: a row of two boxes in a container, with a required gap, optional widths and a
/// hugging wish. Its solution is unique.
private struct Layout {
  let left = Variable("left"), width = Variable("width")
  let a = Variable("a"), aw = Variable("aw"), b = Variable("b"), bw = Variable("bw")
  var base: [Constraint] {
    [
      left == 0, width == 400, a == left + 10, aw >= 50, b >= a + aw + 8,
      b + bw <= left + width - 10, bw >= 20,
    ]
  }
  var wishes: [Constraint] {
    [
      (aw == 200).withPriority(.defaultHigh), (bw == 300).withPriority(.defaultLow),
      (b == a + aw + 8).withPriority(500),
    ]
  }
  var all: [Variable] { [left, width, a, aw, b, bw] }
}

private func values(_ solver: Solver, _ variables: [Variable]) -> [Double] {
  variables.map { solver.value(of: $0) }
}

private func expectSameValues(
  _ lhs: [Double], _ rhs: [Double], sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(lhs.count == rhs.count, sourceLocation: sourceLocation)
  #expect(
    zip(lhs, rhs).allSatisfy { isClose($0, $1, tolerance: 1e-9) }, "\(lhs) ≠ \(rhs)",
    sourceLocation: sourceLocation)
}

/// The values of a fresh solver with `constraints` added in one batch.
private func freshValues(_ constraints: [Constraint], _ variables: [Variable]) throws -> [Double] {
  var solver = Solver()
  try solver.add(constraints)
  return values(solver, variables)
}

/// Adds `extra` to a solved layout, removes it again (as a batch, then one at a time in reverse
/// order) and checks that the values return to the snapshot taken before.
private func expectRemovalRestoresValues(
  of extra: (Layout) -> [Constraint], sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let layout = Layout()
  var solver = Solver()
  let installed = layout.base + layout.wishes  // `base` and `wishes` make new constraints
  try solver.add(installed)
  let snapshot = values(solver, layout.all)
  // aw: 200 @750 holds (10 + 200 + 8 + 20 ≤ 390); bw then takes what is left: 390 − 218 = 172.
  let expectedBW: Double = 400 - 10 - (10 + 200 + 8)
  #expect(isClose(solver.value(of: layout.bw), expectedBW), sourceLocation: sourceLocation)

  let extra = extra(layout)
  try solver.add(extra)
  #expect(!isClose(solver.value(of: layout.aw), snapshot[3]), sourceLocation: sourceLocation)
  try solver.remove(extra)
  expectSameValues(values(solver, layout.all), snapshot, sourceLocation: sourceLocation)
  #expect(solver.invariantViolation() == nil, sourceLocation: sourceLocation)

  for constraint in extra { try solver.add(constraint) }
  for constraint in extra.reversed() { try solver.remove(constraint) }
  expectSameValues(values(solver, layout.all), snapshot, sourceLocation: sourceLocation)
  #expect(solver.invariantViolation() == nil, sourceLocation: sourceLocation)
  #expect(
    solver.constraints.map(\.id) == installed.map(\.id),
    sourceLocation: sourceLocation)
}

@Test("Removing the equalities added since a snapshot restores the snapshot's values")
func removeRestoresEarlierValues() throws {
  try expectRemovalRestoresValues { l in
    [l.aw == l.bw, (l.a == 40).withPriority(999), (l.bw == 100).withPriority(1), l.a <= 30]
  }
}

@Test(
  "Removing the inequalities added since a snapshot restores the snapshot's values")
func removeOptionalInequalitiesRestoresEarlierValues() throws {
  try expectRemovalRestoresValues { l in
    [l.aw == l.bw, (l.a >= 40).withPriority(999), (l.bw <= 100).withPriority(1), l.a <= 30]
  }
}

@Test(
  "Removing an optional inequality leaves the objective as it was before it was added")
func removingOptionalInequality() throws {
  let y = Variable("y")
  var solver = Solver()
  let wish = (y <= 10).withPriority(1)
  try solver.add(wish)
  try solver.remove(wish)
  #expect(solver.constraints.isEmpty)
  #expect(solver.violations.allSatisfy { $0.total == 0 })
  #expect(solver.invariantViolation() == nil)

  let lower = (y >= 10).withPriority(1)
  try solver.add([y <= 20, lower, (y == 15).withPriority(2)])
  try solver.remove(lower)
  #expect(isClose(solver.value(of: y), 15))
  try solver.add((y == 18).withPriority(2))  // two @2 wishes: any y in 15...18 is optimal
  #expect(isClose(solver.violations.first { $0.priority == 2 }?.total ?? -1, 3))
}

@Test("Removing a required equality (rebuild path) matches a fresh solve without it")
func removingRequiredEqualityRebuilds() throws {
  let layout = Layout()
  var solver = Solver()
  let pin = layout.a == 100
  try solver.add(
    layout.base.filter { $0.description != (layout.a == layout.left + 10).description })
  try solver.add(layout.wishes + [pin, (layout.a == 30).withPriority(600)])
  #expect(isClose(solver.value(of: layout.a), 100))
  try solver.remove(pin)
  let remaining = solver.constraints
  #expect(!remaining.contains(pin))
  expectSameValues(values(solver, layout.all), try freshValues(remaining, layout.all))
  #expect(isClose(solver.value(of: layout.a), 30))
  #expect(solver.invariantViolation() == nil)
}

@Test("Removing inequalities and optional constraints (marker path) matches a fresh solve")
func removingMarkedConstraints() throws {
  let layout = Layout()
  for index in layout.base.indices + layout.wishes.indices.map({ $0 + layout.base.count }) {
    let all = layout.base + layout.wishes
    guard all[index].relation != .equal || !all[index].priority.isRequired else { continue }
    var solver = Solver()
    try solver.add(all)
    // Keep the solution unique: a removed wish is replaced by a weaker one.
    let replacement = (layout.bw == 0).withPriority(1)
    try solver.remove(all[index])
    try solver.add(replacement)
    var kept = all
    kept.remove(at: index)
    expectSameValues(values(solver, layout.all), try freshValues(kept + [replacement], layout.all))
    #expect(solver.invariantViolation() == nil)
  }
}

@Test("Changing a constant gives the values of a fresh solver built with the new constant")
func setConstantMatchesFreshSolve() throws {
  let layout = Layout()
  let (a, aw, b, bw, width) = (layout.a, layout.aw, layout.b, layout.bw, layout.width)
  // One constraint of each kind, each with new constants that move the solution.
  let cases: [(Constraint, [Double])] = [
    (width == 400, [-300, -500, -260]),  // required equality: rebuild, then in place
    (b >= a + aw + 8, [-20, 0, -8]),  // required inequality
    ((aw == 200).withPriority(.defaultHigh), [-120, -400]),  // optional equality
    ((bw <= 60).withPriority(900), [-40, -90]),  // optional inequality
  ]
  for (constraint, constants) in cases {
    let others = layout.base.filter {
      !$0.description.hasPrefix("width") && !$0.description.hasPrefix("b - a - aw - 8")
    }
    var solver = Solver()
    try solver.add(others)
    let extras = [width == 400, b >= a + aw + 8] + layout.wishes
    var system = extras.filter { $0.description != constraint.description } + [constraint]
    if !system.contains(where: { $0.description == (width == 400).description }) {
      system.append(width == 400)
    }
    try solver.add(system)
    for constant in constants {
      try solver.setConstant(constant, of: constraint)
      #expect(solver.contains(constraint))
      #expect(solver.constraints.first { $0 == constraint }?.expression.constant == constant)
      let changed = system.map { $0 == constraint ? rebuilt($0, constant: constant) : $0 }
      expectSameValues(values(solver, layout.all), try freshValues(others + changed, layout.all))
      #expect(solver.invariantViolation() == nil)
    }
  }
}

@Test("Suggestions reach the state of a fresh solve with `variable == value` constraints")
func suggestionsMatchPinnedConstraints() throws {
  let layout = Layout()
  let (width, aw) = (layout.width, layout.aw)
  let base = layout.base.filter { $0.description != (width == 400).description } + layout.wishes
  var solver = Solver()
  try solver.add(base)
  try solver.addEditVariable(width, priority: .required)
  try solver.addEditVariable(aw, priority: 800)
  for (w, a): (Double, Double) in [(400, 100), (300, 250), (1000, 60), (250, 10), (400, 100)] {
    try solver.suggestValues([(width, w), (aw, a)])
    let pinned = base + [width == w, (aw == a).withPriority(800)]
    expectSameValues(values(solver, layout.all), try freshValues(pinned, layout.all))
    #expect(solver.editVariables.map(\.value) == [w, a])
    #expect(solver.invariantViolation() == nil)
  }
  try solver.removeEditVariable(aw)
  #expect(!solver.hasEditVariable(aw))
  expectSameValues(
    values(solver, layout.all), try freshValues(base + [width == 400], layout.all))
}

@Test("fetchChanges reports exactly the variables that changed, once")
func fetchChangesReportsChangedVariables() throws {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")
  var solver = Solver()
  let xIs10 = x == 10
  let yIs20 = y == 20
  try solver.add([xIs10, yIs20, z == 0])
  // z stays at 0, the value every variable reads before the solver places it.
  #expect(solver.fetchChanges().map(\.variable) == [x, y])
  #expect(solver.fetchChanges().isEmpty)

  try solver.setConstant(-25, of: yIs20)
  let changes = solver.fetchChanges()
  #expect(changes.map(\.variable) == [y])
  #expect(changes.first.map { isClose($0.value, 25) } == true)
  #expect(solver.fetchChanges().isEmpty)

  try solver.add((x == 99).withPriority(1))  // x is required: nothing moves
  #expect(solver.fetchChanges().isEmpty)

  try solver.remove(xIs10)  // the rebuild path; the @1 wish now moves x to 99
  let afterRemove = solver.fetchChanges()
  #expect(afterRemove.map(\.variable) == [x])
  #expect(afterRemove.first.map { isClose($0.value, 99) } == true)
  #expect(solver.fetchChanges().isEmpty)
}

@Test("fetchChanges reports the variables moved by suggestions")
func fetchChangesAfterSuggestions() throws {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")
  var solver = Solver()
  try solver.add([y == x + 5, z == 7])
  try solver.addEditVariable(x, priority: .defaultHigh)
  _ = solver.fetchChanges()
  try solver.suggestValue(3, for: x)
  let changes = solver.fetchChanges()
  // In the order the solver first saw them: `y == x + 5` names y first.
  #expect(changes.map(\.variable) == [y, x])
  #expect(changes.map(\.value) == [8, 3])  // y = 3 + 5
  try solver.suggestValue(3, for: x)
  #expect(solver.fetchChanges().isEmpty)
}

@Test("reset removes every constraint and edit variable; variables read zero")
func resetEmptiesTheSolver() throws {
  let x = Variable("x")
  let y = Variable("y")
  let constraint = x == y + 5
  var solver = Solver()
  try solver.add([constraint, y == 2])
  try solver.addEditVariable(x, priority: .defaultLow)
  solver.reset()
  #expect(solver.constraints.isEmpty)
  #expect(solver.editVariables.isEmpty)
  #expect(!solver.contains(constraint))
  #expect(!solver.hasEditVariable(x))
  #expect(solver.value(of: x) == 0)
  #expect(solver.violations.isEmpty)
  #expect(solver.debugDescription == Solver().debugDescription)
  try solver.add(constraint)  // not a duplicate any more
  try solver.addEditVariable(x, priority: .defaultLow)
  #expect(solver.invariantViolation() == nil)
}

@Test(
  "After removing a required equality whose constant changed, optional constants still change")
func optionalConstantAfterRemovingChangedEquality() throws {
  let x = Variable("x")
  let y = Variable("y")
  let pin = x == 10
  let wish = (y == 5).withPriority(500)
  var solver = Solver()
  try solver.add([pin, wish])
  try solver.setConstant(-12, of: pin)  // x == 12: the equality gets a dummy marker
  try solver.remove(pin)
  try solver.setConstant(-6, of: wish)  // y == 6 @500: optional, can never be refused
  #expect(isClose(solver.value(of: y), 6))
  #expect(solver.invariantViolation() == nil)

  // The same through a required edit variable, whose constraint also has a dummy marker.
  var edited = Solver()
  try edited.add(wish)
  try edited.addEditVariable(x, priority: .required)
  try edited.suggestValue(12, for: x)
  try edited.removeEditVariable(x)
  try edited.setConstant(-7, of: wish)
  #expect(isClose(edited.value(of: y), 7))
}

@Test(
  "violations reports the current violations after suggestions and constant changes")
func violationsFollowConstantChanges() throws {
  let x = Variable("x")
  let y = Variable("y")
  var solver = Solver()
  try solver.addEditVariable(x, priority: .defaultLow)
  try solver.suggestValue(465, for: x)  // x is free: it takes the value, nothing is violated
  #expect(isClose(solver.value(of: x), 465))
  #expect(isClose(solver.violations.first { $0.priority == .defaultLow }?.total ?? -1, 0))

  let wish = (y == 55).withPriority(1)
  try solver.add([wish, (y >= 420).withPriority(50)])
  try solver.setConstant(-59, of: wish)  // y == 59 @1 loses to y ≥ 420 @50: y = 420
  let expected: Double = 420 - 59
  #expect(isClose(solver.value(of: y), 420))
  #expect(isClose(solver.violations.first { $0.priority == 1 }?.total ?? -1, expected))
}
