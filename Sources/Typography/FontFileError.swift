/// Why the bytes of a font file (TrueType or OpenType) could not be read: a file an app ships is
/// input, so every way it can be malformed is a value, never a crash.
public struct FontFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Kind: Hashable, Sendable {
    /// The file does not start with an sfnt version Plumb reads (`0x00010000`, `true` or
    /// `OTTO`); a font collection (`ttcf`) is one of these.
    case notAnSfnt
    /// A table the measurements need (`head`, `hhea`, `hmtx`, `cmap`, `name`) is absent.
    case missingTable
    /// A table, or a record inside it, runs past the end of the file or of its table.
    case truncated
    /// A field holds a value no font can have (`unitsPerEm` outside 16…16384, no horizontal
    /// metrics).
    case invalidValue
    /// The `cmap` table has no Unicode subtable of format 4 or 12.
    case noUnicodeMapping
    /// The `name` table has no PostScript name (name ID 6) Plumb can decode.
    case noPostScriptName
  }

  /// What was wrong.
  public let kind: Kind
  /// The table it was wrong in (`head`, `cmap` …), or `sfnt` for the file's header.
  public let table: String
  /// The byte offset in the file where reading stopped.
  public let offset: Int
  /// A sentence saying what was wrong.
  public let message: String

  /// Creates an error.
  public init(kind: Kind, table: String, offset: Int, message: String) {
    self.kind = kind
    self.table = table
    self.offset = offset
    self.message = message
  }

  /// `table 'hhea' at byte 412: …`, for a report after the file's name.
  public var description: String { "table '\(table)' at byte \(offset): \(message)" }
}
