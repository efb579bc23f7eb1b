import LayoutCore

/// One `(relation)(object)(@priority)` of a predicate list.
struct VisualFormatPredicate {
  var relation: LayoutConstraint.Relation
  /// The constant, or 0 when relating to a view.
  var constant: Double
  /// The view whose size this one relates to, for `[a(==b)]`.
  var view: View?
  var priority: Double = 1000
}

/// The parts of a format string, with names resolved.
struct ParsedVisualFormat {
  struct Element {
    var view: View
    var predicates: [VisualFormatPredicate]
  }
  /// A connection between two views, or between a view and the superview (`nil`).
  struct Connection {
    var before: View?
    var after: View?
    /// `nil` for the standard spacing `-`; explicit predicates otherwise.
    var predicates: [VisualFormatPredicate]?
    /// `true` for views that touch (no `-` at all).
    var isFlush: Bool
    /// Where the connection starts in the string, for errors.
    var offset: Int
  }
  var axis: Axis = .horizontal
  var views: [Element] = []
  var connections: [Connection] = []
}

/// A recursive-descent parser for the visual format language
/// (Documentation/Facts/AutoLayout.md#visual-format-language), one character of
/// lookahead. Spaces between tokens are ignored.
struct VisualFormatParser {
  private let format: String
  private let characters: [Character]
  private let metrics: [String: Double]
  private let views: [String: View]
  private var index = 0

  init(format: String, metrics: [String: Double], views: [String: View]) {
    self.format = format
    self.characters = Array(format)
    self.metrics = metrics
    self.views = views
  }

  /// `(<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?`
  mutating func parse() throws(VisualFormatError) -> ParsedVisualFormat {
    var result = ParsedVisualFormat()
    skipSpaces()
    if let orientation = peek, orientation == "H" || orientation == "V" {
      index += 1
      guard peek == ":" else { throw error(.expectedColonAfterOrientation(orientation)) }
      index += 1
      result.axis = orientation == "V" ? .vertical : .horizontal
    }
    skipSpaces()
    var pending: (predicates: [VisualFormatPredicate]?, isFlush: Bool, offset: Int)?
    if peek == "|" {
      index += 1
      pending = try connection()
    }
    while true {
      skipSpaces()
      guard peek == "[" else { throw error(peek == nil ? .unexpectedEnd : .expectedView) }
      let element = try view()
      if let link = pending {
        result.connections.append(
          .init(
            before: result.views.last?.view, after: element.view, predicates: link.predicates,
            isFlush: link.isFlush, offset: link.offset))
      }
      result.views.append(element)
      skipSpaces()
      guard peek != nil else { break }
      let link = try connection()
      skipSpaces()
      if peek == "|" {
        index += 1
        result.connections.append(
          .init(
            before: element.view, after: nil, predicates: link.predicates, isFlush: link.isFlush,
            offset: link.offset))
        skipSpaces()
        if let extra = peek { throw error(.unexpectedCharacter(extra)) }
        break
      }
      pending = link
    }
    return result
  }

  /// `[<viewName>(<predicateListWithParens>)?]`
  private mutating func view() throws(VisualFormatError) -> ParsedVisualFormat.Element {
    index += 1  // "["
    skipSpaces()
    let nameOffset = index
    let name = try identifier()
    guard let view = views[name] else { throw error(.unknownView(name), at: nameOffset) }
    skipSpaces()
    var predicates: [VisualFormatPredicate] = []
    if peek == "(" {
      predicates = try predicateList(allowingViews: true)
      if let selfRelated = predicates.first(where: { $0.view === view }), selfRelated.view != nil {
        throw error(.viewRelatedToItself(name), at: nameOffset)
      }
      skipSpaces()
    }
    try expect("]")
    return .init(view: view, predicates: predicates)
  }

  /// `e | -<predicateList>- | -`: `nil` predicates for the standard spacing.
  private mutating func connection() throws(VisualFormatError)
    -> (predicates: [VisualFormatPredicate]?, isFlush: Bool, offset: Int)
  {
    skipSpaces()
    let offset = index
    guard peek == "-" else { return (nil, true, offset) }
    index += 1
    skipSpaces()
    if peek == "[" || peek == "|" { return (nil, false, offset) }
    let predicates: [VisualFormatPredicate]
    if peek == "(" {
      predicates = try predicateList(allowingViews: false)
    } else {
      // <simplePredicate> ::= <metricName> | <positiveNumber>
      predicates = [
        VisualFormatPredicate(relation: .equal, constant: try constant(allowingViews: false).value)
      ]
    }
    skipSpaces()
    try expect("-")
    return (predicates, false, offset)
  }

  /// `(<predicate>(,<predicate>)*)`
  private mutating func predicateList(allowingViews: Bool) throws(VisualFormatError)
    -> [VisualFormatPredicate]
  {
    index += 1  // "("
    var predicates: [VisualFormatPredicate] = []
    while true {
      skipSpaces()
      predicates.append(try predicate(allowingViews: allowingViews))
      skipSpaces()
      if peek == "," {
        index += 1
        continue
      }
      try expect(")")
      return predicates
    }
  }

  /// `(<relation>)?(<objectOfPredicate>)(@<priority>)?`
  private mutating func predicate(allowingViews: Bool) throws(VisualFormatError)
    -> VisualFormatPredicate
  {
    var relation = LayoutConstraint.Relation.equal
    if let first = peek, "=<>".contains(first) {
      guard index + 1 < characters.count, characters[index + 1] == "=" else {
        throw error(.unexpectedCharacter(first))
      }
      relation = first == "<" ? .lessThanOrEqual : first == ">" ? .greaterThanOrEqual : .equal
      index += 2
    }
    skipSpaces()
    let object = try constant(allowingViews: allowingViews)
    var result = VisualFormatPredicate(
      relation: relation, constant: object.value, view: object.view)
    skipSpaces()
    if peek == "@" {
      index += 1
      skipSpaces()
      let offset = index
      let priority = try constant(allowingViews: false).value
      guard priority > 0, priority <= 1000 else {
        throw error(.invalidPriority(priority), at: offset)
      }
      result.priority = priority
    }
    return result
  }

  /// A number, a metric name, or (where allowed) a view name.
  private mutating func constant(allowingViews: Bool) throws(VisualFormatError) -> (
    value: Double, view: View?
  ) {
    guard let first = peek else { throw error(.unexpectedEnd) }
    if first.isNumber || first == "-" || first == "." || first == "+" {
      return (try number(), nil)
    }
    let offset = index
    let name = try identifier()
    if let value = metrics[name] { return (value, nil) }
    if let view = views[name] {
      guard allowingViews else { throw error(.viewInSpacing(name), at: offset) }
      return (0, view)
    }
    // `nan` or `inf` written as if it were a number: say that, not "not a metric".
    if ["nan", "inf", "infinity"].contains(name.lowercased()) {
      throw error(.nonFiniteNumber(name), at: offset)
    }
    throw error(.unknownMetric(name), at: offset)
  }

  private mutating func number() throws(VisualFormatError) -> Double {
    let start = index
    if peek == "-" || peek == "+" { index += 1 }
    while let character = peek, character.isNumber || character == "." { index += 1 }
    guard let value = Double(String(characters[start..<index])) else {
      throw error(.unexpectedCharacter(characters[start]), at: start)
    }
    // Beyond ±1.8e308 `Double` reads infinity, which no constraint may hold.
    guard value.isFinite else {
      throw error(.nonFiniteNumber(String(characters[start..<index])), at: start)
    }
    return value
  }

  /// A C identifier.
  private mutating func identifier() throws(VisualFormatError) -> String {
    let start = index
    guard let first = peek else { throw error(.unexpectedEnd) }
    guard first == "_" || (first.isASCII && first.isLetter) else {
      throw error(.unexpectedCharacter(first))
    }
    while let character = peek,
      character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
    {
      index += 1
    }
    return String(characters[start..<index])
  }

  private mutating func expect(_ character: Character) throws(VisualFormatError) {
    guard let actual = peek else { throw error(.unexpectedEnd) }
    guard actual == character else { throw error(.unexpectedCharacter(actual)) }
    index += 1
  }

  private var peek: Character? { index < characters.count ? characters[index] : nil }

  private mutating func skipSpaces() {
    while let character = peek, character == " " { index += 1 }
  }

  private func error(_ problem: VisualFormatError.Problem, at offset: Int? = nil)
    -> VisualFormatError
  {
    VisualFormatError(problem, format: format, offset: offset ?? index)
  }
}
