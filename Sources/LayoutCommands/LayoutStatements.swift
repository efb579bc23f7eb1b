/// The statements of one Swift or Objective-C file that decide a layout the storyboard cannot
/// show: whether a class's table rows size themselves
/// (Documentation/ProjectFile.md#rows-the-apps-code-sizes), and whether a view's own class hides
/// it in a lifecycle method (``ViewLifecycle``). Read from the file's tokens (``SourceTokens``),
/// so a comment or a string never counts.
///
/// UIKit sizes a table's rows to their content when its `rowHeight` is
/// `UITableView.automaticDimension`, and asks the delegate's `tableView(_:heightForRowAt:)`
/// instead when the delegate has one (Documentation/Facts/Cells.md#self-sizing-rows). Two kinds
/// of statement say it outright, and only those are kept:
///
/// - an assignment `….rowHeight = UITableView.automaticDimension` (or `.automaticDimension`, or
///   Objective-C's `UITableViewAutomaticDimension`) made directly in a method body of the class —
///   not inside an `if`, `switch`, loop or closure, not after a `guard` or an early `return` in
///   that method, the value nothing but the constant;
/// - a `tableView(_:heightForRowAt:)` (Objective-C `tableView:heightForRowAtIndexPath:`) whose
///   every `return` returns the constant and nothing else (or whose single-expression body is it).
///
/// What is recorded against each: the class whose body (or extension, or Objective-C
/// `@implementation`, category included) holds it. A `rowHeight` assignment of anything else in
/// the class, and a `heightForRowAt` with any other return, are recorded too: they make the
/// class's rows computed or conditional, which Plumb does not infer.
struct LayoutStatements {
  /// A statement that makes the rows self-size, with the class, its line and how the report
  /// says it.
  struct Statement: Hashable {
    /// The class it belongs to.
    var className: String
    /// Its 1-based line.
    var line: Int
    /// What it does, as the report says it (`sets tableView.rowHeight =
    /// UITableView.automaticDimension`).
    var text: String
  }

  /// The classes declared in the file (`class Name`, a non-category `@implementation Name`).
  var declaredClasses: [String] = []
  /// Unconditional assignments of the automatic dimension to `rowHeight`.
  var automaticAssignments: [Statement] = []
  /// Classes with a `rowHeight` assignment of another value, or one made conditionally.
  var otherAssignments: Set<String> = []
  /// `heightForRowAt` methods whose every return is the automatic dimension.
  var automaticHeightMethods: [Statement] = []
  /// Classes with a `heightForRowAt` that returns anything else.
  var otherHeightMethods: Set<String> = []
  /// Assignments of a view's own `isHidden` in its lifecycle methods
  /// (``ViewLifecycle/methods``), but those of a constant `false`: whether the view shows is
  /// then the app's code's.
  var hidingStatements: [HidingStatement] = []

  /// What one open `{` … `}` block is.
  enum Block {
    /// A type's body: the class's name for a class or an extension, nil for other types.
    case type(String?)
    /// A method body, of the class `owner`, from token `start` (its `{`), declared on `line`;
    /// `heightForRow` when it is `heightForRowAt`; `lifecycle`, its name as the report says it,
    /// when it is one of a view's lifecycle methods (``ViewLifecycle/methods``).
    case method(owner: String?, start: Int, line: Int, heightForRow: Bool, lifecycle: String?)
    /// Anything else: a statement's block, a closure, a property's accessors.
    case other
  }

  /// Reads `text`, the contents of a file; `objectiveC` for a `.m`, `.mm` or `.h` file, where
  /// a statement ends at `;` and an `if` may govern a statement without braces.
  init(_ text: String, objectiveC: Bool) {
    let tokens = SourceTokens(text).tokens
    var blocks: [Block] = []
    // What the next `{` opens, from the words since the last one.
    var pending: Block?
    var implementation: String?
    var implementationDepth = 0
    var headerStart = 0
    var index = 0
    while index < tokens.count {
      let word = tokens[index].text
      let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
      switch word {
      // (A `where` clause would guard only a case's last pattern: each case tests its own.)
      case "class", "extension", "struct", "enum", "protocol", "actor":
        // `class func`, `class var`: a member, not a type.
        if !objectiveC && Self.isName(next) && !Self.swiftMemberWords.contains(next) {
          let name = Self.typeName(tokens, after: index)
          if word == "class" { declaredClasses.append(name) }
          pending = .type(word == "class" || word == "extension" ? name : nil)
        }
      case "func", "init", "deinit":
        // (`Type.init(…)` is a call.)
        guard !objectiveC && (index == 0 || tokens[index - 1].text != ".") else { break }
        pending = .method(owner: nil, start: 0, line: 0, heightForRow: false, lifecycle: nil)
        headerStart = index
      case "@implementation":
        guard objectiveC && Self.isName(next) else { break }
        implementation = next
        implementationDepth = blocks.count
        if index + 2 >= tokens.count || tokens[index + 2].text != "(" {
          declaredClasses.append(next)
        }
      case "@end":
        implementation = nil
      case "-", "+":
        guard objectiveC && implementation != nil && blocks.count == implementationDepth
        else { break }
        pending = .method(owner: nil, start: 0, line: 0, heightForRow: false, lifecycle: nil)
        headerStart = index
      case "{":
        var opened = Block.other
        if case .method = pending {
          let owner = objectiveC ? implementation : Self.directType(blocks)
          let header = tokens[headerStart..<index].map(\.text)
          // The first word of the name: after `func`, or after an Objective-C method's
          // return type (`- (CGFloat)tableView:…`).
          let nameAt = objectiveC ? (header.firstIndex(of: ")") ?? header.count) + 1 : 1
          let heightForRow =
            nameAt < header.count && header[nameAt] == "tableView"
            && header.contains(objectiveC ? "heightForRowAtIndexPath" : "heightForRowAt")
          opened = .method(
            owner: owner, start: index, line: tokens[headerStart].line, heightForRow: heightForRow,
            lifecycle: ViewLifecycle.method(header: header, nameAt: nameAt, objectiveC: objectiveC))
        } else if let pending {
          opened = pending
        }
        pending = nil
        blocks.append(opened)
      case "}":
        if case .method(let owner?, let start, let line, true, _) = blocks.last {
          heightMethod(owner, line: line, tokens, body: (start + 1)..<index, objectiveC: objectiveC)
        }
        _ = blocks.popLast()
        if objectiveC { pending = nil }
      case ";":
        // A method declared, not defined (`- (void)f;` in an @interface): no body follows.
        if objectiveC { pending = nil }
      case "rowHeight":
        assignment(at: index, tokens, blocks, objectiveC: objectiveC)
      case "isHidden", "hidden", "setHidden":
        if let hiding = ViewLifecycle.hiding(at: index, tokens, in: blocks, objectiveC: objectiveC)
        {
          hidingStatements.append(hiding)
        }
      default:
        break
      }
      index += 1
    }
  }

  /// Swift words that follow `class` in a member's declaration (`class func`, `class var`).
  private static let swiftMemberWords: Set<String> = [
    "func", "var", "let", "subscript", "init", "override", "final", "private", "fileprivate",
    "public", "internal", "open", "static", "convenience", "required", "dynamic",
  ]

  static func isName(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first else { return false }
    return first == "_" || first.properties.isAlphabetic
  }

  /// The name a `class` or `extension` keyword at `index` declares: the last component of a
  /// dotted name (`extension Module.Name`).
  private static func typeName(_ tokens: [SourceTokens.Token], after index: Int) -> String {
    var name = tokens[index + 1].text
    var k = index + 2
    while k + 1 < tokens.count, tokens[k].text == ".", isName(tokens[k + 1].text) {
      name = tokens[k + 1].text
      k += 2
    }
    return name
  }

  /// The class a method opened now belongs to in Swift: the type whose body it is directly in.
  private static func directType(_ blocks: [Block]) -> String? {
    if case .type(let name) = blocks.last { return name }
    return nil
  }

  /// The three ways a file writes the automatic dimension.
  private static func isAutomatic(_ value: [String]) -> Bool {
    value == ["UITableView", ".", "automaticDimension"] || value == [".", "automaticDimension"]
      || value == ["UITableViewAutomaticDimension"]
  }

  /// The value of the expression that starts at `start`: its tokens up to `;`, `}`, `{` or the
  /// end of its first line.
  static func expression(_ tokens: [SourceTokens.Token], from start: Int) -> [String] {
    guard start < tokens.count else { return [] }
    let line = tokens[start].line
    var value: [String] = []
    var k = start
    while k < tokens.count, tokens[k].line == line, ![";", "}", "{"].contains(tokens[k].text) {
      value.append(tokens[k].text)
      k += 1
    }
    return value
  }

  /// Records the assignment to `rowHeight` at `index`, if it is one.
  private mutating func assignment(
    at index: Int, _ tokens: [SourceTokens.Token], _ blocks: [Block], objectiveC: Bool
  ) {
    guard index + 2 < tokens.count, tokens[index + 1].text == "=", tokens[index + 2].text != "="
    else { return }
    // The receiver: words joined by `.` (optional chaining's `?` and `!` too) before it.
    var first = index
    while first > 0 {
      let before = tokens[first - 1].text
      let joins = [".", "?", "!"]
      guard joins.contains(before) || Self.isName(before) && joins.contains(tokens[first].text)
      else { break }
      first -= 1
    }
    // A declaration (`var rowHeight = 44`) is not an assignment to a table.
    if first > 0, ["var", "let"].contains(tokens[first - 1].text) { return }
    var owner: String?
    var method: (start: Int, depth: Int)?
    for (depth, block) in blocks.enumerated().reversed() {
      if case .method(let o, let start, _, _, _) = block {
        owner = o
        method = (start, depth)
        break
      }
    }
    if owner == nil, objectiveC { return }
    guard let owner, let method else { return }
    let value = Self.expression(tokens, from: index + 2)
    let receiver = tokens[first..<index].map(\.text).joined()
    // Directly in the method's body, at the start of a statement, after no early exit.
    let previous = first > 0 ? tokens[first - 1] : nil
    let startsStatement =
      previous.map {
        ["{", ";", "}"].contains($0.text) || (!objectiveC && $0.line < tokens[first].line)
      } ?? true
    let earlyExit = tokens[min(method.start + 1, first)..<first].contains {
      ["guard", "return", "throw"].contains($0.text)
    }
    if Self.isAutomatic(value) && method.depth == blocks.count - 1 && startsStatement
      && !earlyExit
    {
      automaticAssignments.append(
        Statement(
          className: owner, line: tokens[index].line,
          text: "sets \(receiver)rowHeight = \(value.joined())"))
    } else {
      otherAssignments.insert(owner)
    }
  }

  /// Records the `heightForRowAt` method of `owner`, declared on `line`, whose body is `body`.
  private mutating func heightMethod(
    _ owner: String, line: Int, _ tokens: [SourceTokens.Token], body: Range<Int>,
    objectiveC: Bool
  ) {
    let words = tokens[body].map(\.text)
    let returns = body.filter { tokens[$0].text == "return" }
    let automatic =
      returns.isEmpty
      ? !objectiveC && Self.isAutomatic(words)
      : returns.allSatisfy { Self.isAutomatic(Self.expression(tokens, from: $0 + 1)) }
    guard automatic else {
      otherHeightMethods.insert(owner)
      return
    }
    let name = objectiveC ? "tableView:heightForRowAtIndexPath:" : "tableView(_:heightForRowAt:)"
    let constant = objectiveC ? "UITableViewAutomaticDimension" : "UITableView.automaticDimension"
    automaticHeightMethods.append(
      Statement(className: owner, line: line, text: "returns \(constant) from \(name)"))
  }
}
