import LayoutCore

/// A number for SVG: at most three decimals, `.` separator, no exponent, no `-0`.
func n(_ value: Double) -> String { formatted(value, decimals: 3) }

/// A number for labels: at most two decimals.
func n1(_ value: Double) -> String { formatted(value, decimals: 2) }

/// Escapes text for SVG content and attribute values alike (SVG writes both with this).
func escape(_ text: String) -> String { XMLEscaping.attribute(text) }

/// `x`, `y`, `width` and `height` attributes of `r`.
func geometry(_ r: Rect) -> String {
  "x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
}

/// A closed path around `r`, for even-odd fills.
func rectPath(_ r: Rect) -> String {
  "M\(n(r.minX)) \(n(r.minY))H\(n(r.maxX))V\(n(r.maxY))H\(n(r.minX))Z"
}

/// Label metrics for an 11 px sans-serif face. Plumb ships no font rasteriser, so widths are
/// estimated from an average advance: Helvetica's lowercase letters and digits average about
/// 0.55 em, rounded up to 0.6 em so that estimates err towards room to spare.
enum LabelFont {
  static let size = 11.0
  static let advance = 0.6 * size
  static let lineHeight = 13.0

  static func width(_ text: String) -> Double { Double(text.count) * advance }

  /// `text` shortened with an ellipsis to fit `width`, or `nil` if not even one character
  /// and the ellipsis fit.
  static func fitting(_ text: String, in width: Double) -> String? {
    // Compared as Doubles first: a width of 1e308 (or infinity) is no Int.
    if Self.width(text) <= width { return text }
    guard width >= 2 * advance else { return nil }
    let capacity = Int((width / advance).rounded(.down))
    return String(text.prefix(capacity - 1)) + "…"
  }

  /// `text` broken into lines of at most `width` at its spaces (and its line breaks), a word
  /// longer than a line split where the line ends; `nil` when more than `maximumLines` lines
  /// would be needed, or not one character fits a line. A loop, not recursion: text of any
  /// length costs one pass.
  static func wrapped(_ text: String, in width: Double, maximumLines: Int) -> [String]? {
    guard width.isFinite, width >= advance, maximumLines >= 1 else { return nil }
    let capacity = Int((width / advance).rounded(.down))
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        var word = Substring(word)
        if !line.isEmpty, line.count + 1 + word.count <= capacity {
          line += " " + word
          continue
        }
        if !line.isEmpty { lines.append(line) }
        while word.count > capacity {
          lines.append(String(word.prefix(capacity)))
          word = word.dropFirst(capacity)
          if lines.count > maximumLines { return nil }
        }
        line = String(word)
        if lines.count > maximumLines { return nil }
      }
      lines.append(line)
      if lines.count > maximumLines { return nil }
    }
    return lines
  }
}
