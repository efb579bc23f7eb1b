import LayoutCore

/// A shape: like ``Color``, it takes the proposal with `nil → 10` per dimension.
///
/// "All the built-in shapes have an ideal size of 10×10" [O: FG-IS; R: OSUI-LC].
public protocol Shape: LayoutNode {
  /// The name the shape's frame-tree node gets.
  var shapeName: String { get }
}

extension Shape {
  /// The proposal, with `nil` dimensions replaced by 10.
  public func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  /// A leaf node named ``shapeName``.
  public func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext)
    -> FrameTree
  {
    FrameTree(name: shapeName, frame: frame)
  }
}

/// A rectangle.
public struct Rectangle: Shape {
  /// Creates a rectangle.
  public init() {}
  /// `"Rectangle"`.
  public var shapeName: String { "Rectangle" }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
  /// The corner radius; it does not affect layout.
  public let cornerRadius: Double
  /// Creates a rounded rectangle.
  public init(cornerRadius: Double = 0) { self.cornerRadius = cornerRadius }
  /// `"RoundedRectangle"`.
  public var shapeName: String { "RoundedRectangle" }
}

/// A circle inscribed in its frame. Like every shape it takes the whole proposal; the circle is
/// drawn in the middle.
public struct Circle: Shape {
  /// Creates a circle.
  public init() {}
  /// `"Circle"`.
  public var shapeName: String { "Circle" }
}
