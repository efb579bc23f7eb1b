import Cassowary
import Testing

// After the second resize in a row at the same tableau structure, the check of the required
// constraints skips the ones that hold by construction (rows that are still their constraint's own
// definition) and evaluates the rest. These tests run many such resizes and compare every value
// with arithmetic worked out by hand, so a skipped check that hid a wrong value would show.

/// A row of `count` buttons of widths 44 + 8·(i mod 5), 16 pt from the container's edges, with
/// equal gaps between them (the `chain` benchmark workload, horizontally): every constraint but
/// the last is a fresh definition.
private struct Chain {
  let count: Int
  let width = Variable("width")
  let left: [Variable]
  let gap = Variable("gap")

  init(count: Int) {
    self.count = count
    left = (0..<count).map { Variable("left\($0)") }
  }

  func buttonWidth(_ index: Int) -> Double { 44 + 8 * Double(index % 5) }

  var constraints: [Constraint] {
    var all = [left[0] == 16]
    for index in 1..<count {
      all.append(left[index] == left[index - 1] + buttonWidth(index - 1) + gap)
    }
    all.append(left[count - 1] + buttonWidth(count - 1) == width - 16)
    return all
  }

  /// By hand: the buttons and margins take `32 + Σ wᵢ`, the `count - 1` gaps share the rest, and
  /// button i starts after the margin, the buttons before it and i gaps.
  func expectedLeft(_ index: Int, containerWidth: Double) -> Double {
    let buttons = (0..<count).reduce(0) { $0 + buttonWidth($1) }
    let gap = (containerWidth - 32 - buttons) / Double(count - 1)
    return 16 + (0..<index).reduce(0) { $0 + buttonWidth($1) } + Double(index) * gap
  }
}

@Test("A chain resized a hundred times keeps every position at its worked-out value")
func chainKeepsExactPositionsOverManyResizes() throws {
  let chain = Chain(count: 60)
  var solver = Solver()
  try solver.add(chain.constraints)
  try solver.addEditVariable(chain.width, priority: .required)
  // Upright and sideways iPhone widths alternating, with an odd size every tenth step: the
  // pattern of the benchmark's steps. Gaps go negative when the buttons do not fit, which the
  // system allows (all constraints are equalities).
  for step in 0..<100 {
    let containerWidth = step % 10 == 9 ? 1024 : (step % 2 == 0 ? 393 : 852)
    try solver.suggestValue(Double(containerWidth), for: chain.width)
    solver.updateVariables()
    for index in 0..<chain.count {
      let expected = chain.expectedLeft(index, containerWidth: Double(containerWidth))
      // Sums of a few hundred terms of size 10³: rounding stays far below 10⁻⁹.
      #expect(
        isClose(solver.value(of: chain.left[index]), expected), "step \(step), button \(index)")
    }
  }
}

@Test(
  "A required inequality and an edit defined fresh keep holding as suggestions shift their rows")
func freshDefinitionsWithMarkersHoldAcrossSuggestions() throws {
  // `x`'s edit enters first, so its row is its own definition `x = value - dummy`, and each
  // suggestion shifts that row's constant; `y >= 2x + 1` becomes `y`'s definition with its
  // slack, `z == y - 3` a plain one. `y == 0` at a low priority pulls `y` down to the bound, or to
  // zero where the bound is negative (the suggestions cross it, so some of them pivot).
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")
  var solver = Solver()
  try solver.addEditVariable(x, priority: .required)
  try solver.add(y >= 2 * x + 1)
  try solver.add(z == y - 3)
  try solver.add((y == 0).withPriority(.fittingSizeLevel))
  for step in 0..<50 {
    let value = Double(step % 7) * 12.5 - 20
    try solver.suggestValue(value, for: x)
    // By hand: y is zero if `y >= 2x + 1` allows it, else the bound; z is 3 less.
    let expectedY = max(0, 2 * value + 1)
    #expect(isClose(solver.value(of: x), value))
    #expect(isClose(solver.value(of: y), expectedY), "step \(step)")
    #expect(isClose(solver.value(of: z), expectedY - 3), "step \(step)")
  }
}

@Test("A contradiction added after a run of resizes is still refused")
func contradictionAfterResizesIsRefused() throws {
  let chain = Chain(count: 10)
  var solver = Solver()
  try solver.add(chain.constraints)
  try solver.addEditVariable(chain.width, priority: .required)
  for containerWidth in [393.0, 852, 393, 852] {
    try solver.suggestValue(containerWidth, for: chain.width)
  }
  // The first button is pinned at 16 by a fresh definition; a second required position cannot hold.
  #expect(throws: SolverError.self) { try solver.add(chain.left[0] == 20) }
  try solver.suggestValue(1024, for: chain.width)
  #expect(isClose(solver.value(of: chain.left[0]), 16))
  #expect(isClose(solver.value(of: chain.left[9]), chain.expectedLeft(9, containerWidth: 1024)))
}

@Test("Values read after resizes stay right when the structure changes between runs of resizes")
func readsFollowStructureChangesBetweenResizes() throws {
  // From the second read at one tableau structure on, the values come from a flattened copy of
  // the definitions; a constraint added or removed between resizes must make the next reads use
  // the new definitions. `trailing` hangs 20 pt after the last button, `half` is half the width:
  // new definitions that arrive after several resizes and leave again.
  let chain = Chain(count: 12)
  let trailing = Variable("trailing")
  let half = Variable("half")
  var solver = Solver()
  try solver.add(chain.constraints)
  try solver.addEditVariable(chain.width, priority: .required)
  func expectChain(_ containerWidth: Double, _ label: String) {
    for index in [0, 5, 11] {
      #expect(
        isClose(
          solver.value(of: chain.left[index]),
          chain.expectedLeft(index, containerWidth: containerWidth)),
        "\(label), button \(index)")
    }
  }
  for containerWidth in [393.0, 852, 393, 852] {
    try solver.suggestValue(containerWidth, for: chain.width)
    _ = solver.fetchChanges()
    expectChain(containerWidth, "before the add")
  }
  let trailingConstraint = trailing == chain.left[11] + chain.buttonWidth(11) + 20
  try solver.add([trailingConstraint, half == 0.5 * chain.width])
  for containerWidth in [1024.0, 393, 852, 1024] {
    try solver.suggestValue(containerWidth, for: chain.width)
    let changes = solver.fetchChanges()
    expectChain(containerWidth, "after the add")
    // By hand: the last button ends 16 pt before the container's edge, so `trailing` is 4 past it.
    #expect(isClose(solver.value(of: trailing), containerWidth + 4))
    #expect(isClose(solver.value(of: half), containerWidth / 2))
    #expect(changes.contains { $0.variable == half && isClose($0.value, containerWidth / 2) })
  }
  try solver.remove(trailingConstraint)
  for containerWidth in [393.0, 852, 393] {
    try solver.suggestValue(containerWidth, for: chain.width)
    solver.updateVariables()
    expectChain(containerWidth, "after the removal")
    #expect(isClose(solver.value(of: half), containerWidth / 2))
  }
  // A suggestion the required constraints refuse leaves the last values readable as they were.
  try solver.add(half <= 500)
  #expect(throws: SolverError.self) { try solver.suggestValue(1200, for: chain.width) }
  solver.updateVariables()
  expectChain(393, "after the refused suggestion")
}

/// Labels that hug their natural widths at 250 and resist compression at 750, each required to
/// fit the window less 32 pt, with its right edge 16 pt further. By hand: width = min(natural,
/// window - 32), and the right edge 16 more.
private struct Labels {
  let window = Variable("window")
  let natural: [Double]
  let width: [Variable]
  let right: [Variable]

  init(natural: [Double]) {
    self.natural = natural
    width = natural.indices.map { Variable("width\($0)") }
    right = natural.indices.map { Variable("right\($0)") }
  }

  /// The labels' constraints, then the window's required edit.
  func add(to solver: inout Solver) throws {
    for index in natural.indices {
      try solver.add(width[index] <= window - 32)
      try solver.add((width[index] >= natural[index]).withPriority(.defaultHigh))
      try solver.add((width[index] <= natural[index]).withPriority(.defaultLow))
      try solver.add(right[index] == width[index] + 16)
    }
    try solver.addEditVariable(window, priority: .required)
  }

  func expectWorkedOut(_ solver: Solver, window windowWidth: Double, _ label: String) {
    for index in natural.indices {
      let expected = min(natural[index], windowWidth - 32)
      #expect(isClose(solver.value(of: width[index]), expected), "\(label), label \(index)")
      #expect(isClose(solver.value(of: right[index]), expected + 16), "\(label), label \(index)")
    }
  }
}

@Test("Labels squeezed and released by alternate resizes read their worked-out widths")
func labelsSwitchingWidthsKeepWorkedOutValues() throws {
  // At 393 pt the labels wider than 361 pt are squeezed, at 852 pt none is, so every resize
  // pivots about half of them; the check after it then evaluates only the values that moved. The
  // invariant check compares every cached value with a full evaluation, bit for bit, after each
  // operation.
  let labels = Labels(natural: (0..<40).map { 100 + 17.5 * Double($0) })
  var solver = Solver()
  solver.checksInvariants = true
  try labels.add(to: &solver)
  for step in 0..<20 {
    let windowWidth: Double = step % 2 == 0 ? 393 : 852
    try solver.suggestValue(windowWidth, for: labels.window)
    _ = solver.fetchChanges()
    labels.expectWorkedOut(solver, window: windowWidth, "step \(step)")
  }
}

@Test("Definitions the check stopped evaluating are watched through rewrites and refused resizes")
func skippedDefinitionsAreWatchedThroughRewritesAndRollbacks() throws {
  // From the second resize on, the check skips `right == width + 16`: `right`'s own definition,
  // which holds by construction while its row is as installed. Each resize moves `width` in or
  // out of the basis, which rewrites that row, and a refused resize rolls the rows back. The
  // invariant check (on here) fails the operation if a skipped row changed without the check
  // noticing, and every value is compared with the worked-out one.
  let labels = Labels(natural: (0..<12).map { 90 + 40 * Double($0) })
  var solver = Solver()
  solver.checksInvariants = true
  try solver.add(labels.window <= 1000)
  try labels.add(to: &solver)
  var last = 0.0
  for step in 0..<16 {
    let windowWidth: Double = [393, 852, 1200, 600][step % 4]
    if windowWidth > 1000 {
      // `window <= 1000` refuses it: the solver stays at the last width.
      #expect(throws: SolverError.self) { try solver.suggestValue(windowWidth, for: labels.window) }
    } else {
      try solver.suggestValue(windowWidth, for: labels.window)
      last = windowWidth
    }
    _ = solver.fetchChanges()
    labels.expectWorkedOut(solver, window: last, "step \(step)")
  }
}
