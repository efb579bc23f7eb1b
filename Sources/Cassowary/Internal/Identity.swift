import Synchronization

/// Hands out process-wide unique identities for variables and constraints.
///
/// Variables and constraints are handles: copies of one refer to the same thing, and two that
/// look alike are still different. An atomic counter gives each a number no other handle in the
/// process has, without shared mutable state that Swift's concurrency checking would reject.
enum Identity {
  private static let counter = Atomic<UInt64>(0)

  static func next() -> UInt64 {
    counter.add(1, ordering: .relaxed).newValue
  }
}
