/// Limits that keep a hostile layout file from exhausting memory, time or the stack.
///
/// The YAML reader (Yams) builds its node tree recursively, one call per level of nesting, so
/// about 10,000 nested `[` overflow the 8 MB stack of a debug build (measured with `plumb
/// render`: 5,000 levels are refused by the reader, 20,000 crash it). A layout file needs four
/// levels (`views:` → a view → its `size:` → a value), so the limits below are far above any real
/// file and far below what breaks the reader.
package enum InputLimits {
  /// The largest file read: 32 MiB. The examples are under 4 kB; a screen of 100,000 views, each
  /// nested in the previous one with four constraints, is 16 MB and lays out in about 15 s in a
  /// release build (Benchmarks/Results/2026-11-24-deep-and-wide.md). A larger file is refused
  /// before it is read.
  static let maximumBytes = 32 << 20
  /// The deepest nesting accepted, as estimated by ``firstLineTooDeep(_:)``.
  static let maximumNesting = 64
  /// The largest magnitude of a number the file writes (a constant, a multiplier, a length):
  /// a million points. The largest screen is 1,366 points long (iPad Pro 12.9"), so a number
  /// past this is a slip (`1e308` for `1e3`), and frames built from it overflow to infinity in
  /// the checks ("leaves the safe area by inf pt") long before a `Double` runs out.
  package static let maximumMagnitude = 1_000_000.0

  /// Whether `value` is a number the file may write: finite and at most ``maximumMagnitude``
  /// from 0.
  package static func isPlausible(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= maximumMagnitude
  }

  /// What an error says about a number past ``maximumMagnitude``, with the hint.
  package static func magnitudeMessage(_ text: String) -> (message: String, hint: String) {
    (
      "\(text) is too large: a layout file's numbers are at most 1000000 (1e6) points",
      "a screen is at most 1366 points long; write a number of points such as `8` or `1e3`"
    )
  }

  /// Throws if `text` is over ``maximumBytes`` or nests deeper than ``maximumNesting``.
  static func check(_ text: String, _ source: SourceText) throws(LayoutFileError) {
    try checkSize(text.utf8.count, file: source.file)
    if let (line, column) = firstLineTooDeep(source) {
      throw source.error(
        line: line, column: column, "the file nests deeper than \(maximumNesting) levels",
        hint:
          "layout files nest a few levels: `views:`, a view, its `size:`; check the brackets and indentation"
      )
    }
  }

  /// Throws if a file of `bytes` bytes is over ``maximumBytes``.
  static func checkSize(_ bytes: Int, file: String) throws(LayoutFileError) {
    guard bytes <= maximumBytes else {
      throw LayoutFileError(
        file: file, line: 0, column: 0, lineText: "",
        message: "the file is \(bytes) bytes; layout files may have at most \(maximumBytes)",
        hint: "a layout file describes one screen; split it into several files")
    }
  }

  /// The first place where the nesting estimate exceeds ``maximumNesting``, as a 1-based line and
  /// column, or `nil`.
  ///
  /// The estimate is an upper bound on YAML's nesting, computed without parsing: a block
  /// collection nested in another needs a deeper indentation or a compact indicator (`- `, `? `,
  /// `: `) on the same line, so block depth is at most the line's indentation plus its indicators;
  /// flow depth counts open `[` and `{` outside quoted scalars and comments, across lines. A quote
  /// opens a quoted scalar only where a scalar can start, as in YAML, so an apostrophe inside a
  /// plain word (`Don't`) neither hides brackets nor counts them twice.
  static func firstLineTooDeep(_ source: SourceText) -> (Int, Int)? {
    var flow = 0
    var quote: UInt8?  // the open quote, `'` or `"`, if inside a quoted scalar
    for (index, line) in source.lines.enumerated() {
      let bytes = Array(line.utf8)
      var indent = 0
      while indent < bytes.count, isSpace(bytes[indent]) { indent += 1 }
      var indicators = 0
      var position = indent
      while position < bytes.count {
        let byte = bytes[position]
        let previous = position > 0 ? bytes[position - 1] : UInt8(ascii: " ")
        let next = position + 1 < bytes.count ? bytes[position + 1] : UInt8(ascii: " ")
        if let open = quote {
          if byte == UInt8(ascii: "\\") && open == UInt8(ascii: "\"") {
            position += 1  // an escaped character
          } else if byte == UInt8(ascii: "'") && open == byte && next == byte {
            position += 1  // `''` is a quote inside a single-quoted scalar
          } else if byte == open {
            quote = nil
          }
        } else {
          let startsScalar = position == indent || " \t[{,:-?".utf8.contains(previous)
          if byte == UInt8(ascii: "#") && (position == 0 || isSpace(previous)) {
            break  // a comment runs to the end of the line
          } else if (byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"")) && startsScalar {
            quote = byte
          } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
            flow += 1
          } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
            flow = max(0, flow - 1)
          } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?")
            || byte == UInt8(ascii: ":"),
            position + 1 == bytes.count || isSpace(next)
          {
            indicators += 1
          }
          if indent + indicators + flow > maximumNesting {
            return (index + 1, String(decoding: bytes[..<position], as: UTF8.self).count + 1)
          }
        }
        position += 1
      }
    }
    return nil
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }
}
