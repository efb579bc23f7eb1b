// libFuzzer target: the Cassowary solver driven by an operation sequence decoded from the input.
//
// After every operation it checks (and traps, which libFuzzer reports as a crash, if not):
// - the tableau's invariants hold (`invariantViolation()` is nil);
// - a successful call leaves every installed required constraint, and every required edit
//   variable, satisfied within 1e-6 relative to the magnitude of the terms;
// - a failed call leaves `debugDescription` byte-identical to what it was before the call;
// - no call fails with `internalError` (the pivot budget is a safety net, not an outcome).
//
#if canImport(Glibc)
  import Glibc
#endif

// Operations (one opcode byte, then operands; a short input just ends the program):
//   add, batch add (sometimes with a duplicate), remove, batch remove, re-add a removed one,
//   add/remove edit variable, suggest (one or two values), change constant, a deferred block
//   (`withOptimizationDeferred`) running the next few operations, reset.
// Values come from small tables so that most programs are well-formed, with a few NaN/inf
// entries and invalid priorities so that the rejection paths are exercised too.

/// Reads operands from the fuzz input; past the end every read returns 0.
/// Set SOLVER_FUZZ_TRACE=1 to print each operation and its outcome (when replaying a crash).
let tracing = getenv("SOLVER_FUZZ_TRACE") != nil
func trace(_ line: String) {
  var line = line + "\n"
  line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// The relative residual a required constraint may have: 1e-6 of the constraint's magnitude
/// (its terms' absolute values, at least 1). Set SOLVER_FUZZ_SKIP_KNOWN=1 to accept 1e-2 instead;
/// it was needed to fuzz past RESULTS.md finding 9 (fixed since by the exact re-solve): values
/// evaluated through chained definitions with coefficients such as 0.001 against 2000 carry
/// rounding amplified 10⁶-fold, seen up to 0.13% of a constraint's magnitude. Every lost
/// constraint found so far was off by more than 1%: the closest, finding 12, by 0.017 on a
/// magnitude of 0.03 (floored to 1); findings 6, 7, 10, 14, 15 and 16 by 0.5, 10⁶, 20, 10, 10 and
/// 9968.
let skipsKnown = getenv("SOLVER_FUZZ_SKIP_KNOWN") != nil

struct ByteReader {
  let bytes: UnsafeRawBufferPointer
  var index = 0
  var isAtEnd: Bool { index >= bytes.count }
  mutating func next() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }
  mutating func pick<T>(_ table: [T]) -> T { table[Int(next()) % table.count] }
}

let coefficients: [Double] = [
  1, -1, 1, 2, -2, 0.5, 3, -0.25, 10, 0, 100, -1, 1, .nan, .infinity, 1e-3,
]
let constants: [Double] = [
  0, 1, -1, 10, -10, 100, 250, -1000, 0.5, 1e4, 0, 20, -.infinity, .nan, 33.3, 7,
]
let priorities: [Priority] = [
  .required, .required, .required, .required, .defaultHigh, .defaultLow, 1, 999, 50, 500,
  0, 1001, Priority(rawValue: .nan), -1, Priority(rawValue: .infinity), 1000.5,
]
let editPriorities: [Priority] = [
  .required, .defaultHigh, .defaultLow, 1, 999, 0, Priority(rawValue: .nan), 1000,
]
let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]

struct Program {
  var solver = Solver()
  let variables = (0..<5).map { Variable("x\($0)") }
  /// Every constraint made so far, installed or not (so removes can name unknown ones).
  var made: [Constraint] = []
  var reader: ByteReader
  var depth = 0
  /// The largest |value| any variable has had so far (for `invariantViolation(magnitude:)`).
  var largestValue = 0.0

  init(_ bytes: UnsafeRawBufferPointer) { reader = ByteReader(bytes: bytes) }

  mutating func makeConstraint() -> Constraint {
    let count = 1 + Int(reader.next() % 3)
    var terms: [Term] = []
    for _ in 0..<count {
      terms.append(Term(reader.pick(variables), reader.pick(coefficients)))
    }
    let constraint = Constraint(
      Expression(terms, constant: reader.pick(constants)), reader.pick(relations),
      priority: reader.pick(priorities))
    made.append(constraint)
    return constraint
  }

  mutating func someConstraint() -> Constraint? {
    made.isEmpty ? nil : made[Int(reader.next()) % made.count]
  }

  mutating func run() {
    var steps = 0
    while !reader.isAtEnd && steps < 96 {
      step()
      steps += 1
    }
  }

  /// With tracing on, prints the call about to run, indented by the deferral depth.
  func call(_ text: @autoclosure () -> String) {
    if tracing { trace("\(String(repeating: "  ", count: depth))call \(text())") }
  }

  /// Runs one operation and checks the solver afterwards.
  mutating func step() {
    let before = solver.debugDescription
    let opcode = reader.next() % 13
    do {
      switch opcode {
      case 0, 1:
        let constraint = makeConstraint()
        call("add(\(constraint))")
        try solver.add(constraint)
      case 2:
        var batch = (0..<(1 + Int(reader.next() % 3))).map { _ in makeConstraint() }
        if reader.next() % 8 == 0, let first = batch.first { batch.append(first) }
        let volatile = reader.next() % 2 == 0
        call("add(\(batch), expectingConstantChanges: \(volatile))")
        try solver.add(batch, expectingConstantChanges: volatile)
      case 3:
        if let constraint = someConstraint() {
          call("remove(\(constraint))")
          try solver.remove(constraint)
        }
      case 4:
        let batch = (0..<(1 + Int(reader.next() % 3))).compactMap { _ in someConstraint() }
        call("remove(\(batch))")
        try solver.remove(batch)
      case 5:
        if let constraint = someConstraint(), !solver.contains(constraint) {
          call("add(\(constraint))")
          try solver.add(constraint)
        }
      case 6:
        let (variable, priority) = (reader.pick(variables), reader.pick(editPriorities))
        call("addEditVariable(\(variable), priority: \(priority))")
        try solver.addEditVariable(variable, priority: priority)
      case 7:
        let variable = reader.pick(variables)
        call("removeEditVariable(\(variable))")
        try solver.removeEditVariable(variable)
      case 8:
        let (value, variable) = (reader.pick(constants), reader.pick(variables))
        call("suggestValue(\(value), for: \(variable))")
        try solver.suggestValue(value, for: variable)
      case 9:
        let pairs = [
          (reader.pick(variables), reader.pick(constants)),
          (reader.pick(variables), reader.pick(constants)),
        ]
        call("suggestValues(\(pairs))")
        try solver.suggestValues(pairs)
      case 10:
        if let constraint = someConstraint() {
          let constant = reader.pick(constants)
          call("setConstant(\(constant), of: \(constraint))")
          try solver.setConstant(constant, of: constraint)
        }
      case 11:
        guard depth < 2 else { break }
        let count = 1 + Int(reader.next() % 6)
        var inner = self
        inner.depth += 1
        // The body never throws: each inner operation is checked on its own by `step`.
        try solver.withOptimizationDeferred { (solver: inout Solver) throws(SolverError) in
          inner.solver = solver
          for _ in 0..<count where !inner.reader.isAtEnd { inner.step() }
          solver = inner.solver
        }
        reader = inner.reader
        made = inner.made
        largestValue = inner.largestValue
      default:
        if reader.next() % 16 == 0 { solver.reset() }
      }
    } catch {
      if tracing {
        trace("\(String(repeating: "  ", count: depth))op \(opcode) threw \(error)\n\(before)")
      }
      if case .internalError(let message) = error {
        fatalError("internalError after opcode \(opcode): \(message)\n\(before)")
      }
      let after = solver.debugDescription
      if after != before {
        fatalError(
          "state changed by a failed call (opcode \(opcode), \(error)):\nBEFORE\n\(before)\nAFTER\n\(after)"
        )
      }
    }
    if tracing {
      trace(
        "\(String(repeating: "  ", count: depth))op \(opcode) -> depth \(solver.deferralDepth) optimal \(solver.isOptimal) \(solver.constraints) edits \(solver.editVariables.map { "\($0.variable)@\($0.priority)=\($0.value)" })"
      )
    }
    check(opcode)
  }

  mutating func check(_ opcode: UInt8) {
    // Rows keep the rounding of the largest values they were computed with.
    for variable in variables { largestValue = max(largestValue, abs(solver.value(of: variable))) }
    // Inside `withOptimizationDeferred` the objective is deliberately not optimised (documented);
    // every other invariant must hold there too.
    if let violation = solver.invariantViolation(magnitude: largestValue),
      !(solver.deferralDepth > 0 && violation.hasPrefix("not optimal"))
    {
      fatalError(
        "invariant violated after opcode \(opcode) (deferral depth \(solver.deferralDepth)): \(violation)\n\(solver.debugDescription)"
      )
    }
    func allowedResidual(magnitude: Double) -> Double {
      (skipsKnown ? 1e-2 : 1e-6) * max(1, magnitude)
    }
    for constraint in solver.constraints where constraint.priority.isRequired {
      var magnitude = abs(constraint.expression.constant)
      var value = constraint.expression.constant
      for term in constraint.expression.terms {
        let product = term.coefficient * solver.value(of: term.variable)
        value += product
        magnitude += abs(product)
      }
      let residual: Double
      switch constraint.relation {
      case .equal: residual = abs(value)
      case .lessThanOrEqual: residual = max(0, value)
      case .greaterThanOrEqual: residual = max(0, -value)
      }
      if !(residual <= allowedResidual(magnitude: magnitude)) {
        fatalError(
          "required \(constraint) has residual \(residual) after opcode \(opcode)\n\(solver.debugDescription)"
        )
      }
    }
    for edit in solver.editVariables where edit.priority.isRequired {
      let value = solver.value(of: edit.variable)
      if !(abs(value - edit.value) <= allowedResidual(magnitude: abs(edit.value))) {
        fatalError(
          "required edit \(edit.variable) is \(value), suggested \(edit.value)\n\(solver.debugDescription)"
        )
      }
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
  var program = Program(UnsafeRawBufferPointer(start: data, count: count))
  program.run()
  return 0
}
