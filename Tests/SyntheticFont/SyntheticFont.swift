/// A tiny valid TrueType file written byte by byte from the OpenType specification's table
/// layouts (`head`, `hhea`, `hmtx`, `cmap`, `name`), so that tests read a font whose every
/// number they chose, with no font file in the repository.
public struct SyntheticFont {
  /// The PostScript name written as name ID 6 (Windows platform, UTF-16BE).
  public var postScriptName = "Plumb-Test"
  /// `head.unitsPerEm`.
  public var unitsPerEm = 1000
  /// `hhea.ascender`.
  public var ascender = 800
  /// `hhea.descender` (negative: below the baseline).
  public var descender = -200
  /// `hhea.lineGap`.
  public var lineGap = 0
  /// The advance of glyph 0, `.notdef`.
  public var missingAdvance = 500
  /// The characters mapped, each to its own glyph (1, 2, … in this order) with this advance.
  public var advances: [(Unicode.Scalar, Int)] = [(" ", 250), ("A", 600), ("B", 700)]
  /// Writes the character map as format 12 (every plane) instead of format 4.
  public var usesFormat12 = false

  /// A font with the defaults above.
  public init() {}

  /// The file's bytes.
  public var bytes: [UInt8] {
    let tables: [(String, [UInt8])] = [
      ("cmap", cmap), ("head", head), ("hhea", hhea), ("hmtx", hmtx), ("name", name),
    ]
    var out = u32(0x0001_0000) + u16(tables.count) + u16(0) + u16(0) + u16(0)
    var offset = 12 + 16 * tables.count
    var body: [UInt8] = []
    for (tag, data) in tables {
      out += Array(tag.utf8) + u32(0) + u32(offset) + u32(data.count)
      let padded = data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
      body += padded
      offset += padded.count
    }
    return out + body
  }

  private var head: [UInt8] {
    // version, fontRevision, checksum adjustment, magic, flags, then unitsPerEm at byte 18.
    var data = u32(0x0001_0000) + u32(0) + u32(0) + u32(0x5F0F_3CF5) + u16(0) + u16(unitsPerEm)
    data += [UInt8](repeating: 0, count: 54 - data.count)
    return data
  }

  private var hhea: [UInt8] {
    var data = u32(0x0001_0000) + u16(ascender) + u16(descender) + u16(lineGap)
    data += [UInt8](repeating: 0, count: 34 - data.count)
    return data + u16(advances.count + 1)  // numberOfHMetrics
  }

  private var hmtx: [UInt8] {
    ([missingAdvance] + advances.map(\.1)).flatMap { u16($0) + u16(0) }
  }

  private var cmap: [UInt8] {
    let subtable = usesFormat12 ? format12 : format4
    return u16(0) + u16(1) + u16(3) + u16(usesFormat12 ? 10 : 1) + u32(12) + subtable
  }

  /// One segment per character (delta mapping), then the final 0xFFFF segment.
  private var format4: [UInt8] {
    let codes = advances.map { Int($0.0.value) }
    let segments = codes.count + 1
    let ends = codes + [0xFFFF]
    let deltas = codes.enumerated().map { (index, code) in (index + 1 - code) & 0xFFFF } + [1]
    let arrays =
      ends.flatMap(u16) + u16(0) + (codes + [0xFFFF]).flatMap(u16)
      + deltas.flatMap(u16) + [Int](repeating: 0, count: segments).flatMap(u16)
    let header =
      u16(4) + u16(14 + arrays.count) + u16(0) + u16(2 * segments) + u16(0) + u16(0)
      + u16(0)
    return header + arrays
  }

  private var format12: [UInt8] {
    let groups = advances.enumerated().flatMap { (index, entry) in
      u32(Int(entry.0.value)) + u32(Int(entry.0.value)) + u32(index + 1)
    }
    return u16(12) + u16(0) + u32(16 + groups.count) + u32(0) + u32(advances.count) + groups
  }

  private var name: [UInt8] {
    let text = postScriptName.utf16.flatMap { u16(Int($0)) }
    return u16(0) + u16(1) + u16(18) + u16(3) + u16(1) + u16(0x409) + u16(6) + u16(text.count)
      + u16(0) + text
  }

  private func u16(_ value: Int) -> [UInt8] {
    [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
  }

  private func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value) }
}
