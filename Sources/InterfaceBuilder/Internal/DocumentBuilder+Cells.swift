/// Table and collection views: their cells, headers and footers become scenes of their own
/// (``IBCellPlacement``), each with its views, guides and constraints, while the container
/// stays a box in its controller's scene.
extension DocumentBuilder {
  /// The role of a child of a `<tableView>` or `<collectionView>` that its frame, constraints,
  /// guides and variations (read as for any view) leave.
  mutating func containerChild(_ node: XMLElementNode, scene: Int, container: Int)
    throws(IBError) -> Role
  {
    let key = node.attributes["key"]
    switch node.name {
    case "prototypes":
      return .cells(host: scene, container: container, role: .prototypeCell)
    case "sections":
      return .tableSections(host: scene, container: container)
    case "cells":
      return .cells(host: scene, container: container, role: .collectionViewCell)
    case "collectionReusableView":
      return try addCellScene(node, host: scene, container: container, role: .supplementaryView)
    case _ where key == "tableHeaderView" && Vocabulary.viewElements.contains(node.name):
      return try addCellScene(node, host: scene, container: container, role: .tableHeaderView)
    case _ where key == "tableFooterView" && Vocabulary.viewElements.contains(node.name):
      return try addCellScene(node, host: scene, container: container, role: .tableFooterView)
    case "subviews":
      return .containerSubviews(scene: scene, container: container)
    case "collectionViewFlowLayout" where key == "collectionViewLayout":
      // A flow layout moves its items along its scroll direction, vertical unless it says.
      let axis = try name(node, "scrollDirection", Vocabulary.axes, default: .vertical)
      scenes[scene].views[container].scrolling?.contentAxis = axis
      if node.attributes["automaticEstimatedItemSize"] == "YES" {
        selfSizingCollectionViews.insert(scenes[scene].views[container].id)
      }
      return .skipped
    case _ where Vocabulary.viewElements.contains(node.name):
      return unlaidContainerView(node, scene: scene, container: container)
    default:
      // The layout object, colours, insets: no views of their own.
      return .skipped
    }
  }

  /// Records a view of a table or collection view that Plumb does not lay out (named as not
  /// modelled in the scene's report) and warns once per kind of element.
  mutating func unlaidContainerView(_ node: XMLElementNode, scene: Int, container: Int) -> Role {
    let key = node.attributes["key"]
    let element = "<\(node.name)\(key.map { " key=\"\($0)\"" } ?? "")>"
    let containerKind = scenes[scene].views[container].kind.elementName
    warnOnce(
      "containerView:\(key ?? node.name)", node,
      "\(element) of a <\(containerKind)> is not laid out")
    scenes[scene].unlaidContainerViews.append(
      IBUnlaidContainerView(
        element: element, line: node.line, containerID: scenes[scene].views[container].id))
    return .skipped
  }

  /// The role of an element under `<prototypes>`, `<cells>` or a static section's `<cells>`.
  mutating func cellListChild(
    _ node: XMLElementNode, host: Int, container: Int, role: IBCellPlacement.Role
  ) throws(IBError) -> Role {
    guard node.name == "tableViewCell" || node.name == "collectionViewCell" else {
      return skip(node, context: "cells")
    }
    return try addCellScene(node, host: host, container: container, role: role)
  }

  /// Starts a scene for a cell, header or footer whose root is `node`, named after its host
  /// scene and its reuse identifier (else its user label, else its id): `Settings › NameCell`.
  mutating func addCellScene(
    _ node: XMLElementNode, host: Int, container: Int, role: IBCellPlacement.Role
  ) throws(IBError) -> Role {
    let a = node.attributes
    let id = a["id"] ?? ""
    let label = a["reuseIdentifier"] ?? a["userLabel"] ?? id
    scenes.append(
      IBScene(
        name: "\(scenes[host].name) › \(label)", id: id,
        controllerKind: IBControllerKind(rawValue: node.name),
        customClass: a["customClass"], line: node.line, rootViewID: id, views: [],
        layoutGuides: [], constraints: [], variations: [],
        placement: IBCellPlacement(
          role: role, containerID: scenes[host].views[container].id,
          reuseIdentifier: a["reuseIdentifier"], contentViewID: nil, style: a["style"],
          styleViewIDs: ["imageView", "textLabel", "detailTextLabel"].compactMap { a[$0] },
          host: [])))
    let containerID = scenes[host].views[container].id
    scenes[scenes.count - 1].placement?.isSelfSizing =
      (role == .prototypeCell || role == .staticCell)
      && automaticRowHeightTables.contains(containerID) && a["rowHeight"] == nil
    scenes[scenes.count - 1].placement?.sizesToContent =
      role == .collectionViewCell && selfSizingCollectionViews.contains(containerID)
    cellHosts.append((cell: scenes.count - 1, host: host))
    return try addView(node, scene: scenes.count - 1, parent: nil)
  }

  /// Gives each cell scene of `document` its host as read to the end, bars included. Hosts
  /// come before their cells, so a host that is itself a cell (a collection view inside a
  /// table cell) already holds its own.
  func attachCellHosts(in document: inout IBDocument) {
    for (cell, host) in cellHosts {
      let held = document.scenes[host]
      document.scenes[cell].placement?.host = [held]
    }
  }
}
