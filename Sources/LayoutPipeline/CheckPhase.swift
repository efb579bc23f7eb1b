import Foundation

/// A phase of `plumb check`'s work, timed by `plumb check --timings`.
public enum CheckPhase: Int, CaseIterable, Sendable {
  /// Reading the file and its strings tables: once per file, whatever the scenarios.
  case parse
  /// Resolving the scenario and making the window, its views and its constraints: everything
  /// of one scenario before the layout pass. Activating a constraint only queues it; the
  /// solver meets it in the layout pass.
  case build
  /// The layout pass (`layoutIfNeeded()`): the queued constraints added to the solver, the
  /// system solved, the frames read — or, for a SwiftUI body, the proposal layout.
  case solve
  /// The solver's questions after the layout pass: which views and guides the constraints
  /// leave free, each ambiguous one probed on a copy of the solver for two frames it allows.
  /// Apart from ``checks`` because it is the solver's work, not geometry.
  case ambiguity
  /// Reading the laid-out screen and looking for findings: conflicts, views outside the safe
  /// area or the display, misplaced views (whose canvas layout, a second window, is counted as
  /// build and solve).
  case checks

  /// The phase's name, as `--timings` prints it.
  public var name: String {
    switch self {
    case .parse: "parse"
    case .build: "build"
    case .solve: "solve"
    case .ambiguity: "ambiguity"
    case .checks: "checks"
    }
  }
}

/// The CPU time one unit of work (a file read, or one file in one scenario) spent in each
/// ``CheckPhase``, in seconds.
///
/// Thread CPU time, not wall time: the scenarios run on all cores, and on a shared machine a
/// thread's wall time depends on what else runs while its own CPU time does not.
public struct PhaseTimes: Sendable, Equatable {
  /// Seconds per phase, indexed by ``CheckPhase/rawValue``.
  private var seconds = [Double](repeating: 0, count: CheckPhase.allCases.count)

  /// Creates empty times.
  public init() {}

  /// The seconds spent in `phase`.
  public subscript(phase: CheckPhase) -> Double {
    get { seconds[phase.rawValue] }
    set { seconds[phase.rawValue] = newValue }
  }

  /// The seconds of every phase together.
  public var total: Double { seconds.reduce(0, +) }
}

/// Charges the running thread's CPU time to the current ``CheckPhase`` of one unit of work.
///
/// Phases nest: entering one charges the time so far to the enclosing phase, and leaving it
/// charges its own time to it alone, so the phases of a unit add up to the unit. Without a
/// clock bound to the thread (``timing(_:_:)``) ``during(_:_:)`` only runs its body: a check
/// that is not timed pays one task-local read per phase.
final class PhaseClock: @unchecked Sendable {
  /// The clock of the unit running on this thread, if it is timed.
  @TaskLocal static var current: PhaseClock?

  private(set) var times = PhaseTimes()
  private var phase: CheckPhase
  private var since: Double

  private init(_ phase: CheckPhase) {
    self.phase = phase
    since = Self.threadSeconds()
  }

  /// Runs `body` as one unit of work starting in `phase`, timed when `timed`; returns its
  /// outcome and, when timed, the time of each phase.
  static func timing<R, E: Error>(
    _ timed: Bool, from phase: CheckPhase, _ body: () throws(E) -> R
  ) -> (Result<R, E>, PhaseTimes?) {
    func run() -> Result<R, E> {
      do throws(E) { return .success(try body()) } catch { return .failure(error) }
    }
    guard timed else { return (run(), nil) }
    let clock = PhaseClock(phase)
    let outcome = $current.withValue(clock) { run() }
    clock.switchTo(phase)
    return (outcome, clock.times)
  }

  /// Runs `body` in `phase`, charging its time to it when the unit is timed.
  static func during<R, E: Error>(_ phase: CheckPhase, _ body: () throws(E) -> R) throws(E) -> R {
    guard let clock = current else { return try body() }
    let outer = clock.switchTo(phase)
    defer { clock.switchTo(outer) }
    return try body()
  }

  /// Charges the time since the last switch to the running phase and makes `next` run; returns
  /// the phase that ran.
  @discardableResult
  private func switchTo(_ next: CheckPhase) -> CheckPhase {
    let now = Self.threadSeconds()
    times[phase] += now - since
    since = now
    defer { phase = next }
    return phase
  }

  /// The CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`), in seconds.
  private static func threadSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}
