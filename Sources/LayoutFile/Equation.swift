import LayoutVocabulary

/// One side's anchor in an equation: `player.width`, `window.safeArea.top`, `fit.centerX`.
public struct AnchorReference: Hashable, Sendable {
  /// The item's path: `["player"]`, `["safeArea"]` or `["player", "safeArea"]`.
  public var item: [String]
  /// The attribute.
  public var attribute: LayoutAttribute
  /// Character offset of the item's name in the equation.
  public var offset: Int
}

/// An equation in Auto Layout's form, `first RELATION second × multiplier + constant @priority`.
public struct Equation: Hashable, Sendable {
  /// The left-hand anchor.
  public var first: AnchorReference
  /// The relation.
  public var relation: LayoutRelation
  /// The right-hand anchor, or `nil` for a constant (`player.width == 200`).
  public var second: AnchorReference?
  /// The multiplier of `second`.
  public var multiplier: Double
  /// The constant.
  public var constant: Double
  /// The priority, 1…1000.
  public var priority: Double
}

/// The attributes an equation may name (all but the margin attributes: a file names the
/// `layoutMargins` guide instead), by their spelling, in alphabetical order for messages.
let attributeNames = LayoutAttribute.allCases.filter { !$0.isMargin }.map(\.rawValue).sorted()

/// A problem in one equation: where (a character offset into it) and what.
public struct EquationError: Error, Hashable, Sendable {
  /// Character offset of the problem in the equation.
  public var offset: Int
  /// What is wrong.
  public var message: String
  /// What to do.
  public var hint: String
}

/// Parses `player.width == player.height * 21/9 + 8 @750`.
///
/// Grammar: `anchor relation expression [@priority]`; the expression is a sum of terms, each a
/// product of numbers and at most one anchor in the whole expression, and a number may be
/// divided (`21/9`, `player.height / 2`). That is exactly what one `NSLayoutConstraint` holds.
public struct EquationParser {
  enum Token: Equatable {
    case name(String)  // a dotted path
    case number(Double)
    case op(Character)  // + - * / @
    case relation(LayoutRelation)
    case end
  }

  /// The equation as written.
  let text: String
  /// The text's `Character`s: offsets (in errors too) count `Character`s.
  let chars: [Character]
  /// Where each of ``chars`` starts in ``text``, then the text's end, so that a token's text is
  /// a slice of ``text`` (a copy of its bytes) rather than a `String` rebuilt one `Character` at
  /// a time, which was a third of parsing a line.
  let starts: [String.Index]
  var tokens: [(token: Token, offset: Int)] = []
  var index = 0

  /// Creates a parser for `text`.
  public init(_ text: String) {
    self.text = text
    chars = Array(text)
    starts = Array(text.indices) + [text.endIndex]
  }

  /// The text of the `Character`s at `range`.
  func string(_ range: Range<Int>) -> String {
    String(text[starts[range.lowerBound]..<starts[range.upperBound]])
  }

  /// `c.isLetter`, answered for ASCII without Unicode's property tables (names are nearly
  /// always ASCII): the ASCII letters are A–Z and a–z. (`"\r\n"`, whose `asciiValue` is that of
  /// LF, is no letter either way.)
  static func isLetter(_ c: Character) -> Bool {
    guard let byte = c.asciiValue else { return c.isLetter }
    return (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  /// `c.isNumber`, answered for ASCII without Unicode's property tables: the ASCII numbers are
  /// the digits 0–9.
  static func isNumber(_ c: Character) -> Bool {
    guard let byte = c.asciiValue else { return c.isNumber }
    return byte >= 0x30 && byte <= 0x39
  }

  static let example = "player.width == player.height * 21/9 @750"

  mutating func tokenize() throws(EquationError) {
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c == " " || c == "\t" {
        i += 1
        continue
      }
      let start = i
      if Self.isLetter(c) || c == "_" {
        while i < chars.count,
          Self.isLetter(chars[i]) || Self.isNumber(chars[i]) || chars[i] == "_" || chars[i] == "."
        { i += 1 }
        tokens.append((.name(string(start..<i)), start))
      } else if Self.isNumber(c) || (c == "." && i + 1 < chars.count && Self.isNumber(chars[i + 1]))
      {
        while i < chars.count, Self.isNumber(chars[i]) || chars[i] == "." { i += 1 }
        i = exponentEnd(after: i)
        // A letter straight after the digits (`8pt`, `1e`, `2x`) would otherwise read as a
        // number and then a name, and fail later as a missing operator.
        if i < chars.count, Self.isLetter(chars[i]) || chars[i] == "_" {
          var end = i
          while end < chars.count,
            Self.isLetter(chars[end]) || Self.isNumber(chars[end]) || chars[end] == "_"
          { end += 1 }
          let text = string(start..<end)
          throw EquationError(
            offset: start, message: "`\(text)` is not a number",
            hint:
              "write numbers as `8`, `0.5`, `1e3` or `21/9`, without units (they are points), and `*` before an anchor"
          )
        }
        let text = string(start..<i)
        guard let value = Double(text) else {
          throw EquationError(
            offset: start, message: "`\(text)` is not a number",
            hint: "write numbers as `8`, `0.5`, `1e3` or `21/9`")
        }
        // Swift reads a number beyond ±1.8 × 10³⁰⁸ as infinity; Auto Layout refuses non-finite
        // constants and multipliers, so say so here, at the number.
        guard value.isFinite else {
          throw EquationError(
            offset: start,
            message: "\(abbreviated(text)) is too large: the largest number is about 1.8e308",
            hint: "constants and multipliers are finite numbers of points, such as `8` or `1e3`")
        }
        tokens.append((.number(value), start))
      } else if "+-*/@".contains(c) {
        tokens.append((.op(c), start))
        i += 1
      } else if c == "=" || c == "<" || c == ">" {
        guard i + 1 < chars.count, chars[i + 1] == "=" else {
          throw EquationError(
            offset: start, message: "`\(c)` is not a relation",
            hint: "the relations are `==`, `<=` and `>=`; Auto Layout has no strict `<` or `>`")
        }
        tokens.append(
          (.relation(c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual), start))
        i += 2
      } else {
        throw EquationError(
          offset: start, message: "unexpected `\(c)`",
          hint: "an equation looks like `\(Self.example)`")
      }
    }
    tokens.append((.end, chars.count))
  }

  var current: (token: Token, offset: Int) { tokens[index] }

  /// Where a number's exponent (`e3`, `E-2`, `e+10`) that starts at `i` ends; `i` when there is
  /// none. An `e` counts only when digits follow it, so `2e` stays a number and a name.
  func exponentEnd(after i: Int) -> Int {
    guard i < chars.count, chars[i] == "e" || chars[i] == "E" else { return i }
    var j = i + 1
    if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
    guard j < chars.count, chars[j].isASCII, chars[j].isNumber else { return i }
    while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
    return j
  }

  /// A number as errors quote it: in full when short, else its start and its digit count
  /// (a 300-digit number would push the caret off the screen).
  func abbreviated(_ text: String) -> String {
    text.count <= 24 ? "`\(text)`" : "`\(text.prefix(12))…` (\(text.count) characters)"
  }

  /// The names Swift's `Double(_:)` would read as a non-finite number.
  static let nonFiniteNames: Set<String> = ["nan", "inf", "infinity"]

  func anchor(_ path: String, at offset: Int) throws(EquationError) -> AnchorReference {
    if Self.nonFiniteNames.contains(path.lowercased()) {
      throw EquationError(
        offset: offset, message: "`\(path)` is not a number a constraint can hold",
        hint: "constants and multipliers are finite numbers of points, such as `8` or `1e3`")
    }
    let parts = Self.components(of: path)
    guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else {
      throw EquationError(
        offset: offset, message: "`\(path)` needs an attribute",
        hint: "name an item and one of its anchors, e.g. `\(parts.first ?? "player").width`")
    }
    let attributeName = parts[parts.count - 1]
    guard let attribute = LayoutAttribute(rawValue: attributeName), !attribute.isMargin else {
      let attributeOffset = offset + path.count - attributeName.count
      throw EquationError(
        offset: attributeOffset, message: "unknown attribute `\(attributeName)`",
        hint: suggestion(attributeName, attributeNames)
          ?? "the attributes are \(attributeNames.joined(separator: ", "))")
    }
    return AnchorReference(item: Array(parts.dropLast()), attribute: attribute, offset: offset)
  }

  /// `path` split at its dots. A name holds only letters, digits, `_` and `.` (``tokenize()``);
  /// when they are all ASCII, each byte is one `Character` and the split can read bytes, which
  /// costs a tenth of splitting `Character`s.
  static func components(of path: String) -> [String] {
    guard path.utf8.allSatisfy({ $0 < 0x80 }) else {
      return path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
    return path.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Parses the equation.
  public mutating func parse() throws(EquationError) -> Equation {
    try tokenize()
    guard case .name(let firstPath) = current.token else {
      throw EquationError(
        offset: current.offset, message: "an equation starts with an anchor",
        hint: "write it as `\(Self.example)`")
    }
    let first = try anchor(firstPath, at: current.offset)
    index += 1
    guard case .relation(let relation) = current.token else {
      throw EquationError(
        offset: current.offset, message: "expected `==`, `<=` or `>=`",
        hint: "write it as `\(Self.example)`")
    }
    index += 1
    let expressionStart = current.offset
    var second: AnchorReference?
    var multiplier = 1.0
    var constant = 0.0
    var sign = 1.0
    var expectTerm = true
    loop: while true {
      let (token, offset) = current
      if expectTerm {
        var factor = sign
        var termAnchor: AnchorReference?
        // term := atom (('*' | '/') atom)*
        var expectAtom = true
        var dividing = false
        while true {
          let (token, offset) = current
          if expectAtom {
            switch token {
            case .number(let value):
              if dividing {
                guard value != 0 else {
                  throw EquationError(
                    offset: offset, message: "division by zero", hint: "divide by a non-zero number"
                  )
                }
                factor /= value
              } else {
                factor *= value
              }
              // Each number is finite, but `1e200 * 1e200` is not.
              guard factor.isFinite else {
                throw EquationError(
                  offset: offset,
                  message: "the product is too large: the largest number is about 1.8e308",
                  hint:
                    "constants and multipliers are finite numbers of points, such as `8` or `1e3`")
              }
            case .name(let path):
              guard !dividing else {
                throw EquationError(
                  offset: offset, message: "cannot divide by an anchor",
                  hint: "write the ratio the other way round, `a.width == b.height * 21/9`")
              }
              guard second == nil, termAnchor == nil else {
                throw EquationError(
                  offset: offset, message: "a constraint relates two anchors, not more",
                  hint: "split it into two constraints or use a layout guide for the sum")
              }
              termAnchor = try anchor(path, at: offset)
            case .op("-") where !dividing && factor == sign && termAnchor == nil:
              factor = -factor
              index += 1
              continue
            default:
              throw EquationError(
                offset: offset, message: "expected a number or an anchor",
                hint: "write it as `\(Self.example)`")
            }
            index += 1
            expectAtom = false
          } else if case .op(let op) = token, op == "*" || op == "/" {
            dividing = op == "/"
            expectAtom = true
            index += 1
          } else {
            break
          }
        }
        if let termAnchor {
          second = termAnchor
          multiplier = factor
        } else {
          constant += factor
          guard constant.isFinite else {
            throw EquationError(
              offset: offset, message: "the sum is too large: the largest number is about 1.8e308",
              hint: "constants and multipliers are finite numbers of points, such as `8` or `1e3`")
          }
        }
        expectTerm = false
        continue loop
      }
      switch token {
      case .op("+"), .op("-"):
        sign = token == .op("-") ? -1 : 1
        index += 1
        expectTerm = true
      case .op("@"), .end:
        break loop
      case .relation:
        throw EquationError(
          offset: offset, message: "a constraint has one relation",
          hint: "write chained comparisons as two constraints")
      default:
        throw EquationError(
          offset: offset, message: "expected `+`, `-`, `@` or the end",
          hint: "write it as `\(Self.example)`")
      }
    }
    // Finite but absurd (`1e308`, a slip for `1e3`): refused at the expression, once an
    // infinite product or sum has had its own message.
    guard InputLimits.isPlausible(constant), InputLimits.isPlausible(multiplier) else {
      var expression = string(expressionStart..<current.offset)
      while expression.last == " " || expression.last == "\t" { expression.removeLast() }
      let (message, hint) = InputLimits.magnitudeMessage(abbreviated(expression))
      throw EquationError(offset: expressionStart, message: message, hint: hint)
    }
    var priority = 1000.0
    if current.token == .op("@") {
      index += 1
      let (token, offset) = current
      switch token {
      case .number(let value) where value >= 1 && value <= 1000: priority = value
      case .name("required"): priority = 1000
      case .name("high"), .name("defaultHigh"): priority = 750
      case .name("low"), .name("defaultLow"): priority = 250
      case .name("fittingSizeLevel"): priority = 50
      default:
        throw EquationError(
          offset: offset, message: "a priority is a number from 1 to 1000",
          hint: "write `@250`, `@750`, `@1000`, or `@low`, `@high`, `@required`")
      }
      index += 1
      guard current.token == .end else {
        throw EquationError(
          offset: current.offset, message: "nothing may follow the priority",
          hint: "put the priority last: `\(Self.example)`")
      }
    }
    // Auto Layout relates like with like: x to x, y to y, sizes to sizes.
    if let second, first.attribute.kind == second.attribute.kind,
      !compatible(first.attribute, second.attribute)
    {
      // Same axis, but one side follows the writing direction and the other does not.
      let counterpart: [LayoutAttribute: String] = [
        .leading: "left", .trailing: "right", .left: "leading", .right: "trailing",
      ]
      let fixed = (second.item + [counterpart[second.attribute] ?? "\(second.attribute)"]).joined(
        separator: ".")
      throw EquationError(
        offset: second.offset,
        message: "cannot relate `\(first.attribute)` to `\(second.attribute)`",
        hint:
          "leading and trailing follow the language's direction (right to left in Arabic and Hebrew), left and right never do, so UIKit refuses to mix them: write `\(fixed)`, or use left/right on both sides"
      )
    }
    if let second, !compatible(first.attribute, second.attribute) {
      throw EquationError(
        offset: second.offset,
        message: "cannot relate `\(first.attribute)` to `\(second.attribute)`",
        hint:
          "relate horizontal positions to horizontal positions, vertical to vertical, and sizes to sizes"
      )
    }
    if second == nil, ![.width, .height].contains(first.attribute) {
      throw EquationError(
        offset: first.offset, message: "a position cannot be set to a constant",
        hint:
          "relate it to another anchor, e.g. `\(first.item.joined(separator: ".")).\(first.attribute) == window.\(first.attribute) + 20`"
      )
    }
    return Equation(
      first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
      priority: priority)
  }
}

/// Whether Auto Layout relates `a` to `b`: attributes of one kind, and never leading or
/// trailing with left or right (UIKit raises).
func compatible(_ a: LayoutAttribute, _ b: LayoutAttribute) -> Bool {
  guard a.kind == b.kind else { return false }
  // A comparison each, not a set built per call: this runs for every related pair parsed.
  func directional(_ x: LayoutAttribute) -> Bool { x == .leading || x == .trailing }
  func absolute(_ x: LayoutAttribute) -> Bool { x == .left || x == .right }
  return !(directional(a) && absolute(b) || absolute(a) && directional(b))
}
