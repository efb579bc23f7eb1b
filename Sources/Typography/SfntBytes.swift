/// Big-endian reads from an sfnt file (TrueType, OpenType) that check every offset against the
/// bytes of the table they are in, as the OpenType specification lays the tables out
/// (Documentation/Facts/Typography.md#fonts-an-app-ships).
struct SfntBytes {
  let bytes: [UInt8]

  private func truncated(_ table: String, _ offset: Int, _ what: String) -> FontFileError {
    FontFileError(
      kind: .truncated, table: table, offset: offset, message: "\(what) runs past the table's end")
  }

  /// The unsigned integer of `size` bytes at `offset`, which must lie inside `range`.
  private func unsigned(_ offset: Int, _ size: Int, in range: Range<Int>, table: String)
    throws(FontFileError) -> Int
  {
    guard offset >= range.lowerBound, offset <= range.upperBound - size else {
      throw truncated(table, offset, "a \(8 * size)-bit field")
    }
    var value = 0
    for index in offset..<offset + size { value = value << 8 | Int(bytes[index]) }
    return value
  }

  func uint16(at offset: Int, in range: Range<Int>, table: String) throws(FontFileError) -> Int {
    try unsigned(offset, 2, in: range, table: table)
  }

  func uint32(at offset: Int, in range: Range<Int>, table: String) throws(FontFileError) -> Int {
    try unsigned(offset, 4, in: range, table: table)
  }

  func int16(at offset: Int, in range: Range<Int>, table: String) throws(FontFileError) -> Int {
    let value = try unsigned(offset, 2, in: range, table: table)
    return value >= 0x8000 ? value - 0x1_0000 : value
  }

  /// The table directory: each table's tag and its byte range, each checked to lie in the file.
  func tableDirectory() throws(FontFileError) -> [String: Range<Int>] {
    let all = 0..<bytes.count
    let version = try uint32(at: 0, in: all, table: "sfnt")
    // 0x00010000 (TrueType outlines), 'true' (Apple TrueType), 'OTTO' (CFF outlines).
    guard [0x0001_0000, 0x7472_7565, 0x4F54_544F].contains(version) else {
      let found = version == 0x7474_6366 ? "a font collection (ttcf)" : "not a font file"
      throw FontFileError(
        kind: .notAnSfnt, table: "sfnt", offset: 0,
        message: "\(found): the file does not start with an sfnt version Plumb reads")
    }
    let count = try uint16(at: 4, in: all, table: "sfnt")
    var tables: [String: Range<Int>] = [:]
    for index in 0..<count {
      let record = 12 + 16 * index
      let tagValue = try uint32(at: record, in: all, table: "sfnt")
      let offset = try uint32(at: record + 8, in: all, table: "sfnt")
      let length = try uint32(at: record + 12, in: all, table: "sfnt")
      let tag = String(
        decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tagValue >> $0) }, as: UTF8.self)
      guard offset <= bytes.count, length <= bytes.count - offset else {
        throw truncated(tag, offset, "the table (\(length) bytes)")
      }
      tables[tag] = offset..<offset + length
    }
    return tables
  }

  /// Unicode scalar → glyph from the best Unicode subtable of `cmap`: format 12 (every plane)
  /// before format 4 (the Basic Multilingual Plane), Windows Unicode (3, 1 / 3, 10) or Unicode
  /// platform (0, *) encodings.
  func unicodeGlyphs(cmap: Range<Int>) throws(FontFileError) -> [(UInt32, Int)] {
    let count = try uint16(at: cmap.lowerBound + 2, in: cmap, table: "cmap")
    var format4: Int?
    var format12: Int?
    for index in 0..<count {
      let record = cmap.lowerBound + 4 + 8 * index
      let platform = try uint16(at: record, in: cmap, table: "cmap")
      let encoding = try uint16(at: record + 2, in: cmap, table: "cmap")
      let offset = cmap.lowerBound + (try uint32(at: record + 4, in: cmap, table: "cmap"))
      guard platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)) else { continue }
      switch try uint16(at: offset, in: cmap, table: "cmap") {
      case 4: format4 = format4 ?? offset
      case 12: format12 = format12 ?? offset
      default: continue
      }
    }
    if let offset = format12 { return try format12Glyphs(at: offset, cmap: cmap) }
    if let offset = format4 { return try format4Glyphs(at: offset, cmap: cmap) }
    throw FontFileError(
      kind: .noUnicodeMapping, table: "cmap", offset: cmap.lowerBound,
      message: "no Unicode subtable of format 4 or 12")
  }

  /// Format 4: segments of 16-bit codes, each mapped by a delta or through the glyph array.
  private func format4Glyphs(at start: Int, cmap: Range<Int>) throws(FontFileError)
    -> [(UInt32, Int)]
  {
    let segments = try uint16(at: start + 6, in: cmap, table: "cmap") / 2
    let ends = start + 14
    let starts = ends + 2 * segments + 2  // after the reserved pad
    let deltas = starts + 2 * segments
    let rangeOffsets = deltas + 2 * segments
    var glyphs: [(UInt32, Int)] = []
    for segment in 0..<segments {
      let end = try uint16(at: ends + 2 * segment, in: cmap, table: "cmap")
      let first = try uint16(at: starts + 2 * segment, in: cmap, table: "cmap")
      let delta = try uint16(at: deltas + 2 * segment, in: cmap, table: "cmap")
      let rangeOffsetAt = rangeOffsets + 2 * segment
      let rangeOffset = try uint16(at: rangeOffsetAt, in: cmap, table: "cmap")
      guard first <= end, first != 0xFFFF else { continue }
      for code in first...end {
        var glyph: Int
        if rangeOffset == 0 {
          glyph = (code + delta) & 0xFFFF
        } else {
          // The offset counts from the idRangeOffset entry itself to the glyph id.
          let at = rangeOffsetAt + rangeOffset + 2 * (code - first)
          glyph = try uint16(at: at, in: cmap, table: "cmap")
          if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
        }
        if glyph != 0 { glyphs.append((UInt32(code), glyph)) }
      }
    }
    return glyphs
  }

  /// Format 12: groups of consecutive scalars mapped to consecutive glyphs.
  private func format12Glyphs(at start: Int, cmap: Range<Int>) throws(FontFileError)
    -> [(UInt32, Int)]
  {
    let groups = try uint32(at: start + 12, in: cmap, table: "cmap")
    var glyphs: [(UInt32, Int)] = []
    for group in 0..<groups {
      let record = start + 16 + 12 * group
      let first = try uint32(at: record, in: cmap, table: "cmap")
      let end = try uint32(at: record + 4, in: cmap, table: "cmap")
      let glyph = try uint32(at: record + 8, in: cmap, table: "cmap")
      // Unicode ends at U+10FFFF: a group beyond it (or reversed) maps nothing.
      guard first <= end, end <= 0x10_FFFF else {
        throw FontFileError(
          kind: .invalidValue, table: "cmap", offset: record,
          message: "a format 12 group maps U+\(String(first, radix: 16, uppercase: true))…"
            + "U+\(String(end, radix: 16, uppercase: true)), not a range of Unicode scalars")
      }
      // Every scalar once at most: more mappings than Unicode has scalars is a malformed table
      // (and would otherwise let a small file ask for gigabytes).
      guard glyphs.count + (end - first) < 0x11_0000 else {
        throw FontFileError(
          kind: .invalidValue, table: "cmap", offset: record,
          message: "the format 12 groups map more than the 1,114,112 Unicode scalars")
      }
      for code in first...end { glyphs.append((UInt32(code), glyph + code - first)) }
    }
    return glyphs
  }

  /// The PostScript name (name ID 6): a Windows (3, 1) or Unicode-platform record in UTF-16BE,
  /// else a Macintosh Roman one (PostScript names are printable ASCII).
  func postScriptName(name: Range<Int>) throws(FontFileError) -> String {
    let count = try uint16(at: name.lowerBound + 2, in: name, table: "name")
    let storage = name.lowerBound + (try uint16(at: name.lowerBound + 4, in: name, table: "name"))
    var found: [(platform: Int, text: String)] = []
    for index in 0..<count {
      let record = name.lowerBound + 6 + 12 * index
      guard try uint16(at: record + 6, in: name, table: "name") == 6 else { continue }
      let platform = try uint16(at: record, in: name, table: "name")
      let length = try uint16(at: record + 8, in: name, table: "name")
      let offset = storage + (try uint16(at: record + 10, in: name, table: "name"))
      guard offset >= name.lowerBound, offset <= name.upperBound - length else {
        throw truncated("name", offset, "the PostScript name (\(length) bytes)")
      }
      let raw = Array(bytes[offset..<offset + length])
      let text: String
      if platform == 1 {
        text = String(decoding: raw, as: UTF8.self)
      } else {
        let units = stride(from: 0, to: raw.count - 1, by: 2).map {
          UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1])
        }
        text = String(decoding: units, as: UTF16.self)
      }
      if !text.isEmpty { found.append((platform, text)) }
    }
    guard let best = found.first(where: { $0.platform != 1 }) ?? found.first else {
      throw FontFileError(
        kind: .noPostScriptName, table: "name", offset: name.lowerBound,
        message: "no PostScript name (name ID 6)")
    }
    return best.text
  }
}
