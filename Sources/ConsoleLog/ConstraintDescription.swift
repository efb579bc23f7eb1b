/// An item as one constraint description names it, before the log's items are numbered.
enum RawItem: Hashable {
  /// `UILabel:0x7f…'text'`.
  case addressed(className: String, address: String, label: String?)
  /// A visual-format name (`FxCollectionView`) with what the names list says of it.
  case named(String, address: String?)
  /// `|` when the names list does not say which view it is: the superview of the subject.
  indirect case superview(of: RawItem)
}

struct RawTerm: Hashable {
  var item: RawItem
  var attribute: LoggedAttribute
}

/// One constraint description read from a line, its items not yet numbered.
struct RawConstraint {
  var className: String
  var address: String
  var identifier: String?
  var origin: ConstraintOrigin
  var first: RawTerm
  var relation: LoggedRelation
  var second: RawTerm?
  var multiplier: Double = 1
  var constant: Double = 0
  var priority: Double = 1000
  var subject: RawItem
  var position: SourcePosition
  /// Format names the description's names list gives.
  var formatNames: [String: RawItem] = [:]
}

/// Reads one `<NSLayoutConstraint:0x… …>` description: the equation form
/// (`A.leading == B.leadingMargin + 8`), the visual-format form (`H:|-(8)-[A]`), the
/// autoresizing-mask prefix (`h=--& v=--&`), the identifier, the priority (`@750`), the
/// content-size suffix (`Hug:250 CompressionResistance:750`) and the names list.
struct ConstraintDescriptionParser {
  private var cursor: ByteCursor
  private let line: Int
  private let lineStart: Int
  /// `'|'` and format names from the names list.
  private var names: [String: RawItem] = [:]
  private var superviewItem: RawItem?

  /// `bytes` runs from the description's `<` to (not including) its closing `>`.
  init(bytes: ArraySlice<UInt8>, line: Int, lineStart: Int) {
    cursor = ByteCursor(bytes)
    self.line = line
    self.lineStart = lineStart
  }

  private var position: SourcePosition {
    SourcePosition(line: line, column: cursor.index - lineStart + 1)
  }

  private func fail(_ reason: String) -> ConsoleLogError {
    let excerpt = String(decoding: cursor.bytes.prefix(120), as: UTF8.self)
    return .malformedConstraint(position, reason: reason, excerpt: excerpt)
  }

  mutating func parse() throws(ConsoleLogError) -> RawConstraint {
    let start = position
    _ = cursor.consume("<")
    cursor.skipSpaces()
    let className = cursor.take(while: isNameByte)
    guard cursor.consume(":") else { throw fail("expected `:` after the constraint's class") }
    cursor.skipSpaces()
    guard cursor.consume("0x") else { throw fail("expected the constraint's address") }
    let address = cursor.take(while: isHexDigit)
    // SnapKit appends `@File.swift#42`.
    if cursor.consume("@") { _ = cursor.take { $0 != UInt8(ascii: " ") } }
    cursor.skipSpaces()
    var identifier: String?
    if cursor.peek() == UInt8(ascii: "'") {
      identifier = try quoted(closingBefore: [UInt8(ascii: " ")])
      cursor.skipSpaces()
    }
    var origin = ConstraintOrigin.classify(className: className, identifier: identifier)
    if cursor.startsWith("h=") {
      _ = cursor.consume("h=")
      let horizontal = cursor.take { $0 != UInt8(ascii: " ") }
      cursor.skipSpaces()
      guard cursor.consume("v=") else { throw fail("expected `v=` after the `h=` mask") }
      let vertical = cursor.take { $0 != UInt8(ascii: " ") }
      cursor.skipSpaces()
      origin = .autoresizingMask(horizontal: horizontal, vertical: vertical)
    }
    let bodyEnd = try readTrailer(origin: &origin)
    var body = ByteCursor(cursor.bytes[cursor.index..<bodyEnd])
    swap(&body, &cursor)
    defer { swap(&body, &cursor) }
    var constraint: RawConstraint
    if cursor.startsWith("H:") || cursor.startsWith("V:") {
      constraint = try visualFormat(className: className, address: address, start: start)
    } else {
      constraint = try equation(className: className, address: address, start: start)
    }
    constraint.identifier = identifier
    constraint.origin = origin
    constraint.formatNames = names
    if case .contentSize(let hugging, let resistance) = origin,
      hugging == 1000 || resistance == 1000
    {
      constraint.priority = 1000
    }
    return constraint
  }

  /// Reads the names list, `(LTR)` and the content-size priorities from the end, and returns
  /// where the constraint's body ends.
  private mutating func readTrailer(origin: inout ConstraintOrigin) throws(ConsoleLogError)
    -> Int
  {
    let bytes = cursor.bytes
    var end = bytes.endIndex
    // The names list is the last parenthesis that starts with `active` or `Names:`.
    var scan = end
    while scan > cursor.index {
      scan -= 1
      guard bytes[scan] == UInt8(ascii: "(") else { continue }
      var probe = ByteCursor(bytes[(scan + 1)..<end])
      guard probe.startsWith("active") || probe.startsWith("Names:") else { continue }
      end = scan
      if probe.consume("active") { _ = probe.consume(",") }
      probe.skipSpaces()
      if probe.consume("names:") || probe.consume("Names:") {
        try readNames(&probe)
      }
      break
    }
    if let hug = find(Array(" Hug:".utf8), in: bytes[cursor.index..<end]) {
      let words = String(decoding: bytes[(hug + 5)..<end], as: UTF8.self).split(separator: " ")
      let hugging = words.first.flatMap { Double($0) } ?? 250
      let resistance =
        words.first { $0.hasPrefix("CompressionResistance:") }
        .flatMap { Double($0.dropFirst("CompressionResistance:".count)) } ?? 750
      origin = .contentSize(hugging: hugging, compressionResistance: resistance)
      end = hug
    }
    // Trailing spaces and `(LTR)`/`(RTL)`.
    while end > cursor.index, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    var tail = ByteCursor(bytes[max(cursor.index, end - 5)..<end])
    if end - cursor.index >= 5, tail.consume("(LTR)") || tail.consume("(RTL)") { end -= 5 }
    while end > cursor.index, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    return end
  }

  private mutating func readNames(_ probe: inout ByteCursor) throws(ConsoleLogError) {
    while true {
      probe.skipSpaces()
      if probe.atEnd || probe.peek() == UInt8(ascii: ")") { return }
      let name: String
      if probe.peek() == UInt8(ascii: "'") {
        probe.index += 1
        name = probe.take { $0 != UInt8(ascii: "'") }
        _ = probe.consume("'")
      } else {
        name = probe.take { $0 != UInt8(ascii: ":") && $0 != UInt8(ascii: " ") }
      }
      guard probe.consume(":") else { throw fail("expected `:` after `\(name)` in the names") }
      let item: RawItem
      if probe.consume("0x") {
        item = .named(name, address: probe.take(while: isHexDigit))
      } else {
        let className = probe.take(while: isNameByte)
        guard probe.consume(":"), probe.consume("0x") else {
          throw fail("expected an address for `\(name)` in the names")
        }
        let address = probe.take(while: isHexDigit)
        item =
          name == "|"
          ? .addressed(className: className, address: address, label: nil)
          : .named(name, address: address)
      }
      if name == "|" { superviewItem = item } else { names[name] = item }
      probe.skipSpaces()
      _ = probe.consume(",")
    }
  }

  /// A quoted label; the closing quote is one followed by a byte in `closingBefore` or the end.
  private mutating func quoted(closingBefore: [UInt8]) throws(ConsoleLogError) -> String {
    let open = cursor.index
    var scan = open + 1
    while scan < cursor.bytes.endIndex {
      if cursor.bytes[scan] == UInt8(ascii: "'") {
        let next = scan + 1 < cursor.bytes.endIndex ? cursor.bytes[scan + 1] : nil
        if next == nil || closingBefore.contains(next!) {
          cursor.index = scan + 1
          return String(decoding: cursor.bytes[(open + 1)..<scan], as: UTF8.self)
        }
      }
      scan += 1
    }
    throw fail("unclosed quote")
  }

  private static let labelEnds: [UInt8] = Array(".]()-, >".utf8)

  /// An item: a format name from the names list, or `Class:0xADDRESS` with an optional label.
  private mutating func item() throws(ConsoleLogError) -> RawItem {
    // Longest format name first: `AddressToolbar.lockIcon` before `AddressToolbar`.
    for name in names.keys.sorted(by: { $0.utf8.count > $1.utf8.count }) {
      var probe = cursor
      if probe.consume(name), let next = probe.peek(),
        next == UInt8(ascii: ".") || next == UInt8(ascii: "]") || next == UInt8(ascii: "(")
      {
        cursor = probe
        return names[name]!
      }
    }
    let className = cursor.take { isNameByte($0) && $0 != UInt8(ascii: ":") }
    guard !className.isEmpty else { throw fail("expected a view or layout guide") }
    guard cursor.consume(":") else {
      throw fail("`\(className)` has no address and is not in the constraint's names")
    }
    cursor.skipSpaces()
    guard cursor.consume("0x") else { throw fail("expected `0x` and the address of a view") }
    let address = cursor.take(while: isHexDigit)
    guard !address.isEmpty else { throw fail("expected the address of a view") }
    var label: String?
    if cursor.peek() == UInt8(ascii: "'") {
      label = try quoted(closingBefore: Self.labelEnds)
    }
    return .addressed(className: className, address: address, label: label)
  }

  private mutating func attribute() throws(ConsoleLogError) -> LoggedAttribute {
    guard cursor.consume(".") else { throw fail("expected `.` and an attribute") }
    let start = cursor.index
    let name = cursor.take { $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A }
    guard let attribute = LoggedAttribute(logged: name) else {
      cursor.index = start
      throw fail("unknown attribute `\(name)`")
    }
    return attribute
  }

  private mutating func relation() throws(ConsoleLogError) -> LoggedRelation {
    cursor.skipSpaces()
    for relation in [LoggedRelation.equal, .lessThanOrEqual, .greaterThanOrEqual]
    where cursor.consume(relation.rawValue) {
      cursor.skipSpaces()
      return relation
    }
    throw fail("expected `==`, `<=` or `>=`")
  }

  /// `A.attr REL [m*]B.attr [* m] [± c] [@p]` or `A.attr REL c [@p]`.
  private mutating func equation(className: String, address: String, start: SourcePosition)
    throws(ConsoleLogError) -> RawConstraint
  {
    let firstItem = try item()
    let first = RawTerm(item: firstItem, attribute: try attribute())
    let relation = try relation()
    var constraint = RawConstraint(
      className: className, address: address, origin: .app, first: first, relation: relation,
      subject: firstItem, position: start)
    if let value = cursor.number() {
      cursor.skipSpaces()
      if cursor.consume("*") {
        cursor.skipSpaces()
        constraint.multiplier = value
        constraint.second = RawTerm(item: try item(), attribute: try attribute())
      } else {
        constraint.constant = value
      }
    } else {
      constraint.second = RawTerm(item: try item(), attribute: try attribute())
      cursor.skipSpaces()
      if cursor.consume("*") {
        cursor.skipSpaces()
        guard let multiplier = cursor.number() else { throw fail("expected a multiplier") }
        constraint.multiplier = multiplier
      }
    }
    cursor.skipSpaces()
    if constraint.second != nil, let byte = cursor.peek(),
      byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    {
      guard let constant = cursor.number() else { throw fail("expected a constant") }
      constraint.constant = constant
      cursor.skipSpaces()
    }
    constraint.priority = try priority(default: 1000)
    cursor.skipSpaces()
    guard cursor.atEnd else { throw fail("unexpected text after the equation") }
    return constraint
  }

  private mutating func priority(default value: Double) throws(ConsoleLogError) -> Double {
    guard cursor.consume("@") || cursor.consume("priority:") else { return value }
    guard let priority = cursor.number(), priority >= 1, priority <= 1000 else {
      throw fail("expected a priority in 1...1000")
    }
    return priority
  }

  /// A gap or size in parentheses: `[==|<=|>=]number[@priority]`, or `NSSpace(n)`.
  private mutating func predicate() throws(ConsoleLogError) -> (
    LoggedRelation, Double, Double
  ) {
    var relation = LoggedRelation.equal
    for candidate in [LoggedRelation.equal, .lessThanOrEqual, .greaterThanOrEqual]
    where cursor.consume(candidate.rawValue) {
      relation = candidate
    }
    let spaced = cursor.consume("NSSpace(")
    guard let value = cursor.number() else { throw fail("expected a number") }
    if spaced, !cursor.consume(")") { throw fail("expected `)` closing NSSpace") }
    return (relation, value, try priority(default: 1000))
  }

  private enum FormatElement {
    case superview
    case view(RawItem, size: (LoggedRelation, Double, Double)?)
  }

  private mutating func formatElement() throws(ConsoleLogError) -> FormatElement {
    if cursor.consume("|") { return .superview }
    guard cursor.consume("[") else { throw fail("expected `[` or `|`") }
    let view = try item()
    var size: (LoggedRelation, Double, Double)?
    if cursor.consume("(") {
      size = try predicate()
      guard cursor.consume(")") else { throw fail("expected `)` closing the size") }
    }
    guard cursor.consume("]") else { throw fail("expected `]`") }
    return .view(view, size: size)
  }

  /// `H:|-(8)-[A]`, `H:[A]-(8)-|`, `H:[A]-(8)-[B]` or `H:[A(320)]`: one constraint each.
  private mutating func visualFormat(className: String, address: String, start: SourcePosition)
    throws(ConsoleLogError) -> RawConstraint
  {
    let horizontal = cursor.consume("H:")
    if !horizontal { _ = cursor.consume("V:") }
    let (leadingEdge, trailingEdge, length): (LoggedAttribute, LoggedAttribute, LoggedAttribute) =
      horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
    let firstElement = try formatElement()
    cursor.skipSpaces()
    if cursor.atEnd {
      guard case .view(let view, let size?) = firstElement else {
        throw fail("a format with one view must give its size")
      }
      var constraint = RawConstraint(
        className: className, address: address, origin: .app,
        first: RawTerm(item: view, attribute: length), relation: size.0, subject: view,
        position: start)
      constraint.constant = size.1
      constraint.priority = size.2
      return constraint
    }
    var gap: (LoggedRelation, Double, Double) = (.equal, 0, 1000)
    if cursor.consume("-") {
      if cursor.consume("(") {
        gap = try predicate()
        guard cursor.consume(")") else { throw fail("expected `)` closing the gap") }
      } else if let value = cursor.number() {
        gap = (.equal, value, 1000)
      }
      guard cursor.consume("-") else { throw fail("expected `-` after the gap") }
    }
    let secondElement = try formatElement()
    cursor.skipSpaces()
    guard cursor.atEnd else { throw fail("only one relation per constraint is expected") }
    // `[A]-g-[B]` is `B.leading == A.trailing + g`; `|-g-[A]` is `A.leading == |.leading + g`;
    // `[A]-g-|` is `|.trailing == A.trailing + g`.
    let before: RawTerm
    let after: RawTerm
    let subject: RawItem
    switch (firstElement, secondElement) {
    case (.superview, .view(let view, _)):
      subject = view
      before = RawTerm(item: superview(of: view), attribute: leadingEdge)
      after = RawTerm(item: view, attribute: leadingEdge)
    case (.view(let view, _), .superview):
      subject = view
      before = RawTerm(item: view, attribute: trailingEdge)
      after = RawTerm(item: superview(of: view), attribute: trailingEdge)
    case (.view(let a, _), .view(let b, _)):
      subject = b
      before = RawTerm(item: a, attribute: trailingEdge)
      after = RawTerm(item: b, attribute: leadingEdge)
    case (.superview, .superview):
      throw fail("a format cannot relate `|` to itself")
    }
    var constraint = RawConstraint(
      className: className, address: address, origin: .app, first: after, relation: gap.0,
      second: before, subject: subject, position: start)
    constraint.constant = gap.1
    constraint.priority = gap.2
    return constraint
  }

  private func superview(of view: RawItem) -> RawItem {
    superviewItem ?? .superview(of: view)
  }
}
