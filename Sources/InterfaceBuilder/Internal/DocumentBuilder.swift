import LayoutCore

/// Turns the flat XML elements into an ``IBDocument`` in one forward pass.
struct DocumentBuilder {
  /// What an element is, decided from its parent's role and its own name.
  enum Role {
    case document, scenes, scene, sceneObjects, xibObjects, resources
    case controller(scene: Int)
    case legacyGuides(scene: Int, controllerID: String)
    case view(scene: Int, index: Int)
    case subviews(scene: Int, parent: Int)
    case constraints(scene: Int, owner: String)
    case variation(scene: Int, index: Int)
    case mask(scene: Int, variation: Int, key: String)
    /// Skipped with everything inside.
    case skipped
  }

  let file: String
  let nodes: [XMLElementNode]
  var roles: [Role] = []
  var scenes: [IBScene] = []
  var device: IBDevice?
  var imageSizes: [String: IBSize] = [:]
  var warnings: [IBWarning] = []
  var warned: Set<String> = []
  /// Every id defined so far, with its line, to report duplicates.
  var definedIDs: [String: Int] = [:]

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
    return IBDocument(
      kind: kind, device: device, scenes: scenes, imageSizes: imageSizes, warnings: warnings)
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
          controllerKind: node.name, customClass: attributes["customClass"], line: node.line,
          rootViewID: "", views: [], layoutGuides: [], constraints: [], variations: []))
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
          controllerKind: "xib", customClass: attributes["customClass"], line: node.line,
          rootViewID: id, views: [], layoutGuides: [], constraints: [], variations: []))
      return try addView(node, scene: scenes.count - 1, parent: nil)
    case .resources:
      if node.name == "image", let name = node.attributes["name"],
        let width = node.attributes["width"].flatMap(Double.init),
        let height = node.attributes["height"].flatMap(Double.init)
      {
        imageSizes[name] = IBSize(width: width, height: height)
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
    case .constraints(let scene, let owner):
      guard node.name == "constraint" else { return skip(node, context: "constraints") }
      try addConstraint(node, scene: scene, owner: owner)
      return .skipped
    case .variation(let scene, let index):
      guard node.name == "mask", let key = node.attributes["key"],
        key == "constraints" || key == "subviews"
      else {
        return skip(node, context: "variation (size-class overrides of properties are not read)")
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

  /// Records the element's `id`, which must be present and new.
  mutating func define(_ node: XMLElementNode) throws(IBError) -> String {
    guard let id = node.attributes["id"], !id.isEmpty else {
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
