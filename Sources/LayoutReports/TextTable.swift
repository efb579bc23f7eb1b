import Foundation

/// A fixed-width text table: columns padded to their widest cell, two spaces apart, the last
/// column unpadded.
func textTable(_ header: [String], _ rows: [[String]]) -> String {
  let all = [header] + rows
  let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
  return all.map { row in
    row.enumerated().map { index, cell in
      index == row.count - 1
        ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
    }.joined(separator: "  ")
  }.joined(separator: "\n")
}
