import LayoutCore

/// A coordinate space to read a ``GeometryReader``'s frame in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, Sendable {
  /// The root's space: the window's, for a tree laid out in a window.
  case global
  /// The reader's own space: its frame's origin is zero.
  case local
  /// The space of the nearest enclosing node marked with ``LayoutNode/coordinateSpace(_:)``
  /// of this name.
  case named(String)
}

/// Marks its child's space as a named coordinate space.
struct NamedCoordinateSpace: LayoutNeutralModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let name: String

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    withSufficientStack {
      var inner = context.forContent()
      inner.coordinateSpaces[name] = Point(
        x: context.origin.x + frame.minX, y: context.origin.y + frame.minY)
      return content.place(in: frame, proposal: proposal, context: inner)
    }
  }
}

extension LayoutNode {
  /// Names this node's coordinate space, so that a ``GeometryReader`` inside can read its frame
  /// relative to this node with `proxy.frame(in: .named(name))`
  /// ("coordinateSpace(_:)", https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:)).
  public func coordinateSpace(_ name: String) -> some LayoutNode {
    NamedCoordinateSpace(content: self, name: name)
  }
}
