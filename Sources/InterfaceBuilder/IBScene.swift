/// One screen: a storyboard scene's view controller, or a top-level view of a xib.
///
/// Views, guides and constraints are kept flat, in document order, and refer to each other by
/// IB id: a parent before its subviews, so building a window needs no recursion.
public struct IBScene: Hashable, Sendable {
  /// The storyboard identifier, else the controller's title, else its IB id (the view's user
  /// label or id for a xib).
  public var name: String
  /// The IB id of the view controller (or the top-level view of a xib).
  public var id: String
  /// The controller's element name (`viewController`, `tableViewController`, …) or `xib`.
  public var controllerKind: IBControllerKind
  /// The controller's `customClass`, if any.
  public var customClass: String?
  /// The line of the controller (or top-level view) element.
  public var line: Int
  /// The IB id of the root view.
  public var rootViewID: String
  /// Every view of the scene, the root first, parents before children.
  public var views: [IBView]
  /// Every layout guide (safe area, scroll view content/frame guides, legacy top/bottom guides).
  public var layoutGuides: [IBLayoutGuide]
  /// Every constraint of the scene, in document order, `placeholder="YES"` ones included (see
  /// ``IBConstraint/isPlaceholder``); ``activeConstraints(for:includingPlaceholders:)`` applies
  /// size classes.
  public var constraints: [IBConstraint]
  /// Size-class variations, in document order.
  public var variations: [IBVariation]
  /// What the controller says about its bars, size and segues (empty for a xib).
  public var settings = IBControllerSettings()
  /// The bars around the controller's view, from its containers or its simulated metrics
  /// (``IBDocument/bars(of:)``), resolved when the document is read so that the scene keeps
  /// them when it is taken alone.
  public var bars = IBSceneBars()
  /// For a table or collection view's cell, header or footer: its container; nil for a view
  /// controller's scene or a xib's top-level view.
  public var placement: IBCellPlacement? = nil
  /// For a xib's top-level view held by File's Owner's `view` outlet: the owner's class
  /// (`NSObject` when the file names none); nil otherwise.
  public var filesOwnerClass: String? = nil
  /// For a xib's top-level view held by any of File's Owner's outlets (`view`, or a custom
  /// view's `contentView`): the owner's class, the object that loads the nib; nil otherwise.
  public var loadingOwnerClass: String? = nil
  /// Views of the scene's table and collection views that Plumb does not lay out (a table's
  /// `backgroundView`, subviews beside its cells), each with the line of its element and the
  /// IB id of its container, to be named as not modelled at that element.
  public var unlaidContainerViews: [IBUnlaidContainerView] = []
  /// For a xib's component view, the size the app's code gives it where it shows it (a project
  /// file's `componentSize`); nil to lay it out at its design size.
  public var componentSize: IBComponentSize? = nil
  /// For the scene's tables whose rows self-size because the app's code says so, read from its
  /// sources: each table's IB id and the statement (`Settings.swift:42 sets
  /// tableView.rowHeight = UITableView.automaticDimension`), said at the table in the report.
  public var inferredRowSizing: [String: String] = [:]
  /// The views whose custom class's own code sets whether they are hidden, by IB id, with the
  /// reason the report gives (``IBDocument/markViewsHiddenByCode(_:)``).
  public var viewsHiddenByCode: [String: String] = [:]

  /// The view with IB id `id`.
  public func view(_ id: String) -> IBView? { views.first { $0.id == id } }
}
