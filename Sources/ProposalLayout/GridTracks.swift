import LayoutCore

/// The cells across a lazy grid — its columns (``LazyVGrid``) or rows (``LazyHGrid``) — for
/// one length across it.
///
/// The rule, from Apple's description of each size and objc.io's measurements ("SwiftUI's Grid
/// Views", https://www.objc.io/blog/2020/11/23/grid-layout/):
/// 1. Fixed items get exactly their length.
/// 2. The rest of the length, after fixed items and the spacing between items, is shared by
///    the flexible and adaptive items in order: each gets what is left divided by the number of
///    items still to serve, clamped to its bounds ("the size of the grid with spacing and
///    inflexible items removed, divided by the number of flexible items, clamped to the
///    provided bounds", https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum/flexible(minimum:maximum:)).
/// 3. An adaptive item of length `w`, minimum `m` and spacing `s` holds
///    `k = max(1, ⌊(w + s) / (m + s)⌋)` slots — as many of the minimum length as fit — each
///    `(w − (k − 1)·s) / k` long, at most its maximum (objc.io's first quiz: 122 points and a
///    minimum of 40 give 2 slots of 57).
///
/// With no length proposed (`nil`), flexible and adaptive items take their minimum and an
/// adaptive item one slot: Apple does not say what a lazy grid's ideal length is, so that is
/// Plumb's choice.
struct GridTracks {
  /// A run of equal slots: one per fixed or flexible item, `count` per adaptive item.
  struct Group {
    /// How many slots; a `Double`, as a long adaptive item can hold very many.
    var count: Double
    var length: Double
    /// The spacing between two slots of the group.
    var innerSpacing: Double
    /// The spacing after the group's last slot.
    var spacingAfter: Double
    var alignment: Alignment?
  }

  var groups: [Group]

  /// The default spacing between items and between lines, as stacks use.
  static let defaultSpacing = ViewSpacing.defaultDistance

  init(_ items: [GridItem], length: Double?) {
    let spacings = items.map { $0.spacing ?? Self.defaultSpacing }
    let between = spacings.dropLast().reduce(0, +)
    let fixed = items.reduce(0.0) { total, item in
      if case .fixed(let value) = item.size { return total + value }
      return total
    }
    var remaining = length.map { $0 - fixed - between }
    var sharing = Double(items.filter { if case .fixed = $0.size { false } else { true } }.count)
    groups = zip(items, spacings).map { item, spacing in
      func share(_ minimum: Double, _ maximum: Double) -> Double {
        guard let left = remaining else { return minimum }
        let value = min(max(left / sharing, minimum), maximum)
        remaining = left - value
        sharing -= 1
        return value
      }
      switch item.size {
      case .fixed(let value):
        return Group(
          count: 1, length: value, innerSpacing: 0, spacingAfter: spacing,
          alignment: item.alignment)
      case .flexible(let minimum, let maximum):
        return Group(
          count: 1, length: share(minimum, maximum), innerSpacing: 0, spacingAfter: spacing,
          alignment: item.alignment)
      case .adaptive(let minimum, let maximum):
        let width = share(minimum, .infinity)
        var count = ((width + spacing) / (minimum + spacing)).rounded(.down)
        // A zero minimum with zero spacing, or an infinite length, would give no finite
        // count: one slot then.
        if !count.isFinite || count < 1 { count = 1 }
        let slot = min((width - (count - 1) * spacing) / count, maximum)
        return Group(
          count: count, length: slot, innerSpacing: spacing, spacingAfter: spacing,
          alignment: item.alignment)
      }
    }
  }

  /// The number of slots across the grid.
  var slotCount: Double { groups.reduce(0) { $0 + $1.count } }

  /// The total length across the grid: every slot and every spacing between them.
  var length: Double {
    let slots = groups.reduce(0.0) { total, group in
      total + group.count * group.length + (group.count - 1) * group.innerSpacing
    }
    return slots + groups.dropLast().reduce(0) { $0 + $1.spacingAfter }
  }

  /// Slot `index`'s offset from the start, length and alignment.
  func slot(_ index: Double) -> (offset: Double, length: Double, alignment: Alignment?) {
    var offset = 0.0
    var first = 0.0
    for group in groups {
      if index < first + group.count {
        offset += (index - first) * (group.length + group.innerSpacing)
        return (offset, group.length, group.alignment)
      }
      offset +=
        group.count * group.length + (group.count - 1) * group.innerSpacing
        + group.spacingAfter
      first += group.count
    }
    return (offset, 0, nil)
  }
}
