import LayoutCore
import LayoutVocabulary

extension DocumentBuilder {
  /// Adds a view element to its scene and returns its role.
  mutating func addView(
    _ node: XMLElementNode, scene: Int, parent: Int?, fallbackID: String? = nil
  ) throws(IBError) -> Role {
    let id = try define(node, fallbackID: fallbackID)
    let a = node.attributes
    let kind = IBViewKind(elementName: node.name)
    if case .other(let name) = kind, !Vocabulary.cellElements.contains(name),
      !Vocabulary.sizedControlElements.contains(name),
      !Vocabulary.plainViewElements.contains(name),
      !(name == "datePicker" && a["style"] == "wheels")
    {
      warnOnce("view:\(name)", node, "<\(name)> is not modelled; it is laid out as a plain box")
    }
    checkAttributes(
      node, known: Vocabulary.modelledViewAttributes,
      inert: Vocabulary.cellElements.contains(node.name)
        ? Vocabulary.inertViewAttributes.union(Vocabulary.modelledCellAttributes)
        : Vocabulary.inertViewAttributes)
    var view = IBView(
      id: id, kind: kind, parentID: parent.map { scenes[scene].views[$0].id }, subviewIDs: [],
      line: node.line, userLabel: a["userLabel"], customClass: a["customClass"], frame: nil,
      translatesAutoresizingMaskIntoConstraints: a["translatesAutoresizingMaskIntoConstraints"]
        != "NO",
      // A priority the file does not write is the class's own default, 250 for every view, a
      // label included: Interface Builder writes a label's 251
      // (Documentation/Facts/InterfaceBuilder.md#default-content-priorities).
      huggingPriority: IBAxisPriorities(
        horizontal: try priority(node, "horizontalHuggingPriority", default: 250),
        vertical: try priority(node, "verticalHuggingPriority", default: 250)),
      compressionResistancePriority: IBAxisPriorities(
        horizontal: try priority(node, "horizontalCompressionResistancePriority", default: 750),
        vertical: try priority(node, "verticalCompressionResistancePriority", default: 750)),
      isHidden: a["hidden"] == "YES", layoutMargins: nil,
      insetsLayoutMarginsFromSafeArea: a["insetsLayoutMarginsFromSafeArea"] != "NO",
      preservesSuperviewLayoutMargins: a["preservesSuperviewLayoutMargins"] == "YES",
      text: a["text"] ?? (kind == .textField ? a["placeholder"] : nil), font: nil,
      numberOfLines: try integer(node, "numberOfLines", default: 1), contentInsets: nil,
      imageName: a["image"], stack: nil,
      designIntrinsicSize: try placeholderIntrinsicSize(node),
      hasFixedFrame: a["fixedFrame"] == "YES",
      autoresizingMask: nil)
    if kind == .button { view.buttonType = a["buttonType"] }
    view.isSavedMisplaced = a["misplaced"] == "YES"
    view.fillsByAspect = a["contentMode"] == "scaleAspectFill"
    view.scalesContent = a["contentMode"].map(Vocabulary.scalingContentModes.contains) ?? true
    if a["simulatedAppContext"] == "notificationCenter" {
      scenes[scene].settings.isTodayWidget = true
    }
    if node.name == "activityIndicatorView" { view.activityIndicatorStyle = a["style"] }
    if node.name == "datePicker" { view.datePickerStyle = a["style"] }
    if node.name == "segmentedControl" {
      view.apportionsSegmentWidthsByContent = a["apportionsSegmentWidthsByContent"] == "YES"
    }
    if kind == .stackView {
      if let type = a["spacingType"], type != "standard" {
        warnOnce(
          "spacingType:\(type)", node,
          "spacingType=\"\(type)\" is not modelled; the stack's spacing attribute is used")
      }
      view.stack = IBStack(
        axis: try name(node, "axis", Vocabulary.axes, default: .horizontal),
        distribution: try name(node, "distribution", default: StackDistribution.fill),
        alignment: try name(node, "alignment", default: StackAlignment.fill),
        spacing: try number(node, "spacing", default: 0),
        isBaselineRelativeArrangement: a["baselineRelativeArrangement"] == "YES",
        isLayoutMarginsRelativeArrangement: a["layoutMarginsRelativeArrangement"] == "YES",
        usesSystemSpacing: a["spacingType"] == "standard")
    }
    if kind == .tableView && a["rowHeight"] == "-1" { automaticRowHeightTables.insert(id) }
    if [.scrollView, .tableView, .collectionView].contains(kind) {
      view.scrolling = try scrolling(node, kind)
    }
    scenes[scene].views.append(view)
    let index = scenes[scene].views.count - 1
    if let parent { scenes[scene].views[parent].subviewIDs.append(id) }
    return .view(scene: scene, index: index)
  }

  /// A scroll, table or collection view's scrolling as its attributes set it; a collection
  /// view's `<collectionViewFlowLayout>` child adds its direction when read.
  func scrolling(_ node: XMLElementNode, _ kind: IBViewKind) throws(IBError) -> IBScrolling {
    var scrolling = IBScrolling()
    scrolling.insetAdjustment = try name(
      node, "contentInsetAdjustmentBehavior", default: IBScrolling.InsetAdjustment.automatic)
    scrolling.alwaysBounces = Axis.allCases.filter { axis in
      node.attributes[axis == .horizontal ? "alwaysBounceHorizontal" : "alwaysBounceVertical"]
        == "YES"
    }
    if kind == .tableView { scrolling.contentAxis = .vertical }
    return scrolling
  }

  /// The role of a child of a view element, reading the properties it carries.
  mutating func viewChild(_ node: XMLElementNode, scene: Int, view: Int) throws(IBError) -> Role {
    let a = node.attributes
    let viewID = scenes[scene].views[view].id
    let kind = scenes[scene].views[view].kind
    switch (node.name, a["key"]) {
    case ("rect", "frame"):
      scenes[scene].views[view].frame = Rect(
        x: try number(node, "x", default: 0), y: try number(node, "y", default: 0),
        width: try number(node, "width", default: 0), height: try number(node, "height", default: 0)
      )
      return .skipped
    case ("subviews", _) where kind != .tableView && kind != .collectionView:
      return .subviews(scene: scene, parent: view)
    case ("constraints", _):
      return .constraints(scene: scene, owner: viewID)
    case ("viewLayoutGuide", let key?):
      let id = try define(node)
      scenes[scene].layoutGuides.append(
        IBLayoutGuide(id: id, key: key, ownerID: viewID, line: node.line))
      return .skipped
    case ("variation", _):
      return try addVariation(node, scene: scene, owner: viewID)
    case ("fontDescription", "fontDescription"):
      var font = IBFont(
        textStyle: nil, pointSize: nil, type: a["type"] ?? a["name"], weight: a["weight"])
      if let style = a["style"] {
        font.textStyle = Vocabulary.textStyles[style]
        if font.textStyle == nil {
          warnOnce(
            "style:\(style)", node,
            "text style \(style) is not known; the font's point size is used")
        }
      }
      if a["pointSize"] != nil { font.pointSize = try number(node, "pointSize", default: 17) }
      scenes[scene].views[view].font = font
      return .skipped
    case ("autoresizingMask", "autoresizingMask"):
      scenes[scene].views[view].autoresizingMask = IBAutoresizingMask(
        flexibleLeftMargin: a["flexibleMinX"] == "YES", flexibleWidth: a["widthSizable"] == "YES",
        flexibleRightMargin: a["flexibleMaxX"] == "YES",
        flexibleTopMargin: a["flexibleMinY"] == "YES",
        flexibleHeight: a["heightSizable"] == "YES",
        flexibleBottomMargin: a["flexibleMaxY"] == "YES")
      return .skipped
    case ("string", "text"):
      scenes[scene].views[view].text = node.text
      return .skipped
    case ("attributedString", "attributedText"):
      try readAttributedText(node, scene: scene, view: view)
      return .skipped
    case ("state", "normal"):
      if let title = a["title"] { scenes[scene].views[view].text = title }
      if let image = a["image"] { scenes[scene].views[view].imageName = image }
      if a["backgroundImage"] != nil
        || node.children.contains(where: { nodes[$0].name == "attributedString" })
      {
        scenes[scene].views[view].hasDrawnDecoration = true
      }
      return .skipped
    case ("color", "backgroundColor"):
      // UIKit's default background is nil, which draws nothing; so does a colour of alpha 0
      // or `clearColor`.
      let isClear =
        a["alpha"].flatMap(Double.init) == 0 || a["systemColor"] == "clearColor"
        || a["cocoaTouchSystemColor"] == "clearColor"
      if !isClear { scenes[scene].views[view].hasDrawnDecoration = true }
      return .skipped
    case ("userDefinedRuntimeAttributes", _):
      scenes[scene].views[view].hasDrawnDecoration = true
      return .skipped
    case ("segments", _) where kind == .other("segmentedControl"):
      for segment in node.children.map({ nodes[$0] }) where segment.name == "segment" {
        // UIKit's width 0 is "sized by its content"; so is a width the file leaves out.
        let width = try number(segment, "width", default: 0)
        scenes[scene].views[view].segments.append(
          IBSegment(
            title: segment.attributes["title"], imageName: segment.attributes["image"],
            width: width > 0 ? width : nil))
      }
      return .skipped
    case ("buttonConfiguration", "configuration"):
      if let title = a["title"] { scenes[scene].views[view].text = title }
      scenes[scene].views[view].hasButtonConfiguration = true
      // Sized by UIKit's defaults only when nothing in it sizes the button otherwise: colours
      // and the corner style draw, they do not size
      // (Documentation/Facts/Controls.md#button-configuration).
      let drawingOnly: Set = ["key", "style", "title", "cornerStyle", "titleAlignment"]
      let styles: Set = ["plain", "gray", "tinted", "filled"]
      scenes[scene].views[view].buttonConfigurationUsesDefaults =
        a["title"] != nil && styles.contains(a["style"] ?? "")
        && Set(a.keys).isSubset(of: drawingOnly)
        && node.children.allSatisfy {
          ["color", "backgroundConfiguration"].contains(nodes[$0].name)
        }
      return .skipped
    case ("inset", "contentEdgeInsets"):
      scenes[scene].views[view].contentInsets = EdgeInsets(
        top: try number(node, "minY", default: 0), left: try number(node, "minX", default: 0),
        bottom: try number(node, "maxY", default: 0), right: try number(node, "maxX", default: 0))
      return .skipped
    case ("edgeInsets", "layoutMargins"):
      scenes[scene].views[view].layoutMargins = EdgeInsets(
        top: try number(node, "top", default: 0), left: try number(node, "left", default: 0),
        bottom: try number(node, "bottom", default: 0), right: try number(node, "right", default: 0)
      )
      return .skipped
    case ("directionalEdgeInsets", "directionalLayoutMargins"):
      scenes[scene].views[view].layoutMargins = EdgeInsets(
        top: try number(node, "top", default: 0), left: try number(node, "leading", default: 0),
        bottom: try number(node, "bottom", default: 0),
        right: try number(node, "trailing", default: 0))
      return .skipped
    case (let element, "contentView") where Vocabulary.viewElements.contains(element):
      // The content view of a visual-effect view or a cell: a subview in all but name. Older
      // Xcodes wrote a cell's without an id; it gets one made from its owner's, stable from run
      // to run.
      let role = try addView(node, scene: scene, parent: view, fallbackID: "\(viewID).contentView")
      if scenes[scene].rootViewID == viewID, let content = scenes[scene].views.last {
        scenes[scene].placement?.contentViewID = content.id
      }
      return role
    default:
      if kind == .tableView || kind == .collectionView {
        return try containerChild(node, scene: scene, container: view)
      }
      return skip(node, context: "<\(kind.elementName)>")
    }
  }

  /// Adds a `<variation>` of the view or constraint `owner`: its masks follow as children, the
  /// properties it changes are its attributes. A variation for another idiom than the iPhone's
  /// and iPad's size classes (`userInterfaceIdiom=mac`) never applies on iOS devices: skipped,
  /// with a warning.
  mutating func addVariation(_ node: XMLElementNode, scene: Int, owner: String) throws(IBError)
    -> Role
  {
    let key = node.attributes["key"] ?? ""
    guard let condition = IBSizeClassCondition(key: key) else {
      if key.contains("userInterfaceIdiom=") {
        warnOnce(
          "variation:\(key)", node,
          "variation \"\(key)\" is for another idiom; Plumb checks iPhones and iPads and ignored it"
        )
        return .skipped
      }
      throw error(
        node, .invalidValue,
        "variation key \"\(key)\" is not default, widthClass=… or heightClass=…")
    }
    var variation = IBVariation(
      condition: condition, ownerID: owner, includedConstraints: [], excludedConstraints: [],
      includedSubviews: [], excludedSubviews: [], notModelled: [], line: node.line)
    for name in node.attributes.keys.sorted() where name != "key" {
      switch name {
      case "constant": variation.constant = try number(node, name, default: 0)
      case "hidden": variation.isHidden = node.attributes[name] == "YES"
      case "spacing": variation.spacing = try number(node, name, default: 0)
      default: variation.notModelled.append(name)
      }
    }
    scenes[scene].variations.append(variation)
    return .variation(scene: scene, index: scenes[scene].variations.count - 1)
  }

  /// Adds a `<constraint>`; its items are checked once the whole document is read. Returns its
  /// id.
  @discardableResult
  mutating func addConstraint(_ node: XMLElementNode, scene: Int, owner: String) throws(IBError)
    -> String
  {
    let id = try define(node)
    checkAttributes(node, known: Vocabulary.constraintAttributes, inert: [])
    let a = node.attributes
    let first = try attribute(node, "firstAttribute")
    guard let first else {
      throw error(node, .invalidValue, "constraint \(id) has no firstAttribute")
    }
    let second = try attribute(node, "secondAttribute")
    let relation: LayoutRelation
    if let text = a["relation"] {
      guard let value = LayoutRelation.allCases.first(where: { $0.interfaceBuilderName == text })
      else {
        throw error(
          node, .invalidValue,
          "constraint \(id): relation \"\(text)\" is not equal, lessThanOrEqual or greaterThanOrEqual"
        )
      }
      relation = value
    } else {
      relation = .equal
    }
    let priority = try priority(node, "priority", default: 1000)
    scenes[scene].constraints.append(
      IBConstraint(
        id: id, ownerID: owner, firstItem: a["firstItem"] ?? owner, firstAttribute: first,
        relation: relation, secondItem: a["secondItem"] ?? (second == nil ? nil : owner),
        secondAttribute: second, multiplier: try multiplier(node),
        constant: try number(node, "constant", default: 0),
        priority: priority, identifier: a["identifier"], isPlaceholder: a["placeholder"] == "YES",
        line: node.line))
    return id
  }

  /// Checks that every constraint item and every mask reference names an object of its scene.
  func resolveReferences() throws(IBError) {
    for scene in scenes {
      let items = Set(scene.views.map(\.id)).union(scene.layoutGuides.map(\.id))
      for constraint in scene.constraints {
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 })
        where !items.contains(item) {
          throw IBError(
            file: file, line: constraint.line, column: 0, kind: .unknownReference,
            message:
              "constraint \(constraint.id) refers to \"\(item)\", which is no view or layout guide of scene \(scene.name)"
          )
        }
      }
    }
    for (sceneIndex, reference, key, node) in maskReferences {
      let scene = scenes[sceneIndex]
      let known =
        key == "constraints" ? Set(scene.constraints.map(\.id)) : Set(scene.views.map(\.id))
      guard known.contains(reference) else {
        throw error(
          node, .unknownReference,
          "variation mask refers to \"\(reference)\", which is no \(key == "constraints" ? "constraint" : "view") of scene \(scene.name)"
        )
      }
    }
  }

  // MARK: - Values

  /// The size inspector's placeholder intrinsic size; `infinite` is "no intrinsic metric".
  func placeholderIntrinsicSize(_ node: XMLElementNode) throws(IBError) -> IBIntrinsicSize? {
    let width = try intrinsicMetric(node, "placeholderIntrinsicWidth")
    let height = try intrinsicMetric(node, "placeholderIntrinsicHeight")
    guard width != nil || height != nil else { return nil }
    return IBIntrinsicSize(width: width ?? nil, height: height ?? nil)
  }

  /// nil when absent, `.some(nil)` for `infinite`, else the number.
  private func intrinsicMetric(_ node: XMLElementNode, _ name: String) throws(IBError) -> Double?? {
    guard let text = node.attributes[name] else { return nil }
    if text == "infinite" { return .some(nil) }
    return .some(try number(node, name, default: 0))
  }

  mutating func checkAttributes(_ node: XMLElementNode, known: Set<String>, inert: Set<String>) {
    for name in node.attributes.keys.sorted() where !known.contains(name) && !inert.contains(name) {
      warnOnce(
        "attribute:\(node.name).\(name)", node,
        "attribute \(name) of <\(node.name)> is not modelled and was ignored")
    }
  }

  func number(_ node: XMLElementNode, _ name: String, default value: Double) throws(IBError)
    -> Double
  {
    guard let text = node.attributes[name] else { return value }
    guard let number = Double(text), number.isFinite else {
      throw error(
        node, .invalidValue,
        "\(name)=\"\(text.prefix(40))\" of <\(node.name)> is not a finite number")
    }
    return number
  }

  /// A value named by one of `names` (an unknown name is an error at the element, listing
  /// them), or `value` when the attribute is absent.
  func name<T>(
    _ node: XMLElementNode, _ attribute: String, _ names: [(String, T)], default value: T
  )
    throws(IBError) -> T
  {
    guard let text = node.attributes[attribute] else { return value }
    guard let match = names.first(where: { $0.0 == text }) else {
      throw error(
        node, .invalidValue,
        "\(attribute)=\"\(text.prefix(40))\" of <\(node.name)> is not one of "
          + names.map(\.0).joined(separator: ", "))
    }
    return match.1
  }

  /// A value of the vocabulary named by the attribute, or `value` when it is absent.
  func name<T: RawRepresentable & CaseIterable>(
    _ node: XMLElementNode, _ attribute: String, default value: T
  )
    throws(IBError) -> T where T.RawValue == String
  {
    try name(node, attribute, T.allCases.map { ($0.rawValue, $0) }, default: value)
  }

  func integer(_ node: XMLElementNode, _ name: String, default value: Int) throws(IBError) -> Int {
    guard let text = node.attributes[name] else { return value }
    guard let number = Int(text), number >= 0 else {
      throw error(
        node, .invalidValue,
        "\(name)=\"\(text.prefix(40))\" of <\(node.name)> is not a whole number ≥ 0")
    }
    return number
  }

  /// A priority: a number from 1 to 1000, as UIKit's `UILayoutPriority` allows.
  func priority(_ node: XMLElementNode, _ name: String, default value: Double) throws(IBError)
    -> Double
  {
    let priority = try number(node, name, default: value)
    guard (1...1000).contains(priority) else {
      throw error(
        node, .invalidValue, "\(name)=\"\(priority)\" of <\(node.name)> is outside 1…1000")
    }
    return priority
  }

  /// A multiplier: a number, or a ratio `a:b` (Xcode writes aspect ratios as `16:9`), meaning a/b.
  func multiplier(_ node: XMLElementNode) throws(IBError) -> Double {
    guard let text = node.attributes["multiplier"] else { return 1 }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    let value: Double?
    if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom != 0 {
      value = top / bottom
    } else if parts.count == 1 {
      value = Double(text)
    } else {
      value = nil
    }
    guard let value, value.isFinite else {
      throw error(
        node, .invalidValue,
        "multiplier=\"\(text.prefix(40))\" is neither a number nor a ratio such as 16:9")
    }
    return value
  }

  func attribute(_ node: XMLElementNode, _ name: String) throws(IBError) -> LayoutAttribute? {
    guard let text = node.attributes[name] else { return nil }
    guard let attribute = LayoutAttribute(interfaceBuilderName: text) else {
      throw error(node, .invalidValue, "\(name)=\"\(text.prefix(40))\" is not a layout attribute")
    }
    return attribute
  }
}
