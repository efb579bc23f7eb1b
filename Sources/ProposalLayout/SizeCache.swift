import LayoutCore

/// Memoises the answers of library nodes during one layout pass: sizes, explicit alignment
/// guides and spacing preferences.
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
/// and O(1) per level, unlike the path itself.
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

  /// A child of a node: the key of the identity table.
  private struct Edge: Hashable {
    var parent: Int
    var index: Int
  }

  private var childIDs: [Edge: Int] = [:]
  private var sizes: [Key: Size] = [:]
  private var alignments: [AlignmentQuery: Double?] = [:]
  private var spacings: [NodeKey: ViewSpacing] = [:]
  /// Each ``Text``'s measured characters, indexed by its node's identity (identities are
  /// dense: 0 for the root, then 1, 2, … in the order they were assigned).
  private var texts: [MeasuredTextEntry?] = []

  /// A text measured at a node, with the string it was measured from.
  private struct MeasuredTextEntry {
    var string: String
    var measured: MeasuredText
  }

  /// The identity of child `index` of node `parent`: the same number every time it is asked in
  /// this pass, and a different one for every other pair. The root is 0.
  func childID(of parent: Int, index: Int) -> Int {
    let edge = Edge(parent: parent, index: index)
    if let id = childIDs[edge] { return id }
    let id = childIDs.count + 1
    childIDs[edge] = id
    return id
  }

  /// `text` measured with `measurer`, measuring it on the first question at `node` in this pass.
  ///
  /// The measurer is the context's at `node`; like every answer in this cache, it is taken to
  /// be fixed for a node within a pass (``LayoutNode``'s contract). The string is compared, so a
  /// node of one's own that asks two texts with one context still gets each text's size.
  func measuredText(of text: String, node: Int, measurer: any TextMeasurer) -> MeasuredText {
    if node < texts.count, let entry = texts[node], entry.string == text { return entry.measured }
    let measured = MeasuredText(text, measurer: measurer)
    if node >= texts.count {
      texts.append(contentsOf: repeatElement(nil, count: node - texts.count + 1))
    }
    texts[node] = MeasuredTextEntry(string: text, measured: measured)
    return measured
  }

  // The three tables below are read and written in three look-alike functions, not through one
  // generic helper taking the table `inout`: `compute` lays out the children, which ask this
  // same cache, and an `inout` access held across it is an exclusivity violation.

  /// The cached size for `key`, computing and storing it with `compute` if there is none.
  func size(for key: Key, compute: () -> Size) -> Size {
    if let size = sizes[key] { return size }
    let size = compute()
    sizes[key] = size
    return size
  }

  /// The cached spacing preferences of `node`, computing and storing them with `compute` if
  /// there are none.
  func spacing(for node: NodeKey, compute: () -> ViewSpacing) -> ViewSpacing {
    if let spacing = spacings[node] { return spacing }
    let spacing = compute()
    spacings[node] = spacing
    return spacing
  }

  /// The cached explicit alignment for `query`, computing and storing it with `compute` if
  /// there is none.
  func alignment(for query: AlignmentQuery, compute: () -> Double?) -> Double? {
    if let value = alignments[query] { return value }
    let value = compute()
    alignments[query] = value
    return value
  }
}

extension LayoutNode {
  /// This node's size for `proposal`, computed by `compute` at most once per layout pass.
  ///
  /// Library nodes with children answer ``sizeThatFits(_:context:)`` through this; it also
  /// makes sure the stack has room for the recursion into the children (see
  /// ``LayoutCore/withSufficientStack(_:)``).
  func memoisedSize(
    for proposal: ProposedViewSize, context: LayoutContext, compute: () -> Size
  ) -> Size {
    withSufficientStack {
      guard let sizeCache = context.sizeCache else { return compute() }
      let key = SizeCache.Key(
        node: context.nodeID, type: ObjectIdentifier(Self.self), proposal: proposal)
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
