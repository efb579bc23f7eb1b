extension StackView.Distribution {
  /// The Swift case name UIKit uses (`"fillEqually"`), as a layout file or storyboard writes it.
  public var name: String {
    switch self {
    case .fill: return "fill"
    case .fillEqually: return "fillEqually"
    case .fillProportionally: return "fillProportionally"
    case .equalSpacing: return "equalSpacing"
    case .equalCentering: return "equalCentering"
    }
  }

  /// The distribution named `name` (one of ``name``'s values), or `nil` for an unknown name —
  /// for readers of layout files, which report the unknown name with the known ones.
  public init?(name: String) {
    guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = match
  }
}

extension StackView.Alignment {
  /// The Swift case name UIKit uses (`"firstBaseline"`); ``top`` and ``bottom`` have the names
  /// of the cases they equal.
  public var name: String {
    switch self {
    case .fill: return "fill"
    case .leading: return "leading"
    case .firstBaseline: return "firstBaseline"
    case .center: return "center"
    case .trailing: return "trailing"
    case .lastBaseline: return "lastBaseline"
    }
  }

  /// The alignment named `name` — a case name, or UIKit's aliases `"top"` and `"bottom"` — or
  /// `nil` for an unknown name.
  public init?(name: String) {
    switch name {
    case "top": self = .leading
    case "bottom": self = .trailing
    default:
      guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
      self = match
    }
  }
}
