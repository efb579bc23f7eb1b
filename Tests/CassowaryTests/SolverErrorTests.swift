import Cassowary
import Testing

// Every `SolverError` case, thrown where the documentation says. That the solver is unchanged
// after each of these failures is checked in SolverAtomicityTests.swift.

// MARK: - Invalid priority

@Test(
  "A constraint with a priority outside 1...1000 throws invalidPriority",
  arguments: [
    0, 1000.5, -1, 0.999, 1000.001, -1e6,
  ] as [Float])
func invalidPriorityIsRejected(_ raw: Float) {
  let x = Variable("x")
  let constraint = (x == 1).withPriority(Priority(rawValue: raw))
  var solver = Solver()
  #expect(throws: SolverError.invalidPriority(Priority(rawValue: raw))) {
    try solver.add(constraint)
  }
  #expect(throws: SolverError.invalidPriority(Priority(rawValue: raw))) {
    try solver.add([constraint])
  }
  #expect(throws: SolverError.invalidPriority(Priority(rawValue: raw))) {
    try solver.addEditVariable(x, priority: Priority(rawValue: raw))
  }
  #expect(!solver.contains(constraint))
  #expect(!solver.hasEditVariable(x))
}

@Test("A NaN priority throws invalidPriority")
func nanPriorityIsRejected() {
  let x = Variable("x")
  var solver = Solver()
  let constraint = (x == 1).withPriority(Priority(rawValue: .nan))
  // NaN is not equal to itself, so match the case and check the payload instead of using `==`.
  for error in [
    expectFailure(&solver) { try $0.add(constraint) },
    expectFailure(&solver) { try $0.addEditVariable(x, priority: Priority(rawValue: .nan)) },
  ] {
    guard case .invalidPriority(let priority)? = error else {
      Issue.record("expected invalidPriority, got \(String(describing: error))")
      continue
    }
    #expect(priority.rawValue.isNaN)
  }
}

@Test(
  "An infinite priority throws invalidPriority, and the error can be described")
func infinitePriorityIsRejected() {
  let x = Variable("x")
  var solver = Solver()
  for raw: Float in [.infinity, -.infinity, 1e19, -Float.greatestFiniteMagnitude] {
    let error = expectFailure(&solver) {
      try $0.add((x == 1).withPriority(Priority(rawValue: raw)))
    }
    #expect(error == .invalidPriority(Priority(rawValue: raw)))
    #expect(error?.description.hasPrefix("invalid priority") == true)
  }
}

@Test("The boundary priorities 1 and 1000 are accepted")
func boundaryPrioritiesAreAccepted() throws {
  let x = Variable("x")
  var solver = Solver()
  try solver.add((x == 1).withPriority(1))
  try solver.add((x == 2).withPriority(1000))
  #expect(isClose(solver.value(of: x), 2))
}

// MARK: - Non-finite input

@Test(
  "A non-finite coefficient or constant throws nonFiniteConstraint",
  arguments: [
    Double.infinity, -Double.infinity, Double.nan,
  ])
func nonFiniteConstraintIsRejected(_ bad: Double) {
  let x = Variable("x")
  let y = Variable("y")
  let badCoefficient = Constraint(Expression([Term(x, 1), Term(y, bad)], constant: 1), .equal)
  let badConstant = Constraint(Expression([Term(x, 1)], constant: bad), .lessThanOrEqual)
  var solver = Solver()
  #expect(throws: SolverError.nonFiniteConstraint(badCoefficient)) {
    try solver.add(badCoefficient)
  }
  #expect(throws: SolverError.nonFiniteConstraint(badConstant)) { try solver.add(badConstant) }
  let fine = x >= 0
  #expect(throws: SolverError.nonFiniteConstraint(badConstant)) {
    try solver.add([fine, badConstant])
  }
  #expect(!solver.contains(fine))
}

@Test(
  "A non-finite suggestion or new constant throws nonFiniteValue",
  arguments: [
    Double.infinity, -Double.infinity,
  ])
func nonFiniteValueIsRejected(_ bad: Double) throws {
  let x = Variable("x")
  let constraint = x >= 5
  var solver = Solver()
  try solver.add(constraint)
  try solver.addEditVariable(x, priority: .defaultHigh)
  #expect(throws: SolverError.nonFiniteValue(bad)) { try solver.suggestValue(bad, for: x) }
  #expect(throws: SolverError.nonFiniteValue(bad)) { try solver.setConstant(bad, of: constraint) }
}

@Test("A NaN suggestion or new constant throws nonFiniteValue")
func nanValueIsRejected() throws {
  let x = Variable("x")
  let constraint = x >= 5
  var solver = Solver()
  try solver.add(constraint)
  try solver.addEditVariable(x, priority: .defaultHigh)
  for error in [
    expectFailure(&solver) { try $0.suggestValue(.nan, for: x) },
    expectFailure(&solver) { try $0.setConstant(.nan, of: constraint) },
  ] {
    guard case .nonFiniteValue(let value)? = error else {
      Issue.record("expected nonFiniteValue, got \(String(describing: error))")
      continue
    }
    #expect(value.isNaN)
  }
}

// MARK: - Duplicates and unknowns

@Test("Adding an installed constraint again throws duplicateConstraint")
func addingInstalledConstraintThrows() throws {
  let x = Variable("x")
  let constraint = x == 3
  var solver = Solver()
  try solver.add(constraint)
  #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.add(constraint) }
  #expect(throws: SolverError.duplicateConstraint(constraint)) {
    try solver.add([x <= 10, constraint])
  }
}

@Test("The same constraint twice in one batch throws duplicateConstraint")
func sameConstraintTwiceInBatchThrows() {
  let x = Variable("x")
  let constraint = x == 3
  var solver = Solver()
  #expect(throws: SolverError.duplicateConstraint(constraint)) {
    try solver.add([constraint, x >= 0, constraint])
  }
  #expect(solver.constraints.isEmpty)
}

@Test("A repeat is found whether the batch's ids lie close together or far apart")
func sameConstraintTwiceWithSpreadIds() throws {
  let x = Variable("x")
  let constraint = x == 3
  // Ids come from one counter: 1,000 variables made in between put the other constraint's id
  // more than 64 ids per constraint away, beyond what a bit per id covers.
  let spacers = (0..<1_000).map { Variable("v\($0)") }
  let far = x >= 0
  var solver = Solver()
  #expect(throws: SolverError.duplicateConstraint(constraint)) {
    try solver.add([constraint, far, constraint])
  }
  #expect(throws: SolverError.duplicateConstraint(far)) { try solver.add([far, constraint, far]) }
  #expect(solver.constraints.isEmpty)
  try solver.add([far, constraint])
  #expect(solver.constraints.count == 2 && spacers.count == 1_000)
}

@Test("A batch in creation order is still checked against the installed constraints")
func creationOrderBatchFindsInstalledConstraint() throws {
  let x = Variable("x")
  // Made left to right, so their ids increase: `[installed, later]` is in creation order and
  // skips the table of repeats, but not the look-up among the installed constraints.
  let (installed, later, newer) = (x >= 0, x <= 10, x <= 20)
  var solver = Solver()
  try solver.add(installed)
  #expect(throws: SolverError.duplicateConstraint(installed)) {
    try solver.add([installed, later])
  }
  #expect(solver.constraints.count == 1)
  // Out of creation order (the newer first) and without a repeat, the batch goes in.
  try solver.add([newer, later])
  #expect(solver.constraints.count == 3)
}

@Test("Two constraints built from the same expression are different constraints")
func equalExpressionsAreNotDuplicates() throws {
  let x = Variable("x")
  var solver = Solver()
  try solver.add([x == 3, x == 3])
  #expect(solver.constraints.count == 2)
}

@Test("Removing or changing a constraint that is not installed throws unknownConstraint")
func unknownConstraintIsRejected() throws {
  let x = Variable("x")
  let installed = x >= 0
  let stranger = x <= 10
  var solver = Solver()
  try solver.add(installed)
  #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.remove(stranger) }
  #expect(throws: SolverError.unknownConstraint(stranger)) {
    try solver.remove([installed, stranger])
  }
  #expect(throws: SolverError.unknownConstraint(installed)) {
    try solver.remove([installed, installed])
  }
  #expect(throws: SolverError.unknownConstraint(stranger)) {
    try solver.setConstant(4, of: stranger)
  }
  #expect(solver.contains(installed))
  try solver.remove(installed)
  #expect(throws: SolverError.unknownConstraint(installed)) { try solver.remove(installed) }
}

@Test("An edit variable's internal constraint is not a removable constraint")
func editConstraintIsNotListed() throws {
  let x = Variable("x")
  var solver = Solver()
  try solver.addEditVariable(x, priority: .defaultHigh)
  #expect(solver.constraints.isEmpty)
  #expect(solver.editVariables.map(\.variable) == [x])
}

@Test("Adding an edit variable twice throws duplicateEditVariable")
func duplicateEditVariableIsRejected() throws {
  let x = Variable("x")
  var solver = Solver()
  try solver.addEditVariable(x, priority: .defaultHigh)
  #expect(throws: SolverError.duplicateEditVariable(x)) {
    try solver.addEditVariable(x, priority: 500)
  }
  #expect(solver.editVariables.map(\.priority) == [.defaultHigh])
}

@Test("Using a variable that is not an edit variable throws unknownEditVariable")
func unknownEditVariableIsRejected() throws {
  let x = Variable("x")
  let y = Variable("y")
  var solver = Solver()
  try solver.add(x + y == 10)
  #expect(!solver.hasEditVariable(x))
  #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
  #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
  try solver.addEditVariable(y, priority: .defaultHigh)
  #expect(throws: SolverError.unknownEditVariable(x)) {
    try solver.suggestValues([(y, 1), (x, 2)])
  }
  try solver.removeEditVariable(y)
  #expect(throws: SolverError.unknownEditVariable(y)) { try solver.suggestValue(1, for: y) }
}

// MARK: - Unsatisfiable required constraints

@Test("An unsatisfiable required constraint names exactly the minimal conflicting set")
func conflictsAreMinimal() throws {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")
  let xIs10 = x == 10
  let yIs20 = y == 20
  let zNonNegative = z >= 0
  var solver = Solver()
  try solver.add([xIs10, yIs20, zNonNegative])
  let sum = x + y == 50  // 10 + 20 = 30 ≠ 50
  let error = expectFailure(&solver) { try $0.add(sum) }
  guard case .unsatisfiableConstraint(let failing, let conflicts)? = error else {
    Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
    return
  }
  #expect(failing == sum)
  #expect(sameConstraints(conflicts, [xIs10, yIs20]))
}

@Test("Conflicts through a chain of equalities name the whole chain and nothing else")
func conflictsThroughAChain() throws {
  let a = Variable("a")
  let b = Variable("b")
  let c = Variable("c")
  let d = Variable("d")
  let e = Variable("e")
  // a = b + 1 = c + 2 = 2: the chain forces a = 2. `e == a + 7`, `d >= c` and `a <= 100` share
  // variables with it but do not rule a = 5 out.
  let chain = [a == b + 1, b == c + 1, c == 0]
  let bystanders = [e == a + 7, d >= c, a <= 100, (a == 5).withPriority(.defaultHigh)]
  var solver = Solver()
  try solver.add(bystanders + chain)
  let pin = a == 5
  let conflicts = expectFailure(&solver) { try $0.add(pin) }?.conflicts
  #expect(sameConstraints(conflicts ?? [], chain))
}

@Test("Conflicts through inequalities name the inequalities that bind")
func conflictsThroughInequalities() throws {
  let x = Variable("x")
  let y = Variable("y")
  // x ≥ y + 10 ≥ 10 rules out x ≤ 5; `y <= 1000` and `x <= 1000` are not needed for that.
  let needed = [x >= y + 10, y >= 0]
  var solver = Solver()
  try solver.add([y <= 1000, needed[0], x <= 1000, needed[1]])
  let conflicts = expectFailure(&solver) { try $0.add(x <= 5) }?.conflicts
  #expect(sameConstraints(conflicts ?? [], needed))
}

@Test("A constraint that contradicts itself conflicts with nothing installed")
func selfContradictionHasNoConflicts() throws {
  let x = Variable("x")
  var solver = Solver()
  try solver.add(x >= 0)
  let impossible = Constraint(Expression([Term(x, 1), Term(x, -1)], constant: 1), .equal)  // 1 == 0
  let error = expectFailure(&solver) { try $0.add(impossible) }
  #expect(error == .unsatisfiableConstraint(impossible, conflicts: []))
}

@Test("A failing batch names the earlier members of the batch among the conflicts")
func batchConflictsIncludeEarlierMembers() throws {
  let x = Variable("x")
  let y = Variable("y")
  let first = x == 10
  let second = y == x + 5
  var solver = Solver()
  let error = expectFailure(&solver) { try $0.add([first, second, y <= 12]) }
  guard case .unsatisfiableConstraint(let failing, let conflicts)? = error else {
    Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
    return
  }
  #expect(failing.description == (y <= 12).description)
  #expect(sameConstraints(conflicts, [first, second]))
}

@Test("A required edit variable's impossible suggestion throws unsatisfiableSuggestion")
func requiredSuggestionConflicts() throws {
  let x = Variable("x")
  let y = Variable("y")
  let offset = x == y + 10
  let anchor = y == 5
  var solver = Solver()
  try solver.add([offset, anchor, x >= 0])
  try solver.addEditVariable(x, priority: .required)
  try solver.suggestValue(15, for: x)  // 5 + 10: the only value allowed
  let error = expectFailure(&solver) { try $0.suggestValue(20, for: x) }
  guard case .unsatisfiableSuggestion(let variable, let value, let conflicts)? = error else {
    Issue.record("expected unsatisfiableSuggestion, got \(String(describing: error))")
    return
  }
  #expect(variable == x)
  #expect(value == 20)
  #expect(sameConstraints(conflicts, [offset, anchor]))
}

@Test("A conflicting required edit appears among the conflicts as `variable == value`")
func requiredEditAppearsInConflicts() throws {
  let x = Variable("x")
  let y = Variable("y")
  let sum = x + y == 100
  var solver = Solver()
  try solver.add([sum, (x == 40).withPriority(.defaultLow)])
  try solver.addEditVariable(x, priority: .required)
  try solver.addEditVariable(y, priority: .required)
  #expect(isClose(solver.value(of: y), 60))  // 100 − 40
  let error = expectFailure(&solver) { try $0.suggestValue(30, for: x) }
  guard case .unsatisfiableSuggestion(x, 30, let conflicts)? = error else {
    Issue.record("expected unsatisfiableSuggestion for x, got \(String(describing: error))")
    return
  }
  #expect(conflicts.count == 2)
  #expect(conflicts.contains(sum))
  let edit = conflicts.first { $0 != sum }
  #expect(edit?.relation == .equal)
  #expect(edit?.expression.terms.map(\.variable) == [y])
  if let edit {
    // y − 60 == 0 at the current suggestion.
    #expect(isClose(edit.expression.evaluated { _ in 60 }, 0))
  }
}

@Test("A constant change that makes a required inequality impossible throws with conflicts")
func conflictingInequalityConstant() throws {
  let x = Variable("x")
  let pin = x == 10
  let cap = x <= 20  // stored as x − 20 <= 0
  var solver = Solver()
  try solver.add([pin, cap, x >= -100])
  let error = expectFailure(&solver) { try $0.setConstant(-5, of: cap) }  // x <= 5
  guard case .unsatisfiableConstraint(let failing, let conflicts)? = error else {
    Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
    return
  }
  #expect(failing == cap)
  #expect(failing.expression.constant == -5)
  #expect(sameConstraints(conflicts, [pin]))
}

@Test(
  "A first constant change that makes a required equality impossible names the other constraints")
func conflictingEqualityConstantOnRebuild() throws {
  let x = Variable("x")
  let y = Variable("y")
  let pin = x == 10
  let cap = x <= 20
  var solver = Solver()
  try solver.add([pin, cap, y == x])
  let error = expectFailure(&solver) { try $0.setConstant(-30, of: pin) }  // x == 30 > 20
  guard case .unsatisfiableConstraint(let failing, let conflicts)? = error else {
    Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
    return
  }
  #expect(failing == pin)
  #expect(failing.expression.constant == -30)
  #expect(sameConstraints(conflicts, [cap]))
}

@Test("A later constant change that makes a required equality impossible throws with conflicts")
func conflictingEqualityConstantInPlace() throws {
  let x = Variable("x")
  let y = Variable("y")
  let pin = x == 10
  let cap = x <= 20
  var solver = Solver()
  try solver.add([pin, cap, y == x])
  try solver.setConstant(-15, of: pin)  // x == 15 fits; the equality now changes in place
  #expect(isClose(solver.value(of: y), 15))
  let error = expectFailure(&solver) { try $0.setConstant(-30, of: pin) }  // x == 30 > 20
  guard case .unsatisfiableConstraint(let failing, let conflicts)? = error else {
    Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
    return
  }
  #expect(failing == pin)
  #expect(failing.expression.constant == -30)
  #expect(sameConstraints(conflicts, [cap]))
}

@Test("Optional constraints never make an add fail")
func optionalConstraintsNeverConflict() throws {
  let x = Variable("x")
  var solver = Solver()
  try solver.add(x == 10)
  for priority: Priority in [1, 250, 999] {
    try solver.add((x == 50).withPriority(priority))
    try solver.add((x >= 70).withPriority(priority))
  }
  #expect(isClose(solver.value(of: x), 10))
}
