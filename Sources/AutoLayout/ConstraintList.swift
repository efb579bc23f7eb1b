/// A list of constraints whose first ``inlineCapacity`` positions are slots in the list itself,
/// the rest an array, with removal by moving the last entry into the freed position.
///
/// An item's references (``ConstraintReferences``) and a view's installed constraints
/// (`View.installedConstraints`) are such lists: a view in a layout is typically named by a
/// handful of constraints and holds a few, and a list kept in an array from its first entry
/// allocated that array for nearly every view, while the lists are read only when a hierarchy,
/// a direction or a window changes.
struct ConstraintList {
  /// How many positions are slots in place.
  static let inlineCapacity = 8

  /// Room for the first positions past the slots: an array grown one append at a time from
  /// empty is reallocated at 1, 2, 4 and 8 elements; an allocation costs about the same
  /// whatever its size.
  static let overflowCapacity = 16

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

  /// The constraints, in the order of their positions.
  var values: [LayoutConstraint] {
    var values: [LayoutConstraint] = []
    values.reserveCapacity(count)
    for position in 0..<count {
      if let constraint = self[position] { values.append(constraint) }
    }
    return values
  }

  /// Calls `body` with each constraint, in the order of the positions; `body` must not change
  /// the list.
  ///
  /// `mutating` though it changes nothing, so that the slots are read where they lie: a
  /// non-mutating call on a view's list took a copy of the whole list first (a retain and a
  /// release of each slot and of the array), also for an empty list.
  @inline(__always)
  mutating func forEach(_ body: (LayoutConstraint) -> Void) {
    for position in 0..<count {
      if let constraint = self[position] { body(constraint) }
    }
  }

  /// Adds `constraint`; returns its position.
  @inline(__always)
  mutating func append(_ constraint: LayoutConstraint) -> Int {
    let position = count
    if position < Self.inlineCapacity {
      // The slot is `nil` (past `count`): nothing to release before it is written.
      withSlots { ($0 + position).initialize(to: constraint) }
    } else {
      if overflow.capacity == 0 { overflow.reserveCapacity(Self.overflowCapacity) }
      overflow.append(constraint)
    }
    count = position + 1
    return position
  }

  /// Removes the constraint at `position` (below `count`), moving the last one into its place;
  /// returns the one moved, `nil` if `position` was the last.
  mutating func remove(at position: Int) -> LayoutConstraint? {
    let lastPosition = count - 1
    let last = self[lastPosition]
    if lastPosition < Self.inlineCapacity {
      withSlots { $0[lastPosition] = nil }
    } else {
      overflow.removeLast()
    }
    count = lastPosition
    guard position < lastPosition, let last else { return nil }
    if position < Self.inlineCapacity {
      withSlots { $0[position] = last }
    } else {
      overflow[position - Self.inlineCapacity] = last
    }
    return last
  }

  /// The constraint at `position` (below `count`; `nil` only in a slot past `count`).
  @inline(__always)
  subscript(position: Int) -> LayoutConstraint? {
    switch position {
    case 0: slots.0
    case 1: slots.1
    case 2: slots.2
    case 3: slots.3
    case 4: slots.4
    case 5: slots.5
    case 6: slots.6
    case 7: slots.7
    default: overflow[position - Self.inlineCapacity]
    }
  }

  /// Calls `body` with the slots as a buffer of `inlineCapacity`: a tuple of one type is laid
  /// out as an array of it. A write through it is a store, where a write through a `switch`
  /// over the slots was a jump and a store per case.
  @inline(__always)
  private mutating func withSlots<Result>(
    _ body: (UnsafeMutablePointer<LayoutConstraint?>) -> Result
  ) -> Result {
    withUnsafeMutablePointer(to: &slots) {
      $0.withMemoryRebound(to: LayoutConstraint?.self, capacity: Self.inlineCapacity, body)
    }
  }
}
