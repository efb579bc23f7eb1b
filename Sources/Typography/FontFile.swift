/// The measurements of a TrueType or OpenType font file that `UILabel` sizes text with: its
/// PostScript name (the name Interface Builder writes in `fontDescription name="…"` and
/// `UIFont(name:size:)` takes), units per em, the `hhea` ascender, descender and line gap, and
/// each character's advance through the `cmap` and `hmtx` tables
/// (Documentation/Facts/Typography.md#fonts-an-app-ships).
///
/// Read one with ``init(bytes:)``; a malformed file is a ``FontFileError`` saying which table and
/// byte, never a crash. Reading walks the tables once, without recursion.
public struct FontFile: Hashable, Sendable {
  /// The PostScript name (`name` table, name ID 6), as `UIFont.fontName` returns it.
  public let postScriptName: String
  /// Font units per em (`head`).
  public let unitsPerEm: Double
  /// The `hhea` ascender, in font units (positive, above the baseline).
  public let ascender: Double
  /// The `hhea` descender, in font units (negative, below the baseline).
  public let descender: Double
  /// The `hhea` line gap, in font units.
  public let lineGap: Double
  /// Each mapped Unicode scalar's advance width, in font units.
  let advances: [UInt32: Double]
  /// The advance of glyph 0 (`.notdef`), drawn for a character the font does not map.
  public let missingAdvance: Double

  /// The advance of `scalar` in font units, or nil when the font does not map it.
  public func advance(of scalar: Unicode.Scalar) -> Double? { advances[scalar.value] }

  /// Reads a font file's bytes.
  ///
  /// - Throws: ``FontFileError`` naming the table and byte where the file is malformed.
  public init(bytes: [UInt8]) throws(FontFileError) {
    let file = SfntBytes(bytes: bytes)
    let tables = try file.tableDirectory()
    func table(_ tag: String) throws(FontFileError) -> Range<Int> {
      guard let range = tables[tag] else {
        throw FontFileError(
          kind: .missingTable, table: tag, offset: 0, message: "the font has no '\(tag)' table")
      }
      return range
    }
    let head = try table("head")
    let unitsPerEm = try file.uint16(at: head.lowerBound + 18, in: head, table: "head")
    // The OpenType specification allows 16…16384 units per em.
    guard (16...16384).contains(unitsPerEm) else {
      throw FontFileError(
        kind: .invalidValue, table: "head", offset: head.lowerBound + 18,
        message: "unitsPerEm is \(unitsPerEm), outside 16…16384")
    }
    let hhea = try table("hhea")
    let ascender = try file.int16(at: hhea.lowerBound + 4, in: hhea, table: "hhea")
    let descender = try file.int16(at: hhea.lowerBound + 6, in: hhea, table: "hhea")
    let lineGap = try file.int16(at: hhea.lowerBound + 8, in: hhea, table: "hhea")
    let metricCount = try file.uint16(at: hhea.lowerBound + 34, in: hhea, table: "hhea")
    guard metricCount > 0 else {
      throw FontFileError(
        kind: .invalidValue, table: "hhea", offset: hhea.lowerBound + 34,
        message: "numberOfHMetrics is 0: no glyph has an advance")
    }
    let hmtx = try table("hmtx")
    // Glyph g < numberOfHMetrics has its own advance (4-byte records: advance, side bearing);
    // every later glyph repeats the last one.
    var glyphAdvances: [Double] = []
    glyphAdvances.reserveCapacity(metricCount)
    for glyph in 0..<metricCount {
      glyphAdvances.append(
        Double(try file.uint16(at: hmtx.lowerBound + 4 * glyph, in: hmtx, table: "hmtx")))
    }
    let cmap = try table("cmap")
    let glyphs = try file.unicodeGlyphs(cmap: cmap)
    var advances: [UInt32: Double] = [:]
    advances.reserveCapacity(glyphs.count)
    for (scalar, glyph) in glyphs {
      advances[scalar] = glyphAdvances[min(glyph, glyphAdvances.count - 1)]
    }
    self.postScriptName = try file.postScriptName(name: try table("name"))
    self.unitsPerEm = Double(unitsPerEm)
    self.ascender = Double(ascender)
    self.descender = Double(descender)
    self.lineGap = Double(lineGap)
    self.advances = advances
    self.missingAdvance = glyphAdvances[0]
  }
}
