import Foundation

/// The strings of one language in a string catalog (`.xcstrings`, Xcode 15's JSON: `strings` →
/// key → `localizations` → language → `stringUnit` → `value`), as a table from key to text.
/// A key whose language has only `variations` (plural or device forms) is not read: which form
/// a label shows depends on a number Plumb does not have.
struct StringCatalog {
  /// The key-to-text entries of the language.
  var entries: [String: String] = [:]

  /// Reads the `language` strings of the catalog `data` from `file`.
  ///
  /// - Throws: ``StringsFileError`` at the line and column where the JSON breaks, or at the
  ///   key whose entry is not shaped as Xcode writes it.
  init(_ data: Data, file: String, language: String) throws(StringsFileError) {
    let text = String(decoding: data, as: UTF8.self)
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      // Foundation says where: "… around character 12." (an offset in UTF-8 bytes, from 0).
      let described = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
      let offset = described.split(separator: " ").last.flatMap { Int($0.dropLast()) }
      let (line, column) = Self.place(ofByte: offset, in: data)
      throw StringsFileError(
        file: file, line: line, column: column,
        message: "the string catalog is not valid JSON"
          + (described.isEmpty ? "" : ": \(described)"),
        hint: "Xcode writes .xcstrings as JSON; open the catalog in Xcode to repair it")
    }
    guard let root = object as? [String: Any], let strings = root["strings"] as? [String: Any]
    else {
      throw Self.shapeError(
        file: file, text: text, near: "\"strings\"",
        "the string catalog has no `strings` object at the top")
    }
    for key in strings.keys.sorted() {
      guard let entry = strings[key] as? [String: Any] else {
        throw Self.shapeError(
          file: file, text: text, near: Self.quoted(key), "the entry of `\(key)` is not an object")
      }
      guard let localized = (entry["localizations"] as? [String: Any])?[language] else { continue }
      guard let localization = localized as? [String: Any] else {
        throw Self.shapeError(
          file: file, text: text, near: Self.quoted(key),
          "the `\(language)` localization of `\(key)` is not an object")
      }
      if let unit = localization["stringUnit"] {
        guard let value = (unit as? [String: Any])?["value"] as? String else {
          throw Self.shapeError(
            file: file, text: text, near: Self.quoted(key),
            "the `\(language)` string unit of `\(key)` has no `value` string")
        }
        entries[key] = value
      }
    }
  }

  /// `key` as JSON writes it, to find its line.
  private static func quoted(_ key: String) -> String {
    let data = (try? JSONSerialization.data(withJSONObject: [key], options: [])) ?? Data()
    return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
  }

  private static func shapeError(
    file: String, text: String, near needle: String, _ message: String
  ) -> StringsFileError {
    let offset = text.range(of: needle).map {
      text.utf8.distance(from: text.startIndex, to: $0.lowerBound)
    }
    let (line, column) = place(ofByte: offset, in: Data(text.utf8))
    return StringsFileError(
      file: file, line: line, column: column, message: message,
      hint: "Xcode writes each key as { \"localizations\": { LANGUAGE: { \"stringUnit\": "
        + "{ \"state\": …, \"value\": … } } } }")
  }

  /// The 1-based line and column of byte `offset` of `data`; (0, 0) when unknown.
  static func place(ofByte offset: Int?, in data: Data) -> (line: Int, column: Int) {
    guard let offset, offset >= 0, offset <= data.count else { return (0, 0) }
    let before = data.prefix(offset)
    let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
    let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
    return (line, column)
  }
}
