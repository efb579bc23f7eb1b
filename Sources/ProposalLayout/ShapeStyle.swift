import LayoutCore

/// A colour or pattern to fill with, so that SwiftUI's shorthand pastes: `.background(.blue)`,
/// `.overlay(.red)`.
///
/// In SwiftUI `Color` conforms to `ShapeStyle`, and `ShapeStyle where Self == Color` declares
/// the colours as static members, which is what makes `.blue` resolve where a style is
/// expected ("ShapeStyle", https://developer.apple.com/documentation/swiftui/shapestyle). For
/// layout a style is a view that fills whatever it is proposed.
public protocol ShapeStyle: Sendable {
  /// The style as a view that fills its frame.
  var fillNode: any LayoutNode { get }
}

extension Color: ShapeStyle {
  /// The colour itself: it fills whatever it is proposed.
  public var fillNode: any LayoutNode { self }
}

extension ShapeStyle where Self == Color {
  /// Red.
  public static var red: Color { Color.red }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
  /// Green.
  public static var green: Color { Color.green }
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Brown.
  public static var brown: Color { Color.brown }
  /// Gray.
  public static var gray: Color { Color.gray }
  /// Black.
  public static var black: Color { Color.black }
  /// White.
  public static var white: Color { Color.white }
  /// Fully transparent.
  public static var clear: Color { Color.clear }
}

extension LayoutNode {
  /// Fills this node's frame with `style`, behind it, extended out of the safe area on
  /// `edges` where the frame touches it.
  ///
  /// The geometry is that of ``background(_:alignment:)`` with the style as the view, which
  /// ignores the safe area on `edges` — by default all, as Apple's
  /// `background(_:ignoresSafeAreaEdges:)` does
  /// (https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)).
  /// `.background(Color.red)` keeps meaning the view form; this one is for the shorthand
  /// `.background(.red)`.
  @_disfavoredOverload
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some LayoutNode
  {
    SecondaryViewModifier(
      content: self,
      secondary: IgnoresSafeArea(content: style.fillNode, regions: .all, edges: edges),
      alignment: .center, isOverlay: false)
  }

  /// Fills this node's frame with `style`, in front of it; see
  /// ``background(_:ignoresSafeAreaEdges:)``.
  @_disfavoredOverload
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some LayoutNode
  {
    SecondaryViewModifier(
      content: self,
      secondary: IgnoresSafeArea(content: style.fillNode, regions: .all, edges: edges),
      alignment: .center, isOverlay: true)
  }
}

/// A shape filled with a colour: the shape's layout, drawn in the colour.
struct FilledShape: LayoutNeutralModifier {
  @ChildNode var content: any LayoutNode
  var contentStorage: ChildNode { $content }
  let color: String?

  func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext) -> FrameTree {
    var tree = withSufficientStack {
      content.place(in: frame, proposal: proposal, context: context.forContent())
    }
    tree.color = color
    return tree
  }
}

extension Shape {
  /// Fills the shape with `style`; layout is unchanged, as SwiftUI's `fill(_:style:)` is a
  /// drawing modifier ("Shape — fill(_:style:)",
  /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)). The frame tree
  /// records a colour's CSS string, so `RoundedRectangle(cornerRadius: 8).fill(.blue)` pastes
  /// and draws blue.
  public func fill<S: ShapeStyle>(_ style: S) -> some LayoutNode {
    FilledShape(content: self, color: (style.fillNode as? Color)?.css)
  }
}
