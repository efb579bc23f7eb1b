// plumb-bench: times Plumb's solver on a cassowary-bench/1 file (Scripts/bench/workloads.py writes
// them; Documentation/Facts/Solver.md#cassowary-bench1) with the protocol of kiwisolver's reference
// runner `kiwi_ref.py`, and prints one JSON object with the same fields, so the two outputs compare
// field by field.
//
//   plumb-bench FILE [--values] [--check] [--warm K]
//
// Protocol:
//   1. parse the file and build variables and constraints        (build_ms, not solve time)
//   2. add every constraint, in file order, to an empty solver   (add_constraints_ms)
//   3. add every edit variable, then suggest `initial`           (add_edits_ms)
//   4. the first read of the values                              (first_update_ms)
//   5. per step: suggest the step's values, then read the values (step_*_ms)
// Step 2 adds the constraints one at a time, exactly as kiwi does; `--batch` adds them as one
// batch with one optimisation instead (Plumb's `add(_:)` for arrays); `--presolve` first turns the
// required equalities into definitions and adds the rest as one batch (an experiment: Presolve.swift).
// `--warm K` runs steps 2 to 5 K times in the one process, each time on a new solver, as kiwi's
// own benchmark repeats its build (Scripts/bench/kiwi_native.cpp); `warm_build_ms` and
// `warm_step_ms` are the medians of all but the first build and of all their steps.
// The values are read with `fetchChanges()`, which reports only the variables that changed: the
// equivalent of kiwi's `updateVariables()`, which copies every value.
import BenchmarkTiming
import Cassowary
import Foundation
import SolverFormat

struct Options {
  var file = ""
  var values = false
  var check = false
  var batch = false
  var shape = false
  var editsFirst = false
  var eager = false
  var presolve = false
  var warm = 1
}

/// A repetition of `--warm` that ended with other values than the first.
struct RepetitionMismatch: Error, CustomStringConvertible {
  var repetition: Int
  var description: String { "repetition \(repetition) ended with other values than the first" }
}

func parseOptions() -> Options? {
  var options = Options()
  var arguments = CommandLine.arguments.dropFirst()
  while let argument = arguments.popFirst() {
    switch argument {
    case "--warm":
      guard let count = arguments.popFirst().flatMap({ Int($0) }), count >= 2 else { return nil }
      options.warm = count
    case "--values": options.values = true
    case "--check": options.check = true
    case "--batch": options.batch = true
    case "--shape": options.shape = true
    case "--edits-first": options.editsFirst = true
    case "--eager": options.eager = true
    case "--presolve": options.presolve = true
    case let other where !other.hasPrefix("-") && options.file.isEmpty: options.file = other
    default: return nil
    }
  }
  return options.file.isEmpty ? nil : options
}

/// The largest violation of a required constraint, and the priority-weighted violation of the
/// optional ones, as kiwi_ref.py's `residuals` computes them.
func residuals(_ system: ConstraintSystem, _ values: [Double]) -> [String: Any] {
  var requiredMax = 0.0
  var optionalSum = 0.0
  var optionalViolated = 0
  for row in system.constraints {
    let value = row.terms.reduce(row.constant) { $0 + $1.coefficient * values[$1.variable] }
    let violation: Double
    switch row.relation {
    case .equal: violation = abs(value)
    case .lessThanOrEqual: violation = max(0, value)
    case .greaterThanOrEqual: violation = max(0, -value)
    }
    if row.priority.isRequired {
      requiredMax = max(requiredMax, violation)
    } else {
      optionalSum += Double(row.priority.rawValue) * violation
      if violation > 1e-6 { optionalViolated += 1 }
    }
  }
  return [
    "required_max_violation": requiredMax, "optional_weighted_error": optionalSum,
    "optional_violated": optionalViolated,
  ]
}

func run(_ options: Options) throws -> [String: Any] {
  let t0 = now()
  let data = try Data(contentsOf: URL(fileURLWithPath: options.file))
  let system = try ConstraintSystem(json: data)
  let (variables, constraints) = system.makeConstraints()
  let edits = system.edits.map { (variables[$0.variable], $0.priority) }
  // With the labels `suggestValues` takes: an array of unlabelled pairs is converted at every
  // call, pair by pair through a dynamic cast, inside the timed step (kiwi_native passes its own).
  typealias Suggestion = (variable: Variable, value: Double)
  let initial = system.initial.map { Suggestion(variables[$0.variable], $0.value) }
  let steps = system.steps.map { step in step.map { Suggestion(variables[$0.variable], $0.value) } }
  let t1 = now()

  /// One build (steps 2 to 4, on a new solver) and the steps (5), timed; the solver is dropped
  /// at the end, as kiwi_native's is.
  struct Run {
    var constraintsTime: UInt64 = 0
    var editsTime: UInt64 = 0
    var firstUpdateTime: UInt64 = 0
    var buildPivots = 0
    var shape: (rows: Int, cells: Int, longestRow: Int, longestColumn: Int, pivots: Int)?
    var first: [Double] = []
    var final: [Double] = []
    var suggestTimes: [Double] = []
    var updateTimes: [Double] = []
    var build: Double { milliseconds(constraintsTime + editsTime + firstUpdateTime) }
    var stepTimes: [Double] { zip(suggestTimes, updateTimes).map(+) }
  }
  func runOnce() throws -> Run {
    var run = Run()
    var presolved: Presolved?
    var setUpEnd: UInt64 = 0
    // Steps 2 and 3, timed separately, on the solver they are given.
    func setUp(_ solver: inout Solver) throws(SolverError) {
      func addEdits(_ solver: inout Solver) throws(SolverError) {
        let start = now()
        for (variable, priority) in edits {
          try solver.addEditVariable(variable, priority: priority)
        }
        try solver.suggestValues(initial)
        run.editsTime = now() - start
      }
      if options.editsFirst { try addEdits(&solver) }
      let start = now()
      if options.presolve {
        presolved = Presolved(constraints, edits: Set(edits.map(\.0)))
        try solver.add(presolved?.constraints ?? [])
      } else if options.batch {
        try solver.add(constraints)
      } else {
        for constraint in constraints { try solver.add(constraint) }
      }
      run.constraintsTime = now() - start
      if !options.editsFirst { try addEdits(&solver) }
      setUpEnd = now()
    }
    var solver = Solver()
    if options.eager {
      try setUp(&solver)
    } else {
      // Set up with optimisation deferred, as a layout engine does before its first layout pass;
      // the initial suggestion (timed in add_edits_ms) optimises.
      try solver.withOptimizationDeferred { (solver: inout Solver) throws(SolverError) in
        try setUp(&solver)
      }
    }
    // From the end of step 3, so that the optimisation a deferral ends with (the one after the
    // constraints when the edits came first) is timed, as the first read that needs it.
    _ = solver.fetchChanges()
    run.firstUpdateTime = now() - setUpEnd
    run.buildPivots = solver._tableauShape.pivots
    func values() -> [Double] {
      presolved?.values(of: variables, solver: solver) ?? variables.map { solver.value(of: $0) }
    }
    if options.values { run.first = values() }
    for step in steps {
      let a = now()
      try solver.suggestValues(step)
      let b = now()
      _ = solver.fetchChanges()
      let c = now()
      run.suggestTimes.append(milliseconds(b - a))
      run.updateTimes.append(milliseconds(c - b))
    }
    if options.values || options.check { run.final = values() }
    if options.shape { run.shape = solver._tableauShape }
    return run
  }
  // --warm K: K builds in this process; the first pays the process's one-time costs and is left
  // out of the warm medians, as kiwi_native does.
  var runs: [Run] = []
  for _ in 0..<options.warm {
    runs.append(try runOnce())
    if options.values, runs.count > 1, runs[runs.count - 1].final != runs[0].final {
      throw RepetitionMismatch(repetition: runs.count)
    }
  }
  let run = runs[0]
  let first = run.first
  let (suggestTimes, updateTimes) = (run.suggestTimes, run.updateTimes)
  let stepTimes = zip(suggestTimes, updateTimes).map(+)
  let mean = { (values: [Double]) -> Any in
    values.isEmpty ? NSNull() : values.reduce(0, +) / Double(values.count)
  }

  var output: [String: Any] = [
    "solver": "plumb", "solver_version": "0.1.0",
    "mode": (options.presolve ? "presolved batch" : options.batch ? "batch" : "incremental")
      + (options.eager ? "" : ", deferred"),
    "file": URL(fileURLWithPath: options.file).lastPathComponent, "name": system.name ?? NSNull(),
    "variables": variables.count, "constraints": constraints.count, "edits": edits.count,
    "steps": steps.count,
    "build_ms": milliseconds(t1 - t0),
    "add_constraints_ms": milliseconds(run.constraintsTime),
    "add_edits_ms": milliseconds(run.editsTime),
    "first_update_ms": milliseconds(run.firstUpdateTime),
    "edits_first": options.editsFirst,
    "step_mean_ms": mean(stepTimes),
    "step_median_ms": stepTimes.isEmpty ? NSNull() : median(stepTimes),
    "step_max_ms": stepTimes.max() ?? NSNull(),
    "suggest_mean_ms": mean(suggestTimes),
    "update_mean_ms": mean(updateTimes),
  ]
  if let shape = run.shape {
    output["shape"] = [
      "rows": shape.rows, "cells": shape.cells, "longest_row": shape.longestRow,
      "longest_column": shape.longestColumn, "pivots": shape.pivots,
      "build_pivots": run.buildPivots,
    ]
  }
  if runs.count > 1 {
    let warm = runs.dropFirst()
    output["warm"] = runs.count
    output["warm_build_ms"] = median(warm.map(\.build))
    let warmSteps = warm.flatMap(\.stepTimes)
    output["warm_step_ms"] = warmSteps.isEmpty ? NSNull() : median(warmSteps)
  }
  if options.check {
    output["check"] = residuals(system, run.final)
  }
  if options.values {
    output["values"] = ["first": first, "final": runs[runs.count - 1].final]
  }
  return output
}

guard let options = parseOptions() else {
  FileHandle.standardError.write(
    Data(
      ("usage: plumb-bench FILE [--values] [--check] [--batch] [--presolve] [--eager] [--edits-first] [--shape]"
        + " [--warm K], K >= 2\n").utf8))
  exit(2)
}
do {
  let output = try run(options)
  let data = try JSONSerialization.data(withJSONObject: output, options: [.sortedKeys])
  FileHandle.standardOutput.write(data + Data("\n".utf8))
} catch {
  FileHandle.standardError.write(Data("plumb-bench: \(error)\n".utf8))
  exit(1)
}
