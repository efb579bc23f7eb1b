import Foundation
import Yams

/// The names the file format gives the window and its system guides; views and guides may not
/// take them.
public let reservedNames: Set<String> = [
  "window", "safeArea", "layoutMargins", "readableContent", "aspectFit", "keyboard",
]

extension LayoutDocument {
  /// Reads a layout file from disk. JSON is read by the same YAML reader (JSON is YAML's flow
  /// style), so both get the same line-and-column errors.
  public static func read(contentsOf path: String) throws(LayoutFileError) -> LayoutDocument {
    // Refuse an oversized file before reading it into memory.
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int {
      try InputLimits.checkSize(size, file: path)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw LayoutFileError(
        file: path, line: 0, column: 0, lineText: "", message: "cannot read the file",
        hint: "check the path; `plumb render Examples/000-media-player.yaml` shows the form")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw LayoutFileError(
        file: path, line: 0, column: 0, lineText: "", message: "the file is not UTF-8 text",
        hint: "save it as UTF-8")
    }
    return try parse(text, file: path)
  }

  /// Reads a layout file's text; `file` names it in errors.
  public static func parse(_ text: String, file: String = "<input>") throws(LayoutFileError)
    -> LayoutDocument
  {
    var reader = DocumentReader(source: SourceText(file: file, text: text), text: text)
    return try reader.read()
  }
}

/// Turns the YAML node tree into a ``LayoutDocument``, checking names as it goes.
struct DocumentReader {
  let source: SourceText
  let text: String

  static let topLevelKeys = [
    "title", "device", "orientation", "root", "in", "aspectFit", "views", "guides", "constraints",
    "visualFormat", "body",
  ]
  static let viewKeys = [
    "parent", "color", "size", "width", "height", "text", "ignoresSafeArea", "allowsClipping",
    "stack", "label",
    "scroll", "hidden", "overlaps", "spacingAfter", "hugging", "compressionResistance", "when",
  ]

  func location(_ node: Node) -> SourceLocation {
    guard let mark = node.mark else { return SourceLocation(line: 0, column: 0) }
    // A quoted scalar's mark is at its opening quote; errors inside it point past the quote.
    var column = mark.column
    let line = source.line(mark.line)
    let index = line.index(line.startIndex, offsetBy: column - 1, limitedBy: line.endIndex)
    if let index, index < line.endIndex, line[index] == "\"" || line[index] == "'",
      case .scalar(let scalar) = node,
      scalar.style == .doubleQuoted || scalar.style == .singleQuoted
    {
      column += 1
    }
    return SourceLocation(line: mark.line, column: column)
  }

  func error(at node: Node, _ message: String, hint: String) -> LayoutFileError {
    let l = location(node)
    return source.error(line: l.line, column: l.column, message, hint: hint)
  }

  mutating func read() throws(LayoutFileError) -> LayoutDocument {
    try InputLimits.check(text, source)
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw yamlError(error)
    } catch {
      throw source.error(
        line: 0, column: 0, "cannot read the file: \(error)", hint: "check the YAML syntax")
    }
    var document = LayoutDocument(file: source.file, source: text)
    guard let root else {
      throw source.error(
        line: 0, column: 0, "the file is empty", hint: "start with `views:` and `constraints:`")
    }
    guard case .mapping(let top) = root else {
      throw error(
        at: root, "the file must be a mapping of sections",
        hint: "start with `views:` and `constraints:`")
    }
    try refuseAliases(root)
    // `root: window` and `in:` contradict each other, in either order.
    var saidWindow = false
    for (keyNode, value) in top {
      let key = keyNode.string ?? ""
      switch key {
      case "title": document.title = try string(value, "title")
      case "device": document.device = try string(value, "device")
      case "orientation": document.orientation = try string(value, "orientation")
      case "root":
        let root = try string(value, "root")
        guard ["window", "viewController"].contains(root) else {
          throw error(
            at: value, "`\(root)` is not a root",
            hint:
              "write `root: viewController` for a view controller's root view (16 or 20 pt margins), or `root: window`"
          )
        }
        document.rootIsViewController = root == "viewController"
        saidWindow = root == "window"
        if saidWindow, document.containers != nil {
          throw error(
            at: value, "a window is in no container view controller",
            hint: "`in:` makes the root a view controller's view; remove `root: window`")
        }
      case "in":
        if saidWindow {
          throw error(
            at: value, "a window is in no container view controller",
            hint: "write `root: viewController`, or leave `root:` out")
        }
        document.containers = try containers(value)
        document.rootIsViewController = true
      case "aspectFit":
        let node: Node
        if case .mapping(let m) = value, let ratio = m["ratio"] {
          node = ratio
        } else {
          node = value
        }
        guard let ratio = node.string.flatMap(parseRatio), ratio > 0, ratio <= 100 else {
          throw error(
            at: node, "`aspectFit` needs a ratio greater than 0 and at most 100",
            hint: "write the width over the height, e.g. `aspectFit: 21/9`")
        }
        document.aspectFitRatio = ratio
      case "views": document.views = try views(value)
      case "guides": document.guides = try guides(value, views: document.views)
      case "constraints": document.equations = try lines(value, "constraints")
      case "visualFormat": document.visualFormats = try lines(value, "visualFormat")
      case "body":
        // A file is a UIKit screen (views and constraints) or a SwiftUI one, not both.
        if let other = top.first(where: {
          ["views", "guides", "constraints", "visualFormat", "root", "aspectFit"].contains(
            $0.key.string ?? "")
        }) {
          throw error(
            at: other.key, "a file with `body:` has no `\(other.key.string ?? "")` section",
            hint:
              "`body:` lays out a SwiftUI view tree; views and constraints belong in a file of their own"
          )
        }
        document.body = try body(value)
      default:
        throw error(
          at: keyNode, "unknown section `\(key)`",
          hint: suggestion(key, Self.topLevelKeys)
            ?? "the sections are \(Self.topLevelKeys.joined(separator: ", "))")
      }
    }
    // Guides may be declared before views in the file; check their owners once all are known.
    let viewNames = Set(document.views.map(\.name))
    for guide in document.guides where guide.owner != "window" && !viewNames.contains(guide.owner) {
      throw source.error(
        line: guide.location.line, column: guide.location.column,
        "guide `\(guide.name)` is owned by `\(guide.owner)`, which is not a view",
        hint: suggestion(guide.owner, ["window"] + document.views.map(\.name))
          ?? "use `owner: window` or the name of a view")
    }
    // A file that declares nothing to lay out must not pass a check that checked nothing.
    if document.body == nil, document.views.isEmpty, document.guides.isEmpty,
      document.equations.isEmpty,
      document.visualFormats.isEmpty
    {
      throw error(
        at: root, "the file has nothing to lay out: no views, guides, constraints or `body:`",
        hint:
          "add `views:` and `constraints:`, or a SwiftUI `body:`; `plumb render Examples/000-media-player.yaml` shows the form"
      )
    }
    return document
  }

  /// A body entry written `- Circle` and followed by modifiers is a list item holding a string,
  /// so YAML refuses the next line's `frame:`; Swift habits make this the likeliest cause of
  /// that error in a `body:` section, so say how to write it.
  private func viewWithoutColonHint(before line: Int) -> String? {
    let previous = source.line(line - 1).trimmingCharacters(in: .whitespaces)
    guard previous.hasPrefix("- "), case let name = previous.dropFirst(2),
      let first = name.first, first.isUppercase, name.allSatisfy({ $0.isLetter || $0.isNumber })
    else { return nil }
    return "a view followed by modifiers needs a colon: write `- \(name):` on the line above"
  }

  func yamlError(_ error: YamlError) -> LayoutFileError {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return source.error(
        line: mark.line, column: mark.column, "YAML: \(problem)",
        hint: viewWithoutColonHint(before: mark.line)
          ?? "check the indentation and quoting here; equations with `:` or `#` need quotes")
    case .reader(let problem, _, _, _):
      return source.error(
        line: 0, column: 0, "YAML: \(problem)", hint: "save the file as UTF-8 text")
    default:
      return source.error(line: 0, column: 0, "YAML: \(error)", hint: "check the YAML syntax")
    }
  }

  /// The scalar text of `node`, the value of the setting `what`; `hint` says how to write one
  /// when the value is a list or a map instead.
  func string(_ node: Node, _ what: String, hint: String? = nil) throws(LayoutFileError) -> String {
    guard case .scalar(let scalar) = node else {
      throw error(
        at: node, "`\(what)` must be a single value",
        hint: hint ?? "write `\(what): VALUE` on one line")
    }
    return scalar.string
  }

  /// `value`, read from `node`, if it is finite and within ``InputLimits/maximumMagnitude``;
  /// else a limit error at the node.
  func plausible(_ value: Double, _ node: Node) throws(LayoutFileError) -> Double {
    guard InputLimits.isPlausible(value) else {
      let (message, hint) = InputLimits.magnitudeMessage(
        "`\(node.string.map { String($0.prefix(40)) } ?? "\(value)")`")
      throw error(at: node, message, hint: hint)
    }
    return value
  }

  func checkName(_ node: Node, _ kind: String) throws(LayoutFileError) -> String {
    let name = node.string ?? ""
    guard isIdentifier(name) else {
      throw error(
        at: node, "`\(name)` is not a valid \(kind) name",
        hint:
          "names start with a letter and hold letters, digits and `_`, so equations can use them")
    }
    guard !reservedNames.contains(name) else {
      throw error(
        at: node, "`\(name)` is a name the format reserves",
        hint:
          "\(reservedNames.sorted().joined(separator: ", ")) name the window and its guides; choose another name"
      )
    }
    return name
  }

  func views(_ node: Node) throws(LayoutFileError) -> [LayoutDocument.ViewSpec] {
    if case .scalar(let s) = node, s.string.isEmpty || s.tag.description.hasSuffix("null") {
      return []
    }
    guard case .mapping(let mapping) = node else {
      throw error(
        at: node, "`views` must map each view's name to its settings",
        hint: "write `views:` then indented lines such as `  player: { color: gold }`")
    }
    var result: [LayoutDocument.ViewSpec] = []
    var seen: Set<String> = []
    for (keyNode, value) in mapping {
      let name = try checkName(keyNode, "view")
      guard seen.insert(name).inserted else {
        throw error(
          at: keyNode, "view `\(name)` is declared twice", hint: "give each view its own name")
      }
      var view = LayoutDocument.ViewSpec(name: name, location: location(keyNode))
      var width: Double?
      var height: Double?
      switch value {
      case .mapping(let settings):
        for (settingKey, setting) in settings {
          let key = settingKey.string ?? ""
          switch key {
          case "parent":
            let parent = try string(setting, "parent")
            guard parent == "window" || seen.contains(parent), parent != name else {
              throw error(
                at: setting, "unknown parent `\(parent)` for view `\(name)`",
                hint: suggestion(parent, ["window"] + result.map(\.name))
                  ?? "the parent is `window` or a view declared above this one")
            }
            view.parent = parent
          case "color":
            let color = try string(setting, "color")
            guard isCSSColor(color) else {
              let hint =
                looksLikeColorName(color)
                ? suggestion(color.lowercased(), CSSColor.names.sorted()) : nil
              throw error(
                at: setting, "`\(color)` is not a colour",
                hint: hint
                  ?? "use a CSS name such as `gold` or a hex colour such as `\"#ffcc00\"` (quoted: `#` starts a comment)"
              )
            }
            view.color = color.hasPrefix("#") ? color : color.lowercased()
          case "size":
            let sizeHint = "write the intrinsic size as `WIDTHxHEIGHT`, e.g. `size: 120x44`"
            // `[120, 44]` is the natural guess for a pair; it reads as a YAML list.
            let text = try string(setting, "size", hint: sizeHint)
            let parts = text.split(separator: "x", omittingEmptySubsequences: false).map {
              Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard parts.count == 2, let w = parts[0], let h = parts[1], w >= 0, h >= 0 else {
              throw error(at: setting, "`\(text)` is not a size", hint: sizeHint)
            }
            width = try plausible(w, setting)
            height = try plausible(h, setting)
          case "width", "height":
            let text = try string(setting, key)
            guard let value = parseRatio(text), value >= 0 else {
              throw error(
                at: setting, "`\(text)` is not a length",
                hint: "write a number of points, e.g. `\(key): 44`")
            }
            if key == "width" {
              width = try plausible(value, setting)
            } else {
              height = try plausible(value, setting)
            }
          case "text":
            view.text = try string(setting, "text")
          case "ignoresSafeArea", "allowsClipping":
            let text = try string(setting, key)
            guard let flag = Bool(text) else {
              throw error(
                at: setting, "`\(text)` is not true or false", hint: "write `\(key): true`")
            }
            if key == "ignoresSafeArea" {
              view.ignoresSafeArea = flag
            } else {
              view.allowsClipping = flag
            }
          default:
            if try containerSetting(key, settingKey, setting, into: &view) { continue }
            throw error(
              at: settingKey, "unknown view setting `\(key)`",
              hint: suggestion(key, Self.viewKeys)
                ?? "a view has \(Self.viewKeys.joined(separator: ", "))")
          }
        }
      case .scalar(let s) where s.string.isEmpty || s.string == "~" || s.string == "null":
        break
      default:
        throw error(
          at: value, "view `\(name)` needs settings",
          hint: "write `\(name): { color: gold }` or leave it empty: `\(name):`")
      }
      if width != nil || height != nil { view.intrinsicSize = (width, height) }
      try checkParent(of: view, among: result)
      result.append(view)
    }
    return result
  }

  func guides(_ node: Node, views: [LayoutDocument.ViewSpec]) throws(LayoutFileError)
    -> [LayoutDocument.GuideSpec]
  {
    var result: [LayoutDocument.GuideSpec] = []
    func add(_ keyNode: Node, owner: String) throws(LayoutFileError) {
      let name = try checkName(keyNode, "guide")
      guard !result.contains(where: { $0.name == name }),
        !views.contains(where: { $0.name == name })
      else {
        throw error(
          at: keyNode, "`\(name)` is declared twice",
          hint: "views and guides share one set of names")
      }
      result.append(LayoutDocument.GuideSpec(name: name, owner: owner, location: location(keyNode)))
    }
    switch node {
    case .sequence(let names):
      for nameNode in names { try add(nameNode, owner: "window") }
    case .mapping(let mapping):
      for (keyNode, value) in mapping {
        var owner = "window"
        if case .mapping(let settings) = value {
          for (settingKey, setting) in settings {
            guard settingKey.string == "owner" else {
              throw error(
                at: settingKey, "unknown guide setting `\(settingKey.string ?? "")`",
                hint: "a guide has only `owner`")
            }
            owner = try string(setting, "owner")
          }
        }
        try add(keyNode, owner: owner)
      }
    default:
      throw error(
        at: node, "`guides` must list guide names",
        hint: "write `guides: [fit, spacer]` or map names to `{ owner: VIEW }`")
    }
    return result
  }

  func lines(_ node: Node, _ what: String, nested: Bool = false) throws(LayoutFileError)
    -> [LayoutDocument.ConstraintLine]
  {
    guard case .sequence(let items) = node else {
      throw error(
        at: node, "`\(what)` must be a list", hint: "write each on its own line starting with `- `")
    }
    var result: [LayoutDocument.ConstraintLine] = []
    for item in items {
      // Groups do not nest: one level of size-class variation is all Interface Builder has.
      if !nested, case .mapping = item {
        result += try group(item, what)
        continue
      }
      guard case .scalar(let scalar) = item else {
        throw error(
          at: item, "each entry of `\(what)` must be one line of text",
          hint: "quote the line if it holds `:` or `#`")
      }
      result.append(LayoutDocument.ConstraintLine(text: scalar.string, location: location(item)))
    }
    return result
  }
}

/// `21/9`, `2.333`, `4`: a number or a quotient of two.
func parseRatio(_ text: String) -> Double? {
  let parts = text.split(separator: "/", omittingEmptySubsequences: false)
  let numbers = parts.map { Double($0.trimmingCharacters(in: .whitespaces)) }
  switch numbers.count {
  case 1: return numbers[0].flatMap { $0.isFinite ? $0 : nil }
  case 2:
    guard let a = numbers[0], let b = numbers[1], b != 0, a.isFinite, b.isFinite else { return nil }
    return a / b
  default: return nil
  }
}

func isIdentifier(_ name: String) -> Bool {
  guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else {
    return false
  }
  return name.unicodeScalars.allSatisfy {
    ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_"
  }
}

/// A CSS colour this format accepts: one of CSS's named colours (any case, ``CSSColor``) or `#`
/// and 3, 4, 6 or 8 hex digits. Nothing else, so a colour can go into SVG attributes as it is
/// and is drawn as written.
func isCSSColor(_ text: String) -> Bool {
  if text.hasPrefix("#") {
    let digits = text.dropFirst()
    return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
  }
  return CSSColor.names.contains(text.lowercased())
}

/// Whether `text` is a word that could be a misspelt colour name (worth a "did you mean").
private func looksLikeColorName(_ text: String) -> Bool {
  !text.isEmpty && text.count <= 32 && text.allSatisfy { $0.isASCII && $0.isLetter }
}

/// "did you mean `x`?" for a name one or two edits away from a known one.
func suggestion(_ name: String, _ known: [String]) -> String? {
  let best = known.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }.min {
    $0.1 < $1.1
  }
  guard let best, best.1 <= max(1, min(2, name.count / 3)) else { return nil }
  return "did you mean `\(best.0)`?"
}

/// The edits — insertions, deletions, substitutions and swaps of two neighbouring characters —
/// that turn `a` into `b` (the optimal string alignment distance). A swap counts as one edit:
/// `widht` is one away from `width`, where insertions, deletions and substitutions alone would
/// need two, too many for a five-letter name to get a suggestion.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  // Three rows of the table: `d[i][j]` is the distance between the first i characters of `a`
  // and the first j of `b`; a swap reaches back two rows.
  var beforePrevious: [Int] = []
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      current[j] = min(
        previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        current[j] = min(current[j], beforePrevious[j - 2] + 1)
      }
    }
    beforePrevious = previous
    previous = current
  }
  return previous[b.count]
}
