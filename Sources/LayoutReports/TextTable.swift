/// A fixed-width text table: columns padded to their widest cell, two spaces apart, the last
/// column unpadded.
///
/// A column's width counts characters (grapheme clusters); a cell is padded as Foundation's
/// `padding(toLength:withPad:startingAt:)` pads it (``padded(_:toLength:)``), so a cell whose
/// characters take more UTF-16 code units than one each (an accent written as a combining mark,
/// an emoji) is padded less, or cut, as the tables always were.
func textTable(_ header: [String], _ rows: [[String]]) -> String {
  let all = [header] + rows
  let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
  return all.map { row in
    row.enumerated().map { index, cell in
      index == row.count - 1 ? cell : padded(cell, toLength: widths[index])
    }.joined(separator: "  ")
  }.joined(separator: "\n")
}

/// `cell` made `length` UTF-16 code units long with spaces after it, or cut to its first
/// `length` code units: what `NSString.padding(toLength:withPad:" ", startingAt: 0)` returns
/// (swift-corelibs-foundation, `Sources/Foundation/NSStringAPI.swift` and `CFStringPad`), without
/// bridging every cell to an `NSString` and back. A cut through a surrogate pair leaves half a
/// character, which becomes U+FFFD as it does when Foundation's string is read back.
package func padded(_ cell: String, toLength length: Int) -> String {
  let units = cell.utf16.count
  if units < length {
    // Spaces appended as bytes: `String(repeating:count:)` appends a string per space.
    var bytes = Array(cell.utf8)
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: length - units))
    return String(decoding: bytes, as: UTF8.self)
  }
  if units == length { return cell }
  return String(decoding: Array(cell.utf16.prefix(length)), as: UTF16.self)
}
