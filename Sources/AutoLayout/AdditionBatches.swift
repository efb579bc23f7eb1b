/// The constraints a layout pass adds to its solver, the views' own (frames, intrinsic sizes,
/// guides) apart from the user's, each in the order the pass met them.
///
/// The engine adds the two as separate batches, the views' own first (see `LayoutEngine`'s
/// `add(_:)`). Sorted as the pass meets them, each batch reads only its own constraints: picked
/// from one list, every batch read the kind of every constraint of the pass, and each list was
/// read once more to count its batch.
///
/// Unretained: the pass's pending list holds every constraint to the end of the pass.
struct AdditionBatches {
  private(set) var own: [Unmanaged<LayoutConstraint>] = []
  private(set) var user: [Unmanaged<LayoutConstraint>] = []

  /// Empty lists with room for `count` constraints each: grown from empty, a first layout's
  /// lists were reallocated and copied at every doubling.
  init(reservingCapacity count: Int = 0) {
    guard count > 0 else { return }
    own.reserveCapacity(count)
    user.reserveCapacity(count)
  }

  /// Appends `constraint` to the list of its kind.
  @inline(__always)
  mutating func append(_ constraint: LayoutConstraint) {
    if constraint.kind == .user {
      user.append(Unmanaged.passUnretained(constraint))
    } else {
      own.append(Unmanaged.passUnretained(constraint))
    }
  }
}
