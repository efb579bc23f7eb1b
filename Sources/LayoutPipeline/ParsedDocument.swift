import LayoutFile

/// A layout document with its equations parsed, once per file, for building it in any number of
/// scenarios.
///
/// Parsing reads only a line's text, so it gives the same result in every scenario; `plumb
/// check` used to repeat it in each one, where it cost more than building and solving the
/// scenario (measured in `Benchmarks/Results/2026-11-27-check-parse-once.md`). A line that does
/// not parse keeps its error, and a scenario's build throws it when it reaches that line,
/// exactly where parsing the line there would have: a file fails with the same error, at the
/// same place, as before.
public struct ParsedDocument: Sendable {
  /// The document as read.
  public let document: LayoutDocument
  /// The document's ``LayoutFile/LayoutDocument/equations``, parsed, index for index.
  let equations: [Result<Equation, LayoutFileError>]

  /// Parses every equation line of `document`.
  init(_ document: LayoutDocument) {
    self.document = document
    equations = document.equations.map { line in
      Result { () throws(LayoutFileError) in try document.equation(on: line) }
    }
  }

  /// `document` — `parsed`'s with other texts (a locale's, ``Source/localized(_:)``) — with
  /// `parsed`'s equations: texts are not in equations, so they need no second parse.
  init(localized document: LayoutDocument, from parsed: ParsedDocument) {
    self.document = document
    equations = parsed.equations
  }
}
