import Yams

/// The container view controllers a layout file's view controller sits in (`in:`), with the
/// properties of their bars that move its safe area and its root view — UIKit's names:
/// `UINavigationController` with its bar's `prefersLargeTitles` and `isTranslucent` and its
/// `isToolbarHidden`, `UITabBarController` with its tab bar's `isTranslucent`, and the view
/// controller's `extendedLayoutIncludesOpaqueBars`.
public struct ViewControllerContainers: Hashable, Sendable {
  /// A navigation controller and its bars.
  public struct NavigationController: Hashable, Sendable {
    /// `navigationBar.prefersLargeTitles`: the bar shows a large title.
    public var prefersLargeTitles = false
    /// `navigationBar.isTranslucent` (true by default, as in UIKit).
    public var isTranslucent = true
    /// `isToolbarHidden` (true by default, as in UIKit): false shows the toolbar.
    public var isToolbarHidden = true
    /// Where the file says so.
    public var location: SourceLocation
  }

  /// A tab bar controller and its bar.
  public struct TabBarController: Hashable, Sendable {
    /// `tabBar.isTranslucent` (true by default, as in UIKit).
    public var isTranslucent = true
    /// Where the file says so.
    public var location: SourceLocation
  }

  /// The navigation controller, if the view controller is in one.
  public var navigationController: NavigationController?
  /// The tab bar controller, if the view controller (or its navigation controller) is in one.
  public var tabBarController: TabBarController?
  /// `extendedLayoutIncludesOpaqueBars`: the root view stays under opaque bars.
  public var extendedLayoutIncludesOpaqueBars = false
}

extension DocumentReader {
  static let containerNames = ["navigationController", "tabBarController"]
  static let navigationKeys = ["prefersLargeTitles", "isTranslucent", "isToolbarHidden"]

  /// `in: navigationController`, `in: [navigationController, tabBarController]`, or a mapping
  /// of those names to their settings (`in: { navigationController: { prefersLargeTitles: true
  /// }, extendedLayoutIncludesOpaqueBars: true }`).
  func containers(_ node: Node) throws(LayoutFileError) -> ViewControllerContainers {
    var result = ViewControllerContainers()
    var entries: [(String, Node, Node?)] = []
    switch node {
    case .mapping(let mapping):
      for (key, value) in mapping { entries.append((key.string ?? "", key, value)) }
    case .sequence(let items):
      for item in items { entries.append((try string(item, "in"), item, nil)) }
    default:
      entries.append((try string(node, "in"), node, nil))
    }
    for (name, keyNode, value) in entries {
      switch name {
      case "navigationController":
        var navigation = ViewControllerContainers.NavigationController(
          location: location(keyNode))
        for (key, _, setting) in try value.map({ (v) throws(LayoutFileError) in
          try settings(v, name, Self.navigationKeys)
        }) ?? [] {
          let flag = try flag(setting, key)
          switch key {
          case "prefersLargeTitles": navigation.prefersLargeTitles = flag
          case "isTranslucent": navigation.isTranslucent = flag
          default: navigation.isToolbarHidden = flag
          }
        }
        result.navigationController = navigation
      case "tabBarController":
        var tabs = ViewControllerContainers.TabBarController(location: location(keyNode))
        for (_, _, setting) in try value.map({ (v) throws(LayoutFileError) in
          try settings(v, name, ["isTranslucent"])
        }) ?? [] {
          tabs.isTranslucent = try flag(setting, "isTranslucent")
        }
        result.tabBarController = tabs
      case "extendedLayoutIncludesOpaqueBars" where value != nil:
        result.extendedLayoutIncludesOpaqueBars = try flag(value ?? node, name)
      default:
        throw error(
          at: keyNode, "`\(name)` is not a container Plumb lays out",
          hint: (suggestion(name, Self.containerNames).map { $0 + " " } ?? "")
            + "the containers are navigationController and tabBarController, with "
            + "extendedLayoutIncludesOpaqueBars in a mapping")
      }
    }
    return result
  }
}
