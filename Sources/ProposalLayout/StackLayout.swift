import LayoutCore

/// The algorithm of ``HStack`` and ``VStack``, written once for either axis
/// [R: OSUI-STACK `sizeChildrenGenerallyWithConcreteMajorProposal`, `prioritize`;
/// O: FG-HS, OBJC-HS], Documentation/Facts/SwiftUI.md#stack-distribution.
///
/// "Major" is the stack's axis, "minor" the other one.
struct StackLayout: Layout {
  let axis: Axis
  /// The minor-axis guide children are aligned by.
  let alignment: AlignmentKey
  /// The gap between children, or `nil` for each pair's default distance.
  let spacing: Double?

  var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: axis) }

  /// The outcome of distributing the major length: every child's proposal and size, the gaps
  /// before each child, and the minor-axis offsets.
  struct Distribution {
    var proposals: [ProposedViewSize]
    var sizes: [Size]
    var gaps: [Double]
    /// Each child's minor origin relative to the common alignment line.
    var minorOrigins: [Double]
    /// The smallest minor coordinate of the union of the children and the alignment line.
    var minorLow: Double
    var size: Size
  }

  /// The distribution for `proposal`, computed at most once per layout pass for each proposal
  /// in a row: placing a stack with the proposal it was just sized with reuses the sizing's
  /// distribution (see ``SizeCache/stackDistribution(of:node:proposal:count:compute:)``).
  func distribute(_ proposal: ProposedViewSize, subviews: Subviews) -> Distribution {
    guard let sizeCache = subviews.sizeCache else {
      return computeDistribution(proposal, subviews: subviews)
    }
    return sizeCache.stackDistribution(
      of: self, node: subviews.containerID, proposal: proposal, count: subviews.count
    ) {
      computeDistribution(proposal, subviews: subviews)
    }
  }

  /// Distributes the major length of `proposal` among `subviews`.
  private func computeDistribution(_ proposal: ProposedViewSize, subviews: Subviews)
    -> Distribution
  {
    let count = subviews.count
    let gaps = gaps(subviews)
    func withMajor(_ major: Double?) -> ProposedViewSize {
      var result = proposal
      result[axis] = major
      return result
    }
    var proposals = Array(repeating: withMajor(nil), count: count)
    var sizes = Array(repeating: Size.zero, count: count)
    if let major = proposal[axis] {
      let minimum = subviews.map { $0.sizeThatFits(withMajor(0))[axis] }
      let maximum = subviews.map { $0.sizeThatFits(withMajor(.infinity))[axis] }
      let priority = subviews.map(\.priority)
      let order = subviews.indices.sorted {
        precedes($0, $1, priority: priority, minimum: minimum, maximum: maximum)
      }
      // Priority groups, highest first: the runs of equal priority in `order`, walked as
      // ranges of it (no array per group). The first group gets everything except the minima
      // of all lower groups; each later group gets back its own reserved minima
      // [D: AppleDocs-layoutPriority].
      var available = major - gaps.reduce(0, +)
      var start = 0
      while start < order.count {
        var end = start + 1
        while end < order.count, priority[order[end]] == priority[order[start]] { end += 1 }
        let group = order[start..<end]
        let reserve =
          start == 0
          ? -order[end...].reduce(0) { $0 + minimum[$1] }
          : group.reduce(0) { $0 + minimum[$1] }
        available = adding(reserve, to: available)
        // Each child is offered an equal share of what is left, least flexible first; a
        // child that takes less leaves more for the rest.
        for (position, index) in group.enumerated() {
          let share = available / Double(group.count - position)
          proposals[index] = withMajor(share > 0 ? share : 0)
          sizes[index] = subviews[index].sizeThatFits(proposals[index])
          available = adding(-sizes[index][axis], to: available)
        }
        start = end
      }
    } else {
      // Ideal sizing: every child is proposed nil on the major axis.
      for index in subviews.indices {
        sizes[index] = subviews[index].sizeThatFits(proposals[index])
      }
    }
    // Minor axis: each child's alignment guide sits on one line; the stack is the union of
    // the children (and the line) along the minor axis.
    let minor = axis.cross
    let minorOrigins = subviews.indices.map { index in
      // The child's guide: its explicit value, else the guide's default.
      let subview = subviews[index]
      let explicit = subview.node.explicitAlignment(
        of: alignment, in: sizes[index], proposal: proposals[index], context: subview.context)
      return -(explicit ?? alignment.defaultValue(in: ViewDimensions(size: sizes[index])))
    }
    let low = zip(minorOrigins, sizes).reduce(0) { min($0, $1.0) }
    let high = zip(minorOrigins, sizes).reduce(0) { max($0, $1.0 + $1.1[minor]) }
    var size = Size.zero
    size[axis] = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
    size[minor] = high - low
    return Distribution(
      proposals: proposals, sizes: sizes, gaps: gaps, minorOrigins: minorOrigins, minorLow: low,
      size: size)
  }

  /// The gap before each child: `gaps[i]` separates child i − 1 and child i (and `gaps[0]` is
  /// 0). With no fixed spacing, each is the pair's distance from their spacing preferences,
  /// asked once per pass (``SizeCache/stackGaps(node:axis:count:compute:)``).
  private func gaps(_ subviews: Subviews) -> [Double] {
    if let spacing {
      return subviews.indices.map { $0 == 0 ? 0 : spacing }
    }
    func distances() -> [Double] {
      var gaps = [Double](repeating: 0, count: subviews.count)
      var previous = subviews.isEmpty ? ViewSpacing() : subviews[0].spacing
      for index in subviews.indices.dropFirst() {
        let next = subviews[index].spacing
        gaps[index] = previous.distance(to: next, along: axis)
        previous = next
      }
      return gaps
    }
    guard let sizeCache = subviews.sizeCache else { return distances() }
    return sizeCache.stackGaps(node: subviews.containerID, axis: axis, count: subviews.count) {
      distances()
    }
  }

  /// `value + amount`, where an infinite running total stays infinite (∞ − ∞ would be NaN).
  private func adding(_ amount: Double, to value: Double) -> Double {
    value.isInfinite ? value : value + amount
  }

  /// The order children are proposed in: higher priority first; then less flexible first,
  /// where flexibility is `max − min` and, when both are infinite, the larger minimum goes
  /// first; then source order, so the sort is deterministic
  /// [R: OSUI-STACK, OSUI-LT-TEST `FlexibilityEstimate`].
  private func precedes(
    _ a: Int, _ b: Int, priority: [Double], minimum: [Double], maximum: [Double]
  ) -> Bool {
    if priority[a] != priority[b] { return priority[a] > priority[b] }
    func flexibility(_ index: Int) -> Double {
      let range = maximum[index] - minimum[index]
      return range.isNaN ? 0 : range
    }
    let (flexA, flexB) = (flexibility(a), flexibility(b))
    if flexA.isInfinite, flexB.isInfinite {
      if abs(minimum[a] - minimum[b]) > layoutTolerance { return minimum[a] > minimum[b] }
    } else if flexA.isInfinite != flexB.isInfinite || abs(flexA - flexB) > layoutTolerance {
      return flexA < flexB
    }
    return a < b
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
    distribute(proposal, subviews: subviews).size
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    // Redo the distribution with a nil minor proposal replaced by the stack's minor size, then
    // walk the children in source order.
    var proposal = proposal
    if proposal[axis.cross] == nil { proposal[axis.cross] = bounds.size[axis.cross] }
    let distribution = distribute(proposal, subviews: subviews)
    var major = bounds.min(axis)
    for index in subviews.indices {
      major += distribution.gaps[index]
      var position = Point.zero
      position[axis] = major
      position[axis.cross] =
        bounds.min(axis.cross) + distribution.minorOrigins[index] - distribution.minorLow
      subviews[index].place(at: position, proposal: distribution.proposals[index])
      major += distribution.sizes[index][axis]
    }
  }
}
