import Foundation
import LayoutCore

/// Reads `.storyboard` and `.xib` files into an ``IBDocument``.
///
/// The XML goes through Foundation's `XMLParser` (libxml2 on Linux); the reader then makes one
/// forward pass over the elements in document order, deciding each element's role from its
/// parent's, so no step recurses on the input's depth.
public enum IBReader {
  /// Reads a document from `data`; `file` names it in errors and warnings.
  public static func read(_ data: Data, file: String = "<input>") throws(IBError) -> IBDocument {
    let tree = try XMLTree.parse(data, file: file)
    var builder = DocumentBuilder(file: file, nodes: tree.nodes)
    return try builder.build()
  }

  /// Reads the document at `url`.
  public static func read(contentsOf url: URL) throws(IBError) -> IBDocument {
    try read(contentsOfFile: url.path)
  }

  /// Reads the document at `path`; errors and warnings name the path as given, so that reports
  /// point at files relative to where `plumb` ran.
  public static func read(contentsOfFile path: String) throws(IBError) -> IBDocument {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw IBError(
        file: path, line: 0, column: 0, kind: .unreadableFile,
        message: "cannot read the file (\(error.localizedDescription))")
    }
    return try read(data, file: path)
  }

  /// Whether `path` names a file this reader opens (by extension, in any case, as a directory
  /// walk finds them).
  public static func canRead(path: String) -> Bool {
    let name = path.lowercased()
    return name.hasSuffix(".storyboard") || name.hasSuffix(".xib")
  }
}
