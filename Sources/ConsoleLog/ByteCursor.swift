/// A read position in one line's bytes, with the few token readers UIKit's constraint grammar
/// needs.
struct ByteCursor {
  let bytes: ArraySlice<UInt8>
  var index: Int

  init(_ bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    index = bytes.startIndex
  }

  var atEnd: Bool { index >= bytes.endIndex }
  func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.endIndex ? bytes[index + offset] : nil
  }

  mutating func skipSpaces() {
    while let byte = peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
      index += 1
    }
  }

  /// Consumes `literal` if the bytes start with it.
  mutating func consume(_ literal: String) -> Bool {
    let utf8 = literal.utf8
    guard index + utf8.count <= bytes.endIndex else { return false }
    guard bytes[index..<index + utf8.count].elementsEqual(utf8) else { return false }
    index += utf8.count
    return true
  }

  func startsWith(_ literal: String) -> Bool {
    var copy = self
    return copy.consume(literal)
  }

  /// Reads bytes while `include` holds.
  mutating func take(while include: (UInt8) -> Bool) -> String {
    let start = index
    while let byte = peek(), include(byte) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// A number: optional sign (UIKit prints `- 16` with a space), digits, fraction, exponent.
  mutating func number() -> Double? {
    let start = index
    var text = ""
    if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      index += 1
      if sign == UInt8(ascii: "-") { text = "-" }
      skipSpaces()
    }
    let digits = take { isDigit($0) || $0 == UInt8(ascii: ".") }
    guard !digits.isEmpty, digits != "." else {
      index = start
      return nil
    }
    text += digits
    if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E"),
      let next = peek(1), isDigit(next) || next == UInt8(ascii: "-") || next == UInt8(ascii: "+")
    {
      index += 1
      text += "e" + String(decoding: [next], as: UTF8.self)
      index += 1
      text += take(while: isDigit)
    }
    // Layout values are points, factors and priorities: a magnitude above 10⁹ is not one, and
    // would only push the solver's exact fallback into huge rationals.
    guard let value = Double(text), value.isFinite, abs(value) <= 1e9 else {
      index = start
      return nil
    }
    return value
  }
}

func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
func isHexDigit(_ byte: UInt8) -> Bool {
  isDigit(byte) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
}
/// Bytes of a class or format name: letters, digits, `_`, `.`, `$` and any non-ASCII byte.
func isNameByte(_ byte: UInt8) -> Bool {
  isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_")
    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "$") || byte >= 0x80
}
