import Cassowary
import Testing

// A required equality whose first item is new makes that item a definition, and a presolve may
// keep such definitions out of the tableau (Benchmarks/Results/2026-11-29-presolve.md measured one
// that holds them back until the batch is optimised). Whatever the solver does with them, every
// operation on a variable so defined must behave as it does for any other constraint: these tests
// pin that. The expected values are worked out in the comments from the constraints alone.

/// A feed of `count` cells stacked from `root`: each cell's top hangs from the previous cell's
/// bottom, its bottom from its top and height, and a label's top from the cell's top — required
/// equalities whose first item is new: definitions.
private struct Stack {
  let root = Variable("root")
  var tops: [Variable] = []
  var heights: [Variable] = []
  var labels: [Variable] = []
  var definitions: [Constraint] = []
  var others: [Constraint] = []

  init(count: Int) {
    var previousBottom = Expression(root)
    for index in 0..<count {
      let top = Variable("top\(index)")
      let height = Variable("height\(index)")
      let label = Variable("label\(index)")
      tops.append(top)
      heights.append(height)
      labels.append(label)
      definitions.append(top == previousBottom + 8)
      definitions.append(label == top + 4)
      // The label needs 20 pt below its top: the height must be at least 24.
      others.append(top + height >= label + 20)
      others.append((height == 10).withPriority(.defaultLow))
      previousBottom = top + height
    }
    others.append(root == 0)
  }

  var all: [Constraint] { definitions + others }
}

/// Expects each variable at its value.
private func expectValues(
  _ solver: Solver, _ expected: [(Variable, Double)],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (variable, value) in expected {
    #expect(
      isClose(solver.value(of: variable), value), "\(variable)", sourceLocation: sourceLocation)
  }
}

@Test("Variables defined in a batch take the values their definitions give")
func batchDefinitionsTakeTheirValues() throws {
  let stack = Stack(count: 3)
  var solver = Solver()
  try solver.add(stack.all)
  // Each height is pulled to 10 weakly but must be ≥ 24 (label 4 below the top, 20 tall): 24.
  // top₀ = 0 + 8, top₁ = 8 + 24 + 8 = 40, top₂ = 40 + 32 = 72; each label is its top + 4.
  for index in 0..<3 {
    #expect(isClose(solver.value(of: stack.heights[index]), 24))
    #expect(isClose(solver.value(of: stack.tops[index]), Double(8 + 32 * index)))
    #expect(isClose(solver.value(of: stack.labels[index]), Double(12 + 32 * index)))
  }
  let changes = solver.fetchChanges()
  #expect(changes.contains { $0.variable == stack.labels[2] && isClose($0.value, 76) })
}

@Test("Removing a constraint that defined a variable in a batch frees that variable")
func removingABatchDefinitionFreesItsVariable() throws {
  let stack = Stack(count: 2)
  var solver = Solver()
  try solver.add(stack.all)
  // Without `label₁ == top₁ + 4` the label is held only by `top₁ + height₁ ≥ label₁ + 20`;
  // pinning it at 100 makes top₁ + height₁ = 16 + height₀ + height₁ ≥ 120. Both heights are
  // pulled to 10 at one priority, so the cheapest total error puts height₀ + height₁ at 104 (how
  // it is shared is a tie) and the cell's bottom at 120.
  try solver.remove(stack.definitions[3])
  try solver.add(stack.labels[1] == 100)
  let heights = solver.value(of: stack.heights[0]) + solver.value(of: stack.heights[1])
  #expect(isClose(heights, 104))
  #expect(isClose(solver.value(of: stack.tops[1]) + solver.value(of: stack.heights[1]), 120))
  #expect(isClose(solver.value(of: stack.labels[1]), 100))
  #expect(!solver.contains(stack.definitions[3]))
}

@Test("Changing the constant of a constraint that defined a variable in a batch moves it")
func changingABatchDefinitionsConstant() throws {
  let stack = Stack(count: 2)
  var solver = Solver()
  try solver.add(stack.all)
  // `top₀ == root + 8` reads `top₀ - root - 8 == 0`: the constant -20 puts top₀ at 20, and every
  // later top 12 lower: top₁ = 20 + 24 + 8 = 52, label₁ = 56.
  try solver.setConstant(-20, of: stack.definitions[0])
  expectValues(solver, [(stack.tops[0], 20), (stack.tops[1], 52), (stack.labels[1], 56)])
}

@Test("A suggestion to a variable defined in a batch moves what it is defined by")
func suggestingABatchDefinedVariable() throws {
  let stack = Stack(count: 2)
  var solver = Solver()
  try solver.add(stack.all.filter { $0 != stack.others.last })
  // With `root` free, an edit on label₁ (= root + 8 + 24 + 8 + 4 = root + 44) moves root.
  try solver.addEditVariable(stack.labels[1], priority: .defaultHigh)
  try solver.suggestValue(144, for: stack.labels[1])
  expectValues(solver, [(stack.root, 100), (stack.tops[0], 108), (stack.labels[1], 144)])
}

@Test("A required constraint that contradicts definitions made in a batch names them")
func conflictsNameBatchDefinitions() throws {
  let stack = Stack(count: 2)
  var solver = Solver()
  try solver.add(stack.all)
  let before = SolverSnapshot(solver)
  // label₀ = top₀ + 4 = root + 12 and root = 0, so label₀ == 5 cannot hold.
  let pin = stack.labels[0] == 5
  let conflicts = expectFailure(&solver) { try $0.add(pin) }?.conflicts
  #expect(
    sameConstraints(
      conflicts ?? [], [stack.definitions[0], stack.definitions[1], stack.others.last!]))
  #expect(SolverSnapshot(solver) == before)
}

@Test("A batch that fails after defining variables leaves the solver as it was")
func aFailedBatchDropsItsDefinitions() throws {
  let stack = Stack(count: 2)
  var solver = Solver()
  let rootAtZero = stack.root == 0
  try solver.add(rootAtZero)
  let before = SolverSnapshot(solver)
  // The batch's last constraint contradicts its first: top₀ = root + 8 = 8, not 9.
  let contradiction = stack.tops[0] == 9
  let batch: [Constraint] = stack.definitions + Array(stack.others.dropLast())
  let error = expectFailure(&solver) { try $0.add(batch + [contradiction]) }
  #expect(sameConstraints(error?.conflicts ?? [], [stack.definitions[0], rootAtZero]))
  #expect(SolverSnapshot(solver) == before)
  // And the same batch without it goes in afterwards, with the values of a fresh solver.
  try solver.add(batch)
  #expect(isClose(solver.value(of: stack.labels[1]), 44))
}

@Test("A new variable defined by an inequality on a variable defined in the same batch")
func anInequalityDefinitionOnABatchDefinition() throws {
  let stack = Stack(count: 2)
  let badge = Variable("badge")
  var solver = Solver()
  // `badge` is new, so the inequality is its definition, and it refers to label₁, defined
  // earlier in the same batch: badge ≥ label₁ + 2 = 46, pulled down to 0 at a low priority, ends at 46.
  let badgeConstraints: [Constraint] = [
    badge >= stack.labels[1] + 2, (badge == 0).withPriority(.defaultLow),
  ]
  try solver.add(stack.all + badgeConstraints)
  #expect(isClose(solver.value(of: badge), 46))
}

@Test("A batch of required equalities gives the same values added at once or one by one")
func batchDefinitionsMatchOneByOne() throws {
  let stack = Stack(count: 6)
  var batch = Solver()
  try batch.add(stack.all)
  var single = Solver()
  for constraint in stack.all { try single.add(constraint) }
  for variable in stack.tops + stack.heights + stack.labels {
    #expect(isClose(batch.value(of: variable), single.value(of: variable)))
  }
}
