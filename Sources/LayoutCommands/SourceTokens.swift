/// The tokens of a Swift or Objective-C source file, comments and string literals left out, each
/// with its 1-based line: enough for ``LayoutStatements`` to find the statements it looks for
/// without a comment or a string fooling it.
///
/// A small hand-written scanner, not a parser: words (identifiers, keywords and numbers, with an
/// `@` or `#` directive joined to its word) and every other character as a token of its own. It
/// skips `//` and `/* */` comments (nested, as Swift nests them; an Objective-C comment holding
/// `/*` is read as Swift reads it, which only lengthens the comment), and string and character
/// literals — `"…"`, Objective-C's `@"…"` and `'…'`, Swift's `"""…"""` and raw `#"…"#` — each
/// replaced by one `"` token, so a literal still ends the expression it is in. A one-line
/// literal ends at its line's end even when a quote inside an interpolation (`"\(a ? "x" : "y")"`)
/// ends it early for the scanner: a misread is kept to that line.
struct SourceTokens {
  /// One token.
  struct Token: Hashable {
    /// The text: a word, one punctuation character, or `"` for a literal.
    var text: String
    /// The line it starts on.
    var line: Int
  }

  /// The tokens, in order.
  private(set) var tokens: [Token] = []

  private let characters: [Unicode.Scalar]
  private var i = 0
  private var line = 1

  /// Scans `text`. Every input scans: an unterminated comment or literal runs to the end.
  init(_ text: String) {
    characters = Array(text.unicodeScalars)
    while i < characters.count {
      let c = characters[i]
      if c == "/" && at(1) == "/" {
        while let next = at(0), next != "\n" { advance() }
      } else if c == "/" && at(1) == "*" {
        skipBlockComment()
      } else if c == "\"" || c == "'" || (c == "@" && at(1) == "\"") {
        tokens.append(Token(text: "\"", line: line))
        if c == "@" { advance() }
        skipLiteral(hashes: 0)
      } else if c == "#" && (at(1) == "#" || at(1) == "\"") {
        // A raw string: as many `#` close it as open it.
        var hashes = 0
        while at(0) == "#" {
          hashes += 1
          advance()
        }
        guard at(0) == "\"" else { continue }
        tokens.append(Token(text: "\"", line: line))
        skipLiteral(hashes: hashes)
      } else if Self.isWordPart(c) || ((c == "@" || c == "#") && at(1).map(Self.isWordPart) == true)
      {
        let start = i
        let first = line
        advance()
        while let next = at(0), Self.isWordPart(next) { advance() }
        var word = ""
        word.unicodeScalars.append(contentsOf: characters[start..<i])
        tokens.append(Token(text: word, line: first))
      } else if c.properties.isWhitespace {
        advance()
      } else {
        tokens.append(Token(text: String(c), line: line))
        advance()
      }
    }
  }

  private func at(_ offset: Int) -> Unicode.Scalar? {
    i + offset < characters.count ? characters[i + offset] : nil
  }

  /// Moves past `count` scalars, counting the lines they hold.
  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count where i < characters.count {
      if characters[i] == "\n" { line += 1 }
      i += 1
    }
  }

  /// Moves past a block comment that starts at `i`; Swift's nest, so a depth counter (not
  /// recursion) finds the end.
  private mutating func skipBlockComment() {
    var depth = 0
    repeat {
      if at(0) == "/" && at(1) == "*" {
        depth += 1
        advance(2)
      } else if at(0) == "*" && at(1) == "/" {
        depth -= 1
        advance(2)
      } else {
        advance()
      }
    } while depth > 0 && i < characters.count
  }

  /// Moves past a string or character literal whose opening quote is at `i` (after the `#`s of
  /// a raw string): a `"""` block runs to the next `"""`, a literal with `hashes` `#`s to a
  /// quote followed by as many; a backslash escapes the next character in a literal that is
  /// not raw.
  private mutating func skipLiteral(hashes: Int) {
    let quote = characters[i]
    let delimiter = quote == "\"" && at(1) == "\"" && at(2) == "\"" ? 3 : 1
    advance(delimiter)
    while i < characters.count {
      if closes(quote: quote, delimiter: delimiter, hashes: hashes) {
        advance(delimiter + hashes)
        return
      }
      // A one-line literal ends at its line's end even unterminated: a stray quote in code
      // cannot swallow the rest of the file.
      if delimiter == 1 && characters[i] == "\n" { return }
      advance(characters[i] == "\\" && hashes == 0 ? 2 : 1)
    }
  }

  /// Whether a literal opened with `delimiter` `quote`s and `hashes` `#`s closes at `i`.
  private func closes(quote: Unicode.Scalar, delimiter: Int, hashes: Int) -> Bool {
    guard i + delimiter + hashes <= characters.count else { return false }
    for k in 0..<delimiter where characters[i + k] != quote { return false }
    for k in 0..<hashes where characters[i + delimiter + k] != "#" { return false }
    return true
  }

  /// Letters, digits and `_`: the characters of a word (a number is one word too).
  private static func isWordPart(_ c: Unicode.Scalar) -> Bool {
    c == "_" || c.properties.isAlphabetic || ("0"..."9").contains(c)
  }
}
