import Foundation

/// Values computed on worker threads (`DispatchQueue.concurrentPerform`), stored by index under
/// a lock, and read back in index order once every index is set.
final class ParallelStore<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Value?]
  private var finished = 0

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  /// Stores one value; returns how many are stored.
  @discardableResult
  func set(_ index: Int, _ value: Value) -> Int {
    lock.lock()
    defer { lock.unlock() }
    storage[index] = value
    finished += 1
    return finished
  }

  /// Every value, in index order (each index is set exactly once before this is called).
  func values() -> [Value] {
    lock.lock()
    defer { lock.unlock() }
    return storage.compactMap { $0 }
  }
}
