// What UIKit code sets about a view's looks alongside its layout. Layout never reads these;
// they are here so that such code compiles unchanged, and each says so.

/// A colour as Core Animation takes it: on Linux, the same value as ``UIColor`` (Foundation
/// there has no `CGColor`). Layout does not read it.
public typealias CGColor = UIColor

extension UIColor {
  /// The colour for a layer's properties.
  public var cgColor: CGColor { self }
  /// Dark grey.
  public static let darkGray = UIColor(red: 1 / 3, green: 1 / 3, blue: 1 / 3, alpha: 1)
}

/// A view's drawing layer, reduced to the properties UIKit layout code sets next to its
/// constraints: `CALayer`. Layout does not read it.
public final class CALayer {
  /// The corner radius.
  public var cornerRadius: CGFloat = 0
  /// The border width.
  public var borderWidth: CGFloat = 0
  /// The border colour.
  public var borderColor: CGColor?
  /// The fill colour.
  public var backgroundColor: CGColor?
  /// Whether sublayers are clipped to the bounds.
  public var masksToBounds = false
}

/// How a view draws its content in its bounds: `UIView.ContentMode`. Layout does not read it
/// (`AspectFit` computes content rectangles for Plumb's own views).
public enum UIViewContentMode: Int, Hashable, Sendable {
  /// Stretched to fill.
  case scaleToFill
  /// Scaled to fit, keeping the aspect ratio.
  case scaleAspectFit
  /// Scaled to fill, keeping the aspect ratio.
  case scaleAspectFill
  /// Redrawn on bounds changes.
  case redraw
  /// Centred.
  case center
  /// At the top.
  case top
  /// At the bottom.
  case bottom
  /// At the left.
  case left
  /// At the right.
  case right
  /// At the top left.
  case topLeft
  /// At the top right.
  case topRight
  /// At the bottom left.
  case bottomLeft
  /// At the bottom right.
  case bottomRight
}

/// How a label breaks lines that do not fit: `NSLineBreakMode` (Foundation on Linux lacks
/// it). Plumb's labels wrap at word boundaries whatever it says.
public enum NSLineBreakMode: Int, Hashable, Sendable {
  /// At word boundaries.
  case byWordWrapping
  /// At character boundaries.
  case byCharWrapping
  /// Cut off.
  case byClipping
  /// Ellipsis at the start.
  case byTruncatingHead
  /// Ellipsis at the end.
  case byTruncatingTail
  /// Ellipsis in the middle.
  case byTruncatingMiddle
}

extension UIView {
  /// How a view draws its content in its bounds: `UIView.ContentMode`.
  public typealias ContentMode = UIViewContentMode
}

extension UIControl {
  /// How a control's content sits across its width: `UIControl.ContentHorizontalAlignment`.
  /// Plumb does not lay out a control's insides, so layout does not read it.
  public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
    /// Centred.
    case center
    /// At the left.
    case left
    /// At the right.
    case right
    /// Stretched across.
    case fill
    /// At the leading side.
    case leading
    /// At the trailing side.
    case trailing
  }
}
