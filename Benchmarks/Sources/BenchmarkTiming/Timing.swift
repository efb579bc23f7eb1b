// Timing helpers shared by the benchmark executables.
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Monotonic time in nanoseconds.
public func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Nanoseconds as milliseconds.
public func milliseconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e6 }

/// The median of `values` (the mean of the middle two for an even count).
public func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// User + system CPU time of the process so far, in milliseconds (getrusage): on a shared
/// machine it depends on what else runs much less than the wall time.
public func cpuMilliseconds() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
  return ms(usage.ru_utime) + ms(usage.ru_stime)
}
