/// What an ``IBScene`` is in its file: the element name of a storyboard's controller
/// (`viewController`, `tableViewController`, `navigationController`, …) or of a cell laid out
/// as a scene of its own (`tableViewCell`, …), or a xib's top-level view.
///
/// The names are Interface Builder's, kept open: a controller Plumb has no rule for is still
/// read and laid out as a plain view controller.
public struct IBControllerKind: RawRepresentable, Hashable, Sendable {
  /// The element name, or `xib`.
  public var rawValue: String

  /// A kind from its element name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A xib's top-level view: no controller, no bars, laid out at its own size.
  public static let xib = IBControllerKind(rawValue: "xib")
  /// A `UINavigationController`: its children lie under its navigation bar.
  public static let navigationController = IBControllerKind(rawValue: "navigationController")
  /// A `UITabBarController`: its children lie above its tab bar.
  public static let tabBarController = IBControllerKind(rawValue: "tabBarController")
}
