// The README's first Swift example ("A constraint system, solved with strict priorities") with
// exactly its imports: this target depends on nothing else, so a missing import fails the build.
// `Tests/ReadmeTests` checks that the code between the snippet markers is the README's.
import Cassowary
import Testing

@Test("README: a constraint system solved with strict priorities")
func readmeSolverExample() throws {
  // README snippet begin
  let left = Variable("left"), width = Variable("width")
  var solver = Solver()
  try solver.add([
    left >= 0,
    left + width <= 320,
    (width == 400).withPriority(.defaultHigh),  // wants 400, gets what fits
    (left == 50).withPriority(.defaultLow),     // loses to the higher priority
  ])
  let solvedWidth = solver.value(of: width)  // 320
  let solvedLeft = solver.value(of: left)    // 0
  // README snippet end
  #expect(abs(solver.value(of: width) - 320) < 1e-9)
  #expect(abs(solver.value(of: left)) < 1e-9)
  #expect(abs(solvedWidth - 320) < 1e-9)
  #expect(abs(solvedLeft) < 1e-9)
}
