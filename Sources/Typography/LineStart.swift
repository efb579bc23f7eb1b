/// Which characters a line may not start with after a space: closing punctuation, under the
/// Unicode line breaking algorithm's rule LB13
/// (Documentation/Facts/Typography.md#punctuation-after-a-space).
///
/// Plumb breaks lines only at spaces (U+0020). A space followed by closing punctuation is no
/// break opportunity, so `category ?` and `produit :` keep their mark on the line of the word
/// before it. The no-break spaces French text puts there (U+00A0, U+202F) are no break either:
/// they are not spaces to Plumb.
enum LineStart {
  /// Whether no line may start with `scalar` after a space: the printable ASCII characters of
  /// classes CL and CP (`)`, `]`, `}`), EX (`!`, `?`), IS (`,`, `.`, `:`, `;`) and SY (`/`).
  static func isForbidden(before scalar: UInt32) -> Bool {
    switch scalar {
    case 0x21, 0x29, 0x2C, 0x2E, 0x2F, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: true
    default: false
    }
  }
}
