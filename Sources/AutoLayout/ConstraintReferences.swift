/// The active constraints that mention one item (``LayoutItem``), so that leaving a hierarchy or
/// changing the layout direction finds them without scanning the tree.
///
/// A list, not a dictionary keyed by the constraints' object identifiers: each constraint
/// remembers its position in the lists of its items (`LayoutConstraint.referencePositions`), so
/// activating one appends and deactivating one moves the last entry into its place — no hashing,
/// and no table to grow per item.
///
/// The first ``inlineCapacity`` positions are slots in the item itself, the rest an array: a
/// view in a layout is typically named by a handful of constraints, and a list that lived in an
/// array from the first allocated that array for every item, while the list is read only when
/// a hierarchy or a direction changes.
struct ConstraintReferences {
  /// How many positions are slots in place.
  static let inlineCapacity = 8

  /// Room for the first constraints of an array of constraints (the positions past the slots
  /// here, a view's installed constraints): an array grown one append at a time from empty is
  /// reallocated at 1, 2, 4 and 8 elements. Sixteen: a container holds its subviews' constraints
  /// as well as its own (a feed cell 11), and eight made such a list reallocate and copy once;
  /// an allocation costs about the same whatever its size.
  static let initialCapacity = 16

  /// The position a constraint records (`LayoutConstraint.referencePositions`) when it is on
  /// no list (see `LayoutConstraint.install(onSoleItem:windowEngine:)`).
  static let unlisted = -2

  /// Positions `0..<inlineCapacity`; those at `count` and after are `nil`.
  private var slots:
    (
      LayoutConstraint?, LayoutConstraint?, LayoutConstraint?, LayoutConstraint?,
      LayoutConstraint?, LayoutConstraint?, LayoutConstraint?, LayoutConstraint?
    ) = (nil, nil, nil, nil, nil, nil, nil, nil)

  /// Positions `inlineCapacity...`.
  private var overflow: [LayoutConstraint] = []

  /// How many constraints there are.
  private(set) var count = 0

  /// The constraints, in no particular order (the order of their positions).
  var values: [LayoutConstraint] {
    let inSlots = Swift.min(count, Self.inlineCapacity)
    let first = withUnsafePointer(to: slots) {
      $0.withMemoryRebound(to: LayoutConstraint?.self, capacity: Self.inlineCapacity) {
        UnsafeBufferPointer(start: $0, count: inSlots).compactMap { $0 }
      }
    }
    return first + overflow
  }

  /// Adds `constraint`; returns its position.
  @inline(__always)
  mutating func append(_ constraint: LayoutConstraint) -> Int {
    let position = count
    if position < Self.inlineCapacity {
      withSlots { $0[position] = constraint }
    } else {
      if overflow.capacity == 0 { overflow.reserveCapacity(Self.initialCapacity) }
      overflow.append(constraint)
    }
    count = position + 1
    return position
  }

  /// Removes `constraint`, which `hint` says is at that position (checked; searched for if not);
  /// returns the constraint moved into its place and that position, for the caller to record.
  mutating func remove(
    _ constraint: LayoutConstraint, hint: Int
  ) -> (moved: LayoutConstraint, position: Int)? {
    let position: Int
    if (0..<count).contains(hint), self[hint] === constraint {
      position = hint
    } else if let found = (0..<count).first(where: { self[$0] === constraint }) {
      position = found
    } else {
      return nil
    }
    let lastPosition = count - 1
    let last = self[lastPosition]
    self[lastPosition] = nil
    count = lastPosition
    guard position < lastPosition, let last else { return nil }
    self[position] = last
    return (last, position)
  }

  /// The constraint at `position` (below `count`), or `nil` to clear the last one.
  private subscript(position: Int) -> LayoutConstraint? {
    mutating get {
      position < Self.inlineCapacity
        ? withSlots { $0[position] } : overflow[position - Self.inlineCapacity]
    }
    set {
      if position < Self.inlineCapacity {
        withSlots { $0[position] = newValue }
      } else if let newValue {
        overflow[position - Self.inlineCapacity] = newValue
      } else {
        overflow.removeLast()
      }
    }
  }

  /// Calls `body` with the slots as a buffer of `inlineCapacity` (a homogeneous tuple's elements
  /// are laid out as an array's).
  @inline(__always)
  private mutating func withSlots<Result>(
    _ body: (UnsafeMutablePointer<LayoutConstraint?>) -> Result
  ) -> Result {
    withUnsafeMutablePointer(to: &slots) {
      $0.withMemoryRebound(to: LayoutConstraint?.self, capacity: Self.inlineCapacity, body)
    }
  }
}
