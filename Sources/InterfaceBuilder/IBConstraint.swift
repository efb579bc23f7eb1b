import LayoutVocabulary

/// A `<constraint>`: `first.attribute relation multiplier × second.attribute + constant`.
public struct IBConstraint: Hashable, Sendable {
  /// The IB id.
  public var id: String
  /// The IB id of the view whose `<constraints>` holds it. A missing `firstItem` means this view.
  public var ownerID: String
  /// The IB id of the first item (a view or a layout guide).
  public var firstItem: String
  /// The first item's attribute.
  public var firstAttribute: LayoutAttribute
  /// `equal` (when absent), `lessThanOrEqual` or `greaterThanOrEqual`.
  public var relation: LayoutRelation
  /// The IB id of the second item; nil for a constant (width or height) constraint. When the
  /// file omits it but gives a second attribute, it is the owning view.
  public var secondItem: String?
  /// The second item's attribute; nil for a constant constraint.
  public var secondAttribute: LayoutAttribute?
  /// The multiplier, with ratio strings such as `16:9` already divided out (1 when absent).
  public var multiplier: Double
  /// The constant in points (0 when absent).
  public var constant: Double
  /// The priority, 1…1000 (1000 when absent).
  public var priority: Double
  /// The `identifier`, if set.
  public var identifier: String?
  /// `placeholder="YES"`: a design-time constraint that Xcode removes at build time.
  public var isPlaceholder: Bool
  /// The line of the element.
  public var line: Int
}

extension LayoutAttribute {
  /// The attribute as Interface Builder writes it: the case name, but `baseline` for the last
  /// baseline.
  public var interfaceBuilderName: String { self == .lastBaseline ? "baseline" : rawValue }

  /// The attribute Interface Builder's `name` stands for, or `nil` for an unknown name.
  init?(interfaceBuilderName name: String) {
    guard let match = Self.allCases.first(where: { $0.interfaceBuilderName == name }) else {
      return nil
    }
    self = match
  }
}

extension LayoutRelation {
  /// The relation as Interface Builder writes it (`lessThanOrEqual`); `equal` when absent.
  var interfaceBuilderName: String {
    switch self {
    case .lessThanOrEqual: return "lessThanOrEqual"
    case .equal: return "equal"
    case .greaterThanOrEqual: return "greaterThanOrEqual"
    }
  }
}
