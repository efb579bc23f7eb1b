extension LayoutDocument {
  /// An error pointing into this document: at `location`, moved `offset` characters along the
  /// line (a problem inside an equation, say). Line 0 means the document as a whole.
  public func error(
    at location: SourceLocation, offset: Int = 0, _ message: String, hint: String
  ) -> LayoutFileError {
    SourceText(file: file, text: source).error(
      line: location.line, column: location.column + offset, message, hint: hint)
  }

  /// The equation written on `line`, parsed.
  ///
  /// - Throws: ``LayoutFileError`` at the offending character of the line.
  public func equation(on line: ConstraintLine) throws(LayoutFileError) -> Equation {
    var parser = EquationParser(line.text)
    do {
      return try parser.parse()
    } catch {
      throw self.error(at: line.location, offset: error.offset, error.message, hint: error.hint)
    }
  }
}

/// "did you mean `x`?" for a `name` one or two edits away from one of `known`; `nil` when none
/// is that close.
public func suggestion(for name: String, among known: [String]) -> String? {
  suggestion(name, known)
}
