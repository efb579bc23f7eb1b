import LayoutCore

/// A laid-out tree with the frames of the nodes named by ``LayoutNode/named(_:)``, looked up by
/// name.
///
/// User names live in their own namespace: the library's nodes (`"overlay"`, `"frame"`,
/// `"padding"`, `"HStack"`, …) are never found by ``frame(named:)``, even when a user name
/// is spelled the same. Build one with ``LayoutNode/layoutResult(proposal:context:)``.
public struct LayoutResult: Sendable {
  /// The frame tree, exactly as ``LayoutNode/layout(proposal:context:)`` returns it.
  public let tree: FrameTree
  /// Every named node's frame in the root's coordinate space, in depth-first order per name.
  private let framesByName: [String: [Rect]]

  /// The names given in the tree, sorted.
  public var names: [String] { framesByName.keys.sorted() }

  /// The frames, in the root's coordinate space, of every node named `name`, in depth-first
  /// order; empty if there is none.
  public func frames(named name: String) -> [Rect] { framesByName[name] ?? [] }

  /// The frame, in the root's coordinate space, of the one node named `name`.
  ///
  /// - Throws: ``NameLookupError`` when no node or several nodes have the name.
  public func frame(named name: String) throws(NameLookupError) -> Rect {
    let frames = frames(named: name)
    guard frames.count == 1 else {
      throw frames.isEmpty
        ? .noNode(named: name, known: names) : .severalNodes(named: name, count: frames.count)
    }
    return frames[0]
  }

  /// Collects the named frames from a tree laid out with `registry`, and replaces its tokens
  /// by the names.
  init(tokenized tree: FrameTree, registry: NameRegistry) {
    var framesByName: [String: [Rect]] = [:]
    for (frame, node) in tree.absoluteFrames() {
      if let name = registry.userName(of: node.name) {
        framesByName[name, default: []].append(frame)
      }
    }
    self.framesByName = framesByName
    self.tree = registry.names.isEmpty ? tree : Self.renaming(tree, registry: registry)
  }

  /// `tree` with every token replaced by its name, rebuilt bottom-up with an explicit stack, not
  /// recursion: trees can be arbitrarily deep.
  private static func renaming(_ tree: FrameTree, registry: NameRegistry) -> FrameTree {
    var pending: [(node: FrameTree, built: [FrameTree])] = [(tree, [])]
    while true {
      let top = pending.count - 1
      let children = pending[top].node.children
      if pending[top].built.count < children.count {
        pending.append((children[pending[top].built.count], []))
        continue
      }
      var (node, built) = pending.removeLast()
      if let name = registry.userName(of: node.name) { node.name = name }
      if !built.isEmpty { node.children = built }
      guard !pending.isEmpty else { return node }
      pending[pending.count - 1].built.append(node)
    }
  }
}

/// Why ``LayoutResult/frame(named:)`` found no single frame.
public enum NameLookupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No node has the name; `known` lists the names the tree does have.
  case noNode(named: String, known: [String])
  /// Several nodes have the name.
  case severalNodes(named: String, count: Int)

  public var description: String {
    switch self {
    case .noNode(let name, let known):
      let list =
        known.isEmpty ? "the tree names no node" : "named: " + known.joined(separator: ", ")
      return "no node is named \"\(name)\" (\(list))"
    case .severalNodes(let name, let count):
      return "\(count) nodes are named \"\(name)\"; name one of them differently to look it up"
    }
  }
}

extension LayoutNode {
  /// Lays out the tree for `proposal`, as ``layout(proposal:context:)`` does, and returns the
  /// frame tree with the frames of the nodes named by ``named(_:)``, to look up by name.
  public func layoutResult(
    proposal: ProposedViewSize, context: LayoutContext = LayoutContext()
  ) -> LayoutResult {
    var context = context
    let registry = NameRegistry()
    context.nameRegistry = registry
    return LayoutResult(tokenized: layout(proposal: proposal, context: context), registry: registry)
  }

  /// Lays out the tree in a window with a safe area, as
  /// ``layout(inWindowOf:safeAreaInsets:context:)`` does, and returns the result with the
  /// named frames to look up by name (in the window's coordinates).
  public func layoutResult(
    inWindowOf windowSize: Size, safeAreaInsets: EdgeInsets,
    context: LayoutContext = LayoutContext()
  ) -> LayoutResult {
    var context = context
    let registry = NameRegistry()
    context.nameRegistry = registry
    return LayoutResult(
      tokenized: layout(inWindowOf: windowSize, safeAreaInsets: safeAreaInsets, context: context),
      registry: registry)
  }
}
