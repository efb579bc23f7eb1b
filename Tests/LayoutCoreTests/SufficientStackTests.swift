import LayoutCore
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The threads a recursion ran on. Not locked: the levels run one at a time, each new thread
/// while its caller waits.
private final class ThreadLog {
  var threads: Set<Int> = []
}

/// Counts down from `depth` to 0 with one stack frame (and one check) per level, recording the
/// thread each level ran on.
private func countDown(_ depth: Int, log: ThreadLog) -> Int {
  withSufficientStack {
    log.threads.insert(currentThreadID())
    return depth == 0 ? 0 : 1 + countDown(depth - 1, log: log)
  }
}

private func currentThreadID() -> Int {
  #if canImport(Darwin)
    return Int(bitPattern: pthread_self())
  #else
    return Int(bitPattern: UInt(pthread_self()))
  #endif
}

private struct DeepError: Error, Equatable {
  let depth: Int
}

/// Throws from the bottom of a recursion `depth` levels deep.
private func throwAtBottom(_ depth: Int) throws(DeepError) -> Int {
  try withSufficientStack { () throws(DeepError) -> Int in
    if depth == 0 { throw DeepError(depth: depth) }
    return try throwAtBottom(depth - 1) + 1
  }
}

@Test("A recursion a million levels deep finishes, moving to new threads as stacks fill")
func millionLevelRecursionFinishes() {
  let log = ThreadLog()
  #expect(countDown(1_000_000, log: log) == 1_000_000)
  // An 8 MB (or smaller) stack holds far fewer than a million frames, so at least one new
  // thread ran part of the recursion.
  #expect(log.threads.count > 1)
}

@Test("A shallow call runs in place, on the caller's thread")
func shallowCallRunsInPlace() {
  let caller = currentThreadID()
  #expect(withSufficientStack { currentThreadID() } == caller)
}

@Test("An error thrown on a new thread reaches the caller, typed")
func errorCrossesThreads() {
  #expect(throws: DeepError(depth: 0)) { try throwAtBottom(200_000) }
}
