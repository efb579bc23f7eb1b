import Foundation
import Testing

import LayoutReports

/// The report tables pad their cells without Foundation, and must pad them as Foundation's
/// `padding(toLength:withPad:startingAt:)` did: the oracle here is Foundation itself, on cells
/// whose characters take one, two or more UTF-16 code units each (a precomposed and a combining
/// accent, a skin-toned emoji, CJK, Arabic), padded and cut.
struct TextTablePaddingTests {
  static let cells = [
    "", "ok", "FAIL", "iPhone 16 Pro Max", "partly checked", "caf\u{E9}", "cafe\u{301}",
    "\u{1F44D}\u{1F3FD}", "a\u{1F44D}b", "日本語", "مرحبا", "Settings › NameCell",
  ]

  @Test("padding or cutting a cell gives Foundation's string", arguments: cells)
  func padsAsFoundation(cell: String) {
    for length in 0...24 {
      #expect(
        padded(cell, toLength: length)
          == cell.padding(toLength: length, withPad: " ", startingAt: 0),
        "\(cell) to \(length)")
    }
  }
}
