import LayoutCore

// Dropping a tree releases it recursively: a node's release releases its child, whose release
// releases its child, a few stack frames per level in the Swift runtime. A tree 100,000 levels
// deep would overflow the stack when the last reference to it goes away, before or after any
// layout. So library nodes keep their children in these wrappers, whose boxes release the
// children inside ``LayoutCore/withSufficientStack(_:)``: every library level of the release
// checks the stack and, when it is nearly used up, continues on a new thread.

/// The child of a library modifier, released with room on the stack.
@propertyWrapper
struct ChildNode: Sendable {
  private let box: Box

  init(wrappedValue: any LayoutNode) {
    box = Box(wrappedValue)
  }

  var wrappedValue: any LayoutNode { box.node }

  /// `@unchecked Sendable`: `node` is only written in `deinit`, when no one else can read it.
  private final class Box: @unchecked Sendable {
    var node: any LayoutNode

    init(_ node: any LayoutNode) { self.node = node }

    deinit {
      // Move the child out, then release it inside the closure. (Assigning to `node` inside the
      // closure would hold an access to the property during the nested releases, and debug
      // builds check each new access against all open ones: quadratic in the depth.)
      var child: any LayoutNode = ReleasedNode()
      swap(&child, &node)
      withSufficientStack { child = ReleasedNode() }
    }
  }
}

/// The children of a library container, released with room on the stack.
@propertyWrapper
struct ChildNodes: Sendable {
  private let box: Box

  init(wrappedValue: [any LayoutNode]) {
    box = Box(wrappedValue)
  }

  var wrappedValue: [any LayoutNode] { box.nodes }

  /// `@unchecked Sendable`: `nodes` is only written in `deinit`, when no one else can read it.
  private final class Box: @unchecked Sendable {
    var nodes: [any LayoutNode]

    init(_ nodes: [any LayoutNode]) { self.nodes = nodes }

    deinit {
      // Move the children out, then release them inside the closure; see `ChildNode`.
      var children: [any LayoutNode] = []
      swap(&children, &nodes)
      withSufficientStack { children = [] }
    }
  }
}

/// What a ``ChildNode`` box holds while it is being destroyed; never laid out.
private struct ReleasedNode: LayoutNode {
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size { .zero }

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    FrameTree(name: "released", frame: frame)
  }
}
