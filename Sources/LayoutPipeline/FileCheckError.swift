import InterfaceBuilder
import LayoutFile

/// Why a file given to `plumb check` could not be checked: a layout file's error, or an
/// Interface Builder document's. Both carry the file, line and column, so every report points at
/// the place.
public enum FileCheckError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A layout file (YAML or JSON) that could not be read or built.
  case layoutFile(LayoutFileError)
  /// A storyboard or xib that could not be read, had no scene, or whose scene Auto Layout refused.
  case interfaceBuilder(IBError)

  /// The 1-based line; 0 when the problem is not at a place in the file.
  public var line: Int {
    switch self {
    case .layoutFile(let error): return error.line
    case .interfaceBuilder(let error): return error.line
    }
  }

  /// The 1-based column; 0 when unknown.
  public var column: Int {
    switch self {
    case .layoutFile(let error): return error.column
    case .interfaceBuilder(let error): return error.column
    }
  }

  /// What is wrong, in a sentence.
  public var message: String {
    switch self {
    case .layoutFile(let error): return error.message
    case .interfaceBuilder(let error): return error.message
    }
  }

  /// How to fix it, when there is advice to give.
  public var hint: String? {
    switch self {
    case .layoutFile(let error): return error.hint.isEmpty ? nil : error.hint
    case .interfaceBuilder: return nil
    }
  }

  /// A title for CI annotations: what kind of file was malformed.
  public var title: String {
    switch self {
    case .layoutFile: return "plumb: malformed layout file"
    case .interfaceBuilder: return "plumb: unreadable Interface Builder document"
    }
  }

  /// The error as `plumb` prints it (compiler style, `file:line:column: error: …`).
  public var description: String {
    switch self {
    case .layoutFile(let error): return error.description
    case .interfaceBuilder(let error): return error.description
    }
  }
}
