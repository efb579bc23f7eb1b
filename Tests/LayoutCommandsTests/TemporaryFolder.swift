import Foundation

/// Files on disk for the walk's tests: each test gets its own temporary directory.
struct TemporaryFolder {
  let directory: URL

  /// A fresh directory holding `files` (relative path → text).
  init(_ files: [String: String]) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-walk-\(UUID().uuidString)")
    for (path, text) in files {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  /// `relative` inside the directory.
  func path(_ relative: String) -> String { directory.appendingPathComponent(relative).path }
}
