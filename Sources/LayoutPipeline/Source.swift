import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutFile

/// A screen as Plumb reads it, whatever wrote it: a layout file of views and constraints, a
/// layout file with a SwiftUI `body:`, a storyboard or a xib.
///
/// ``read(contentsOf:)`` and ``read(text:file:)`` are the only places that decide what kind a
/// file is (``Kind/of(path:)``); everything after them — the adapters, the checks, the
/// reports, the preview, the commands — switches on the value, never on a file name. A new
/// kind of source is one more case here, a reader, and an adapter that lays it out into a
/// ``LayoutResult``.
public enum Source: Sendable {
  /// A layout file (YAML or JSON): views and constraints, or a SwiftUI `body:`. Its equations
  /// are parsed once, for every scenario it is laid out in.
  case layoutFile(ParsedDocument)
  /// A storyboard or xib, laid out scene by scene, with its path and its own scenario — its
  /// "View as" device (``InterfaceBuilderDevice``), resolved once when it is read.
  case interfaceBuilder(IBDocument, file: String, own: Scenario?)

  /// What kind of source a file is.
  public enum Kind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A layout file of views and constraints (Auto Layout).
    case constraintFile
    /// A layout file whose screen is a SwiftUI `body:` (laid out by proposal).
    case swiftUIBody
    /// An Interface Builder storyboard.
    case storyboard
    /// An Interface Builder xib.
    case xib

    /// How the kind is named in messages: "a layout file", "a SwiftUI body file", "a
    /// storyboard", "a xib".
    public var description: String {
      switch self {
      case .constraintFile: return "a layout file"
      case .swiftUIBody: return "a SwiftUI body file"
      case .storyboard: return "a storyboard"
      case .xib: return "a xib"
      }
    }

    /// The reader a path goes to, by its extension (compared without regard to case): `.storyboard`
    /// and `.xib` are Interface Builder's; anything else is read as a layout file, whose
    /// content then says whether it has a `body:` (``constraintFile`` is returned for both).
    public static func of(path: String) -> Kind {
      switch URL(fileURLWithPath: path).pathExtension.lowercased() {
      case "storyboard": return .storyboard
      case "xib": return .xib
      default: return .constraintFile
      }
    }
  }

  /// The kind of this source.
  public var kind: Kind {
    switch self {
    case .layoutFile(let parsed):
      return parsed.document.body == nil ? .constraintFile : .swiftUIBody
    case .interfaceBuilder(let document, _, _): return document.kind == .xib ? .xib : .storyboard
    }
  }

  /// The file's path as given (reports point at it).
  public var file: String {
    switch self {
    case .layoutFile(let parsed): return parsed.document.file
    case .interfaceBuilder(_, let file, _): return file
    }
  }

  /// The layout file's title; a storyboard's scenes have their own names.
  public var title: String? {
    if case .layoutFile(let parsed) = self { return parsed.document.title }
    return nil
  }

  /// The layout document, for a layout file.
  public var layoutDocument: LayoutDocument? {
    if case .layoutFile(let parsed) = self { return parsed.document }
    return nil
  }

  /// The Interface Builder document, for a storyboard or xib.
  public var interfaceBuilderDocument: IBDocument? {
    if case .interfaceBuilder(let document, _, _) = self { return document }
    return nil
  }

  /// The IB ids of the table views `names` names
  /// (``InterfaceBuilder/IBDocument/tableIDs(named:)``); none in a layout file.
  package func tableIDs(named names: [String]) -> [String] {
    interfaceBuilderDocument?.tableIDs(named: names) ?? []
  }

  /// Sizes the rows of the tables `names` names, but those of `except`, to fit their content
  /// (``InterfaceBuilder/IBDocument/sizeRowsAutomatically(inTables:inferredFrom:)``), as the
  /// app's code does — `evidence` saying which statement of that code when it was read from the
  /// app's sources; a layout file has no tables.
  package mutating func sizeRowsAutomatically(
    inTablesNamed names: [String], inferredFrom evidence: String? = nil,
    except: Set<String> = []
  ) {
    changeDocument { document in
      document.sizeRowsAutomatically(
        inTables: Set(document.tableIDs(named: names)).subtracting(except), inferredFrom: evidence)
    }
  }

  /// Marks the views whose custom class is a key of `reasons` as shown or hidden by the app's
  /// code (``InterfaceBuilder/IBDocument/markViewsHiddenByCode(_:)``); a layout file has no
  /// custom classes.
  package mutating func markViewsHiddenByCode(_ reasons: [String: String]) {
    changeDocument { $0.markViewsHiddenByCode(reasons) }
  }

  /// Applies `change` to the Interface Builder document, as the app's code changes it; a layout
  /// file stays as it is.
  mutating func changeDocument(_ change: (inout IBDocument) -> Void) {
    guard case .interfaceBuilder(var document, let file, let own) = self else { return }
    change(&document)
    self = .interfaceBuilder(document, file: file, own: own)
  }

  /// Reads the file at `path`.
  ///
  /// - Throws: ``FileCheckError`` at the place in the file: a malformed layout file, a device
  ///   or orientation the file names that the catalog does not have, an unreadable storyboard or
  ///   one with no scene to lay out.
  public static func read(contentsOf path: String) throws(FileCheckError) -> Source {
    switch Kind.of(path: path) {
    case .storyboard, .xib:
      do {
        return try shipped(IBReader.read(contentsOfFile: path), file: path)
      } catch {
        throw .interfaceBuilder(error)
      }
    case .constraintFile, .swiftUIBody:
      do {
        return try Source(LayoutDocument.read(contentsOf: path))
      } catch {
        throw .layoutFile(error)
      }
    }
  }

  /// Reads a file's text (an editor's unsaved buffer); `file` is its path, which decides its
  /// kind as in ``read(contentsOf:)``.
  public static func read(text: String, file: String) throws(FileCheckError) -> Source {
    switch Kind.of(path: file) {
    case .storyboard, .xib:
      do {
        return try shipped(IBReader.read(Data(text.utf8), file: file), file: file)
      } catch {
        throw .interfaceBuilder(error)
      }
    case .constraintFile, .swiftUIBody:
      do {
        return try Source(LayoutDocument.parse(text, file: file))
      } catch {
        throw .layoutFile(error)
      }
    }
  }

  /// `document`, read from `file`, as a source, its text measured in the font files the app
  /// ships beside it (``InterfaceBuilder/IBDocument/useShippedFontFiles(near:)``).
  private static func shipped(_ document: IBDocument, file: String) throws(IBError) -> Source {
    var document = document
    document.useShippedFontFiles(near: file)
    return try Source(document, file: file)
  }

  /// A layout document as a source, checked as ``read(contentsOf:)`` checks one it reads.
  public init(_ document: LayoutDocument) throws(LayoutFileError) {
    try Self.validateScenarioKeys(of: document)
    self = .layoutFile(ParsedDocument(document))
  }

  /// A storyboard or xib as a source, with its warnings about its device; refused when it has
  /// no scene (checking nothing must not look like a pass).
  public init(_ document: IBDocument, file: String) throws(IBError) {
    var document = document
    let device = InterfaceBuilderDevice(document, file: file)
    if let warning = device.warning {
      document.warnings.append(warning)
    }
    guard !document.scenes.isEmpty else {
      throw IBError(
        file: file, line: 0, column: 0, kind: .noScene,
        message: "the document has no scene with a view to lay out")
    }
    self = .interfaceBuilder(document, file: file, own: device.scenario)
  }

  /// A layout file's `device:` and `orientation:` looked up in the catalog when the file is
  /// read, so that an unknown one fails every command the same way, at its line — not only
  /// `render`, which is the one that uses them.
  private static func validateScenarioKeys(of document: LayoutDocument) throws(LayoutFileError) {
    func check(
      _ key: String, _ value: String?, _ lookUp: (String) throws(DeviceLookupError) -> Void
    )
      throws(LayoutFileError)
    {
      guard let value else { return }
      do {
        try lookUp(value)
      } catch {
        throw document.error(
          at: document.topLevelKeyLocation(key), "\(error)",
          hint: key == "device" ? "`plumb devices` lists the catalog" : "")
      }
    }
    try check("device", document.device) { name throws(DeviceLookupError) in
      _ = try Device.lookup(name)
    }
    try check("orientation", document.orientation) { name throws(DeviceLookupError) in
      _ = try Orientation.lookup(name)
    }
  }
}

extension LayoutDocument {
  /// Where a top-level key such as `device:` is written: the first line that starts with it
  /// (YAML's `device:` or JSON's `"device":`, at any indentation for JSON), its value's column.
  /// The document keeps no place for these keys; a top-level key is on its own line in both
  /// forms. Line 0 when not found.
  func topLevelKeyLocation(_ key: String) -> SourceLocation {
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop { $0 == " " || $0 == "{" }
      for form in ["\(key):", "\"\(key)\":"] where trimmed.hasPrefix(form) {
        let value = trimmed.dropFirst(form.count).prefix { $0 == " " }
        let column = line.count - trimmed.count + form.count + value.count + 1
        return SourceLocation(line: index + 1, column: column)
      }
    }
    return SourceLocation(line: 0, column: 0)
  }
}

extension Source {
  /// The scenario a source is shown in when a command is given none: the layout file's own
  /// `device:` and `orientation:`, the storyboard's "View as" device (``InterfaceBuilderDevice``),
  /// else iPhone 14 Pro in portrait.
  public var defaultScenario: Scenario {
    let fallback = Scenario(device: .iPhone14Pro, orientation: .portrait)
    switch self {
    case .layoutFile(let parsed):
      // Looked up when the file was read (``init(_:)-(LayoutDocument)``): both are known.
      let document = parsed.document
      let device = document.device.flatMap { try? Device.lookup($0) } ?? fallback.device
      let orientation = document.orientation.flatMap { try? Orientation.lookup($0) } ?? .portrait
      return Scenario(device: device, orientation: orientation)
    case .interfaceBuilder(_, _, let own): return own ?? fallback
    }
  }

  /// The storyboard's own scenario, in which views are checked for being misplaced; nil for a
  /// layout file.
  var documentScenario: Scenario? {
    if case .interfaceBuilder(_, _, let own) = self { return own }
    return nil
  }

  /// Only the scene `name` (its storyboard identifier, title or id) of a storyboard or xib; nil
  /// when there is none of that name, or the source has no scenes.
  public func scene(named name: String) -> Source? {
    guard case .interfaceBuilder(let document, let file, let own) = self,
      let scene = document.scene(named: name)
    else { return nil }
    return .interfaceBuilder(document.keepingOnly([scene]), file: file, own: own)
  }

  /// Only the first scene of a storyboard or xib; a layout file as it is.
  public var firstScene: Source {
    guard case .interfaceBuilder(let document, let file, let own) = self else { return self }
    return .interfaceBuilder(
      document.keepingOnly(Array(document.scenes.prefix(1))), file: file, own: own)
  }

  /// A scenario the device cannot show, as this source's error: the same words for every kind
  /// of source, at the top of the file.
  func error(_ error: ScenarioError) -> FileCheckError {
    switch self {
    case .layoutFile(let parsed):
      return .layoutFile(
        parsed.document.error(
          at: SourceLocation(line: 0, column: 0), error.message, hint: error.hint))
    case .interfaceBuilder(_, let file, _):
      return .interfaceBuilder(
        IBError(file: file, line: 0, column: 0, kind: .scenarioRefused, message: error.message))
    }
  }
}
