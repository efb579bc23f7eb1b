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
  public var children: [FrameTree]

  /// Creates a node.
  public init(
    name: String, kind: Kind = .view, frame: Rect, color: String? = nil,
    children: [FrameTree] = []
  ) {
    self.name = name
    self.kind = kind
    self.frame = frame
    self.color = color
    self.children = children
  }

  /// Every node with its frame converted to the root's coordinate space, depth first.
  public func flattened() -> [(path: String, frame: Rect, node: FrameTree)] {
    var result: [(path: String, frame: Rect, node: FrameTree)] = []
    // An explicit stack, not recursion: trees can be arbitrarily deep.
    var stack: [(node: FrameTree, path: String, origin: Point)] = [(self, name, .zero)]
    while let (node, path, origin) = stack.popLast() {
      let absolute = node.frame.offsetBy(dx: origin.x, dy: origin.y)
      result.append((path, absolute, node))
      for child in node.children.reversed() {
        stack.append((child, path + "/" + child.name, absolute.origin))
      }
    }
    return result
  }

  /// A deterministic text dump: one line per node, indented by depth, frames relative to the
  /// parent.
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
