import Foundation

/// The strings of one `.strings` file — Xcode's old-style property list of `"key" = "value";`
/// lines, in UTF-8 or in UTF-16 with a byte-order mark — as a table from key to text.
///
/// Read with a cursor, without recursion; `/* … */` and `// …` comments, quoted or bare keys
/// and the escapes `\"`, `\\`, `\n`, `\t`, `\r` and `\U` + four hex digits are understood, as
/// Foundation's property-list reader takes them. The first definition of a key wins, as the
/// entries are read in file order.
struct StringsFile {
  /// The key-to-text entries.
  var entries: [String: String] = [:]

  /// Reads `data` from `file`.
  ///
  /// - Throws: ``StringsFileError`` at the line and column of the first thing that is not an
  ///   entry, or when the bytes are neither UTF-8 nor UTF-16.
  init(_ data: Data, file: String) throws(StringsFileError) {
    let text: String
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      guard let decoded = String(data: data, encoding: .utf16) else {
        throw StringsFileError(
          file: file, line: 0, column: 0, message: "the file is not valid UTF-16",
          hint: "save it as UTF-8 or UTF-16 with a byte-order mark, as Xcode does")
      }
      text = decoded
    } else {
      guard let decoded = String(data: data, encoding: .utf8) else {
        throw StringsFileError(
          file: file, line: 0, column: 0, message: "the file is neither UTF-8 nor UTF-16",
          hint: "save it as UTF-8 or UTF-16 with a byte-order mark, as Xcode does")
      }
      text = decoded
    }
    var cursor = Cursor(Array(text.unicodeScalars), file: file)
    while try cursor.skipSpaceAndComments() {
      let key = try cursor.string(what: "a key")
      try cursor.skipSpaceAndComments()
      try cursor.expect("=")
      try cursor.skipSpaceAndComments()
      let value = try cursor.string(what: "a value")
      try cursor.skipSpaceAndComments()
      try cursor.expect(";")
      if entries[key] == nil { entries[key] = value }
    }
  }

  /// A position in the file's scalars, with its line and column for errors.
  private struct Cursor {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var line = 1
    var column = 1

    init(_ scalars: [Unicode.Scalar], file: String) {
      self.scalars = scalars
      self.file = file
      if scalars.first == "\u{FEFF}" { index = 1 }
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func advance() {
      if current == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }

    func error(_ message: String) -> StringsFileError {
      StringsFileError(
        file: file, line: line, column: column, message: message,
        hint: "each entry is `\"key\" = \"value\";` as Xcode writes .strings files")
    }

    /// Skips white space and comments; whether anything is left.
    @discardableResult
    mutating func skipSpaceAndComments() throws(StringsFileError) -> Bool {
      while let scalar = current {
        if scalar.properties.isWhitespace {
          advance()
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          let start = (line, column)
          advance()
          advance()
          while current != nil
            && !(current == "*" && index + 1 < scalars.count
              && scalars[index + 1] == "/")
          {
            advance()
          }
          guard current != nil else {
            var error = self.error("a comment opened here is never closed with `*/`")
            (error.line, error.column) = start
            throw error
          }
          advance()
          advance()
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while let c = current, c != "\n" { advance() }
        } else {
          return true
        }
      }
      return false
    }

    mutating func expect(_ wanted: Unicode.Scalar) throws(StringsFileError) {
      guard current == wanted else {
        throw error(
          "expected `\(wanted)` but found \(current.map { "`\($0)`" } ?? "the end of the file")")
      }
      advance()
    }

    /// A quoted string with its escapes, or a bare word of letters, digits and `_.-:/$`.
    mutating func string(what: String) throws(StringsFileError) -> String {
      guard let first = current else { throw error("expected \(what) but the file ends") }
      if first != "\"" {
        var word = String.UnicodeScalarView()
        while let c = current,
          c.properties.isAlphabetic || ("0"..."9").contains(c)
            || "_.-:/$".unicodeScalars.contains(c)
        {
          word.append(c)
          advance()
        }
        guard !word.isEmpty else { throw error("expected \(what) but found `\(first)`") }
        return String(word)
      }
      let start = (line, column)
      advance()
      var text = String.UnicodeScalarView()
      while let c = current, c != "\"" {
        if c == "\\" {
          advance()
          guard let escaped = current else { break }
          switch escaped {
          case "n": text.append("\n")
          case "t": text.append("\t")
          case "r": text.append("\r")
          case "U", "u":
            let digits = String(
              String.UnicodeScalarView(scalars[(index + 1)..<min(index + 5, scalars.count)]))
            guard digits.count == 4, let value = UInt32(digits, radix: 16),
              let scalar = Unicode.Scalar(value)
            else { throw error("`\\\(escaped)` needs four hexadecimal digits") }
            text.append(scalar)
            for _ in 0..<4 { advance() }
          default: text.append(escaped)
          }
          advance()
        } else {
          text.append(c)
          advance()
        }
      }
      guard current == "\"" else {
        var error = self.error("a string opened here is never closed with `\"`")
        (error.line, error.column) = start
        throw error
      }
      advance()
      return String(text)
    }
  }
}
