import DeviceCatalog
import LayoutCore
import Testing

/// Frames far larger than any display (a 300-digit constraint constant makes one) are off the
/// display, never a trap in `Int(_:)`.
@Suite("Pixel blocks of huge and non-finite frames")
struct PixelRectClampingTests {
  /// 2⁵³, the clamp: far beyond any display and exact in a Double.
  static let limit = 1 << 53

  @Test("A frame 1e300 points wide clamps its far edge at 2^53 pixels and is not on the display")
  func hugeFrame() {
    let rect = Rect(x: 0, y: 59, width: 1e300, height: 10)
    let block = PixelRect(integralising: rect, scale: 3)
    // The near edges are ordinary: 0 and 59 × 3 = 177; the far column is clamped, the far row
    // is (59 + 10) × 3 = 207.
    #expect(block == PixelRect(minColumn: 0, minRow: 177, maxColumn: Self.limit, maxRow: 207))
    let screen = Device.iPhone14Pro.screen(.portrait)
    #expect(!screen.shape.containsPixels(touching: rect))
  }

  @Test(
    "Non-finite edges give the widest block on their side",
    arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteFrame(_ value: Double) {
    let block = PixelRect(integralising: Rect(x: value, y: 0, width: 10, height: 10), scale: 2)
    // NaN and −∞ put the near edge at −2⁵³; +∞ puts it at +2⁵³ (an empty block: nothing to draw).
    #expect(block.minColumn == (value == .infinity ? Self.limit : -Self.limit))
    #expect(block.minRow == 0 && block.maxRow == 20)
  }
}
