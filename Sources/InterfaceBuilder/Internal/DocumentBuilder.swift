import LayoutCore

/// Turns the flat XML elements into an ``IBDocument`` in one forward pass.
struct DocumentBuilder {
  /// What an element is, decided from its parent's role and its own name.
  enum Role {
    case document, scenes, scene, sceneObjects, xibObjects, resources
    /// `<customFonts>`: the font files the app ships, one `<array key="FILE">` each.
    case customFonts
    case controller(scene: Int)
    case legacyGuides(scene: Int, controllerID: String)
    case view(scene: Int, index: Int)
    case subviews(scene: Int, parent: Int)
    case constraints(scene: Int, owner: String)
    /// A `<constraint>`, whose only children read are its size-class variations.
    case constraint(scene: Int, id: String)
    case variation(scene: Int, index: Int)
    case mask(scene: Int, variation: Int, key: String)
    /// `<designables>` and one `<designable name="view id">` in it.
    case designables
    case designable(viewID: String)
    /// `<prototypes>` or `<cells>` of a table or collection view (the container's view index in
    /// the host scene), or a static section's `<cells>`.
    case cells(host: Int, container: Int, role: IBCellPlacement.Role)
    /// A static table's `<sections>`, and one `<tableViewSection>` in it.
    case tableSections(host: Int, container: Int)
    case tableSection(host: Int, container: Int)
    /// `<subviews>` of a table or collection view: views beside its cells, not laid out.
    case containerSubviews(scene: Int, container: Int)
    /// Skipped with everything inside.
    case skipped
  }

  let file: String
  let nodes: [XMLElementNode]
  var roles: [Role] = []
  var scenes: [IBScene] = []
  var device: IBDevice?
  var imageSizes: [String: IBSize] = [:]
  /// The font files `<customFonts>` names, in document order.
  var customFontFiles: [String] = []
  var customFontsLine = 0
  /// The intrinsic sizes `<designables>` records, by view id (the element follows the scenes).
  var designableSizes: [String: IBIntrinsicSize] = [:]
  var warnings: [IBWarning] = []
  var warned: Set<String> = []
  /// Every id defined so far, with its line, to report duplicates.
  var definedIDs: [String: Int] = [:]
  /// Each cell scene with the scene holding its table or collection view, in document order.
  var cellHosts: [(cell: Int, host: Int)] = []
  /// The IB ids of the tables whose rows size themselves (`rowHeight="-1"`).
  var automaticRowHeightTables: Set<String> = []
  /// The IB ids of collection views whose flow layout sizes its cells by their content
  /// (``IBCellPlacement/sizesToContent``).
  var selfSizingCollectionViews: Set<String> = []

  init(file: String, nodes: [XMLElementNode]) {
    self.file = file
    self.nodes = nodes
  }

  mutating func build() throws(IBError) -> IBDocument {
    let root = nodes[0]
    guard root.name == "document", let type = root.attributes["type"],
      type.contains("InterfaceBuilder3.CocoaTouch")
    else {
      throw error(
        root, .notAnInterfaceBuilderDocument,
        "the root element is <\(root.name)>, not an Interface Builder <document> for iOS (type com.apple.InterfaceBuilder3.CocoaTouch…)"
      )
    }
    let kind: IBDocument.Kind = type.contains("Storyboard") ? .storyboard : .xib
    roles.reserveCapacity(nodes.count)
    roles.append(.document)
    for index in 1..<nodes.count {
      let node = nodes[index]
      // A parent always precedes its child, so its role is known.
      let parentRole = roles[node.parent ?? 0]
      roles.append(try role(of: node, under: parentRole))
    }
    try resolveReferences()
    collectSegues()
    readFilesOwner()
    applyDesignableSizes()
    keepFramesByAutoresizing()
    var document = IBDocument(
      kind: kind, device: device, scenes: scenes, imageSizes: imageSizes, warnings: warnings,
      toolsVersion: root.attributes["toolsVersion"].flatMap(Double.init),
      customFontFiles: customFontFiles, customFontsLine: customFontsLine)
    let parents = document.containerParents()
    for index in document.scenes.indices
    where document.scenes[index].controllerKind != .xib && document.scenes[index].placement == nil {
      document.scenes[index].bars = document.resolvedBars(
        of: document.scenes[index], parents: parents)
    }
    // Last, so that a cell's host carries its bars: an embedded host is as wide as its
    // container view, and so are its table's cells.
    attachCellHosts(in: &document)
    return document
  }

  // MARK: - Roles

  mutating func role(of node: XMLElementNode, under parent: Role) throws(IBError) -> Role {
    switch parent {
    case .skipped:
      return .skipped
    case .document:
      switch node.name {
      case "device":
        device = IBDevice(
          id: node.attributes["id"] ?? "",
          orientation: node.attributes["orientation"] ?? "portrait",
          line: node.line)
        return .skipped
      case "scenes": return .scenes
      case "objects": return .xibObjects
      case "resources": return .resources
      case "customFonts":
        customFontsLine = node.line
        return .customFonts
      case "designables": return .designables
      case "accessibilityOverrides":
        // The canvas's preview of accessibility settings, which at run time are the device's
        // (Documentation/Facts/InterfaceBuilder.md#accessibility-overrides): nothing to lay
        // out, but with the preview on, Xcode's canvas (its saved frames) used them.
        if node.attributes["isEnabled"] == "YES" {
          warnOnce(
            "accessibilityOverrides", node,
            "<accessibilityOverrides> is on: Interface Builder's canvas previewed the file with "
              + "accessibility settings Plumb does not apply, so its saved frames may differ")
        }
        return .skipped
      default: return skip(node, context: "document")
      }
    case .scenes:
      return node.name == "scene" ? .scene : skip(node, context: "scenes")
    case .scene:
      return node.name == "objects" ? .sceneObjects : skip(node, context: "scene")
    case .sceneObjects:
      guard node.attributes["sceneMemberID"] == "viewController" else {
        return skip(node, context: "scene objects")
      }
      let id = try define(node)
      let attributes = node.attributes
      scenes.append(
        IBScene(
          name: attributes["storyboardIdentifier"] ?? attributes["title"] ?? id, id: id,
          controllerKind: IBControllerKind(rawValue: node.name),
          customClass: attributes["customClass"], line: node.line,
          rootViewID: "", views: [], layoutGuides: [], constraints: [], variations: []))
      readControllerAttributes(node, scene: scenes.count - 1)
      return .controller(scene: scenes.count - 1)
    case .xibObjects:
      guard Vocabulary.viewElements.contains(node.name) else {
        return skip(node, context: "objects")
      }
      let attributes = node.attributes
      let id = attributes["id"] ?? ""
      scenes.append(
        IBScene(
          name: attributes["userLabel"] ?? attributes["customClass"] ?? id, id: id,
          controllerKind: .xib, customClass: attributes["customClass"], line: node.line,
          rootViewID: id, views: [], layoutGuides: [], constraints: [], variations: []))
      return try addView(node, scene: scenes.count - 1, parent: nil)
    case .customFonts:
      if node.name == "array", let file = node.attributes["key"], !file.isEmpty {
        customFontFiles.append(file)
      }
      return .skipped
    case .resources:
      if node.name == "image", let name = node.attributes["name"],
        let width = node.attributes["width"].flatMap(Double.init),
        let height = node.attributes["height"].flatMap(Double.init)
      {
        imageSizes[name] = IBSize(width: width, height: height)
      }
      return .skipped
    case .designables:
      guard node.name == "designable", let name = node.attributes["name"] else {
        return skip(node, context: "designables")
      }
      return .designable(viewID: name)
    case .designable(let viewID):
      if node.name == "size", node.attributes["key"] == "intrinsicContentSize" {
        designableSizes[viewID] = IBIntrinsicSize(
          width: try number(node, "width", default: 0),
          height: try number(node, "height", default: 0))
      }
      return .skipped
    case .controller(let scene):
      if node.attributes["key"] == "view", Vocabulary.viewElements.contains(node.name) {
        scenes[scene].rootViewID = node.attributes["id"] ?? ""
        return try addView(node, scene: scene, parent: nil)
      }
      if node.name == "layoutGuides" {
        return .legacyGuides(scene: scene, controllerID: scenes[scene].id)
      }
      if let role = try controllerSetting(node, scene: scene) { return role }
      return skip(node, context: "view controller")
    case .legacyGuides(let scene, let controllerID):
      guard node.name == "viewControllerLayoutGuide", let type = node.attributes["type"] else {
        return skip(node, context: "layoutGuides")
      }
      let id = try define(node)
      scenes[scene].layoutGuides.append(
        IBLayoutGuide(id: id, key: type + "LayoutGuide", ownerID: controllerID, line: node.line))
      return .skipped
    case .subviews(let scene, let parent):
      if !Vocabulary.viewElements.contains(node.name) {
        return skip(node, context: "subviews")
      }
      return try addView(node, scene: scene, parent: parent)
    case .view(let scene, let index):
      return try viewChild(node, scene: scene, view: index)
    case .cells(let host, let container, let role):
      return try cellListChild(node, host: host, container: container, role: role)
    case .tableSections(let host, let container):
      guard node.name == "tableViewSection" else { return skip(node, context: "sections") }
      return .tableSection(host: host, container: container)
    case .containerSubviews(let scene, let container):
      guard Vocabulary.viewElements.contains(node.name) else { return .skipped }
      return unlaidContainerView(node, scene: scene, container: container)
    case .tableSection(let host, let container):
      // A section's header and footer titles are drawn by the table, not saved as views.
      guard node.name == "cells" else { return .skipped }
      return .cells(host: host, container: container, role: .staticCell)
    case .constraints(let scene, let owner):
      guard node.name == "constraint" else { return skip(node, context: "constraints") }
      return .constraint(scene: scene, id: try addConstraint(node, scene: scene, owner: owner))
    case .constraint(let scene, let id):
      guard node.name == "variation" else { return skip(node, context: "constraint") }
      return try addVariation(node, scene: scene, owner: id)
    case .variation(let scene, let index):
      guard node.name == "mask", let key = node.attributes["key"],
        key == "constraints" || key == "subviews"
      else {
        // A property the variation changes by an element (a font, an inset): reported at the
        // element in each scenario the variation applies to.
        scenes[scene].variations[index].notModelled.append(node.attributes["key"] ?? node.name)
        return .skipped
      }
      return .mask(scene: scene, variation: index, key: key)
    case .mask(let scene, let index, let key):
      guard node.name == "include" || node.name == "exclude",
        let reference = node.attributes["reference"]
      else { return skip(node, context: "mask") }
      let include = node.name == "include"
      switch (key, include) {
      case ("constraints", true):
        scenes[scene].variations[index].includedConstraints.append(reference)
      case ("constraints", false):
        scenes[scene].variations[index].excludedConstraints.append(reference)
      case (_, true): scenes[scene].variations[index].includedSubviews.append(reference)
      case (_, false): scenes[scene].variations[index].excludedSubviews.append(reference)
      }
      maskReferences.append((scene, reference, key, node))
      return .skipped
    }
  }

  /// Gives each view without a placeholder intrinsic size the one its designable reported: the
  /// placeholder is what the user typed for design time, so it wins.
  mutating func applyDesignableSizes() {
    guard !designableSizes.isEmpty else { return }
    for scene in scenes.indices {
      for view in scenes[scene].views.indices
      where scenes[scene].views[view].designIntrinsicSize == nil {
        scenes[scene].views[view].designIntrinsicSize =
          designableSizes[scenes[scene].views[view].id]
      }
    }
  }

  /// Marks the views UIKit places by frame and autoresizing mask: `fixedFrame="YES"` ones
  /// (Xcode writes `translatesAutoresizingMaskIntoConstraints="NO"` on them all the same), and
  /// views outside stack views that no constraint names, whose saved frame Xcode's build keeps
  /// with constraints of its own (left, top, width and height: as a mask with nothing flexible).
  mutating func keepFramesByAutoresizing() {
    for scene in scenes.indices {
      let constraints = scenes[scene].constraints.filter { !$0.isPlaceholder }
      let named = Set(constraints.map(\.firstItem) + constraints.compactMap(\.secondItem))
      let stacks = Set(scenes[scene].views.filter { $0.kind == .stackView }.map(\.id))
      for index in scenes[scene].views.indices {
        let view = scenes[scene].views[index]
        guard let parent = view.parentID, !stacks.contains(parent), view.frame != nil,
          !view.translatesAutoresizingMaskIntoConstraints
        else { continue }
        if view.hasFixedFrame {
          scenes[scene].views[index].translatesAutoresizingMaskIntoConstraints = true
        } else if !named.contains(view.id) {
          scenes[scene].views[index].translatesAutoresizingMaskIntoConstraints = true
          scenes[scene].views[index].autoresizingMask = IBAutoresizingMask()
        }
      }
    }
  }

  var maskReferences: [(scene: Int, reference: String, key: String, node: XMLElementNode)] = []

  /// Skips an element: silently if it is known to be inert, else with a warning once per file.
  mutating func skip(_ node: XMLElementNode, context: String) -> Role {
    if !Vocabulary.inertElements.contains(node.name) {
      warnOnce(
        "element:\(node.name):\(context)", node,
        "<\(node.name)> in \(context) is not modelled and was skipped")
    }
    return .skipped
  }

  mutating func warnOnce(_ key: String, _ node: XMLElementNode, _ message: String) {
    guard warned.insert(key).inserted else { return }
    warnings.append(IBWarning(file: file, line: node.line, column: node.column, message: message))
  }

  func error(_ node: XMLElementNode, _ kind: IBError.Kind, _ message: String) -> IBError {
    IBError(file: file, line: node.line, column: node.column, kind: kind, message: message)
  }

  /// Records the element's `id` (else `fallbackID`), which must be present and new.
  mutating func define(_ node: XMLElementNode, fallbackID: String? = nil) throws(IBError) -> String
  {
    guard let id = node.attributes["id"].flatMap({ $0.isEmpty ? nil : $0 }) ?? fallbackID else {
      throw error(node, .invalidValue, "<\(node.name)> has no id")
    }
    if let first = definedIDs[id] {
      throw error(
        node, .duplicateID, "id \"\(id)\" of <\(node.name)> is already used on line \(first)")
    }
    definedIDs[id] = node.line
    return id
  }
}
