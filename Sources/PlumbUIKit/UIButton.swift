import AutoLayout
import LayoutCore

/// A control's state: UIKit's `UIControl.State`. Plumb sizes buttons by their normal title.
public struct UIControlState: OptionSet, Hashable, Sendable {
  /// The raw bits, UIKit's values.
  public let rawValue: UInt
  /// A state from its raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The default state.
  public static let normal = UIControlState([])
  /// Touched.
  public static let highlighted = UIControlState(rawValue: 1 << 0)
  /// Disabled.
  public static let disabled = UIControlState(rawValue: 1 << 1)
  /// Selected.
  public static let selected = UIControlState(rawValue: 1 << 2)
}

/// A view that responds to touches: UIKit's `UIControl`.
open class UIControl: UIView {
  /// A control's state: `UIControl.State`.
  public typealias State = UIControlState
}

/// A button: UIKit's `UIButton` without a configuration, sized by its title.
open class UIButton: UIControl {
  /// The kind of button: `UIButton.ButtonType`.
  public enum ButtonType: Hashable, Sendable {
    /// No system styling.
    case custom
    /// A system button (at least 30 pt wide).
    case system
  }

  /// The kind of button.
  public private(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:]

  /// The label that shows the title: its font sets the title's size (15-pt system font by
  /// default). It is measured, not placed: Plumb does not lay out a button's insides.
  public let titleLabel: UILabel? = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    return label
  }()

  /// Where the title sits across the width; layout does not read it.
  public var contentHorizontalAlignment: ContentHorizontalAlignment = .center

  /// Sets the title colour for `state`; layout does not read it.
  public func setTitleColor(_ color: UIColor?, for state: UIControlState) {}

  /// Space around the title; zero means UIKit's default of 6 pt above and below a title.
  public var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Creates a button of `buttonType`.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Sets the title for `state`; the normal title sizes the button.
  public func setTitle(_ title: String?, for state: UIControlState) {
    titles[state.rawValue] = title
    if state == .normal {
      titleLabel?.text = title
      invalidateIntrinsicContentSize()
    }
  }

  /// The title set for `state`, else the normal one.
  public func title(for state: UIControlState) -> String? {
    titles[state.rawValue] ?? titles[UIControlState.normal.rawValue]
  }

  /// The title's size in whole points inside the content insets — or, with none set, 6 pt
  /// above and below a title; a system button is at least 30 pt wide
  /// (Documentation/Facts/Controls.md#button-intrinsic-size).
  open override var intrinsicContentSize: CGSize {
    let title = titleLabel?.text == nil ? .zero : (titleLabel?.intrinsicContentSize ?? .zero)
    let size = SystemControlMetrics.buttonSize(
      title: Size(width: Double(title.width), height: Double(title.height)),
      contentInsets: contentEdgeInsets, isSystem: buttonType == .system)
    return CGSize(width: size.width, height: size.height)
  }
}
