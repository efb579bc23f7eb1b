/// Text made safe for an XML document: the SVG pictures, the JUnit report and any other XML Plumb
/// writes go through these two functions, so every writer treats markup and forbidden characters
/// the same way.
package enum XMLEscaping {
  /// Element content: `&`, `<` and `>` as entities, and characters XML 1.0 cannot hold replaced
  /// by U+FFFD, so that a control character in a view's name cannot make the file unreadable.
  package static func text(_ text: String) -> String {
    escaped(text, quotesAndBreaks: false)
  }

  /// An attribute value in double or single quotes: content escaping plus both quotes, and line
  /// breaks and tabs as character references — a parser would otherwise normalise them to
  /// spaces (XML 1.0 §3.3.3, https://www.w3.org/TR/xml/#AVNormalize).
  package static func attribute(_ text: String) -> String {
    escaped(text, quotesAndBreaks: true)
  }

  private static func escaped(_ text: String, quotesAndBreaks: Bool) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where quotesAndBreaks: out += "&quot;"
      case "'" where quotesAndBreaks: out += "&apos;"
      case "\n" where quotesAndBreaks: out += "&#10;"
      case "\r" where quotesAndBreaks: out += "&#13;"
      case "\t" where quotesAndBreaks: out += "&#9;"
      default: out.unicodeScalars.append(allowedInXML(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return out
  }

  /// XML 1.0's `Char` production (§2.2, https://www.w3.org/TR/xml/#charsets): tab, LF, CR, and
  /// U+0020 up, except the surrogates (which a Swift scalar cannot be) and U+FFFE, U+FFFF.
  private static func allowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: return true
    case 0x20...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }
}
