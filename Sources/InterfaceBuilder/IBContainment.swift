import LayoutCore

/// A bar above or below a view controller's view: one its container shows (a navigation
/// controller's navigation bar or toolbar, a tab bar controller's tab bar) or one Interface
/// Builder simulates (the "Top Bar" and "Bottom Bar" simulated metrics).
public struct IBBar: Hashable, Sendable {
  /// Which bar.
  public enum Kind: String, Hashable, Sendable {
    /// `UINavigationBar`, at the top.
    case navigationBar
    /// `UITabBar`, at the bottom.
    case tabBar
    /// `UIToolbar`, at the bottom.
    case toolbar
  }

  /// Which bar.
  public var kind: Kind
  /// `translucent` (`YES` unless the file says `NO`): an opaque bar's controller lays its view
  /// out below it (`extendedLayoutIncludesOpaqueBars` off).
  public var isTranslucent: Bool
  /// A navigation bar showing a large title (`largeTitles="YES"` on the navigation controller's
  /// bar, the item not saying `largeTitleDisplayMode="never"`).
  public var showsLargeTitle: Bool
  /// A navigation bar showing a prompt above the title (`prompt` on the navigation item, or a
  /// simulated bar `prompted="YES"`).
  public var showsPrompt: Bool
  /// The line of the element that says so.
  public var line: Int
  /// The bar element's IB id: a container's own `<navigationBar>`, `<toolbar>` or `<tabBar>`,
  /// whose frame Xcode saves; nil for a simulated bar.
  public var id: String?

  /// Creates a bar.
  public init(
    kind: Kind, isTranslucent: Bool = true, showsLargeTitle: Bool = false,
    showsPrompt: Bool = false, line: Int, id: String? = nil
  ) {
    self.id = id
    self.kind = kind
    self.isTranslucent = isTranslucent
    self.showsLargeTitle = showsLargeTitle
    self.showsPrompt = showsPrompt
    self.line = line
  }
}

/// A segue from one scene to another (`<segue kind=… destination=…>`): the relationship
/// segues make a scene a container's child (`rootViewController` of a navigation controller,
/// one of a tab bar controller's `viewControllers`); `show` and `push` put the destination on
/// the navigation stack of the scene it leaves; `embed` makes it a container view's child.
public struct IBSegue: Hashable, Sendable {
  /// `relationship`, `show`, `push`, `embed`, `presentation`, …
  public var kind: String
  /// `rootViewController` or `viewControllers` for a relationship segue.
  public var relationship: String?
  /// The IB id of the destination controller.
  public var destinationID: String
  /// The IB id of the view whose `<connections>` hold the segue (an `embed` segue's container
  /// view, a cell, a button); nil for the controller's own.
  public var sourceViewID: String?
  /// The segue's own `modalPresentationStyle`, when it sets one.
  public var modalPresentationStyle: String? = nil
  /// The line of the element.
  public var line: Int
}

/// A modal presentation as a sheet: the segue and the presentation style.
public struct IBSheet: Hashable, Sendable {
  /// The `presentation` or `modal` segue.
  public var segue: IBSegue
  /// Its `modalPresentationStyle` (the segue's, else the presented controller's), `automatic`
  /// when neither sets one.
  public var style: String
}

/// Where an embedded controller sits: the container view of another scene that an `embed`
/// segue fills with it, and the bars around that scene.
public struct IBEmbedding: Hashable, Sendable {
  /// The container view's frame in its scene's root view, from the saved frames of it and its
  /// superviews.
  public var frame: Rect
  /// The id of the host scene, the one that holds the container view.
  public var hostID: String
  /// The IB id of the container view.
  public var containerID: String
  /// The host scene's top bar, if any.
  public var hostTop: IBBar?
  /// The host scene's bottom bar, if any.
  public var hostBottom: IBBar?
  /// The host scene's freeform size, if any.
  public var hostSize: IBSize?
}

/// What a view controller says about the bars around its view and its size: the container
/// properties (a navigation controller's bar and toolbar, a tab bar controller's tab bar), the
/// navigation item, the simulated metrics, and the extended-layout settings.
public struct IBControllerSettings: Hashable, Sendable {
  /// A navigation controller's navigation bar; nil when it has none or hides it
  /// (`navigationBarHidden="YES"`).
  public var navigationBar: IBBar?
  /// A navigation controller's toolbar, when shown (`toolbarHidden="NO"`).
  public var toolbar: IBBar?
  /// A tab bar controller's tab bar.
  public var tabBar: IBBar?
  /// The navigation item's `largeTitleDisplayMode` (`automatic`, `always`, `never`).
  public var largeTitleDisplayMode: String?
  /// Whether the controller has a `<navigationItem>`: Xcode adds one to controllers on a
  /// navigation stack, so one with no navigation controller in the file is likely pushed from
  /// another storyboard (a storyboard reference).
  public var hasNavigationItem = false
  /// Whether the navigation item has a `prompt`.
  public var hasPrompt = false
  /// The simulated top bar (`simulatedTopBarMetrics`), when the file sets one.
  public var simulatedTopBar: IBBar?
  /// The simulated bottom bar (`simulatedBottomBarMetrics`), when the file sets one.
  public var simulatedBottomBar: IBBar?
  /// The freeform size (`<size key="freeformSize">` with freeform simulated metrics).
  public var freeformSize: IBSize?
  /// Whether the root view is a Today widget's (`simulatedAppContext="notificationCenter"`):
  /// Notification Center sizes and places it, never the window
  /// (Documentation/Facts/Containers.md#a-today-widgets-view).
  public var isTodayWidget = false
  /// `preferredContentSize` (`<value key="contentSizeForViewInPopover">`), when set: the size
  /// a popover, a form sheet or an app extension's host gives the controller's view.
  public var preferredContentSize: IBSize?
  /// `edgesForExtendedLayout` includes the top edge (all edges unless the file lists them).
  public var extendsUnderTopBar = true
  /// `edgesForExtendedLayout` includes the bottom edge.
  public var extendsUnderBottomBar = true
  /// `extendedLayoutIncludesOpaqueBars="YES"`.
  public var extendedLayoutIncludesOpaqueBars = false
  /// The segues leaving the controller or its views, in document order.
  public var segues: [IBSegue] = []
  /// `modalPresentationStyle` (`fullScreen`, `pageSheet`, `formSheet`, …), when set.
  public var modalPresentationStyle: String?
  /// `hidesBottomBarWhenPushed="YES"`: pushed onto a navigation stack, the controller shows no
  /// tab bar or toolbar.
  public var hidesBottomBarWhenPushed = false
  /// `<nil key="simulatedStatusBarMetrics"/>`: the simulated metrics' Status Bar is None, so
  /// Interface Builder's canvas draws the scene without a status bar
  /// (Documentation/Facts/InterfaceBuilder.md#a-status-bar-set-to-none). Design time only.
  public var simulatesNoStatusBar = false

  /// Settings with nothing set: no bars, full-screen, extended under every edge.
  public init() {}
}

/// The bars around a scene's view as Interface Builder shows it: from the containers that hold
/// it (a navigation controller it is the root of or is pushed onto, a tab bar controller), else
/// the scene's simulated metrics.
public struct IBSceneBars: Hashable, Sendable {
  /// The bar above the view (a navigation bar), if any.
  public var top: IBBar? = nil
  /// The bar below the view (a tab bar or a toolbar), if any.
  public var bottom: IBBar? = nil
  /// Whether the view extends under an opaque top bar (see ``IBControllerSettings``): false
  /// when the top bar is opaque and `extendedLayoutIncludesOpaqueBars` is off, or when
  /// `edgesForExtendedLayout` leaves the top out.
  public var extendsUnderTop = true
  /// Likewise for the bottom bar.
  public var extendsUnderBottom = true
  /// The containers found, outermost last (their names, for reports).
  public var containerNames: [String] = []
  /// The freeform size of the nearest container that has one (a navigation controller's
  /// freeform size is its children's).
  public var containerSize: IBSize? = nil
  /// The container view the scene, or its container, is embedded in.
  public var embedding: IBEmbedding? = nil
  /// Whether an `embed` segue makes the scene, or its container, a container view's child,
  /// whether or not that container view has a saved frame (``embedding``).
  public var isEmbedded = false
  /// The modal segue that presents the scene or its container as a sheet (any presentation
  /// style but `fullScreen` and `overFullScreen`: since iOS 13 a presentation is a page sheet
  /// unless it says otherwise); nil when it is not presented so.
  public var sheet: IBSheet? = nil

  /// No bars.
  public init() {}

  /// Bars as given.
  public init(
    top: IBBar?, bottom: IBBar?, extendsUnderTop: Bool, extendsUnderBottom: Bool,
    containerNames: [String]
  ) {
    self.top = top
    self.bottom = bottom
    self.extendsUnderTop = extendsUnderTop
    self.extendsUnderBottom = extendsUnderBottom
    self.containerNames = containerNames
  }
}

extension IBDocument {
  /// The bars around `scene`: the navigation controller whose root it is, or onto whose stack
  /// a `show`/`push` segue from one of its scenes puts it, gives the navigation bar (and its
  /// toolbar when shown); a tab bar controller holding it or its navigation controller gives
  /// the tab bar. Without a container, the scene's simulated metrics. A controller embedded in
  /// a container view (an `embed` segue, to it or to its container) sits in that view, under
  /// the host scene's bars. The walk up the containers is a loop with a visited set, so segue
  /// cycles end; the host's own bars take one more walk, which stops at the next embedding.
  public func bars(of scene: IBScene) -> IBSceneBars {
    resolvedBars(of: scene, parents: containerParents())
  }

  /// ``bars(of:)`` with the containers' map made once for all the document's scenes.
  func resolvedBars(of scene: IBScene, parents: [String: (segue: IBSegue, from: IBScene)])
    -> IBSceneBars
  {
    var bars = bars(of: scene, parents: parents)
    // An embedding whose container view has no saved frame says nothing of the child's size:
    // the child keeps its own.
    let embedded = embeddingSegue(scene, parents)
    bars.isEmbedded = embedded != nil
    if let (segue, host) = embedded, let containerID = segue.sourceViewID,
      let frame = host.frameInRoot(of: containerID)
    {
      let hostBars = self.bars(of: host, parents: parents)
      bars.embedding = IBEmbedding(
        frame: frame, hostID: host.id, containerID: containerID, hostTop: hostBars.top,
        hostBottom: hostBars.bottom, hostSize: host.settings.freeformSize ?? hostBars.containerSize)
    }
    return bars
  }

  /// For each destination, the first segue that makes a container or a host of it.
  func containerParents() -> [String: (segue: IBSegue, from: IBScene)] {
    var parents: [String: (segue: IBSegue, from: IBScene)] = [:]
    for source in scenes {
      for segue in source.settings.segues where parents[segue.destinationID] == nil {
        switch segue.kind {
        case "relationship", "show", "push", "embed", "presentation", "modal":
          parents[segue.destinationID] = (segue, source)
        default: continue
        }
      }
    }
    return parents
  }

  private func bars(of scene: IBScene, parents: [String: (segue: IBSegue, from: IBScene)])
    -> IBSceneBars
  {
    var navigation: IBScene?
    var tabs: IBScene?
    var names: [String] = []
    var size: IBSize?
    var visited: Set<String> = [scene.id]
    var current = scene.id
    var pushed = false
    var sheet: IBSheet?
    var presented = scene
    // A presentation ends the containers as an embedding does: what presents a controller is
    // no container of it.
    while let (segue, parent) = parents[current], segue.kind != "embed",
      visited.insert(parent.id).inserted
    {
      if segue.kind == "presentation" || segue.kind == "modal" {
        let style =
          segue.modalPresentationStyle ?? presented.settings.modalPresentationStyle
          ?? "automatic"
        if style != "fullScreen" && style != "overFullScreen" {
          sheet = IBSheet(segue: segue, style: style)
        }
        break
      }
      pushed = pushed || segue.kind == "show" || segue.kind == "push"
      presented = parent
      switch parent.controllerKind {
      case .navigationController where navigation == nil && segue.kind == "relationship":
        navigation = parent
        names.append(parent.name)
      case .tabBarController where tabs == nil:
        tabs = parent
        names.append(parent.name)
      default: break
      }
      // A container's freeform size is its children's; a controller that pushes this one is
      // no container, and its size is its own.
      if parent.controllerKind == .navigationController
        || parent.controllerKind == .tabBarController
      {
        size = size ?? parent.settings.freeformSize
      }
      current = parent.id
    }
    let settings = scene.settings
    var top = settings.simulatedTopBar
    var bottom = settings.simulatedBottomBar
    if let navigation {
      top = navigation.settings.navigationBar.map { bar in
        var bar = bar
        bar.showsLargeTitle = bar.showsLargeTitle && settings.largeTitleDisplayMode != "never"
        bar.showsPrompt = settings.hasPrompt
        return bar
      }
      if let toolbar = navigation.settings.toolbar { bottom = toolbar }
    }
    if let tabBar = tabs?.settings.tabBar { bottom = tabBar }
    if pushed, settings.hidesBottomBarWhenPushed, navigation != nil { bottom = nil }
    var bars = IBSceneBars(
      top: top, bottom: bottom,
      extendsUnderTop: settings.extendsUnderTopBar
        && (top?.isTranslucent ?? true || settings.extendedLayoutIncludesOpaqueBars),
      extendsUnderBottom: settings.extendsUnderBottomBar
        && (bottom?.isTranslucent ?? true || settings.extendedLayoutIncludesOpaqueBars),
      containerNames: names)
    bars.containerSize = size
    bars.sheet = sheet
    return bars
  }
}

extension IBDocument {
  /// The `embed` segue that ends the walk up from `scene` (to it or to one of its containers),
  /// with the scene that holds the container view; nil when a presentation comes first.
  fileprivate func embeddingSegue(
    _ scene: IBScene, _ parents: [String: (segue: IBSegue, from: IBScene)]
  ) -> (IBSegue, IBScene)? {
    var visited: Set<String> = [scene.id]
    var current = scene.id
    while let (segue, parent) = parents[current], visited.insert(parent.id).inserted {
      if segue.kind == "embed" { return (segue, parent) }
      // Presented, the controller leaves its presenter's container views behind.
      if segue.kind == "presentation" || segue.kind == "modal" { return nil }
      current = parent.id
    }
    return nil
  }
}

extension IBScene {
  /// The saved frame of view `id` in the root view's coordinates: its own saved frame moved by
  /// its superviews' origins up to the root (a loop up the parents); nil when it has none.
  fileprivate func frameInRoot(of id: String?) -> Rect? {
    guard let id, let view = view(id), var frame = view.frame else { return nil }
    var parent = view.parentID
    var steps = 0
    while let parentID = parent, parentID != rootViewID, let superview = self.view(parentID),
      steps < views.count
    {
      frame.origin.x += superview.frame?.minX ?? 0
      frame.origin.y += superview.frame?.minY ?? 0
      parent = superview.parentID
      steps += 1
    }
    return frame
  }
}
