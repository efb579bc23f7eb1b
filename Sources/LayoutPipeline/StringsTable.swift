import Foundation

/// A language's strings for one source, from every `.strings` file in the language's `.lproj`
/// folder and every `.xcstrings` catalog beside the source — or, for a storyboard in
/// `Base.lproj`, beside that folder, where Xcode's base internationalisation puts
/// `de.lproj/Main.strings`.
public struct StringsTable: Hashable, Sendable {
  /// The language (`de`).
  public var language: String
  /// The files read, in the order read: the `.strings` files by name, then the catalogs.
  public var files: [String]
  /// Key to text; looked up only, never iterated, so the order of a dictionary never shows.
  var entries: [String: String]

  /// The text for the first of `keys` the table has, or `nil`.
  func text(forFirstOf keys: [String]) -> String? {
    for key in keys { if let text = entries[key] { return text } }
    return nil
  }

  /// Reads the `language` strings beside `source` (a file path). A key defined twice keeps
  /// its first text, in the order of ``files``.
  ///
  /// - Throws: ``StringsFileError``: no strings file has the language, or one is unreadable
  ///   or malformed (at its line).
  public static func load(language: String, beside source: String) throws(StringsFileError)
    -> StringsTable
  {
    // Paths are joined as strings, so a relative source gives relative paths in messages.
    let folder = (source as NSString).deletingLastPathComponent
    var folders = [folder]
    if (folder as NSString).pathExtension == "lproj" {
      folders.append((folder as NSString).deletingLastPathComponent)
    }
    let manager = FileManager.default
    func listed(_ folder: String, _ suffix: String) -> [String] {
      let names = (try? manager.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
      return names.filter { $0.hasSuffix(suffix) }.sorted().map {
        (folder as NSString).appendingPathComponent($0)
      }
    }
    let stringsFiles = folders.flatMap {
      listed(($0 as NSString).appendingPathComponent("\(language).lproj"), ".strings")
    }
    let catalogs = folders.flatMap { listed($0, ".xcstrings") }
    var table = StringsTable(language: language, files: [], entries: [:])
    for path in stringsFiles + catalogs {
      let isCatalog = path.hasSuffix(".xcstrings")
      guard let data = manager.contents(atPath: path) else {
        throw StringsFileError(
          file: path, line: 0, column: 0, message: "the file cannot be read",
          hint: "check that it exists and is readable")
      }
      let entries =
        isCatalog
        ? try StringCatalog(data, file: path, language: language).entries
        : try StringsFile(data, file: path).entries
      if isCatalog && entries.isEmpty { continue }
      table.files.append(path)
      table.entries.merge(entries) { first, _ in first }
    }
    guard !table.files.isEmpty else {
      throw StringsFileError(
        file: source, line: 0, column: 0,
        message: "no strings for `\(language)` beside the file: no \(language).lproj/*.strings "
          + "and no .xcstrings catalog with `\(language)`",
        hint: "check the language code (the name of its .lproj folder), or use a pseudo-locale: "
          + "accented, long or rtl")
    }
    return table
  }
}
