import LayoutCore

/// Memoises the answers of library nodes during one layout pass: sizes, explicit alignment
/// guides, spacing preferences, measured texts and each stack's last distribution.
///
/// A node may be asked the same question many times: a stack asks each child for its size
/// several times (minimum, maximum, offer, then again when placing); a modifier asks its child
/// for its size when sizing and again when placing, and a frame asks for its child's alignment
/// guides when placing and again for each guide its own parent asks about. Without memoising,
/// the work grows exponentially with the nesting depth of stacks and of frames, and with the
/// square of the depth of any chain of modifiers. SwiftUI keeps such answers in its view graph;
/// here one cache lives for one call of ``LayoutNode/layout(proposal:context:)``. The answers
/// are pure functions of the proposal and context (``LayoutNode``'s contract), so memoising
/// them changes no result.
///
/// A node is identified by its ``LayoutContext/nodeID`` and its type. Identities are assigned
/// here, one per (parent identity, child index), on first use: exact, unlike a hash of the path,
/// and O(1) per level, unlike the path itself. They are dense, so answers are kept in arrays
/// indexed by them.
///
/// `@unchecked Sendable`: a pass is synchronous and runs on one thread at a time (it may move to
/// a new thread with a bigger stack, see ``LayoutCore/withSufficientStack(_:)``, while the
/// previous one waits), and the cache is created by that pass and never escapes it except
/// through the context handed to its own nodes.
final class SizeCache: @unchecked Sendable {
  /// A node's size question.
  struct Key: Hashable {
    var node: Int
    var type: ObjectIdentifier
    var proposal: ProposedViewSize
  }

  /// A node's explicit-alignment question.
  struct AlignmentQuery: Hashable {
    var node: Int
    var type: ObjectIdentifier
    var guide: AlignmentKey
    var size: Size
    var proposal: ProposedViewSize
  }

  /// A node, for answers that do not depend on a proposal.
  struct NodeKey: Hashable {
    var node: Int
    var type: ObjectIdentifier
  }

  /// A child of a node outside its parent's block: the key of the identity table of last resort.
  private struct Edge: Hashable {
    var parent: Int
    var index: Int
  }

  // Per-pass answers live in arrays indexed by node identity (identities are dense: 0 for the
  // root, then 1, 2, … in the order they are assigned), not in dictionaries: hashing the keys
  // was a fifth of a pass. A node's answers form a short chain through one shared array — a
  // node is asked about a handful of proposals — linked by `next` (−1 ends a chain).

  // The tables are `@exclusivity(unchecked)`: every access to them is short and none is held
  // across `compute` (see below), so no two can overlap, and the run-time check of each access
  // was a sixth of a pass.

  /// The next identity to hand out.
  @exclusivity(unchecked) private var nextID = 1
  /// Per parent: the first identity of the block its children 0, 1, … were given, or −1.
  @exclusivity(unchecked) private var blockBase: [Int] = []
  /// Per parent: the size of that block.
  @exclusivity(unchecked) private var blockCount: [Int] = []
  /// Per parent: the identity of its secondary view (child −1), or −1.
  @exclusivity(unchecked) private var secondaryIDs: [Int] = []
  /// Children outside their parent's block (a parent asked for more children than at first).
  @exclusivity(unchecked) private var otherChildIDs: [Edge: Int] = [:]

  private struct SizeAnswer {
    var type: ObjectIdentifier
    var proposal: ProposedViewSize
    var size: Size
    var next: Int
  }

  private struct AlignmentAnswer {
    var type: ObjectIdentifier
    var guide: AlignmentKey
    var size: Size
    var proposal: ProposedViewSize
    var value: Double?
    var next: Int
  }

  private struct SpacingAnswer {
    var type: ObjectIdentifier
    var spacing: ViewSpacing
    var next: Int
  }

  @exclusivity(unchecked) private var sizeHeads: [Int] = []
  @exclusivity(unchecked) private var sizes: [SizeAnswer] = []
  @exclusivity(unchecked) private var alignmentHeads: [Int] = []
  @exclusivity(unchecked) private var alignments: [AlignmentAnswer] = []
  @exclusivity(unchecked) private var spacingHeads: [Int] = []
  @exclusivity(unchecked) private var spacings: [SpacingAnswer] = []

  /// `array` extended with `filler` so that `index` is valid.
  ///
  /// It grows at least twofold: identities are handed out one by one, so growing to just hold
  /// `index` extended every table once per new node.
  private static func extend<T>(_ array: inout [T], toHold index: Int, with filler: T) {
    if index >= array.count {
      let count = Swift.max(index - array.count + 1, array.count)
      array.append(contentsOf: repeatElement(filler, count: count))
    }
  }

  /// What a pass keeps for a stack: its gaps, and its last distribution with the proposal it
  /// was computed for. Keyed by the stack's parameters, which are fixed for a node within a pass
  /// (``LayoutNode``'s contract); a different stack at the same node replaces the entry.
  private struct StackEntry {
    var stack: StackLayout
    var gaps: [Double]?
    /// One distribution a stack suffices: the one worth keeping is the one a stack's placement
    /// asks for right after its parent sized it with the same proposal.
    var last: (proposal: ProposedViewSize, distribution: StackLayout.Distribution)?
  }

  /// Per node: the index of its stack's entry in `stacks`, or −1. The entries themselves are
  /// dense: most nodes are not stacks, and a table of optional entries indexed by node was
  /// mostly empty space, copied whenever it grew.
  @exclusivity(unchecked) private var stackSlots: [Int] = []
  @exclusivity(unchecked) private var stacks: [StackEntry] = []

  /// The index of the entry of `stack` at `node`, or `nil` if there is none for that stack.
  private func stackEntry(of stack: StackLayout, node: Int) -> Int? {
    guard node < stackSlots.count, stackSlots[node] >= 0 else { return nil }
    let index = stackSlots[node]
    let kept = stacks[index].stack
    guard kept.axis == stack.axis, kept.alignment == stack.alignment, kept.spacing == stack.spacing
    else { return nil }
    return index
  }

  /// The index of the entry of `stack` at `node`, made (or replacing another stack's) if needed.
  private func makeStackEntry(of stack: StackLayout, node: Int) -> Int {
    if let index = stackEntry(of: stack, node: node) { return index }
    Self.extend(&stackSlots, toHold: node, with: -1)
    if stackSlots[node] >= 0 {
      stacks[stackSlots[node]] = StackEntry(stack: stack)
    } else {
      stacks.append(StackEntry(stack: stack))
      stackSlots[node] = stacks.count - 1
    }
    return stackSlots[node]
  }

  /// Each ``Text``'s measured characters, indexed by its node's identity (identities are
  /// dense: 0 for the root, then 1, 2, … in the order they were assigned).
  ///
  /// Held unmanaged — one retain when kept, one release when replaced or in `deinit` — so that
  /// a question reads its entry without a retain and a release of its own (a stack asks a
  /// `Text` about ten times a pass). Only this class touches the table.
  @exclusivity(unchecked) private var texts: [Unmanaged<MeasuredTextEntry>?] = []

  deinit {
    for entry in texts { entry?.release() }
  }

  /// Gives the children 0..<`count` of `parent` consecutive identities, if it has none yet, so
  /// that ``childID(of:index:)`` finds them by arithmetic.
  func reserveChildren(of parent: Int, count: Int) {
    Self.extend(&blockBase, toHold: parent, with: -1)
    Self.extend(&blockCount, toHold: parent, with: 0)
    guard blockBase[parent] < 0 else { return }
    blockBase[parent] = nextID
    blockCount[parent] = count
    nextID += count
  }

  /// The identity of child 0 of `parent` if its children 0..<`count` have consecutive
  /// identities (reserving them if it has none yet), else `nil`: child `i` is then
  /// ``childID(of:index:)`` for `i`, found by adding.
  func childBlock(of parent: Int, count: Int) -> Int? {
    // Read first: a container's children are reserved at its first question and looked up at
    // every later one, and reserving extended two tables (an exclusive access each) to find
    // that out.
    if parent < blockBase.count, blockBase[parent] >= 0 {
      return count <= blockCount[parent] ? blockBase[parent] : nil
    }
    reserveChildren(of: parent, count: count)
    return count <= blockCount[parent] ? blockBase[parent] : nil
  }

  /// The identity of child `index` of node `parent`: the same number every time it is asked in
  /// this pass, and a different one for every other pair. The root is 0.
  ///
  /// A parent's first question reserves a block for children 0…index (a container reserves
  /// all of its children at once, ``reserveChildren(of:count:)``); the secondary view −1 has a
  /// slot of its own; anything else — a later, larger index — goes to a dictionary.
  func childID(of parent: Int, index: Int) -> Int {
    // The common case first: a child inside its parent's block.
    if index >= 0, parent < blockBase.count, blockBase[parent] >= 0, index < blockCount[parent] {
      return blockBase[parent] + index
    }
    if index == -1 {
      Self.extend(&secondaryIDs, toHold: parent, with: -1)
      if secondaryIDs[parent] < 0 {
        secondaryIDs[parent] = nextID
        nextID += 1
      }
      return secondaryIDs[parent]
    }
    if index >= 0 {
      reserveChildren(of: parent, count: index + 1)
      if index < blockCount[parent] { return blockBase[parent] + index }
    }
    let edge = Edge(parent: parent, index: index)
    if let id = otherChildIDs[edge] { return id }
    let id = nextID
    nextID += 1
    otherChildIDs[edge] = id
    return id
  }

  /// The size for `proposal` of `text` measured with `context`'s measurer, measuring it on the
  /// first question at `node` in this pass (``MeasuredTextEntry/size(for:)``).
  ///
  /// The measurer is the context's at `node`; like every answer in this cache, it is taken to
  /// be fixed for a node within a pass (``LayoutNode``'s contract). The string is compared, so a
  /// node of one's own that asks two texts with one context still gets each text's size.
  ///
  /// The measurer is read only to measure: a stack asks a `Text` about ten times a pass, and
  /// reading the context's measurer at each question copied and released an existential.
  /// Always inlined, with ``MeasuredTextEntry/size(for:)``, for the reason given there.
  @inline(__always)
  func textSize(
    of text: String, node: Int, proposal: ProposedViewSize, context: LayoutContext
  ) -> Size {
    if node < texts.count, let kept = texts[node] {
      // The entry is kept alive by the table, which nothing changes during the question.
      let answer = kept._withUnsafeGuaranteedRef { entry in
        entry.string == text ? entry.size(for: proposal) : nil
      }
      if let answer { return answer }
    }
    return measureText(text, node: node, context: context).size(for: proposal)
  }

  /// `text` measured with `context`'s measurer and kept at `node`, replacing what was kept
  /// there.
  ///
  /// Not inlined: it happens once a text, the question it serves about ten times, and inlined it
  /// made every question's code and stack frame as large as measuring's.
  @inline(never)
  private func measureText(_ text: String, node: Int, context: LayoutContext)
    -> MeasuredTextEntry
  {
    let measured = MeasuredText(
      text, measurer: context.textMeasurer, asciiAdvances: context.asciiAdvances)
    let entry = MeasuredTextEntry(string: text, measured: measured)
    Self.extend(&texts, toHold: node, with: nil)
    texts[node]?.release()
    texts[node] = Unmanaged.passRetained(entry)
    return entry
  }

  /// The distribution of `stack` at `node` for `proposal` over `count` children: the one kept
  /// from the node's last distribution when that was for the same stack, proposal and number of
  /// children, else computed by `compute` and kept.
  ///
  /// A stack distributes its major length once when it is sized and again when it is placed;
  /// when its parent places it with the proposal it was sized with, the second distribution is
  /// the first one again (it is a pure function of the proposal and the children's answers,
  /// which this cache already takes to be fixed within a pass).
  ///
  /// `compute` is handed the children's records of the node's last distribution, which this
  /// one replaces (empty if there is none), to take and fill in again: a stack is distributed several
  /// times a pass with different proposals (probed for its flexibility, then offered its
  /// share), and a new array for each was an allocation.
  func stackDistribution(
    of stack: StackLayout, node: Int, proposal: ProposedViewSize, count: Int,
    compute: (_ recycled: inout [StackLayout.Distribution.Child]) -> StackLayout.Distribution
  ) -> StackLayout.Distribution {
    var recycled: [StackLayout.Distribution.Child] = []
    if let index = stackEntry(of: stack, node: node) {
      if let last = stacks[index].last, last.proposal == proposal,
        last.distribution.children.count == count
      {
        return last.distribution
      }
      // Moved out of the table, so that the array is referenced only here.
      if var last = stacks[index].last.take() { swap(&recycled, &last.distribution.children) }
    }
    // No access to the tables is held across `compute`: the children's stacks write to them.
    let distribution = compute(&recycled)
    stacks[makeStackEntry(of: stack, node: node)].last = (proposal, distribution)
    return distribution
  }

  /// The gaps before each of the `count` children of `stack` at `node`: the ones kept from the
  /// node's first question in this pass, else computed by `compute` and kept.
  ///
  /// Gaps do not depend on the proposal (default gaps come from the children's spacing
  /// preferences), and a stack sized with several proposals made them, and asked every child
  /// for its preferences, each time.
  func stackGaps(
    of stack: StackLayout, node: Int, count: Int, compute: () -> [Double]
  ) -> [Double] {
    if let index = stackEntry(of: stack, node: node), let gaps = stacks[index].gaps,
      gaps.count == count
    {
      return gaps
    }
    // No access to the tables is held across `compute`: the children's stacks write to them.
    let gaps = compute()
    stacks[makeStackEntry(of: stack, node: node)].gaps = gaps
    return gaps
  }

  // The three chains below are read and written in three look-alike functions, not through
  // one generic helper taking the arrays `inout`: `compute` lays out the children, which ask
  // this same cache (and append to the same arrays), and an `inout` access held across it is
  // an exclusivity violation. So each function searches, computes, then links the answer in.

  /// The cached size for `key`, computing and storing it with `compute` if there is none.
  func size(for key: Key, compute: () -> Size) -> Size {
    if key.node < sizeHeads.count {
      var index = sizeHeads[key.node]
      while index >= 0 {
        let answer = sizes[index]
        if answer.type == key.type, answer.proposal == key.proposal { return answer.size }
        index = answer.next
      }
    }
    let size = compute()
    Self.extend(&sizeHeads, toHold: key.node, with: -1)
    sizes.append(
      SizeAnswer(type: key.type, proposal: key.proposal, size: size, next: sizeHeads[key.node]))
    sizeHeads[key.node] = sizes.count - 1
    return size
  }

  /// The cached spacing preferences of `node`, computing and storing them with `compute` if
  /// there are none.
  func spacing(for node: NodeKey, compute: () -> ViewSpacing) -> ViewSpacing {
    if node.node < spacingHeads.count {
      var index = spacingHeads[node.node]
      while index >= 0 {
        let answer = spacings[index]
        if answer.type == node.type { return answer.spacing }
        index = answer.next
      }
    }
    let spacing = compute()
    Self.extend(&spacingHeads, toHold: node.node, with: -1)
    spacings.append(SpacingAnswer(type: node.type, spacing: spacing, next: spacingHeads[node.node]))
    spacingHeads[node.node] = spacings.count - 1
    return spacing
  }

  /// The cached explicit alignment for `query`, computing and storing it with `compute` if
  /// there is none.
  func alignment(for query: AlignmentQuery, compute: () -> Double?) -> Double? {
    if let known = alignment(for: query) { return known }
    let value = compute()
    record(value, for: query)
    return value
  }

  /// The explicit alignment stored for `query` (itself an optional: `nil` is a stored answer
  /// too), or `nil` if there is none.
  func alignment(for query: AlignmentQuery) -> Double?? {
    if query.node < alignmentHeads.count {
      var index = alignmentHeads[query.node]
      while index >= 0 {
        let answer = alignments[index]
        if answer.type == query.type, answer.guide == query.guide, answer.size == query.size,
          answer.proposal == query.proposal
        {
          return .some(answer.value)
        }
        index = answer.next
      }
    }
    return .none
  }

  /// Stores `value` as the answer to `query`.
  func record(_ value: Double?, for query: AlignmentQuery) {
    Self.extend(&alignmentHeads, toHold: query.node, with: -1)
    alignments.append(
      AlignmentAnswer(
        type: query.type, guide: query.guide, size: query.size, proposal: query.proposal,
        value: value, next: alignmentHeads[query.node]))
    alignmentHeads[query.node] = alignments.count - 1
  }
}

extension LayoutNode {
  /// This node's size for `proposal`, computed by `compute` at most once per layout pass.
  ///
  /// Library nodes with children answer ``sizeThatFits(_:context:)`` through this; it also
  /// makes sure the stack has room for the recursion into the children (see
  /// ``LayoutCore/withSufficientStack(_:)``).
  ///
  /// A node whose size is the same for every proposal (`sizeIgnoresProposal`) is computed once
  /// for all of them: its answers are filed under one proposal. In a feed row a stack of
  /// fixed-size leaves is asked for proposals 0, ∞ and its share, when sized and when placed.
  func memoisedSize(
    for proposal: ProposedViewSize, context: LayoutContext, sizeIgnoresProposal: Bool = false,
    compute: () -> Size
  ) -> Size {
    withSufficientStack {
      guard let sizeCache = context.sizeCache else { return compute() }
      let key = SizeCache.Key(
        node: context.nodeID, type: ObjectIdentifier(Self.self),
        proposal: sizeIgnoresProposal ? .unspecified : proposal)
      return sizeCache.size(for: key, compute: compute)
    }
  }

  /// This node's explicit value for `guide`, computed by `compute` at most once per layout pass
  /// for each size and proposal; with room on the stack, as ``memoisedSize(for:context:compute:)``.
  func memoisedAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext,
    compute: () -> Double?
  ) -> Double? {
    withSufficientStack {
      guard let sizeCache = context.sizeCache else { return compute() }
      let query = SizeCache.AlignmentQuery(
        node: context.nodeID, type: ObjectIdentifier(Self.self), guide: guide, size: size,
        proposal: proposal)
      return sizeCache.alignment(for: query, compute: compute)
    }
  }
}
