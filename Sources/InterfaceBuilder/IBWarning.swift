/// Something in an Interface Builder document that Plumb read past without modelling it.
///
/// Plumb never drops part of a file without a word: each element or attribute it does not model
/// is reported once per file, at its first line, so the user can judge whether it matters.
public struct IBWarning: Hashable, Sendable, CustomStringConvertible {
  /// The file's name as given (or `<input>`).
  public var file: String
  /// The 1-based line of the first occurrence.
  public var line: Int
  /// The 1-based column of the first occurrence.
  public var column: Int
  /// What was skipped and what Plumb did instead.
  public var message: String

  /// Creates a warning.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// The warning as `plumb` prints it.
  public var description: String { "\(file):\(line):\(column): warning: \(message)" }
}
