/// A problem in a layout file, with where it is and what to do about it.
///
/// Its ``description`` is what `plumb` prints: the file, line and column, the message, the line
/// itself with a caret under the problem, and a hint — compiler style, so editors can jump to it.
public struct LayoutFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's name as given on the command line (or `<input>`).
  public var file: String
  /// The 1-based line of the problem; 0 when the problem is not at a place in the file.
  public var line: Int
  /// The 1-based column of the problem (in characters).
  public var column: Int
  /// The text of the offending line, without its line break.
  public var lineText: String
  /// What is wrong.
  public var message: String
  /// What to do about it.
  public var hint: String

  /// Creates an error.
  public init(file: String, line: Int, column: Int, lineText: String, message: String, hint: String)
  {
    self.file = file
    self.line = line
    self.column = column
    self.lineText = lineText
    self.message = message
    self.hint = hint
  }

  /// The most characters of the line the description echoes: a line of a real file fits (the
  /// examples' longest is under 100), a 2 MB line is not printed twice over (once as itself,
  /// once as the spaces before the caret).
  public static let maximumEcho = 160
  /// The most characters of the message and of the hint the description prints: the longest
  /// written today lists names in under 400; more means they quote a huge piece of the file.
  public static let maximumMessage = 1000

  /// The error as `plumb` prints it.
  public var description: String {
    let message = Self.abbreviated(message, to: Self.maximumMessage)
    let hint = Self.abbreviated(hint, to: Self.maximumMessage)
    guard line > 0 else {
      return "\(file): error: \(message)\n  hint: \(hint)"
    }
    let (shown, caret) = echoedLine()
    // Tabs stay tabs under the caret so it lines up in any terminal.
    let pad = String(shown.prefix(max(0, caret - 1)).map { $0 == "\t" ? "\t" : " " })
    return """
      \(file):\(line):\(column): error: \(message)
        \(shown)
        \(pad)^
        hint: \(hint)
      """
  }

  /// The line as the description shows it, and the caret's column in that: the whole line when
  /// it has at most ``maximumEcho`` characters, else the ``maximumEcho`` around ``column`` with
  /// `…` where it is cut.
  public func echoedLine() -> (text: String, caret: Int) {
    guard lineText.count > Self.maximumEcho else { return (lineText, column) }
    let half = Self.maximumEcho / 2
    // The window starts half a window before the caret, but not before the line or so late
    // that it runs past the line's end.
    let start = max(0, min(column - 1 - half, lineText.count - Self.maximumEcho))
    let from = lineText.index(lineText.startIndex, offsetBy: start)
    let to = lineText.index(from, offsetBy: Self.maximumEcho)
    let head = start > 0 ? "…" : ""
    let tail = to < lineText.endIndex ? "…" : ""
    return (head + lineText[from..<to] + tail, column - start + head.count)
  }

  /// `text` whole when it has at most `limit` characters, else its start and end around the
  /// number of characters left out.
  static func abbreviated(_ text: String, to limit: Int) -> String {
    guard text.count > limit else { return text }
    let keep = limit / 2
    return "\(text.prefix(keep))… (\(text.count - 2 * keep) characters) …\(text.suffix(keep))"
  }
}

/// The source text of a layout file, to turn positions into lines for errors.
struct SourceText: Sendable {
  let file: String
  let lines: [Substring]

  init(file: String, text: String) {
    self.file = file
    self.lines = Self.lines(of: text)
  }

  /// The lines of `text` as YAML counts them: LF, CR, CRLF, NEL, LS and PS all end a line (YAML
  /// 1.1 §5.4, which Yams' parser follows), so an error's line number finds its text. Splitting
  /// on "\n" alone would miss CR-only files, and in Swift "\r\n" is one `Character`, not a "\n".
  ///
  /// The scan reads UTF-8 bytes: comparing every `Character` of the file with six others was a
  /// large share of checking a big file (`Benchmarks/Results/2026-11-27-check-parse-once.md`).
  /// It splits where the `Character`s would:
  /// Unicode's grapheme rules always break before and after LF, CR, NEL, LS and PS (all of
  /// class Control, CR and LF) except inside CR LF, so each line end is a `Character` of its own,
  /// and CR LF is taken as one. In UTF-8, NEL (U+0085) is C2 85, LS (U+2028) is E2 80 A8 and PS
  /// (U+2029) is E2 80 A9.
  static func lines(of text: String) -> [Substring] {
    let utf8 = text.utf8
    var lines: [Substring] = []
    var start = utf8.startIndex
    var i = start
    /// Whether the bytes from `i` on begin with `bytes`.
    func follows(_ bytes: UInt8...) -> Bool {
      var j = i
      for byte in bytes {
        j = utf8.index(after: j)
        guard j != utf8.endIndex, utf8[j] == byte else { return false }
      }
      return true
    }
    while i != utf8.endIndex {
      // The length in bytes of the line end at `i`, 0 if there is none.
      let end: Int
      switch utf8[i] {
      case 0x0A: end = 1
      case 0x0D: end = follows(0x0A) ? 2 : 1
      case 0xC2: end = follows(0x85) ? 2 : 0
      case 0xE2: end = follows(0x80, 0xA8) || follows(0x80, 0xA9) ? 3 : 0
      default: end = 0
      }
      guard end > 0 else {
        i = utf8.index(after: i)
        continue
      }
      lines.append(text[start..<i])
      i = utf8.index(i, offsetBy: end)
      start = i
    }
    lines.append(text[start...])
    return lines
  }

  func line(_ number: Int) -> String {
    number >= 1 && number <= lines.count ? String(lines[number - 1]) : ""
  }

  func error(line: Int, column: Int, _ message: String, hint: String) -> LayoutFileError {
    LayoutFileError(
      file: file, line: line, column: max(1, column), lineText: line > 0 ? self.line(line) : "",
      message: message, hint: hint)
  }
}

/// A place in a layout file: where a value starts.
public struct SourceLocation: Hashable, Sendable {
  /// 1-based line.
  public var line: Int
  /// 1-based column.
  public var column: Int
  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}
