import AutoLayout

/// A label: UIKit's `UILabel`, over the engine's ``AutoLayout/Label``, which measures the text.
open class UILabel: UIView {
  override class func makeLayoutView() -> View { Label() }

  /// The engine label.
  private var label: Label {
    // `makeLayoutView()` made it a `Label`; the cast cannot fail.
    unsafeDowncast(layoutView, to: Label.self)
  }

  /// The text; `nil` when empty.
  public var text: String? {
    get { label.text.isEmpty ? nil : label.text }
    set { label.text = newValue ?? "" }
  }

  /// The font: a text style or a system font size and weight (the 17-pt system font unless
  /// set).
  public var font: UIFont! {
    get {
      UIFont(
        textStyle: label.textStyle, pointSize: label.pointSize,
        weight: label.textStyle?.weight ?? label.fixedWeight)
    }
    set {
      guard let newValue else { return }
      label.textStyle = newValue.textStyle
      label.fixedPointSize = Double(newValue.pointSize)
      label.fixedWeight = newValue.weight
    }
  }

  /// The text colour; layout does not read it.
  public var textColor: UIColor! = .label

  /// The most lines shown; 0 for as many as needed.
  public var numberOfLines: Int {
    get { label.numberOfLines }
    set { label.numberOfLines = newValue }
  }

  /// Whether a text-style font follows later text-size changes.
  public var adjustsFontForContentSizeCategory: Bool {
    get { label.adjustsFontForContentSizeCategory }
    set { label.adjustsFontForContentSizeCategory = newValue }
  }

  /// The width multi-line text wraps at for its natural size; 0 wraps at the label's width.
  public var preferredMaxLayoutWidth: CGFloat {
    get { label.preferredMaxLayoutWidth }
    set { label.preferredMaxLayoutWidth = Double(newValue) }
  }

  /// How lines that do not fit break; Plumb's labels wrap at words whatever it says.
  public var lineBreakMode: NSLineBreakMode = .byTruncatingTail

  /// The text's alignment; layout does not read it.
  public var textAlignment: NSTextAlignment = .natural

  /// The measured text's size (the engine label's; a subclass cannot replace it).
  open override var intrinsicContentSize: CGSize { CGSize(label.intrinsicContentSize) }
}

/// How text lines up in its view: UIKit's `NSTextAlignment` (Foundation on Linux lacks it).
/// Layout does not read it.
public enum NSTextAlignment: Int, Hashable, Sendable {
  /// Left.
  case left = 0
  /// Centred.
  case center = 1
  /// Right.
  case right = 2
  /// Both edges.
  case justified = 3
  /// Leading, by the language's direction.
  case natural = 4
}
