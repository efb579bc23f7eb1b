/// One line of an `_autolayoutTrace` dump: `|   |   *UIButton:0x7f…'Tap'- AMBIGUOUS LAYOUT for
/// UIButton:0x7f…'Tap'.minX{id: 170}, …`, or the older `|   *<UIView:0x75555f0> - AMBIGUOUS
/// LAYOUT`.
struct TraceLine {
  var depth = 0
  var className = ""
  var address = ""
  var label: String?
  var usesAutoLayout = false
  var translatesAutoresizingMask = false
  var isAmbiguous = false
  var ambiguousAttributes: [LoggedAttribute] = []
  /// Where the view's class starts in the trimmed line.
  var itemOffset = 0

  /// Reads `text` (a trimmed line), or returns `nil` if it is not a trace line: one that starts
  /// with `|` columns, or a window at depth 0.
  init?(_ text: ArraySlice<UInt8>) {
    var cursor = ByteCursor(text)
    while cursor.consume("|") {
      depth += 1
      cursor.skipSpaces()
    }
    // Markers: `*` Auto Layout, `+` autoresizing, `•` (U+2022) the engine's host.
    while true {
      if cursor.consume("*") {
        usesAutoLayout = true
      } else if cursor.consume("+") {
        translatesAutoresizingMask = true
      } else if !cursor.consume("\u{2022}") {
        break
      }
    }
    _ = cursor.consume("<")
    itemOffset = cursor.index - text.startIndex
    className = cursor.take { isNameByte($0) && $0 != UInt8(ascii: ":") }
    guard !className.isEmpty, cursor.consume(":"), cursor.consume("0x") else { return nil }
    guard depth > 0 || className.hasSuffix("Window") else { return nil }
    address = cursor.take(while: isHexDigit)
    guard !address.isEmpty else { return nil }
    if cursor.peek() == UInt8(ascii: "'") {
      let rest = cursor.bytes[(cursor.index + 1)...]
      // The label ends at the last quote before `-`, `>`, `,` or the end of the line.
      var end = rest.endIndex
      while end > rest.startIndex {
        end -= 1
        if rest[end] == UInt8(ascii: "'"),
          end + 1 == rest.endIndex || "->, ".utf8.contains(rest[end + 1])
        {
          break
        }
      }
      if end > rest.startIndex || rest.first == UInt8(ascii: "'") {
        label = String(decoding: rest[rest.startIndex..<end], as: UTF8.self)
      }
    }
    let remainder = cursor.bytes[cursor.index...]
    guard let marker = find(Array("AMBIGUOUS LAYOUT".utf8), in: remainder) else { return }
    isAmbiguous = true
    // `….minX{id: 170}`: the attribute before each `{id:`.
    var scan = marker
    while let brace = find(Array("{id:".utf8), in: remainder[scan...]) {
      var start = brace
      while start > marker, remainder[start - 1] != UInt8(ascii: ".") { start -= 1 }
      let name = String(decoding: remainder[start..<brace], as: UTF8.self)
      if let attribute = LoggedAttribute(logged: name), !ambiguousAttributes.contains(attribute) {
        ambiguousAttributes.append(attribute)
      }
      scan = brace + 4
    }
  }
}
