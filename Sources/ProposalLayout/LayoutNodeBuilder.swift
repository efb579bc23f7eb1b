/// Builds a list of child nodes from a closure of statements, so trees read like SwiftUI:
/// `HStack { Color.pink; Text("Hej!") }`. Supports `if`, `if`/`else`, `switch` and `for`.
@resultBuilder
public enum LayoutNodeBuilder {
  /// One node.
  public static func buildExpression(_ node: any LayoutNode) -> [any LayoutNode] { [node] }
  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [any LayoutNode]...) -> [any LayoutNode] {
    parts.flatMap { $0 }
  }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [any LayoutNode]?) -> [any LayoutNode] { part ?? [] }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [any LayoutNode]) -> [any LayoutNode] { part }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [any LayoutNode]) -> [any LayoutNode] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[any LayoutNode]]) -> [any LayoutNode] {
    parts.flatMap { $0 }
  }
}
