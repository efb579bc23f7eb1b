import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutPipeline
import Testing

/// A scenario whose app hides the status bar (Documentation/Facts/AppInfo.md#status-bar-hidden):
/// on a device without a sensor housing the safe area starts at the window's top, while
/// Interface Builder's canvas, which simulates the device and not the app, keeps the status bar.
@Suite("An app that hides the status bar")
struct StatusBarHiddenTests {
  /// A box pinned 10 pt below the safe area's top on the iPhone SE (2nd generation)'s
  /// `retina4_7` design device (375 × 667, a 20-pt status bar), saved where the canvas puts it:
  /// y = 20 + 10 = 30.
  static let text = FindingKindTests.storyboard(
    FindingKindTests.view("box", frame: "x=\"20\" y=\"30\" width=\"100\" height=\"100\""),
    FindingKindTests.placed("box", leading: 20, top: 10)
  ).replacingOccurrences(of: "retina6_1", with: "retina4_7")

  static func laidOut(on device: String, hidden: Bool) throws -> LayoutResult {
    var scenario = Scenario(device: try Device.lookup(device))
    scenario.statusBarHidden = hidden
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-statusbar-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("box.storyboard").path
    try Data(Self.text.utf8).write(to: URL(fileURLWithPath: path))
    let check = try #require(Pipeline.check(files: [path], in: [scenario]).first)
    let report = try #require(check.report, "\(check.error?.description ?? "")")
    return try #require(report.results.first)
  }

  static func boxY(_ result: LayoutResult) throws -> Double {
    try #require(result.items.first { $0.name == "view box" }).frame.minY
  }

  @Test("Without a sensor housing the top inset is 0; the canvas keeps the status bar")
  func homeButtonPhone() throws {
    let shown = try Self.laidOut(on: "iPhone SE (2nd generation)", hidden: false)
    let hidden = try Self.laidOut(on: "iPhone SE (2nd generation)", hidden: true)
    // 20 (status bar) + 10 shown; 0 + 10 hidden.
    #expect(try Self.boxY(shown) == 30)
    #expect(try Self.boxY(hidden) == 10)
    // The saved y = 30 is the canvas's: no frame of Plumb's differs from it on the design
    // device, whatever the app does at run time.
    for result in [shown, hidden] {
      #expect(!result.findings.contains { $0.isAwayFromSavedFrame }, "\(result.findings)")
    }
  }

  @Test("A notch keeps its inset with the status bar hidden")
  func notchedPhone() throws {
    // The iPhone XR's top inset is 48 with or without the status bar.
    for hidden in [false, true] {
      #expect(try Self.boxY(try Self.laidOut(on: "iPhone XR", hidden: hidden)) == 58)
    }
  }
}
