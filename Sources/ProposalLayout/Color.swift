import LayoutCore

/// A colour used as a view: it fills whatever it is proposed.
///
/// Takes the proposal, with `nil → 10` per dimension; `0 → 0` and `∞ → ∞`, so it is infinitely
/// flexible in a stack [O: NETSPLIT-SECONDARY "sets its size to the proposed size"; O: FG-IS;
/// R: OSUI-LC].
public struct Color: LayoutNode, Hashable {
  /// The colour as a CSS colour string, copied to ``LayoutCore/FrameTree/color``.
  public let css: String

  /// Creates a colour from a CSS colour string such as `"red"` or `"#ff8800"`.
  public init(_ css: String) {
    self.css = css
  }

  public func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  public func place(in frame: Rect, proposal: ProposedViewSize, context: LayoutContext)
    -> FrameTree
  {
    FrameTree(name: "Color", frame: frame, color: css)
  }

  /// Red.
  public static let red = Color("red")
  /// Orange.
  public static let orange = Color("orange")
  /// Yellow.
  public static let yellow = Color("yellow")
  /// Green.
  public static let green = Color("green")
  /// Mint: the HIG's system mint in light mode, RGB 0, 199, 190 ("Color",
  /// https://developer.apple.com/design/human-interface-guidelines/color); CSS has no mint.
  public static let mint = Color("#00c7be")
  /// Teal.
  public static let teal = Color("teal")
  /// Cyan.
  public static let cyan = Color("cyan")
  /// Blue.
  public static let blue = Color("blue")
  /// Indigo.
  public static let indigo = Color("indigo")
  /// Purple.
  public static let purple = Color("purple")
  /// Pink.
  public static let pink = Color("pink")
  /// Brown.
  public static let brown = Color("brown")
  /// Gray.
  public static let gray = Color("gray")
  /// Black.
  public static let black = Color("black")
  /// White.
  public static let white = Color("white")
  /// Fully transparent: it takes space and draws nothing (CSS `transparent`).
  public static let clear = Color("transparent")
}
