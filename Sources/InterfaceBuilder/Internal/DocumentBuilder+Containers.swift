extension DocumentBuilder {
  /// Reads the controller's own attributes about its bars and extended layout.
  mutating func readControllerAttributes(_ node: XMLElementNode, scene: Int) {
    let a = node.attributes
    scenes[scene].settings.extendedLayoutIncludesOpaqueBars =
      a["extendedLayoutIncludesOpaqueBars"] == "YES"
    scenes[scene].settings.modalPresentationStyle = a["modalPresentationStyle"]
    scenes[scene].settings.hidesBottomBarWhenPushed = a["hidesBottomBarWhenPushed"] == "YES"
  }

  /// The role of a child of a view controller that says something about its bars, size or
  /// segues; nil for any other element.
  mutating func controllerSetting(_ node: XMLElementNode, scene: Int) throws(IBError) -> Role? {
    let a = node.attributes
    let controller = nodes[node.parent ?? 0].attributes
    switch (node.name, a["key"]) {
    case ("navigationBar", "navigationBar"):
      if controller["navigationBarHidden"] != "YES" {
        scenes[scene].settings.navigationBar = IBBar(
          kind: .navigationBar, isTranslucent: a["translucent"] != "NO",
          showsLargeTitle: a["largeTitles"] == "YES", line: node.line, id: a["id"])
      }
      return .skipped
    case ("toolbar", "toolbar"):
      if controller["toolbarHidden"] == "NO" {
        scenes[scene].settings.toolbar = IBBar(
          kind: .toolbar, isTranslucent: a["translucent"] != "NO", line: node.line, id: a["id"])
      }
      return .skipped
    case ("tabBar", "tabBar"):
      scenes[scene].settings.tabBar = IBBar(
        kind: .tabBar, isTranslucent: a["translucent"] != "NO", line: node.line, id: a["id"])
      return .skipped
    case ("navigationItem", "navigationItem"):
      scenes[scene].settings.hasNavigationItem = true
      scenes[scene].settings.largeTitleDisplayMode = a["largeTitleDisplayMode"]
      scenes[scene].settings.hasPrompt = a["prompt"].map { !$0.isEmpty } ?? false
      // Its title view and bar button items are not laid out (the bar is Plumb's, not a view).
      return .skipped
    case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
      scenes[scene].settings.simulatedTopBar = IBBar(
        kind: .navigationBar, isTranslucent: a["translucent"] != "NO",
        showsPrompt: a["prompted"] == "YES", line: node.line)
      return .skipped
    case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"),
      ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"):
      scenes[scene].settings.simulatedBottomBar = IBBar(
        kind: node.name == "simulatedTabBarMetrics" ? .tabBar : .toolbar,
        isTranslucent: a["translucent"] != "NO", line: node.line)
      return .skipped
    case ("nil", "simulatedStatusBarMetrics"):
      scenes[scene].settings.simulatesNoStatusBar = true
      return .skipped
    case ("size", "freeformSize"):
      scenes[scene].settings.freeformSize = IBSize(
        width: try number(node, "width", default: 0), height: try number(node, "height", default: 0)
      )
      return .skipped
    case ("value", "contentSizeForViewInPopover"):
      // `preferredContentSize` as the attributes inspector sets it; 0 × 0 is "none".
      let size = IBSize(
        width: try number(node, "width", default: 0), height: try number(node, "height", default: 0)
      )
      if size.width > 0, size.height > 0 { scenes[scene].settings.preferredContentSize = size }
      return .skipped
    case ("extendedEdge", "edgesForExtendedLayout"):
      // Xcode writes the edges that are on; an element with none listed is `[]`.
      scenes[scene].settings.extendsUnderTopBar = a["top"] == "YES"
      scenes[scene].settings.extendsUnderBottomBar = a["bottom"] == "YES"
      return .skipped
    default:
      return nil
    }
  }

  /// Gives each scene the segues that leave it: from the controller, its views, and the cells
  /// and bar items the reader otherwise skips (a prototype cell's `show` segue puts its
  /// destination on the same navigation stack). A segue belongs to the controller element it
  /// is inside, found by walking up its parents — a loop, as the XML's depth is the input's.
  mutating func collectSegues() {
    for node in nodes where node.name == "segue" {
      guard let destination = node.attributes["destination"] else { continue }
      var current = node.parent
      var sourceView: String?
      while let index = current {
        if case .view(let scene, let view) = roles[index], sourceView == nil {
          sourceView = scenes[scene].views[view].id
        }
        if case .controller(let scene) = roles[index] {
          scenes[scene].settings.segues.append(
            IBSegue(
              kind: node.attributes["kind"] ?? "",
              relationship: node.attributes["relationship"], destinationID: destination,
              sourceViewID: sourceView,
              modalPresentationStyle: node.attributes["modalPresentationStyle"], line: node.line))
          break
        }
        current = nodes[index].parent
      }
    }
  }

  /// Gives each xib top-level view that a File's Owner outlet holds the owner's class
  /// (`<placeholder placeholderIdentifier="IBFilesOwner">`, its `<outlet>`s): the object that
  /// loads the nib and takes the view. Held by the `view` outlet, it is a view controller whose
  /// view it is, or a custom view that adds it as content; held by another (`contentView`), a
  /// custom view's content. Read from the flat elements after the pass, as the placeholder and
  /// its connections are otherwise skipped.
  mutating func readFilesOwner() {
    for node in nodes where node.name == "outlet" {
      guard let destination = node.attributes["destination"],
        let connections = node.parent, nodes[connections].name == "connections",
        let owner = nodes[connections].parent,
        nodes[owner].attributes["placeholderIdentifier"] == "IBFilesOwner",
        let scene = scenes.firstIndex(where: {
          $0.controllerKind == .xib && $0.rootViewID == destination
        })
      else { continue }
      let ownerClass = nodes[owner].attributes["customClass"] ?? "NSObject"
      scenes[scene].loadingOwnerClass = ownerClass
      if node.attributes["property"] == "view" { scenes[scene].filesOwnerClass = ownerClass }
    }
  }
}
