import Cassowary
import Foundation
import SeededRandom
import Testing

// Seeded random layout-like systems, driven through random sequences of adds, batch adds,
// removes, constant changes and suggestions. After every operation: the required constraints
// hold, the tableau's invariants hold, the reported violations are the true ones, and they equal
// those of a fresh solver built from the same constraints — which, for the lexicographic
// objective, means the incremental solution is optimal.
//
// `PLUMB_RANDOM_SYSTEMS=5000 swift test --filter Randomized` runs more systems.

private let optionalPriorities: [Priority] = [1, 50, 250, 500, 750, 999]

/// The number of random systems: `PLUMB_RANDOM_SYSTEMS`, or 200.
private let randomSystemCount: Int = {
  ProcessInfo.processInfo.environment["PLUMB_RANDOM_SYSTEMS"].flatMap { Int($0) } ?? 200
}()

/// A random system and the reference point its required part was derived from.
private struct RandomSystem {
  var variables: [Variable]
  var reference: [Double]
  var required: [Constraint]
  var optional: [Constraint]

  init(_ rng: inout SplitMix64) {
    let count = rng.int(3..<10)
    variables = (0..<count).map { Variable("v\($0)") }
    reference = (0..<count).map { _ in rng.halfStep(-50, 400) }
    required = []
    optional = []
    let (v, r) = (variables, reference)
    func two() -> (Int, Int) {
      let i = rng.int(0..<count)
      var j = rng.int(0..<count - 1)
      if j >= i { j += 1 }
      return (i, j)
    }
    for _ in 0..<rng.int(count..<(2 * count + 1)) {
      let (i, j) = two()
      let k = rng.int(0..<count)
      let slack = rng.chance(0.3) ? 0 : rng.halfStep(0, 60)
      let c: Constraint
      switch rng.int(0..<7) {
      case 0: c = v[i] == v[j] + (r[i] - r[j])  // offset
      case 1:
        let m = rng.pick([2, 0.5])
        c = v[i] == m * v[j] + (r[i] - m * r[j])  // proportional size
      case 2: c = v[i] + v[j] == 2 * v[k] + (r[i] + r[j] - 2 * r[k])  // centring
      case 3: c = v[i] == r[i]  // pin
      case 4: c = v[i] >= v[j] + (r[i] - r[j] - slack)  // after a sibling
      case 5: c = v[i] <= r[i] + slack  // inside the container
      default: c = v[i] + v[j] <= r[i] + r[j] + slack
      }
      required.append(c)
    }
    for _ in 0..<rng.int(count..<(2 * count + 1)) {
      let (i, j) = two()
      let target = rng.halfStep(-100, 500)
      let priority = rng.pick(optionalPriorities)
      let c: Constraint
      switch rng.int(0..<4) {
      case 0: c = v[i] == target
      case 1: c = v[i] - v[j] == rng.halfStep(-100, 100)
      case 2: c = v[i] >= target
      default: c = v[i] <= target
      }
      optional.append(c.withPriority(priority))
    }
  }
}

/// The current system of `solver` rebuilt from scratch: its constraints in one batch, its edit
/// variables, their values suggested. Throws if that system is infeasible.
private func freshSolver(
  like solver: Solver, changing changed: (id: UInt64, constant: Double)? = nil
) throws -> Solver {
  var fresh = Solver()
  fresh.checksInvariants = true
  try fresh.add(
    solver.constraints.map {
      rebuilt($0, constant: $0.id == changed?.id ? changed!.constant : $0.expression.constant)
    })
  // One edit at a time, each suggested before the next is added: the final values hold together,
  // but a required edit added at some other value could block an earlier suggestion.
  for edit in solver.editVariables {
    try fresh.addEditVariable(edit.variable, priority: edit.priority)
    try fresh.suggestValue(edit.value, for: edit.variable)
  }
  return fresh
}

/// The violation at each priority, computed from the values: the residuals of the optional
/// constraints and the distances of optional edit variables from their suggestions.
private func violationsFromValues(_ solver: Solver) -> [Float: Double] {
  var totals: [Float: Double] = [:]
  for constraint in solver.constraints where !constraint.priority.isRequired {
    totals[constraint.priority.rawValue, default: 0] += residual(of: constraint, in: solver)
  }
  for edit in solver.editVariables where !edit.priority.isRequired {
    totals[edit.priority.rawValue, default: 0] += abs(solver.value(of: edit.variable) - edit.value)
  }
  return totals
}

private func reported(_ solver: Solver) -> [Float: Double] {
  Dictionary(solver.violations.map { ($0.priority.rawValue, $0.total) }, uniquingKeysWith: +)
}

/// The first priority, highest first, at which the two violation vectors differ by more than
/// `tolerance`, or `nil`.
private func firstDifference(_ lhs: [Float: Double], _ rhs: [Float: Double], tolerance: Double)
  -> Float?
{
  let priorities = Set(lhs.keys).union(rhs.keys).sorted(by: >)
  return priorities.first { abs((lhs[$0] ?? 0) - (rhs[$0] ?? 0)) > tolerance }
}

/// `true` if `operation` throws on a fresh solver built like `solver` (or building it throws).
private func freshSolverRefuses(
  like solver: Solver, changing changed: (id: UInt64, constant: Double)? = nil,
  _ operation: (inout Solver) throws -> Void = { _ in }
) -> Bool {
  guard var fresh = try? freshSolver(like: solver, changing: changed) else { return true }
  return (try? operation(&fresh)) == nil
}

/// Checks everything that must hold after an operation; returns the problems found.
private func problems(in solver: Solver) -> [String] {
  var found: [String] = []
  for constraint in solver.constraints where constraint.priority.isRequired {
    let amount = residual(of: constraint, in: solver)
    if amount > 1e-7 { found.append("required \(constraint) is off by \(amount)") }
  }
  for edit in solver.editVariables where edit.priority.isRequired {
    let amount = abs(solver.value(of: edit.variable) - edit.value)
    if amount > 1e-7 { found.append("required edit \(edit.variable) is off by \(amount)") }
  }
  if let broken = solver.invariantViolation() { found.append("invariant: \(broken)") }
  let actual = violationsFromValues(solver)
  if let p = firstDifference(reported(solver), actual, tolerance: 1e-6) {
    found.append(
      "violations @\(p) reported as \(reported(solver)[p] ?? 0), actually \(actual[p] ?? 0)")
  }
  do {
    let fresh = try freshSolver(like: solver)
    if let p = firstDifference(actual, violationsFromValues(fresh), tolerance: 1e-6) {
      found.append(
        "not optimal @\(p): \(actual[p] ?? 0) here, \(violationsFromValues(fresh)[p] ?? 0) in a fresh solver"
      )
    }
  } catch {
    found.append("a fresh solver rejects the installed system: \(error)")
  }
  return found
}

/// Drives one random system through `steps` random operations; returns a description of the
/// first problem, or `nil`.
private func runRandomSystem(seed: UInt64) -> String? {
  var rng = SplitMix64(state: seed)
  let system = RandomSystem(&rng)
  var solver = Solver()
  // Every operation ends with the invariant checker, and a failed one is compared with the
  // solver as it was: a broken invariant or a changed solver throws `internalError`.
  solver.checksInvariants = true
  var pending = (system.required + system.optional).shuffledDeterministically(&rng)
  var log: [String] = []

  for step in 0..<rng.int(10..<25) {
    let before = solver
    let installed = solver.constraints
    var attempted = ""
    // Asks a fresh solver, built like `before`, to do what failed: it must fail too.
    var refusedByFreshSolver: () -> Bool = { false }
    do {
      switch rng.int(0..<10) {
      case 0...2 where !pending.isEmpty:
        let c = pending.removeLast()
        attempted = "add \(c)"
        refusedByFreshSolver = { freshSolverRefuses(like: before) { try $0.add(c) } }
        try solver.add(c)
      case 3 where !pending.isEmpty:
        let batch = Array(pending.suffix(rng.int(2..<5)))
        pending.removeLast(batch.count)
        attempted = "add \(batch)"
        refusedByFreshSolver = { freshSolverRefuses(like: before) { try $0.add(batch) } }
        try solver.add(batch)
      case 4...5:
        guard !installed.isEmpty else { continue }
        let batch = (0..<rng.int(1..<3)).map { _ in rng.pick(installed) }
        let unique = Array(Set(batch))
        attempted = "remove \(unique)"
        try solver.remove(unique)
        pending.append(contentsOf: unique.map { rebuilt($0, constant: $0.expression.constant) })
      case 6 where !installed.isEmpty:
        let c = rng.pick(installed)
        let constant: Double
        if c.priority.isRequired && c.relation != .equal && rng.chance(0.7) {
          // Keep the reference point feasible: only the slack changes.
          let atReference =
            c.expression.evaluated { v in
              system.reference[system.variables.firstIndex(of: v)!]
            } - c.expression.constant
          let slack = rng.chance(0.3) ? 0 : rng.halfStep(0, 60)
          constant = c.relation == .lessThanOrEqual ? -atReference - slack : -atReference + slack
        } else {
          constant = c.expression.constant + rng.halfStep(-40, 40)
        }
        attempted = "setConstant(\(constant), of: \(c))"
        refusedByFreshSolver = {
          freshSolverRefuses(like: before, changing: (c.id, constant))
        }
        try solver.setConstant(constant, of: c)
      case 7:
        let v = rng.pick(system.variables)
        if solver.hasEditVariable(v) {
          attempted = "removeEditVariable(\(v))"
          try solver.removeEditVariable(v)
        } else {
          let priority = rng.chance(0.15) ? Priority.required : rng.pick(optionalPriorities)
          attempted = "addEditVariable(\(v), \(priority))"
          try solver.addEditVariable(v, priority: priority)
        }
      default:
        let edits = solver.editVariables
        guard !edits.isEmpty else { continue }
        let chosen = edits.filter { _ in rng.chance(0.7) }
        let suggestions = chosen.map { edit in
          (
            edit.variable,
            edit.priority.isRequired && rng.chance(0.5)
              ? solver.value(of: edit.variable) : rng.halfStep(-100, 500)
          )
        }
        attempted = "suggest \(suggestions.map { "\($0.0)=\($0.1)" })"
        refusedByFreshSolver = {
          freshSolverRefuses(like: before) { try $0.suggestValues(suggestions) }
        }
        try solver.suggestValues(suggestions)
      }
      log.append(attempted)
    } catch {
      log.append(attempted + " → \(error)")
      // Only a required constraint, constant or suggestion may be refused, and then the solver
      // must be unchanged.
      guard error.conflicts != nil else {
        return "step \(step): \(attempted) threw \(error)\n" + log.joined(separator: "\n")
      }
      if solver.debugDescription != before.debugDescription {
        return "step \(step): the failed \(attempted) changed the solver\n"
          + log.joined(separator: "\n")
      }
      // The refused operation must really be impossible.
      if !refusedByFreshSolver() {
        return "step \(step): \(attempted) was refused, but a fresh solver accepts it\n"
          + log.joined(separator: "\n")
      }
      continue
    }
    let found = problems(in: solver)
    if !found.isEmpty {
      return "step \(step) (\(attempted)): \(found.joined(separator: "; "))\n"
        + log.joined(separator: "\n")
    }
  }
  return nil
}

extension Array {
  fileprivate func shuffledDeterministically(_ rng: inout SplitMix64) -> [Element] {
    var result = self
    for index in result.indices.dropLast().reversed() {
      result.swapAt(index, rng.int(0..<(index + 1)))
    }
    return result
  }
}

/// Runs `randomSystemCount` systems, recording at most three failing seeds.
@Test("Random systems stay feasible and optimal after every operation")
func randomSystemsStayOptimal() {
  var failures = 0
  for seed in 0..<UInt64(randomSystemCount) {
    if let problem = runRandomSystem(seed: seed) {
      Issue.record("seed \(seed): \(problem)")
      failures += 1
      if failures >= 3 { return }
    }
  }
}

/// `system` rewritten in scaled units: every variable `vᵢ` becomes `sᵢ·uᵢ`, and every required
/// row is multiplied by its own factor, the powers of ten drawn from `exponents`. Neither changes
/// the feasible set (in the `v` coordinates) or the optional constraints' residuals, so the
/// optimum's violations must not change either; only the numbers the solver works with do.
private func scaled(
  _ system: RandomSystem, _ rng: inout SplitMix64, exponents: ClosedRange<Int>
) -> (constraints: [Constraint], variableScales: [Double]) {
  let scales = system.variables.map { _ in
    pow(10, Double(rng.int(exponents.lowerBound..<exponents.upperBound + 1)))
  }
  let units = system.variables.map { Variable("u_\($0.name)") }
  func rewritten(_ constraint: Constraint, rowScale: Double) -> Constraint {
    let terms = constraint.expression.terms.map { term in
      let index = system.variables.firstIndex(of: term.variable)!
      return Term(units[index], term.coefficient * scales[index] * rowScale)
    }
    return Constraint(
      Expression(terms, constant: constraint.expression.constant * rowScale), constraint.relation,
      priority: constraint.priority)
  }
  let required = system.required.map {
    rewritten(
      $0, rowScale: pow(10, Double(rng.int(exponents.lowerBound..<exponents.upperBound + 1))))
  }
  return (required + system.optional.map { rewritten($0, rowScale: 1) }, scales)
}

@Test(
  "Rescaling variables and required rows by powers of ten changes neither feasibility nor the optimum"
)
func scaledSystemsHaveTheSameOptimum() throws {
  // Scales of 10⁻³…10³ on variables and on rows make one row's coefficients differ by up to 10⁶
  // and values reach 4·10⁵. 10,000 seeds pass. At 10⁻⁴…10⁴ a feasible system is refused: sums
  // below the absolute 1e-9 are zero (Tolerance), and rows scaled down that far have true terms
  // that small.
  for seed in 0..<UInt64(randomSystemCount) {
    var rng = SplitMix64(state: seed)
    let system = RandomSystem(&rng)
    var plain = Solver()
    plain.checksInvariants = true
    try plain.add(system.required + system.optional)
    let (constraints, scales) = scaled(system, &rng, exponents: -3...3)
    var rescaled = Solver()
    rescaled.checksInvariants = true
    try rescaled.add(constraints)
    let units = constraints.flatMap { $0.expression.terms.map(\.variable) }
    let valueOf = Dictionary(
      units.map { ($0.name, rescaled.value(of: $0)) }, uniquingKeysWith: { first, _ in first })
    // The values in `v` coordinates: vᵢ = sᵢ·uᵢ.
    func value(_ variable: Variable) -> Double {
      let index = system.variables.firstIndex(of: variable)!
      return scales[index] * (valueOf["u_\(variable.name)"] ?? 0)
    }
    var violations: [Float: Double] = [:]
    for constraint in system.required + system.optional {
      let amount = residual(of: constraint, at: value)
      if constraint.priority.isRequired {
        // Values reach 400 · 10³ in u-units times 10³: a relative 1e-9 of that.
        #expect(amount <= 1e-6, "seed \(seed): required \(constraint) is off by \(amount)")
      } else {
        violations[constraint.priority.rawValue, default: 0] += amount
      }
    }
    let expected = violationsFromValues(plain)
    let differs = firstDifference(violations, expected, tolerance: 1e-6)
    #expect(differs == nil, "seed \(seed): violations \(violations), unscaled \(expected)")
    if differs != nil { return }
  }
}
