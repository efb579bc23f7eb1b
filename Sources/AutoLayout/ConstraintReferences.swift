/// The active constraints that mention one item (``LayoutItem``), so that leaving a hierarchy or
/// changing the layout direction finds them without scanning the tree.
///
/// A list, not a dictionary keyed by the constraints' object identifiers: each constraint
/// remembers its position in the lists of its items (`LayoutConstraint.referencePositions`), so
/// activating one appends and deactivating one moves the last entry into its place — no hashing,
/// and no table to grow per item. Its first positions are in the item (see ``ConstraintList``).
struct ConstraintReferences {
  private var list = ConstraintList()

  /// The position a constraint records (`LayoutConstraint.referencePositions`) when it is on
  /// no list (see `LayoutConstraint.install(onSoleItem:windowEngine:)`).
  static let unlisted = -2

  /// The constraints, in no particular order.
  var values: [LayoutConstraint] { list.values }

  /// Adds `constraint`; returns its position.
  @inline(__always)
  mutating func append(_ constraint: LayoutConstraint) -> Int { list.append(constraint) }

  /// Removes `constraint`, which `hint` says is at that position (checked; searched for if not);
  /// returns the constraint moved into its place and that position, for the caller to record.
  mutating func remove(
    _ constraint: LayoutConstraint, hint: Int
  ) -> (moved: LayoutConstraint, position: Int)? {
    let position: Int
    if (0..<list.count).contains(hint), list[hint] === constraint {
      position = hint
    } else if let found = (0..<list.count).first(where: { list[$0] === constraint }) {
      position = found
    } else {
      return nil
    }
    guard let moved = list.remove(at: position) else { return nil }
    return (moved, position)
  }
}
