import Foundation

/// A file on disk the preview follows: its name as given and the modification time and size
/// last seen, so that a save is noticed by polling (portable, and fast enough: see
/// ``FileWatcher/interval``).
public struct WatchedFile: Hashable, Sendable {
  /// The path as given on the command line.
  public var path: String

  /// Creates a watched file.
  public init(path: String) { self.path = path }

  /// The file's modification time and size, or `nil` if it cannot be read now.
  func stamp() -> FileStamp? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let date = attributes[.modificationDate] as? Date
    else { return nil }
    return FileStamp(modified: date, size: (attributes[.size] as? NSNumber)?.intValue ?? -1)
  }

  /// The file's text, or `nil` if it cannot be read as UTF-8.
  func read() -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(data: data, encoding: .utf8)
  }
}

/// What tells one version of a file from the next. The size is there because two saves within
/// the file system's timestamp granularity share a modification time.
struct FileStamp: Hashable, Sendable {
  var modified: Date
  var size: Int
}
