/// A place in a console log: a 1-based line and a 1-based column, counted in UTF-8 bytes (the
/// log is read as bytes so that a 16 MB file needs no decoding before it is scanned).
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column in UTF-8 bytes, from 1.
  public var column: Int

  /// A position at `line` and `column`.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line L, column C`.
  public var description: String { "line \(line), column \(column)" }
}
