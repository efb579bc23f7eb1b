/// A problem that stops an Interface Builder document from being read, with where it is.
///
/// Its ``description`` is compiler style (`file:line:column: error: …`) so editors can jump to
/// it. Lines and columns come from the XML parser; a column is where the parser stood when it
/// reported the element, which is the end of the element's start tag.
public struct IBError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem this is, for callers that react to some and not others.
  public enum Kind: String, Hashable, Sendable {
    /// The text is not well-formed XML (the parser's own message says why).
    case malformedXML
    /// The XML is well formed but its root is not an Interface Builder `<document>`.
    case notAnInterfaceBuilderDocument
    /// The file is larger than ``IBLimits/maximumFileBytes``.
    case fileTooLarge
    /// Elements nest deeper than ``IBLimits/maximumDepth``.
    case nestingTooDeep
    /// An attribute value is longer than ``IBLimits/maximumAttributeLength``.
    case attributeTooLong
    /// The document has more elements than ``IBLimits/maximumElements``.
    case tooManyElements
    /// Two objects carry the same `id`.
    case duplicateID
    /// A constraint or a size-class mask names an `id` no object in the document has.
    case unknownReference
    /// An attribute that Plumb models has a value it cannot read (a non-number constant, say).
    case invalidValue
    /// The file cannot be read from disk.
    case unreadableFile
    /// Auto Layout refuses a constraint when the scene is built (items without a common
    /// ancestor, an x attribute related to a y attribute).
    case rejectedConstraint
    /// The document has no scene with a view to lay out, so checking it would check nothing.
    case noScene
    /// A scene cannot be built for the scenario asked for (a keyboard the device cannot show).
    case scenarioRefused
  }

  /// The file's name as given (or `<input>`).
  public var file: String
  /// The 1-based line; 0 when the problem is not at a place in the file.
  public var line: Int
  /// The 1-based column; 0 when unknown.
  public var column: Int
  /// What kind of problem this is.
  public var kind: Kind
  /// What is wrong, naming the element, attribute or id.
  public var message: String

  /// Creates an error.
  public init(file: String, line: Int, column: Int, kind: Kind, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.kind = kind
    self.message = message
  }

  /// The error as `plumb` prints it.
  public var description: String {
    line > 0 ? "\(file):\(line):\(column): error: \(message)" : "\(file): error: \(message)"
  }
}
