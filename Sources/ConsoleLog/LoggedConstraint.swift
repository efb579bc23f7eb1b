/// The part of an item's rectangle a logged constraint relates, as UIKit prints it.
public enum LoggedAttribute: String, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case lastBaseline, firstBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins
  /// The edges and centre autoresizing-mask constraints name (`minX` is the left edge).
  case minX, midX, maxX, minY, midY, maxY

  /// Reads UIKit's spelling; `baseline` is the old name of `lastBaseline`.
  init?(logged text: String) {
    if text == "baseline" {
      self = .lastBaseline
    } else {
      self.init(rawValue: text)
    }
  }

  /// `true` for the horizontal attributes.
  public var isHorizontal: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins, .minX, .midX, .maxX:
      return true
    default: return false
    }
  }
}

/// `==`, `<=` or `>=`.
public enum LoggedRelation: String, Sendable {
  case equal = "=="
  case lessThanOrEqual = "<="
  case greaterThanOrEqual = ">="
}

/// An item's attribute in a constraint.
public struct LoggedTerm: Hashable, Sendable {
  /// The index of the item in the log's ``UnsatisfiableConstraintsLog/items`` (or the
  /// listing's).
  public var item: Int
  /// The attribute.
  public var attribute: LoggedAttribute

  /// The term `item.attribute`.
  public init(item: Int, attribute: LoggedAttribute) {
    self.item = item
    self.attribute = attribute
  }
}

/// Who made a logged constraint, read from its class and identifier.
public enum ConstraintOrigin: Hashable, Sendable {
  /// The app (its code, a storyboard, or a layout library such as SnapKit or Masonry).
  case app
  /// A view's frame turned into constraints (`NSAutoresizingMaskLayoutConstraint`, printed
  /// with its mask as `h=--& v=--&`).
  case autoresizingMask(horizontal: String, vertical: String)
  /// Intrinsic content size (`NSContentSizeLayoutConstraint`): hugging keeps the size at most
  /// the constant, compression resistance at least.
  case contentSize(hugging: Double, compressionResistance: Double)
  /// The size a table or collection view, or a container, gives a cell or a view controller's
  /// view (`UIView-Encapsulated-Layout-Width`/`-Height`).
  case encapsulatedLayoutSize
  /// A size UIKit holds while it sizes a view (`_UITemporaryLayoutWidth`/`-Height`,
  /// `fittingSizeHTarget`).
  case temporaryLayoutSize
  /// A stack view's arrangement (`UISV-*`).
  case stackView
  /// The top and bottom layout guides of iOS 7 to 10 (`_UILayoutSupportConstraint`).
  case layoutSupportGuide
  /// A layout-margins guide's place (`UIView-*Margin-guide-constraint`).
  case layoutMarginsGuide
  /// A safe-area guide's place (`UIViewSafeAreaLayoutGuide-*`).
  case safeAreaGuide
  /// Interface Builder's stand-in for a view with no constraints
  /// (`NSIBPrototypingLayoutConstraint`).
  case interfaceBuilderPrototype

  /// `true` if UIKit made the constraint, so the app cannot change it directly.
  public var isUIKits: Bool { self != .app }

  static func classify(className: String, identifier: String?) -> ConstraintOrigin {
    switch className {
    case "NSContentSizeLayoutConstraint":
      return .contentSize(hugging: 250, compressionResistance: 750)
    case "_UILayoutSupportConstraint": return .layoutSupportGuide
    case "NSIBPrototypingLayoutConstraint": return .interfaceBuilderPrototype
    default: break
    }
    guard let identifier else { return .app }
    if identifier.hasPrefix("UIView-Encapsulated-Layout-") { return .encapsulatedLayoutSize }
    if identifier.hasPrefix("_UITemporaryLayout") || identifier.hasPrefix("fittingSize") {
      return .temporaryLayoutSize
    }
    if identifier.hasPrefix("UISV-") { return .stackView }
    if identifier.hasPrefix("UIView-") && identifier.hasSuffix("-guide-constraint") {
      return .layoutMarginsGuide
    }
    if identifier.hasPrefix("UIViewSafeAreaLayoutGuide-") { return .safeAreaGuide }
    return .app
  }
}

/// One constraint as a log prints it: `first RELATION multiplier × second + constant`, with
/// its priority, identifier, origin and place in the log.
public struct LoggedConstraint: Hashable, Sendable {
  /// The class UIKit printed (`NSLayoutConstraint`, `SnapKit.LayoutConstraint`, …).
  public var className: String
  /// The constraint's identifier, if the log prints one.
  public var identifier: String?
  /// Who made it.
  public var origin: ConstraintOrigin
  /// The first term.
  public var first: LoggedTerm
  /// How the sides relate.
  public var relation: LoggedRelation
  /// The second term; `nil` for a constraint against a constant.
  public var second: LoggedTerm?
  /// The factor of the second term.
  public var multiplier: Double
  /// The constant.
  public var constant: Double
  /// The priority, `1...1000`; 1000 (required) unless printed.
  public var priority: Double
  /// The item the constraint is about: for an autoresizing-mask constraint, the view whose
  /// frame it holds; for a visual-format one, the bracketed view rather than the superview.
  public var subject: Int
  /// Where the description starts.
  public var position: SourcePosition
  /// The constraint's own address, to match the one UIKit broke with the listed ones; never
  /// shown.
  package var address: String

  /// The equation in plain text with the items' stable names, e.g.
  /// `UILabel 'Title'.leading == UIView#1.leadingMargin + 8`.
  public func equation(items: [LoggedItem]) -> String {
    var text = "\(items[first.item].name).\(first.attribute.rawValue) \(relation.rawValue) "
    if let second {
      if multiplier != 1 { text += "\(plain(multiplier)) × " }
      text += "\(items[second.item].name).\(second.attribute.rawValue)"
      if constant > 0 { text += " + \(plain(constant))" }
      if constant < 0 { text += " - \(plain(-constant))" }
    } else {
      text += plain(constant)
    }
    if priority != 1000 { text += " @\(plain(priority))" }
    return text
  }
}

/// A number without a needless `.0`.
func plain(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
