import SyntheticFont
import Testing
import Typography

/// The font every test reads: its numbers are the ones `SyntheticFont` writes (1000 units per
/// em, ascender 800, descender −200, line gap 0; " " 250, "A" 600, "B" 700, `.notdef` 500).
private func read(_ font: SyntheticFont = SyntheticFont()) throws -> FontFile {
  try FontFile(bytes: font.bytes)
}

@Test("A font file's PostScript name, units per em and hhea metrics are read as written")
func fontFileHeader() throws {
  var font = SyntheticFont()
  font.postScriptName = "OpenPlumb-Semibold"
  font.lineGap = 90
  let file = try read(font)
  #expect(file.postScriptName == "OpenPlumb-Semibold")
  #expect(file.unitsPerEm == 1000)
  #expect(file.ascender == 800)
  #expect(file.descender == -200)
  #expect(file.lineGap == 90)
}

@Test(
  "Advances come through the character map, format 4 or 12; an unmapped character takes .notdef's",
  arguments: [false, true])
func fontFileAdvances(format12: Bool) throws {
  var font = SyntheticFont()
  font.usesFormat12 = format12
  font.advances.append(("😀", 1200))  // beyond the BMP: format 4 cannot map it
  let file = try read(font)
  #expect(file.advance(of: "A") == 600)
  #expect(file.advance(of: "B") == 700)
  #expect(file.advance(of: " ") == 250)
  #expect(file.advance(of: "C") == nil)
  #expect(file.advance(of: "😀") == (format12 ? 1200 : nil))
  #expect(file.missingAdvance == 500)
}

@Test("A label in a shipped font is measured with the file's advances and its line height")
func shippedFontMeasurer() throws {
  let file = try read()
  // At 20 pt, 1000 units per em: 0.02 pt per unit. "AB A" = 600 + 700 + 250 + 600 = 2150 units
  // = 43 pt; a line is (800 + 200 + 0) units = 20 pt, its baseline 16 pt below its top.
  let measurer = FontMetricsTextMeasurer(pointSize: 20, font: .file(file))
  let size = TextWrapping.size(of: "AB A", maxWidth: nil, maxHeight: nil, measurer: measurer)
  #expect(abs(size.width - 43) < 1e-9)
  #expect(abs(size.height - 20) < 1e-9)
  #expect(abs(measurer.ascent - 16) < 1e-9)
  #expect(abs(measurer.descent - 4) < 1e-9)
  // "C" is not in the font: .notdef's 500 units, and not measured exactly.
  #expect(abs(measurer.advance(of: "C") - 10) < 1e-9)
  #expect(!measurer.measuresExactly("C"))
  #expect(measurer.measuresExactly("A"))
}

@Test("The line gap is part of the line height, below the descender, as UIFont.lineHeight")
func shippedFontLineGap() throws {
  var font = SyntheticFont()
  font.lineGap = 100
  // (800 + 200 + 100) / 1000 × 10 pt = 11 pt; the baseline stays one ascender (8 pt) down.
  let measurer = FontMetricsTextMeasurer(pointSize: 10, font: .file(try read(font)))
  #expect(abs(measurer.lineHeight - 11) < 1e-9)
  #expect(abs(measurer.ascent - 8) < 1e-9)
}

/// Malformed files and what reading them says: each the specification's way to be wrong.
private let malformed: [(String, @Sendable (inout [UInt8]) -> Void, FontFileError.Kind, String)] = [
  ("an empty file", { $0 = [] }, .truncated, "sfnt"),
  ("a font collection", { $0 = Array("ttcf".utf8) + [0, 1, 0, 0] }, .notAnSfnt, "sfnt"),
  ("a PNG", { $0 = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] }, .notAnSfnt, "sfnt"),
  ("a table past the end", { $0.removeLast(40) }, .truncated, "name"),
  ("no head table", { $0[12 + 16 + 0] = UInt8(ascii: "x") }, .missingTable, "head"),
  ("unitsPerEm 0", { setHead(&$0, unitsPerEm: 0) }, .invalidValue, "head"),
]

/// Sets `head.unitsPerEm` (the second table: cmap, head, …, byte 18 of it).
private func setHead(_ bytes: inout [UInt8], unitsPerEm: Int) {
  let record = 12 + 16
  let offset = bytes[record + 8..<record + 12].reduce(0) { $0 << 8 | Int($1) }
  bytes[offset + 18] = UInt8(unitsPerEm >> 8)
  bytes[offset + 19] = UInt8(unitsPerEm & 0xFF)
}

@Test("A malformed font file is a typed error naming its table, never a crash", arguments: 0..<6)
func malformedFontFile(index: Int) {
  let (name, damage, kind, table) = malformed[index]
  var bytes = SyntheticFont().bytes
  damage(&bytes)
  #expect(throws: FontFileError.self, "\(name)") { try FontFile(bytes: bytes) }
  do {
    _ = try FontFile(bytes: bytes)
  } catch {
    #expect(error.kind == kind, "\(name): \(error)")
    #expect(error.table == table, "\(name): \(error)")
  }
}

@Test("Every truncation of a valid font file is an error or a font, never a crash")
func everyTruncation() {
  let bytes = SyntheticFont().bytes
  for count in 0..<bytes.count {
    _ = try? FontFile(bytes: Array(bytes.prefix(count)))
  }
}
