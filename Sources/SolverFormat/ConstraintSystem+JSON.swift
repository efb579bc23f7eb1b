import Cassowary
import Foundation

extension ConstraintSystem {
  /// The format identifier written to and accepted in the `format` field.
  public static let formatName = "cassowary-bench/1"

  /// Reads a system from `cassowary-bench/1` JSON. Unknown top-level keys are ignored, as the
  /// format requires.
  ///
  /// - Throws: a ``FormatError`` naming the path of the first invalid field.
  public init(json data: Data) throws(FormatError) {
    let object: Any
    do { object = try JSONSerialization.jsonObject(with: data) } catch {
      throw .notJSON(String(describing: error))
    }
    guard let document = object as? [String: Any] else {
      throw .invalidField(path: "$", expected: "an object")
    }
    if let format = document["format"] {
      guard let format = format as? String, format == Self.formatName else {
        throw .unsupportedFormat(String(describing: format))
      }
    }
    let reader = Reader()
    let variables = try reader.array(document["variables"], "variables") {
      value, path throws(FormatError) in
      guard let name = value as? String else {
        throw .invalidField(path: path, expected: "a string")
      }
      return name
    }
    func variable(_ value: Any?, _ path: String) throws(FormatError) -> Int {
      let index = try reader.integer(value, path)
      guard variables.indices.contains(index) else {
        throw .unknownVariable(path: path, index: index)
      }
      return index
    }
    func suggestions(_ value: Any?, _ path: String) throws(FormatError) -> [Suggestion] {
      try reader.array(value, path) { pair, path throws(FormatError) in
        let items = try reader.array(pair, path) { item, _ in item }
        guard items.count == 2 else {
          throw .invalidField(path: path, expected: "[variable, value]")
        }
        return (try variable(items[0], path + "[0]"), try reader.number(items[1], path + "[1]"))
      }
    }
    let constraints = try reader.array(document["constraints"], "constraints") {
      value, path throws(FormatError) in
      guard let constraint = value as? [String: Any] else {
        throw .invalidField(path: path, expected: "an object")
      }
      let terms = try reader.array(constraint["terms"], path + ".terms") {
        term, path throws(FormatError) in
        let items = try reader.array(term, path) { item, _ in item }
        guard items.count == 2 else {
          throw .invalidField(path: path, expected: "[coefficient, variable]")
        }
        return (
          coefficient: try reader.number(items[0], path + "[0]"),
          variable: try variable(items[1], path + "[1]")
        )
      }
      let relationText = constraint["relation"] as? String ?? ""
      guard let relation = Relation(rawValue: relationText) else {
        throw .invalidRelation(path: path + ".relation", relation: relationText)
      }
      return Row(
        terms: terms, constant: try reader.number(constraint["constant"] ?? 0, path + ".constant"),
        relation: relation,
        priority: try reader.priority(constraint["priority"], path + ".priority"))
    }
    let edits = try reader.array(document["edits"] ?? [], "edits") {
      value, path throws(FormatError) in
      guard let edit = value as? [String: Any] else {
        throw .invalidField(path: path, expected: "an object")
      }
      return Edit(
        variable: try variable(edit["variable"], path + ".variable"),
        priority: try reader.priority(edit["priority"], path + ".priority"))
    }
    let initial = try suggestions(document["initial"] ?? [], "initial")
    let steps = try reader.array(document["steps"] ?? [], "steps") {
      value, path throws(FormatError) in
      try suggestions(value, path)
    }
    self.init(
      name: document["name"] as? String, variables: variables, constraints: constraints,
      edits: edits, initial: initial, steps: steps)
  }

  /// The system as compact `cassowary-bench/1` JSON, keys sorted, so the same system always
  /// gives the same bytes.
  public func jsonData() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Non-finite numbers cannot reach a system (the solver refuses them); should one, it is
    // written as a string rather than failing.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    guard let data = try? encoder.encode(Document(self)) else { return Data("{}\n".utf8) }
    return data + Data("\n".utf8)
  }
}

/// The `cassowary-bench/1` document as JSON sees it: terms and suggestions are pairs in arrays.
private struct Document: Encodable {
  struct Pair: Encodable {
    var first: Double, second: Int, secondFirst = false
    func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      if secondFirst {
        try container.encode(second)
        try container.encode(first)
      } else {
        try container.encode(first)
        try container.encode(second)
      }
    }
  }
  struct Row: Encodable { var terms: [Pair], constant: Double, relation: String, priority: Double }
  struct Edit: Encodable { var variable: Int, priority: Double }

  var format = ConstraintSystem.formatName
  var name: String?
  var variables: [String]
  var constraints: [Row]
  var edits: [Edit]
  var initial: [Pair]
  var steps: [[Pair]]

  init(_ system: ConstraintSystem) {
    func pairs(_ suggestions: [ConstraintSystem.Suggestion]) -> [Pair] {
      suggestions.map { Pair(first: $0.value, second: $0.variable, secondFirst: true) }
    }
    name = system.name
    variables = system.variables
    constraints = system.constraints.map { row in
      Row(
        terms: row.terms.map { Pair(first: $0.coefficient, second: $0.variable) },
        constant: row.constant,
        relation: row.relation.rawValue, priority: Double(row.priority.rawValue))
    }
    edits = system.edits.map { Edit(variable: $0.variable, priority: Double($0.priority.rawValue)) }
    initial = pairs(system.initial)
    steps = system.steps.map(pairs)
  }
}

/// Typed readers for JSON values that report the path of what they reject.
private struct Reader {
  func array<T>(_ value: Any?, _ path: String, _ element: (Any, String) throws(FormatError) -> T)
    throws(FormatError) -> [T]
  {
    guard let items = value as? [Any] else { throw .invalidField(path: path, expected: "an array") }
    var result: [T] = []
    result.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      result.append(try element(item, "\(path)[\(index)]"))
    }
    return result
  }

  func number(_ value: Any?, _ path: String) throws(FormatError) -> Double {
    // Foundation on Linux hands out Int and Double where Apple's hands out NSNumber.
    // Foundation hands out booleans as NSNumber (on Linux, `__NSCFBoolean`), which `as? Double`
    // happily converts; `is Bool` would match the numbers 0 and 1 instead. The type's name is the
    // one reliable tell on both platforms.
    let double: Double
    guard let value, type(of: value) != Bool.self, !"\(type(of: value))".contains("Boolean") else {
      throw .invalidField(path: path, expected: "a number")
    }
    switch value {
    case let value as Int: double = Double(value)
    case let value as Double: double = value
    case let value as NSNumber: double = value.doubleValue
    default: throw .invalidField(path: path, expected: "a number")
    }
    guard double.isFinite else { throw .nonFiniteNumber(path: path) }
    return double
  }

  func integer(_ value: Any?, _ path: String) throws(FormatError) -> Int {
    let double = try number(value, path)
    guard double == double.rounded(), abs(double) < 1e15 else {
      throw .invalidField(path: path, expected: "an integer")
    }
    return Int(double)
  }

  func priority(_ value: Any?, _ path: String) throws(FormatError) -> Priority {
    let double = try number(value, path)
    guard double >= 1, double <= 1000 else { throw .invalidPriority(path: path, priority: double) }
    return Priority(rawValue: Float(double))
  }
}
