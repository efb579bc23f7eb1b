/// A reference that does not keep its item alive, for tables that must not keep views alive:
/// `weak` in effect, without the runtime's side table (see `ItemLifetime`).
struct Weak<Value: LayoutItem> {
  private let reference: ItemReference<Value>
  var value: Value? { reference.value }
  init(_ value: Value?) { reference = ItemReference(value) }

  /// The value, read where the reference is stored: `mutating` only so that the call receives
  /// the reference's address (see `Array.liveValues()`); nothing is written.
  mutating func load() -> Value? { value }
}

extension Array {
  /// The values still alive, in order, read where the references are stored.
  ///
  /// `compactMap(\.value)` copies each reference to read it (a retain and a release of the
  /// item's lifetime per element, for every view of a first layout); here each is one load.
  func liveValues<Value>() -> [Value] where Element == Weak<Value> {
    var values: [Value] = []
    values.reserveCapacity(count)
    withUnsafeBufferPointer { references in
      guard let base = references.baseAddress else { return }
      for index in references.indices {
        if let value = UnsafeMutablePointer(mutating: base + index).pointee.load() {
          values.append(value)
        }
      }
    }
    return values
  }
}
