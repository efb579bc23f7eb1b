import LayoutCore
import LayoutVocabulary
import Typography
import Yams

/// Reads the `body:` section: a SwiftUI view tree written as SwiftUI code reads.
///
/// Each entry is a view, its arguments as the value of its type's key (`- VStack: {spacing: 8}`,
/// `- Text: Hello`), then `content:` with its children, `name:`, and its modifiers as further
/// keys in the order SwiftUI applies them (`padding: 16` then `background: teal` is
/// `.padding(16).background(.teal)`). Documentation/LayoutFileSwiftUI.md describes every key.
///
/// The tree is read with an explicit work stack, not recursion, so the file's depth cannot
/// exhaust the call stack; ``BodyLimits`` bounds the depth and the number of views.
extension DocumentReader {
  static let viewKinds = ViewNode.Kind.allCases.map(\.rawValue)
  static let modifierKeys = [
    "frame", "padding", "aspectRatio", "fixedSize", "layoutPriority", "background", "overlay",
    "ignoresSafeArea",
    "safeAreaInset", "safeAreaPadding", "containerRelativeFrame", "font", "fill", "resizable",
    "gridCellColumns",
    "gridColumnAlignment", "offset",
  ]
  /// SwiftUI modifiers that change how a view is drawn but not its frame or anyone else's:
  /// accepted, whatever their value, and ignored.
  static let drawingModifiers = [
    "opacity", "foregroundStyle", "foregroundColor", "tint", "cornerRadius", "clipShape", "clipped",
    "shadow", "blur",
    "border", "accessibilityLabel", "accessibilityHint", "contentShape", "zIndex",
  ]
  /// SwiftUI modifiers that change layout but that the format does not model yet: named in
  /// their error so that a user knows the key is right and the support missing.
  static let unmodelledModifiers = [
    "lineLimit", "alignmentGuide", "position", "fontWeight", "bold", "italic", "monospaced",
    "kerning", "tracking",
    "lineSpacing", "multilineTextAlignment", "minimumScaleFactor", "truncationMode", "scaleEffect",
    "rotationEffect",
    "labelsHidden", "listRowInsets", "navigationTitle", "toolbar", "scaledToFit", "scaledToFill",
    "geometryGroup",
  ]
  static let edgeNames = ["all", "horizontal", "vertical"] + EdgeName.allCases.map(\.rawValue)
  /// SwiftUI's `Font` text styles, as `.font(.title)` spells them, with Typography's (UIKit's)
  /// styles: SwiftUI's `title` and `caption` are UIKit's `title1` and `caption1`.
  static let fonts: [(name: String, style: TextStyle)] = TextStyle.allCases.map { style in
    switch style {
    case .title1: return ("title", style)
    case .caption1: return ("caption", style)
    default: return (style.rawValue, style)
    }
  }

  /// Where a view read from the work stack goes once it has an index.
  private enum Slot {
    case root
    case child(of: Int)
    /// The content of modifier `modifier` of view `of`.
    case modifierContent(of: Int, modifier: Int)
  }

  /// The `body:` section.
  func body(_ node: Node) throws(LayoutFileError) -> ViewBody {
    guard case .sequence(let entries) = node else {
      throw error(
        at: node, "`body` must list views",
        hint:
          "write `body:` then indented entries such as `  - VStack: {spacing: 8}` or `  - Text: Hello`"
      )
    }
    var result = ViewBody()
    // Pushed in reverse so that views are numbered in file order (pre-order).
    var work: [(node: Node, slot: Slot, depth: Int)] = entries.reversed().map { ($0, .root, 1) }
    while let (entry, slot, depth) = work.popLast() {
      guard depth <= BodyLimits.maximumDepth else {
        throw error(
          at: entry, "the body nests deeper than \(BodyLimits.maximumDepth) views",
          hint: "a SwiftUI screen nests a few stacks; split deep trees or check the indentation")
      }
      guard result.nodes.count < BodyLimits.maximumViews else {
        throw error(
          at: entry, "the body has more than \(BodyLimits.maximumViews) views",
          hint: "a layout file describes one screen; split it into several files")
      }
      let index = result.nodes.count
      var pending: [(Node, Slot)] = []
      let view = try self.view(entry, index: index, pending: &pending)
      result.nodes.append(view)
      switch slot {
      case .root: result.roots.append(index)
      case .child(let parent): result.nodes[parent].children.append(index)
      case .modifierContent(let owner, let modifier):
        result.nodes[owner].modifiers[modifier].kind.append(content: index)
      }
      work += pending.reversed().map { ($0.0, $0.1, depth + 1) }
    }
    return result
  }

  /// One view entry; its children and modifier content go to `pending`, to be read later with
  /// their slots.
  private func view(_ entry: Node, index: Int, pending: inout [(Node, Slot)])
    throws(LayoutFileError) -> ViewNode
  {
    // `- Spacer` and `- Divider`: a view without arguments or modifiers.
    if case .scalar(let scalar) = entry {
      let kind = try viewKind(scalar.string, at: entry)
      guard !kind.needsArguments else {
        throw error(at: entry, "`\(kind.rawValue)` needs arguments", hint: kind.argumentHint)
      }
      return ViewNode(kind: kind, location: location(entry))
    }
    guard case .mapping(let mapping) = entry, let (typeKey, arguments) = mapping.first else {
      throw error(
        at: entry, "each entry of `body` must be a view",
        hint:
          "start the entry with the view's type: `- VStack: {spacing: 8}`, `- Text: Hello`, `- Spacer`"
      )
    }
    let typeName = typeKey.string ?? ""
    if Self.modifierKeys.contains(typeName) || ["content", "name"].contains(typeName) {
      throw error(
        at: typeKey, "the entry starts with `\(typeName)`, not a view",
        hint:
          "write the view first and its modifiers after it, as in SwiftUI: `- Text: Hello` then `  \(typeName): …`"
      )
    }
    var view = ViewNode(kind: try viewKind(typeName, at: typeKey), location: location(typeKey))
    var childrenGiven = false
    if case .sequence(let children) = arguments, view.kind.isContainer {
      // `- VStack: [ … ]` or `- VStack:` then the children: the default arguments.
      pending += children.map { ($0, Slot.child(of: index)) }
      childrenGiven = true
    } else {
      view.arguments = try self.arguments(of: view.kind, arguments)
    }
    for (keyNode, value) in mapping.dropFirst() {
      // `.padding: 8`, as pasted from Swift, is `padding: 8`.
      var key = keyNode.string ?? ""
      if key.hasPrefix(".") { key.removeFirst() }
      switch key {
      case "content":
        guard view.kind.isContainer else {
          throw error(
            at: keyNode, "`\(view.kind.rawValue)` has no content",
            hint: "only stacks, grids, ViewThatFits and ScrollView have `content:`")
        }
        guard !childrenGiven else {
          throw error(
            at: keyNode, "`\(view.kind.rawValue)` already lists its children",
            hint:
              "write the children either after `\(view.kind.rawValue):` or under `content:`, not both"
          )
        }
        guard case .sequence(let children) = value else {
          throw error(
            at: value, "`content` must list views",
            hint: "write each child on its own line starting with `- `")
        }
        pending += children.map { ($0, Slot.child(of: index)) }
        childrenGiven = true
      case "name":
        guard view.name == nil else {
          throw error(at: keyNode, "`name` is given twice", hint: "a view has one name")
        }
        view.name = try checkName(value, "view")
      default:
        let modifierIndex = view.modifiers.count
        let (kind, content) = try modifier(key, keyNode, value, on: view)
        view.modifiers.append(ViewNode.Modifier(kind, location: location(keyNode)))
        pending += content.map { ($0, Slot.modifierContent(of: index, modifier: modifierIndex)) }
      }
    }
    if view.kind == .GridRow,
      let first = mapping.dropFirst().first(where: { $0.key.string != "content" })
    {
      // A Grid reads its rows as rows only when nothing wraps them.
      throw error(
        at: first.key, "a `GridRow` takes no modifiers or name",
        hint: "put the modifiers on the row's cells, or on the Grid")
    }
    if view.kind.needsArguments, view.arguments.isEmpty(for: view.kind) {
      throw error(
        at: typeKey, "`\(view.kind.rawValue)` needs arguments", hint: view.kind.argumentHint)
    }
    return view
  }

  private func viewKind(_ written: String, at node: Node) throws(LayoutFileError) -> ViewNode.Kind {
    // `Spacer()` and `Divider()`, as pasted from Swift.
    let name = written.hasSuffix("()") ? String(written.dropLast(2)) : written
    guard let kind = ViewNode.Kind(rawValue: name) else {
      let hint: String
      if Self.modifierKeys.contains(name) {
        hint = "`\(name)` is a modifier: write it as a key under the view it modifies"
      } else {
        hint =
          (suggestion(name, Self.viewKinds).map { $0 + " " } ?? "")
          + "the views are \(Self.viewKinds.joined(separator: ", "))"
      }
      throw error(at: node, "unknown view `\(name)`", hint: hint)
    }
    return kind
  }

  func isNull(_ node: Node) -> Bool {
    if case .scalar(let s) = node, s.style == .plain, ["", "~", "null"].contains(s.string) {
      return true
    }
    return false
  }

  /// A mapping's entries checked against `keys`, or an error at the first unknown one.
  func entries(_ node: Node, _ what: String, _ keys: [String]) throws(LayoutFileError) -> [(
    String, Node, Node
  )] {
    if isNull(node) { return [] }
    guard case .mapping(let mapping) = node else {
      throw error(
        at: node, "`\(what)` takes settings",
        hint: "write `\(what): { \(keys[0]): … }`; it takes \(keys.joined(separator: ", "))")
    }
    var result: [(String, Node, Node)] = []
    for (keyNode, value) in mapping {
      let key = keyNode.string ?? ""
      guard keys.contains(key) else {
        throw error(
          at: keyNode, "`\(what)` has no argument `\(key)`",
          hint: (suggestion(key, keys).map { $0 + " " } ?? "")
            + "`\(what)` takes \(keys.joined(separator: ", "))")
      }
      result.append((key, keyNode, value))
    }
    return result
  }

  /// A finite number, at least `minimum` if given.
  func number(_ node: Node, _ what: String, minimum: Double? = nil) throws(LayoutFileError)
    -> Double
  {
    let text = try string(node, what)
    guard let value = Double(text), value.isFinite, value >= (minimum ?? -.infinity) else {
      let bound = minimum.map { " ≥ \(formattedBound($0))" } ?? ""
      throw error(
        at: node, "`\(text)` is not a number for `\(what)`",
        hint: "write a number of points\(bound), e.g. `\(what): 8`")
    }
    return try plausible(value, node)
  }

  /// A length that may be `infinity` (SwiftUI's `.infinity`, for `maxWidth`).
  func limit(_ node: Node, _ what: String) throws(LayoutFileError) -> Double {
    let text = try string(node, what)
    if text == "infinity" || text == ".infinity" { return .infinity }
    guard let value = Double(text), value.isFinite else {
      throw error(
        at: node, "`\(text)` is not a length for `\(what)`",
        hint: "write a number of points or `infinity`, e.g. `\(what): infinity`")
    }
    return try plausible(value, node)
  }

  /// A whole number in `range`.
  func whole(_ node: Node, _ what: String, _ range: ClosedRange<Int>) throws(LayoutFileError) -> Int
  {
    let text = try string(node, what)
    guard let value = Int(text), range.contains(value) else {
      throw error(
        at: node, "`\(text)` is not a whole number from \(range.lowerBound) to \(range.upperBound)",
        hint: "write e.g. `\(what): \(range.lowerBound)`")
    }
    return value
  }

  /// A name from `names`, with a did-you-mean.
  func pick(_ node: Node, _ what: String, _ names: [String]) throws(LayoutFileError) -> String {
    names[try pickIndex(node, what, names)]
  }

  /// A value of the vocabulary by its name (every case of `T` unless `cases` narrows them), with
  /// a did-you-mean.
  func pick<T: RawRepresentable & CaseIterable>(
    _ node: Node, _ what: String, _ cases: [T] = Array(T.allCases)
  ) throws(LayoutFileError) -> T where T.RawValue == String {
    cases[try pickIndex(node, what, cases.map(\.rawValue))]
  }

  /// The index in `names` of the node's name; an unknown name is an error at the node.
  func pickIndex(_ node: Node, _ what: String, _ names: [String]) throws(LayoutFileError) -> Int {
    var text = try string(node, what)
    // `.leading` as pasted from Swift.
    if text.hasPrefix(".") { text.removeFirst() }
    guard let index = names.firstIndex(of: text) else {
      throw error(
        at: node, "unknown \(what) `\(text)`",
        hint: (suggestion(text, names).map { $0 + " " } ?? "")
          + "the \(what)s are \(names.joined(separator: ", "))")
    }
    return index
  }

  /// A colour: a CSS colour, or SwiftUI's `clear` and `mint`, which CSS lacks.
  func color(_ node: Node, _ what: String) throws(LayoutFileError) -> String {
    var text = try string(node, what)
    if text.hasPrefix(".") { text.removeFirst() }
    switch text {
    case "clear": return "transparent"
    // SwiftUI's mint, as ProposalLayout's `Color.mint` gives it.
    case "mint": return "#00c7be"
    default:
      guard isCSSColor(text) else {
        throw error(
          at: node, "`\(text)` is not a colour",
          hint: (suggestion(text, Array(CSSColor.names)).map { $0 + " " } ?? "")
            + "write a CSS colour name such as `teal`, `clear`, or `#rrggbb`")
      }
      return text
    }
  }

  /// `true`/`false`.
  func boolean(_ node: Node, _ what: String) throws(LayoutFileError) -> Bool {
    try flag(node, what)
  }

  /// `horizontal`, `vertical` or a list of both.
  func axes(_ node: Node, _ what: String) throws(LayoutFileError) -> [Axis] {
    let axes: [Axis] = [.horizontal, .vertical]
    var names: [String] = []
    if case .sequence(let items) = node {
      for item in items { names.append(try pick(item, "axis", DocumentReader.axisKeys)) }
    } else {
      names = [try pick(node, "axis", DocumentReader.axisKeys)]
    }
    // `axisKeys` names the two axes in this order.
    return zip(DocumentReader.axisKeys, axes).filter { names.contains($0.0) }.map(\.1)
  }

  /// `all`, `horizontal`, `top`, … or a list of them, expanded to the four edges.
  func edges(_ node: Node, _ what: String) throws(LayoutFileError) -> [EdgeName] {
    var names: [String] = []
    if case .sequence(let items) = node {
      for item in items { names.append(try pick(item, "edge", Self.edgeNames)) }
    } else {
      names = [try pick(node, "edge", Self.edgeNames)]
    }
    let expanded = names.flatMap { name -> [String] in
      switch name {
      case "all": return ["top", "leading", "bottom", "trailing"]
      case "horizontal": return ["leading", "trailing"]
      case "vertical": return ["top", "bottom"]
      default: return [name]
      }
    }
    return EdgeName.allCases.filter { expanded.contains($0.rawValue) }
  }

  private func formattedBound(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

/// Limits on a `body:` section, as ``InputLimits`` has for the whole file: far above a real
/// screen (a few levels of stacks, tens to hundreds of views), far below what would make
/// `plumb check` (63 devices × orientations × text sizes) take minutes.
enum BodyLimits {
  /// The deepest nesting of views (modifier content counts as a level).
  static let maximumDepth = 24
  /// The most views in one body.
  static let maximumViews = 5_000
}

extension ViewNode.Kind {
  /// Whether the view cannot be written without arguments.
  var needsArguments: Bool { [.Text, .Color, .Image, .LazyVGrid, .LazyHGrid].contains(self) }

  /// How to write the view's arguments.
  var argumentHint: String {
    switch self {
    case .Text: return "write `- Text: Hello`"
    case .Color: return "write `- Color: teal` (a CSS colour, `clear` or `mint`)"
    case .Image:
      return "write `- Image: {name: photo, width: 120, height: 80}` (its natural size in points)"
    case .LazyVGrid: return "write `- LazyVGrid: {columns: [{adaptive: {minimum: 80}}]}`"
    case .LazyHGrid: return "write `- LazyHGrid: {rows: [{fixed: 44}, {fixed: 44}]}`"
    default: return "see Documentation/LayoutFileSwiftUI.md"
    }
  }
}

extension ViewNode.Arguments {
  /// Whether a view that needs arguments was given none.
  func isEmpty(for kind: ViewNode.Kind) -> Bool {
    switch kind {
    case .Text: return text == nil
    case .Color: return color == nil
    case .Image: return imageName == nil
    case .LazyVGrid, .LazyHGrid: return gridItems == nil
    default: return false
    }
  }
}

extension ViewNode.ModifierKind {
  /// Adds view `index` to the modifier's content (views read after the modifier).
  mutating func append(content index: Int) {
    switch self {
    case .background(.views(let views, let alignment)):
      self = .background(.views(views + [index], alignment: alignment))
    case .overlay(.views(let views, let alignment)):
      self = .overlay(.views(views + [index], alignment: alignment))
    case .safeAreaInset(let edge, let spacing, let content):
      self = .safeAreaInset(edge, spacing: spacing, content: content + [index])
    default: break
    }
  }
}
