/// The active constraints that mention one item (``LayoutItem``), so that leaving a hierarchy or
/// changing the layout direction finds them without scanning the tree.
///
/// An array, not a dictionary keyed by the constraints' object identifiers: each constraint
/// remembers its position in the lists of its items (`LayoutConstraint.referencePositions`), so
/// activating one appends and deactivating one moves the last entry into its place — no hashing,
/// and no table to grow per item.
struct ConstraintReferences {
  /// The constraints, in no particular order.
  private(set) var values: [LayoutConstraint] = []

  /// Room for the first constraints of an item: a view in a layout is typically named by a
  /// handful of constraints, and an array grown one append at a time from empty is reallocated
  /// at 1, 2, 4 and 8 elements. Sixteen, not eight: a container is named by its subviews'
  /// constraints as well as its own (a feed cell by 12, a cell's content views by 4 to 6), and
  /// eight made every such container's list reallocate and copy once; an allocation costs about
  /// the same whatever its size.
  static let initialCapacity = 16

  /// The position a constraint records (`LayoutConstraint.referencePositions`) when it is on
  /// no list (see `LayoutConstraint.install(onSoleItem:windowEngine:)`).
  static let unlisted = -2

  /// Adds `constraint`; returns its position.
  @inline(__always)
  mutating func append(_ constraint: LayoutConstraint) -> Int {
    if values.capacity == 0 { values.reserveCapacity(Self.initialCapacity) }
    values.append(constraint)
    return values.count - 1
  }

  /// Removes `constraint`, which `hint` says is at that position (checked; searched for if not);
  /// returns the constraint moved into its place and that position, for the caller to record.
  mutating func remove(
    _ constraint: LayoutConstraint, hint: Int
  ) -> (moved: LayoutConstraint, position: Int)? {
    let position: Int
    if values.indices.contains(hint), values[hint] === constraint {
      position = hint
    } else if let found = values.firstIndex(where: { $0 === constraint }) {
      position = found
    } else {
      return nil
    }
    let last = values.removeLast()
    guard position < values.count else { return nil }
    values[position] = last
    return (last, position)
  }
}
