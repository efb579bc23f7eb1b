import Foundation
import Testing

/// `-o out.png` writes a PNG through `rsvg-convert`, or says it cannot; CI installs the
/// rasteriser (`.ci/run`), so there the PNG itself is checked.
@Suite("PNG pictures")
struct PNGTests {
  static var hasRasteriser: Bool {
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert")
    }
  }

  @Test("render -o x.png writes a PNG of the picture's size, or exits 2 saying what is missing")
  func renderWritesPNG() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-test-\(getpid()).png"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try runPlumb(["render", "Examples/004-square.yaml", "-o", path])
    guard Self.hasRasteriser else {
      #expect(result.status == 2)
      #expect(result.stderr.contains("rsvg-convert"))
      return
    }
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    // A PNG starts with its 8-byte signature, then the IHDR chunk: width and height, big-endian,
    // at bytes 16–23 (PNG specification, §5.2 and §11.2.2).
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func word(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    // The SVG's own size: 004 is on the iPhone SE in landscape, 667 × 375, plus a 10 pt margin
    // and a 14 pt bezel on each side (48), plus the caption's 22 pt.
    #expect(word(16) == 667 + 48)
    #expect(word(20) == 375 + 48 + 22)
  }
}
