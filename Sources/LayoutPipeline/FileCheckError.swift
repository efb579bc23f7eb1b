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
  /// A locale's strings that could not be read (``StringsTable/load(language:beside:)``): the
  /// error points into the `.strings` or `.xcstrings` file.
  case strings(StringsFileError)

  /// The 1-based line; 0 when the problem is not at a place in the file.
  public var line: Int {
    switch self {
    case .layoutFile(let error): return error.line
    case .interfaceBuilder(let error): return error.line
    case .strings(let error): return error.line
    }
  }

  /// The 1-based column; 0 when unknown.
  public var column: Int {
    switch self {
    case .layoutFile(let error): return error.column
    case .interfaceBuilder(let error): return error.column
    case .strings(let error): return error.column
    }
  }

  /// What is wrong, in a sentence.
  public var message: String {
    switch self {
    case .layoutFile(let error): return error.message
    case .interfaceBuilder(let error): return error.message
    case .strings(let error): return error.message
    }
  }

  /// How to fix it, when there is advice to give.
  public var hint: String? {
    switch self {
    case .layoutFile(let error): return error.hint.isEmpty ? nil : error.hint
    case .interfaceBuilder: return nil
    case .strings(let error): return error.hint
    }
  }

  /// A title for CI annotations: what kind of file was malformed.
  public var title: String {
    switch self {
    case .layoutFile: return "plumb: malformed layout file"
    case .interfaceBuilder: return "plumb: unreadable Interface Builder document"
    case .strings: return "plumb: unreadable strings file"
    }
  }

  /// The error as `plumb` prints it (compiler style, `file:line:column: error: …`).
  public var description: String {
    switch self {
    case .layoutFile(let error): return error.description
    case .interfaceBuilder(let error): return error.description
    case .strings(let error): return error.description
    }
  }

  /// The layout file's error; a layout file never gives an Interface Builder error, so the
  /// other case (which cannot occur) is kept as a layout-file error with its words.
  var layoutFileError: LayoutFileError {
    switch self {
    case .layoutFile(let error): return error
    case .interfaceBuilder(let error):
      return LayoutFileError(
        file: error.file, line: error.line, column: error.column, lineText: "",
        message: error.message, hint: "")
    case .strings(let error):
      return LayoutFileError(
        file: error.file, line: error.line, column: error.column, lineText: "",
        message: error.message, hint: error.hint)
    }
  }

  /// The Interface Builder document's error; the other case cannot occur for one.
  var interfaceBuilderError: IBError {
    switch self {
    case .interfaceBuilder(let error): return error
    case .layoutFile(let error):
      return IBError(
        file: error.file, line: error.line, column: error.column, kind: .scenarioRefused,
        message: error.message)
    case .strings(let error):
      return IBError(
        file: error.file, line: error.line, column: error.column, kind: .scenarioRefused,
        message: error.message)
    }
  }
}
