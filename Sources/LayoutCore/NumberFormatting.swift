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
