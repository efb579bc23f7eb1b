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
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw IBError(
        file: url.path, line: 0, column: 0, kind: .unreadableFile,
        message: "cannot read the file (\(error.localizedDescription))")
    }
    return try read(data, file: url.path)
  }

  /// Whether `path` names a file this reader opens (by extension).
  public static func canRead(path: String) -> Bool {
    path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
  }
}
