import Foundation

/// Files on disk for the tests that read or walk them: each test gets its own temporary
/// directory (shared by the test targets, which cannot import each other).
public struct TemporaryFolder: Sendable {
  /// The directory.
  public let directory: URL

  /// A fresh directory holding `files` (relative path → text).
  public init(_ files: [String: String]) throws {
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
  public func path(_ relative: String) -> String { directory.appendingPathComponent(relative).path }
}
