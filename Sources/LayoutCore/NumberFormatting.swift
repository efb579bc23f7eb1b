/// Formats a coordinate for descriptions: integers without a fraction, others with up to
/// six significant decimals, always with a `.` separator (locale-free, deterministic).
package func formatted(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value < 0 ? "-inf" : "inf" }
  let rounded = (value * 1e6).rounded() / 1e6
  if rounded == rounded.rounded(.towardZero), abs(rounded) < 1e15 {
    return String(Int64(rounded))
  }
  var text = String(rounded)
  if text.contains("e") { return text }
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}

/// `value` rounded to `decimals` decimal places, with `-0` made `0`: what tables, JSON and
/// pictures show, so that the same frame prints the same everywhere.
package func rounded(_ value: Double, decimals: Int) -> Double {
  let scale = [1.0, 10, 100, 1000, 10_000, 100_000, 1_000_000][min(max(decimals, 0), 6)]
  let result = (value * scale).rounded() / scale
  return result == 0 ? 0 : result
}

/// `value` rounded to `decimals` places and formatted as ``formatted(_:)`` does.
package func formatted(_ value: Double, decimals: Int) -> String {
  formatted(rounded(value, decimals: decimals))
}
