import DeviceCatalog
import Foundation
import LayoutPipeline
import PlumbSnapshotTesting
import PlumbTesting
import SnapshotTesting
import Testing

/// The square of Examples/004-square.yaml on the iPhone SE (3rd generation) in portrait: its
/// safe area is 375 × 647 from y = 20 (below the status bar, DeviceCatalog's `iPhoneSE3`), so
/// the square is 375 × 375 at y = 20 + (647 − 375) / 2 = 156.
func squareOnThePhoneSE() -> [LayoutResult] {
  expectLayout(
    ofFile: "Examples/004-square.yaml", on: LayoutScenarios(devices: [.iPhoneSE3]).portrait)
}

@Suite("swift-snapshot-testing strategies")
struct PlumbSnapshotTestingTests {
  @Test("the geometry strategy keeps the recorded frames, in expectGeometrySnapshot's format")
  func geometry() throws {
    assertSnapshot(of: squareOnThePhoneSE(), as: .geometry)
    let recorded = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/PlumbSnapshotTestingTests/geometry.1.txt"),
      encoding: .utf8)
    #expect(recorded.contains("\nsquare 0 156 375 375\n"))
    #expect(
      recorded.hasPrefix(
        "# Plumb geometry snapshot: frames in window coordinates (x y width height)\n"))
  }

  @Test("the SVG strategy keeps the picture plumb render draws")
  func picture() throws {
    let result = try #require(squareOnThePhoneSE().first)
    assertSnapshot(of: result, as: .svg)
  }

  @Test("a changed layout is explained in words before the line diff")
  func changeIsExplained() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("plumb-snapshot-testing-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = verifySnapshot(
      of: squareOnThePhoneSE(), as: .geometry, named: "square", record: .all,
      snapshotDirectory: folder.path,
      testName: "square")
    #expect(recording?.contains("Record mode is on") == true)
    // The square at most 300 pt wide: 300 × 300, centred, so 37.5 pt in from each side and
    // 20 + (647 − 300) / 2 = 193.5 down.
    let layout = try String(contentsOfFile: "Examples/004-square.yaml", encoding: .utf8)
    let narrower = layout + "  - square.width <= 300\n"
    let file = folder.appendingPathComponent("narrower.yaml")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try narrower.write(to: file, atomically: true, encoding: .utf8)
    let changed = expectLayout(
      ofFile: file.path, on: LayoutScenarios(devices: [.iPhoneSE3]).portrait)
    let message = try #require(
      verifySnapshot(
        of: changed, as: .geometry, named: "square", record: .never,
        snapshotDirectory: folder.path,
        testName: "square"))
    #expect(
      message.contains(
        "`square` moved 37.5 pt right and 37.5 pt down, 75 pt narrower, 75 pt shorter"
          + " (was (0, 156, 375, 375), now (37.5, 193.5, 300, 300))"), "\(message)")
    #expect(message.contains("constraint new: square.width <= 300"))
    #expect(message.contains("@@"), "the line diff follows")
  }
}
