import LayoutCore
import LayoutVocabulary
import Traits
import Typography
import Yams

/// The view settings for UIKit's containers and text views, hiding, priorities and size-class
/// variations. Every bad value is an error at the value that lists what is allowed.
extension DocumentReader {
  static let stackKeys = [
    "axis", "distribution", "alignment", "spacing", "marginsRelative", "baselineRelative",
    "accessibility",
  ]
  static let stackVariationKeys = ["axis", "distribution", "alignment", "spacing"]
  static let labelKeys = ["text", "style", "lines"]
  static let traitKeys = ["width", "height", "accessibilityCategory"]
  static let axisKeys = ["horizontal", "vertical"]

  /// Reads one of the container settings into `view`; `false` when `key` is none of them.
  func containerSetting(
    _ key: String, _ keyNode: Node, _ value: Node, into view: inout LayoutDocument.ViewSpec
  ) throws(LayoutFileError) -> Bool {
    switch key {
    case "stack", "label", "scroll":
      guard view.kind == .plain else {
        throw error(
          at: keyNode, "view `\(view.name)` is already a \(kindName(view.kind))",
          hint: "a view is one of a stack, a label or a scroll view; nest a new view for the other")
      }
      switch key {
      case "stack": view.kind = .stack(try stack(value))
      case "label": view.kind = .label(try label(value))
      default:
        guard try flag(value, "scroll") else { return true }
        view.kind = .scroll
      }
    case "hidden": view.isHidden = try flag(value, key)
    case "overlaps": view.overlaps = try flag(value, key)
    case "spacingAfter":
      // Whether the parent is a stack is checked once the whole entry is read.
      view.spacingAfter = try spacing(value, key)
    case "hugging": view.hugging = try priorities(value, key)
    case "compressionResistance": view.compressionResistance = try priorities(value, key)
    case "when": view.when = try condition(value)
    default: return false
    }
    return true
  }

  private func kindName(_ kind: LayoutDocument.ViewKind) -> String {
    switch kind {
    case .plain: return "view"
    case .stack: return "stack"
    case .label: return "label"
    case .scroll: return "scroll view"
    }
  }

  func flag(_ node: Node, _ key: String) throws(LayoutFileError) -> Bool {
    let text = try string(node, key)
    guard let flag = Bool(text) else {
      throw error(at: node, "`\(text)` is not true or false", hint: "write `\(key): true`")
    }
    return flag
  }

  /// A mapping's entries, or an error saying which keys it takes.
  func settings(_ node: Node, _ what: String, _ keys: [String]) throws(LayoutFileError)
    -> [(String, Node, Node)]
  {
    if case .scalar(let s) = node, s.string.isEmpty || s.string == "~" || s.string == "null" {
      return []
    }
    guard case .mapping(let mapping) = node else {
      throw error(
        at: node, "`\(what)` needs settings",
        hint: "write `\(what): { \(keys[0]): … }`; it takes \(keys.joined(separator: ", "))")
    }
    var result: [(String, Node, Node)] = []
    for (keyNode, value) in mapping {
      let key = keyNode.string ?? ""
      guard keys.contains(key) else {
        throw error(
          at: keyNode, "unknown \(what) setting `\(key)`",
          hint: suggestion(key, keys) ?? "`\(what)` takes \(keys.joined(separator: ", "))")
      }
      result.append((key, keyNode, value))
    }
    return result
  }

  /// A name from a closed list: an error lists them all.
  private func choice<T>(_ node: Node, _ what: String, _ names: [String], _ make: (String) -> T?)
    throws(LayoutFileError) -> T
  {
    let text = try string(node, what)
    guard let value = make(text) else {
      throw error(
        at: node, "unknown \(what) `\(text)`",
        hint: (suggestion(text, names).map { $0 + " " } ?? "")
          + "the \(what.hasSuffix("s") ? what + "es" : what + "s") are \(names.joined(separator: ", "))"
      )
    }
    return value
  }

  func stack(_ node: Node) throws(LayoutFileError) -> LayoutDocument.StackSpec {
    var spec = LayoutDocument.StackSpec()
    for (key, _, value) in try settings(node, "stack", Self.stackKeys) {
      switch key {
      case "axis": spec.axis = try axis(value)
      case "distribution": spec.distribution = try distribution(value)
      case "alignment": spec.alignment = try alignment(value)
      case "spacing": spec.spacing = try spacing(value, key)
      case "marginsRelative": spec.isLayoutMarginsRelativeArrangement = try flag(value, key)
      case "accessibility": spec.accessibility = try stackVariation(value)
      default: spec.isBaselineRelativeArrangement = try flag(value, key)
      }
    }
    return spec
  }

  /// `accessibility: {axis: vertical, alignment: leading}`: the settings a stack takes at the
  /// accessibility text sizes.
  private func stackVariation(_ node: Node) throws(LayoutFileError) -> LayoutDocument.StackVariation
  {
    var variation = LayoutDocument.StackVariation()
    for (key, _, value) in try settings(node, "accessibility", Self.stackVariationKeys) {
      switch key {
      case "axis": variation.axis = try axis(value)
      case "distribution": variation.distribution = try distribution(value)
      case "alignment": variation.alignment = try alignment(value)
      default: variation.spacing = try spacing(value, key)
      }
    }
    return variation
  }

  private func axis(_ value: Node) throws(LayoutFileError) -> Axis {
    try choice(value, "axis", Self.axisKeys) {
      $0 == "horizontal" ? .horizontal : $0 == "vertical" ? .vertical : nil
    }
  }

  private func distribution(_ value: Node) throws(LayoutFileError) -> StackDistribution {
    try choice(
      value, "distribution", StackDistribution.allCases.map(\.rawValue),
      StackDistribution.init(rawValue:))
  }

  private func alignment(_ value: Node) throws(LayoutFileError) -> StackAlignment {
    try choice(
      value, "alignment", StackAlignment.allCases.map(\.rawValue), StackAlignment.init(rawValue:))
  }

  /// A gap in points: a finite number ≥ 0 (UIKit's stack views refuse negative spacing here).
  private func spacing(_ node: Node, _ key: String) throws(LayoutFileError) -> Double {
    let text = try string(node, key)
    guard let value = Double(text), value.isFinite, value >= 0 else {
      throw error(
        at: node, "`\(text)` is not a spacing",
        hint: "write a number of points ≥ 0, e.g. `\(key): 8`")
    }
    return try plausible(value, node)
  }

  func label(_ node: Node) throws(LayoutFileError) -> LayoutDocument.LabelSpec {
    if case .scalar(let s) = node { return LayoutDocument.LabelSpec(text: s.string) }
    var spec = LayoutDocument.LabelSpec(text: "")
    for (key, _, value) in try settings(node, "label", Self.labelKeys) {
      switch key {
      case "text": spec.text = try string(value, key)
      case "style":
        spec.textStyle = try choice(
          value, "text style", TextStyle.allCases.map(\.rawValue), TextStyle.init(rawValue:))
      default:
        let text = try string(value, key)
        guard let lines = Int(text), lines >= 0, lines <= 10_000 else {
          throw error(
            at: value, "`\(text)` is not a number of lines",
            hint: "write a whole number ≥ 0; 0 means as many as needed")
        }
        spec.numberOfLines = lines
      }
    }
    return spec
  }

  /// `hugging: 251` (both axes) or `hugging: {horizontal: 251, vertical: 750}`.
  private func priorities(_ node: Node, _ key: String) throws(LayoutFileError)
    -> LayoutDocument.AxisPriorities
  {
    func priority(_ node: Node) throws(LayoutFileError) -> Double {
      let text = try string(node, key)
      guard let value = Double(text), value >= 1, value <= 1000 else {
        throw error(
          at: node, "`\(text)` is not a priority",
          hint: "a priority is a number from 1 to 1000, e.g. `\(key): 251`")
      }
      return value
    }
    if case .scalar = node {
      let value = try priority(node)
      return LayoutDocument.AxisPriorities(horizontal: value, vertical: value)
    }
    var result = LayoutDocument.AxisPriorities()
    for (axis, _, value) in try settings(node, key, Self.axisKeys) {
      if axis == "horizontal" {
        result.horizontal = try priority(value)
      } else {
        result.vertical = try priority(value)
      }
    }
    return result
  }

  /// `when: {width: compact, height: regular}`: Interface Builder's size-class variation;
  /// `accessibilityCategory: true` (or `false`) limits it to the accessibility text sizes (or
  /// the others).
  func condition(_ node: Node) throws(LayoutFileError) -> LayoutDocument.TraitCondition {
    var result = LayoutDocument.TraitCondition()
    let names = [UserInterfaceSizeClass.compact, .regular].map(\.description)
    for (key, _, value) in try settings(node, "when", Self.traitKeys) {
      if key == "accessibilityCategory" {
        result.isAccessibilityCategory = try flag(value, key)
        continue
      }
      // No device has an unspecified size class, so a variation for it could never apply.
      let sizeClass = try choice(value, "size class", names) { name in
        [UserInterfaceSizeClass.compact, .regular].first { $0.description == name }
      }
      if key == "width" { result.width = sizeClass } else { result.height = sizeClass }
    }
    return result
  }
}

extension DocumentReader {
  /// Checks what depends on the parent, once a view's entry is read: custom spacing belongs to
  /// a stack's arranged views.
  func checkParent(of view: LayoutDocument.ViewSpec, among views: [LayoutDocument.ViewSpec])
    throws(LayoutFileError)
  {
    guard view.spacingAfter != nil else { return }
    guard case .stack = views.first(where: { $0.name == view.parent })?.kind else {
      throw source.error(
        line: view.location.line, column: view.location.column,
        "`spacingAfter` needs a stack view as the parent of `\(view.name)`",
        hint:
          "custom spacing is the gap after an arranged view (`setCustomSpacing(_:after:)`); set `parent:` to a stack"
      )
    }
  }

  /// A group of lines installed only for some size classes:
  /// `- { when: {width: compact}, constraints: [ ... ] }`.
  func group(_ node: Node, _ what: String) throws(LayoutFileError) -> [LayoutDocument
    .ConstraintLine]
  {
    guard case .mapping(let mapping) = node else {
      throw error(
        at: node, "each entry of `\(what)` must be one line of text",
        hint: "quote the line if it holds `:` or `#`")
    }
    var condition: LayoutDocument.TraitCondition?
    var body: Node?
    for (keyNode, value) in mapping {
      switch keyNode.string ?? "" {
      case "when": condition = try self.condition(value)
      case what: body = value
      default:
        throw error(
          at: keyNode, "unknown key `\(keyNode.string ?? "")` in a group of \(what)",
          hint: "a group is `{ when: {width: compact}, \(what): [ ... ] }`")
      }
    }
    guard let condition, let body else {
      throw error(
        at: node, "a group of \(what) needs `when` and `\(what)`",
        hint: "write `- { when: {width: compact}, \(what): [ ... ] }`")
    }
    return try lines(body, what, nested: true).map { line in
      var line = line
      line.when = condition
      return line
    }
  }
}
