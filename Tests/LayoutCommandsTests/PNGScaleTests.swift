import Foundation
import Testing

@testable import LayoutCommands

@Suite("A picture larger than a PNG can be is scaled down to fit, not refused")
struct PNGScaleTests {
  /// A contact sheet's shape: 1,552 pt wide and 61,245.74 pt tall (eidolon's Fulfillment
  /// storyboard, 20 scenes on 60 iPad scenarios), drawn as one rectangle.
  static let tall = """
    <svg xmlns="http://www.w3.org/2000/svg" width="1552" height="61245.74" \
    viewBox="0 0 1552 61245.74"><rect x="0" y="0" width="1552" height="61245.74" \
    fill="#ffffff"/></svg>
    """

  @Test("The scale fits the longer side within 32,767 pixels; a picture within it keeps scale 1")
  func scale() {
    #expect(pngScale(ofSVG: Self.tall) == 32_767 / 61_245.74)
    #expect(pngScale(ofSVG: #"<svg width="715" height="445"><rect/></svg>"#) == 1)
  }

  @Test("rsvg-convert draws the tall sheet within its limit, its sides in the sheet's proportion")
  func tallSheet() throws {
    guard executablePath("rsvg-convert") != nil else { return }
    let data = try pngData(fromSVG: Self.tall)
    // IHDR: width and height, big-endian, at bytes 16–23 (PNG specification, §11.2.2).
    func word(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    let (width, height) = (word(16), word(20))
    #expect(height <= 32_767 && height >= 32_760)
    // 1,552 × 0.535 = 830.3: the width follows the same scale.
    #expect(abs(Double(width) - 1552 * Double(height) / 61_245.74) <= 1)
  }
}
