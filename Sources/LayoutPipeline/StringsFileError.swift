/// Why a locale's strings could not be read: no strings file for the language beside the
/// source, or a `.strings` or `.xcstrings` file that is not what Xcode writes — at the place in
/// that file.
public struct StringsFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The strings file, or the source when no strings file was found.
  public var file: String
  /// The 1-based line; 0 when the problem is not at a place in the file.
  public var line: Int
  /// The 1-based column; 0 when unknown.
  public var column: Int
  /// What is wrong, in a sentence.
  public var message: String
  /// How to fix it.
  public var hint: String

  /// The error as `plumb` prints it (compiler style, `file:line:column: error: …`, or
  /// `file: error: …` when the problem is at no place in the file).
  public var description: String {
    let place = line > 0 ? "\(file):\(line):\(column)" : file
    return "\(place): error: \(message)\n  hint: \(hint)"
  }
}
