// Timing helpers shared by the benchmark executables.
import Dispatch

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
