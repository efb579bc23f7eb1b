/// Why a `cassowary-bench/1` document could not be read. Each case says where the problem is, as
/// a path into the document such as `constraints[3].terms[1]`.
public enum FormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes are not JSON.
  case notJSON(String)
  /// A required field is missing or has the wrong type.
  case invalidField(path: String, expected: String)
  /// A variable index is outside the `variables` array.
  case unknownVariable(path: String, index: Int)
  /// A relation other than `<=`, `==` or `>=`.
  case invalidRelation(path: String, relation: String)
  /// A priority outside `1...1000`.
  case invalidPriority(path: String, priority: Double)
  /// A coefficient, constant or value that is not a finite number.
  case nonFiniteNumber(path: String)
  /// The `format` field names another format.
  case unsupportedFormat(String)

  public var description: String {
    switch self {
    case .notJSON(let reason): return "not JSON: \(reason)"
    case .invalidField(let path, let expected): return "\(path): expected \(expected)"
    case .unknownVariable(let path, let index): return "\(path): no variable with index \(index)"
    case .invalidRelation(let path, let relation):
      return "\(path): relation \"\(relation)\" is not one of <=, ==, >="
    case .invalidPriority(let path, let priority):
      return "\(path): priority \(priority) is outside 1...1000"
    case .nonFiniteNumber(let path): return "\(path): not a finite number"
    case .unsupportedFormat(let format):
      return "format \"\(format)\" is not supported (expected cassowary-bench/1)"
    }
  }
}
