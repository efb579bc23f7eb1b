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

  /// The outcome of distributing the major length: every child's proposal, size and minor
  /// offset, the gaps before each child, and the stack's size.
  ///
  /// The children's answers are one array of records, not an array per quantity: a pass over
  /// a 1,000-row feed distributes some 7,000 times, and each array was an allocation.
  struct Distribution {
    /// One child's share of a distribution.
    struct Child {
      var proposal: ProposedViewSize
      var size: Size
      /// The child's minor origin relative to the common alignment line.
      var minorOrigin: Double
    }

    var children: [Child]
    /// `gaps[i]` separates child i − 1 and child i; `gaps[0]` is 0.
    var gaps: [Double]
    /// The smallest minor coordinate of the union of the children and the alignment line.
    var minorLow: Double
    var size: Size
  }

  /// What the major-axis distribution knows of a child before offering it space.
  private struct Flexibility {
    var index: Int
    var priority: Double
    /// The child's major length when proposed 0 there.
    var minimum: Double
    /// The child's major length when proposed ∞ there.
    var maximum: Double
  }

  /// The distribution for `proposal`, computed at most once per layout pass for each proposal
  /// in a row: placing a stack with the proposal it was just sized with reuses the sizing's
  /// distribution (see ``SizeCache/stackDistribution(of:node:proposal:count:compute:)``).
  func distribute(_ proposal: ProposedViewSize, subviews: Subviews) -> Distribution {
    guard let sizeCache = subviews.sizeCache else {
      var none: [Distribution.Child] = []
      return computeDistribution(proposal, subviews: subviews, recycling: &none)
    }
    // Children whose sizes ignore the proposal are sized, aligned and placed the same whatever
    // they are proposed (their proposals reach only nodes of that kind), so one distribution
    // serves every proposal: the one made for the stack's sizing is reused to place it. With
    // spacers among them too, only the length along the axis matters: a row of fixed-size
    // views and a spacer, sized with no height and placed with its own, is distributed once.
    var key = proposal
    if subviews.allSizesIgnoreProposal {
      key = .unspecified
    } else if subviews.allSizesIgnoreProposalAcrossStack {
      key[axis.cross] = nil
    }
    return sizeCache.stackDistribution(
      of: self, node: subviews.containerID, proposal: key, count: subviews.count
    ) { recycled in
      computeDistribution(proposal, subviews: subviews, recycling: &recycled)
    }
  }

  /// Distributes the major length of `proposal` among `subviews`, writing the children's
  /// records into the array taken from `recycled` when it has as many (see
  /// ``SizeCache/stackDistribution(of:node:proposal:count:compute:)``).
  private func computeDistribution(
    _ proposal: ProposedViewSize, subviews: Subviews, recycling recycled: inout [Distribution.Child]
  ) -> Distribution {
    let gaps = gaps(subviews)
    func withMajor(_ major: Double?) -> ProposedViewSize {
      var result = proposal
      result[axis] = major
      return result
    }
    let initial = Distribution.Child(proposal: withMajor(nil), size: .zero, minorOrigin: 0)
    var children: [Distribution.Child] = []
    swap(&children, &recycled)
    if children.count == subviews.count {
      for index in children.indices { children[index] = initial }
    } else {
      children = Array(filledWith: initial, count: subviews.count)
    }
    // The records are written through a buffer: as the array's subscript, each write checked
    // that the array was not shared (it never is: it was taken from the last distribution or
    // made here).
    let minor = axis.cross
    children.withUnsafeMutableBufferPointer { records in
      if let major = proposal[axis] {
        // The children's flexibilities live on the stack, not in an array: a stack of a few
        // children is distributed many times a pass, and each array was an allocation.
        withUnsafeTemporaryAllocation(of: Flexibility.self, capacity: subviews.count) { buffer in
          var order = buffer
          for index in subviews.indices {
            order.initializeElement(
              at: index,
              to: Flexibility(
                index: index, priority: 0,
                minimum: subviews.sizeThatFits(ofChild: index, withMajor(0))[axis],
                maximum: 0))
          }
          for index in subviews.indices {
            order[index].maximum = subviews.sizeThatFits(ofChild: index, withMajor(.infinity))[axis]
          }
          for index in subviews.indices {
            order[index].priority = subviews.priority(ofChild: index)
          }
          order.sort(by: Self.precedes)
          // Priority groups, highest first: the runs of equal priority in `order`, walked as
          // ranges of it (no array per group). The first group gets everything except the minima
          // of all lower groups; each later group gets back its own reserved minima
          // [D: AppleDocs-layoutPriority].
          var available = major - gaps.reduce(0, +)
          var start = 0
          while start < order.count {
            var end = start + 1
            while end < order.count, order[end].priority == order[start].priority { end += 1 }
            let group = order[start..<end]
            let reserve =
              start == 0
              ? -order[end...].reduce(0) { $0 + $1.minimum }
              : group.reduce(0) { $0 + $1.minimum }
            available = adding(reserve, to: available)
            // Each child is offered an equal share of what is left, least flexible first; a
            // child that takes less leaves more for the rest.
            for (position, child) in group.enumerated() {
              let index = child.index
              let share = available / Double(group.count - position)
              records[index].proposal = withMajor(share > 0 ? share : 0)
              records[index].size = subviews.sizeThatFits(ofChild: index, records[index].proposal)
              available = adding(-records[index].size[axis], to: available)
            }
            start = end
          }
          // `Flexibility` is a trivial type: nothing to deinitialize.
        }
      } else {
        // Ideal sizing: every child is proposed nil on the major axis.
        for index in subviews.indices {
          records[index].size = subviews.sizeThatFits(ofChild: index, records[index].proposal)
        }
      }
      // Minor axis: each child's alignment guide sits on one line; the stack is the union of
      // the children (and the line) along the minor axis.
      for index in subviews.indices {
        // The child's guide: its explicit value, else the guide's default.
        let child = records[index]
        let explicit = subviews.explicitAlignment(
          ofChild: index, alignment, in: child.size, proposal: child.proposal)
        records[index].minorOrigin =
          -(explicit ?? alignment.defaultValue(in: ViewDimensions(size: child.size)))
      }
    }
    let low = children.reduce(0) { min($0, $1.minorOrigin) }
    let high = children.reduce(0) { max($0, $1.minorOrigin + $1.size[minor]) }
    var size = Size.zero
    size[axis] = children.reduce(0) { $0 + $1.size[axis] } + gaps.reduce(0, +)
    size[minor] = high - low
    return Distribution(children: children, gaps: gaps, minorLow: low, size: size)
  }

  /// The gap before each child: `gaps[i]` separates child i − 1 and child i (and `gaps[0]` is
  /// 0). Each is the fixed spacing if there is one, else the pair's distance from their spacing
  /// preferences; computed once per pass (``SizeCache/stackGaps(of:node:count:compute:)``).
  private func gaps(_ subviews: Subviews) -> [Double] {
    func compute() -> [Double] {
      var gaps = [Double](filledWith: spacing ?? 0, count: subviews.count)
      guard !subviews.isEmpty else { return gaps }
      gaps[0] = 0
      guard spacing == nil else { return gaps }
      var previous = subviews.spacing(ofChild: 0)
      for index in subviews.indices.dropFirst() {
        let next = subviews.spacing(ofChild: index)
        gaps[index] = previous.distance(to: next, along: axis)
        previous = next
      }
      return gaps
    }
    guard let sizeCache = subviews.sizeCache else { return compute() }
    return sizeCache.stackGaps(of: self, node: subviews.containerID, count: subviews.count) {
      compute()
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
  ///
  /// Static, so that sorting by it captures no context (a method of `self` was an allocation
  /// per sort).
  private static func precedes(_ a: Flexibility, _ b: Flexibility) -> Bool {
    if a.priority != b.priority { return a.priority > b.priority }
    func flexibility(_ child: Flexibility) -> Double {
      let range = child.maximum - child.minimum
      return range.isNaN ? 0 : range
    }
    let (flexA, flexB) = (flexibility(a), flexibility(b))
    if flexA.isInfinite, flexB.isInfinite {
      if abs(a.minimum - b.minimum) > layoutTolerance { return a.minimum > b.minimum }
    } else if flexA.isInfinite != flexB.isInfinite || abs(flexA - flexB) > layoutTolerance {
      return flexA < flexB
    }
    return a.index < b.index
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
    distribute(proposal, subviews: subviews).size
  }

  func placeSubviews(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    forEachPlacement(in: bounds, proposal: proposal, subviews: subviews) { index, position, child in
      subviews[index].place(at: position, proposal: child.proposal)
    }
  }

  /// The children's frame trees, each placed where ``placeSubviews(in:proposal:subviews:cache:)``
  /// puts it, straight from the distribution.
  ///
  /// A ``LayoutContainer`` of a stack places through this instead of recording the `place`
  /// calls and reading them back: the same proposals and frames (the frame computed as
  /// ``LayoutSubviews/resolvedPlacement(of:in:proposal:)`` does, with the size the child gave
  /// for that very proposal in the distribution) without a recorder and its table per
  /// placement, nor a second size question per child.
  func placedChildren(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews)
    -> [FrameTree]
  {
    var trees: [FrameTree] = []
    trees.reserveCapacity(subviews.count)
    forEachPlacement(in: bounds, proposal: proposal, subviews: subviews) { index, position, child in
      let frame = Subviews.frame(at: position, anchor: .topLeading, size: child.size, in: bounds)
      trees.append(subviews.place(ofChild: index, in: frame, proposal: child.proposal))
    }
    return trees
  }

  /// Calls `body` with each child's index, the top-leading corner it is placed at (in
  /// `bounds`' space) and its share of the distribution, in source order.
  private func forEachPlacement(
    in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
    _ body: (Int, Point, Distribution.Child) -> Void
  ) {
    // Redo the distribution with a nil minor proposal replaced by the stack's minor size, then
    // walk the children in source order.
    var proposal = proposal
    if proposal[axis.cross] == nil { proposal[axis.cross] = bounds.size[axis.cross] }
    let distribution = distribute(proposal, subviews: subviews)
    var major = bounds.min(axis)
    for index in subviews.indices {
      let child = distribution.children[index]
      major += distribution.gaps[index]
      var position = Point.zero
      position[axis] = major
      position[axis.cross] = bounds.min(axis.cross) + child.minorOrigin - distribution.minorLow
      body(index, position, child)
      major += child.size[axis]
    }
  }
}
