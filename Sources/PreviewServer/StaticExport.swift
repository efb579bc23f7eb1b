import Foundation

/// The preview page written as static files, for CI artifacts: `index.html` with every update
/// embedded, `app.js` and `app.css`. No server, no WebSocket, no editor.
public struct StaticExport: Sendable {
  /// The updates to show (one per file).
  public var updates: [PreviewUpdate]

  /// Creates an export.
  public init(updates: [PreviewUpdate]) { self.updates = updates }

  /// The files, by name.
  public func files() -> [(name: String, text: String)] {
    [
      ("index.html", PreviewPage.html(staticData: JSONCoding.encode(updates))),
      ("app.js", PreviewPage.script),
      ("app.css", PreviewPage.style),
    ]
  }

  /// Writes the files into `directory`, creating it if needed.
  ///
  /// - Throws: the file system's error when the directory cannot be made or written.
  public func write(to directory: String) throws {
    let folder = URL(fileURLWithPath: directory, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in files() {
      try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name), options: .atomic)
    }
  }
}
