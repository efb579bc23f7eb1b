/// The neutral result of a layout: a tree of named rectangles.
///
/// Both layout systems produce it (constraint layout from views and guides, proposal layout from
/// its nodes), so one renderer and one set of assertions serve both. Each frame is relative to
/// its parent's frame, as `UIView.frame` is relative to the superview.
public struct FrameTree: Hashable, Sendable {
  /// What a node stands for; renderers draw each kind differently.
  public enum Kind: String, Hashable, Sendable {
    /// A view: something that draws.
    case view
    /// A layout guide: a rectangle that does not draw.
    case guide
  }

  /// The node's name (a view's identifier, or a generated one).
  public var name: String
  /// The node's kind.
  public var kind: Kind
  /// The rectangle, in the parent's coordinate space.
  public var frame: Rect
  /// The fill colour to draw the node with, as a CSS colour string, if it has one.
  public var color: String?
  /// The child nodes, in drawing order.
  public var children: [FrameTree] {
    get { storage.nodes }
    set { storage = Children.holding(newValue) }
  }
  @usableFromInline var storage: Children
  /// The text the node shows (a label's, a `Text`'s), for pictures.
  public var text: String?

  /// Creates a node.
  ///
  /// Inlinable: a layout pass makes a node for every view, and as a call across modules each
  /// one was built in the callee and then copied out, a retain and a release per field.
  @inlinable
  public init(
    name: String, kind: Kind = .view, frame: Rect, color: String? = nil, text: String? = nil,
    children: [FrameTree] = []
  ) {
    self.name = name
    self.kind = kind
    self.frame = frame
    self.color = color
    self.text = text
    self.storage = Children.holding(children)
  }

  /// Whether both trees have the same nodes, compared level by level with an explicit stack, not
  /// recursion: trees can be arbitrarily deep.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    var pending = [(lhs, rhs)]
    while let (left, right) = pending.popLast() {
      guard
        left.name == right.name && left.kind == right.kind && left.frame == right.frame
          && left.color == right.color && left.text == right.text
          && left.children.count == right.children.count
      else { return false }
      // Shared children (a copied subtree) are equal without a look.
      if left.storage !== right.storage {
        pending.append(contentsOf: zip(left.children, right.children))
      }
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(kind)
    hasher.combine(frame)
    hasher.combine(color)
    hasher.combine(children.count)
  }

  /// Every node with its frame converted to the root's coordinate space, depth first, and its
  /// path: the names from the root down, joined by `/`.
  ///
  /// The paths make the result's size the square of the depth for a deep chain; use
  /// ``absoluteFrames()`` where the paths are not needed.
  public func flattened() -> [(path: String, frame: Rect, node: FrameTree)] {
    walk(rootLabel: name) { path, child in path + "/" + child.name }
      .map { (path: $0.label, frame: $0.frame, node: $0.node) }
  }

  /// Every node with its frame converted to the root's coordinate space, depth first: the
  /// result of ``flattened()`` without the paths, linear in the number of nodes at any depth.
  public func absoluteFrames() -> [(frame: Rect, node: FrameTree)] {
    walk(rootLabel: ()) { _, _ in () }.map { (frame: $0.frame, node: $0.node) }
  }

  /// Every node, depth first, with its frame in the root's coordinate space and a label
  /// computed from its parent's.
  private func walk<Label>(rootLabel: Label, childLabel: (Label, FrameTree) -> Label)
    -> [(label: Label, frame: Rect, node: FrameTree)]
  {
    var result: [(label: Label, frame: Rect, node: FrameTree)] = []
    // An explicit stack, not recursion: trees can be arbitrarily deep.
    var stack: [(node: FrameTree, label: Label, origin: Point)] = [(self, rootLabel, .zero)]
    while let (node, label, origin) = stack.popLast() {
      let absolute = node.frame.offsetBy(dx: origin.x, dy: origin.y)
      result.append((label, absolute, node))
      for child in node.children.reversed() {
        stack.append((child, childLabel(label, child), absolute.origin))
      }
    }
    return result
  }

  /// A deterministic text dump: one line per node, indented by depth, frames relative to the
  /// parent. (The indentation makes it quadratic in the depth of a deep chain.)
  public var treeDescription: String {
    var lines: [String] = []
    var stack: [(node: FrameTree, depth: Int)] = [(self, 0)]
    while let (node, depth) = stack.popLast() {
      let indent = String(repeating: "  ", count: depth)
      let guide = node.kind == .guide ? " (guide)" : ""
      lines.append("\(indent)\(node.name)\(guide) \(node.frame)")
      for child in node.children.reversed() { stack.append((child, depth + 1)) }
    }
    return lines.joined(separator: "\n")
  }
}

/// The children of a ``FrameTree`` node.
///
/// A class only for its deinitialiser: nested arrays of structs are released recursively, one
/// stack frame per level, so dropping a tree 100,000 levels deep (a long chain of views) would
/// overflow the stack. Here each level's children are moved into one flat list before their
/// parent is released, so every release finds nothing below it.
@usableFromInline final class Children: @unchecked Sendable {
  // Mutated only in `deinit`, when no other reference exists: safe to share across threads.
  var nodes: [FrameTree]

  init(_ nodes: [FrameTree]) { self.nodes = nodes }

  /// The one box every leaf shares: a layout pass makes a leaf for every colour, spacer and
  /// text, and a box of its own was an allocation each. Never released, so its `deinit` (the
  /// only writer of `nodes`) never runs.
  private static let none = Children([])

  /// A box holding `nodes`: the shared empty one for a leaf.
  @usableFromInline static func holding(_ nodes: [FrameTree]) -> Children {
    nodes.isEmpty ? none : Children(nodes)
  }

  deinit {
    var pending: [FrameTree] = []
    swap(&pending, &nodes)
    while var node = pending.popLast() {
      if isKnownUniquelyReferenced(&node.storage) {
        pending.append(contentsOf: node.storage.nodes)
        node.storage.nodes = []
      }
    }
  }
}
