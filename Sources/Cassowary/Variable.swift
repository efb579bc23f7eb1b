/// A variable of a linear constraint system.
///
/// A `Variable` is a handle: copies refer to the same variable, and two variables made with the
/// same name are different variables. Its value lives in each ``Solver`` that uses it; read it with
/// ``Solver/value(of:)``.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The identity of the variable, unique in the process.
  public let id: UInt64
  /// A label used only in descriptions and dumps.
  public let name: String

  /// Creates a new variable.
  ///
  /// - Parameter name: A label for descriptions and dumps; it need not be unique.
  public init(_ name: String = "") {
    self.id = Identity.next()
    self.name = name
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
  public var description: String { name.isEmpty ? "v\(id)" : name }
}
