/// A view's lifecycle methods, and the statements in them that hide or show the view itself:
/// a view whose own class sets its `isHidden` when it is loaded or laid out shows or not as the
/// app's code decides, which Plumb cannot run (Documentation/ProjectFile.md#rows-the-apps-code-sizes).
///
/// The methods are those UIKit calls on every view loaded from a storyboard or xib, before it is
/// first shown: `init(coder:)` and `awakeFromNib` as it is decoded
/// (https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib),
/// `didMoveToSuperview` and `didMoveToWindow` as it is added, and `layoutSubviews` as it is
/// laid out.
enum ViewLifecycle {
  /// The lifecycle methods' names with no arguments, the same in Swift and Objective-C.
  static let methods: Set<String> = [
    "awakeFromNib", "didMoveToSuperview", "didMoveToWindow", "layoutSubviews",
  ]

  /// The lifecycle method a method's `header` declares, as the report names it, or nil: the
  /// words from `func`/`init` (Swift) or `-` (Objective-C) to its body's `{`, the name's first
  /// word at `nameAt`.
  static func method(header: [String], nameAt: Int, objectiveC: Bool) -> String? {
    if !objectiveC, header.first == "init" {
      // `init(coder:)`, `init?(coder aDecoder: NSCoder)`: the first label is `coder`.
      let label = header.firstIndex(of: "(").map { $0 + 1 }
      return label.map { $0 < header.count && header[$0] == "coder" } == true
        ? "init(coder:)" : nil
    }
    guard nameAt < header.count else { return nil }
    let name = header[nameAt]
    if objectiveC && name == "initWithCoder" { return "initWithCoder:" }
    return methods.contains(name) ? name : nil
  }

  /// The statement at `index` (an `isHidden`, `hidden` or `setHidden` word), when it sets the
  /// hidden state of the view whose lifecycle method holds it to anything but a constant
  /// `false`: `isHidden = …` or `self.isHidden = …` in Swift, `self.hidden = …` or
  /// `[self setHidden:…]` in Objective-C.
  static func hiding(
    at index: Int, _ tokens: [SourceTokens.Token], in blocks: [LayoutStatements.Block],
    objectiveC: Bool
  ) -> HidingStatement? {
    var enclosing: (owner: String, method: String)?
    for block in blocks.reversed() {
      if case .method(let owner, _, _, _, let lifecycle) = block {
        if let owner, let lifecycle { enclosing = (owner, lifecycle) }
        break
      }
    }
    guard let enclosing else { return nil }
    let word = tokens[index].text
    func text(_ offset: Int) -> String {
      let k = index + offset
      return k >= 0 && k < tokens.count ? tokens[k].text : ""
    }
    // `self.` before the word: the view itself, not another view's property.
    let onSelf = text(-1) == "." && text(-2) == "self" && text(-3) != "."
    var value: [String]
    switch word {
    case "setHidden":
      guard objectiveC, text(-1) == "self", text(-2) == "[", text(1) == ":" else { return nil }
      value = []
      var k = index + 2
      while k < tokens.count, ![";", "]", "{", "}"].contains(tokens[k].text) {
        value.append(tokens[k].text)
        k += 1
      }
    case "isHidden", "hidden":
      // Swift's implicit `self` (a bare `isHidden` starting its statement, not declared there);
      // Objective-C's `hidden` alone is no property access.
      let bare =
        !objectiveC && word == "isHidden" && text(-1) != "."
        && !["var", "let", "func"].contains(text(-1))
      guard (onSelf && (objectiveC == (word == "hidden"))) || bare,
        text(1) == "=", text(2) != "="
      else { return nil }
      value = LayoutStatements.expression(tokens, from: index + 2)
    default:
      return nil
    }
    // The view always shown: nothing for the app's code to decide.
    guard !value.isEmpty, value != ["false"], value != ["NO"] else { return nil }
    return HidingStatement(
      className: enclosing.owner, line: tokens[index].line, method: enclosing.method,
      property: objectiveC ? "hidden" : "isHidden")
  }
}

/// An assignment of a view's own hidden state in one of its class's lifecycle methods
/// (``ViewLifecycle``).
struct HidingStatement: Hashable {
  /// The class whose method holds it.
  var className: String
  /// Its 1-based line.
  var line: Int
  /// The method, as the report names it (`awakeFromNib`, `init(coder:)`).
  var method: String
  /// The property, as the language names it: `isHidden` in Swift, `hidden` in Objective-C.
  var property: String
}
