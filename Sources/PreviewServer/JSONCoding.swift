import Foundation

/// JSON as the page reads it: keys sorted, and non-finite numbers (which JSON cannot hold) as
/// strings rather than a failure.
enum JSONCoding {
  static func encode<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    // Plain structs of strings, numbers and arrays with non-finite numbers as strings cannot
    // fail to encode; an empty object is still valid JSON if one ever did.
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  static func decode<T: Decodable>(_ type: T.Type, from text: String) -> T? {
    try? JSONDecoder().decode(type, from: Data(text.utf8))
  }
}
