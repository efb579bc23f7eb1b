import Synchronization

/// Process-unique numbers for marks that must never be mistaken for another's: layout engines'
/// identities and the stamps of their layout passes.
///
/// A constraint remembers which engine queued it and which pass last took it by these numbers,
/// instead of each engine keeping a set of the objects it queued (a hash per activation). An
/// atomic counter keeps them unique across windows laid out on different threads; zero is never
/// handed out, so it can mean "none".
enum Serial {
  private static let counter = Atomic<UInt64>(0)

  static func next() -> UInt64 {
    counter.add(1, ordering: .relaxed).newValue
  }
}
