import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutPipeline
import LayoutReports
import Testing

/// Overlaps the design shows on purpose are reported as warnings that say why, not as errors
/// (Documentation/Facts/Layering.md#layering-the-designer-saw and
/// #buttons-that-draw-nothing); an overlap beyond what the design shows stays an error.
///
/// Each storyboard is FindingKindTests' one scene on the iPhone XR (`retina6_1`: 414 × 896
/// points at 2×, safe area 48 at the top in portrait), checked in portrait there, on the
/// iPhone SE (3rd generation) (375 × 667) and on the iPhone 16 Pro Max (440 × 956).
@Suite("Deliberate design: what the designer saw, and buttons that draw nothing")
struct DeliberateDesignTests {
  /// A label `id` showing `text`, with an optional saved frame.
  static func label(_ id: String, _ text: String, frame: String = "") -> String {
    let rect = frame.isEmpty ? "" : "<rect key=\"frame\" \(frame)/>"
    return "<label text=\"\(text)\" translatesAutoresizingMaskIntoConstraints=\"NO\" "
      + "id=\"\(id)\">\(rect)</label>"
  }

  /// `first.firstAttribute == second.secondAttribute × multiplier + constant`.
  static func pin(
    _ first: String, _ firstAttribute: String, _ second: String?, _ secondAttribute: String = "",
    multiplier: String? = nil, constant: Double = 0, id: String
  ) -> String {
    let other = second.map { "secondItem=\"\($0)\" secondAttribute=\"\(secondAttribute)\" " } ?? ""
    let factor = multiplier.map { "multiplier=\"\($0)\" " } ?? ""
    return "<constraint firstItem=\"\(first)\" firstAttribute=\"\(firstAttribute)\" \(other)"
      + "\(factor)constant=\"\(constant)\" id=\"\(id)\"/>"
  }

  /// `text` written as a storyboard and checked on `devices` in portrait.
  static func checks(_ text: String, on devices: [String]) throws -> [FileCheck] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-deliberate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("design.storyboard").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let scenarios = try devices.map { Scenario(device: try Device.lookup($0)) }
    return Pipeline.check(files: [path], in: scenarios)
  }

  /// The findings of `text` on the XR (the design device), the SE and the 16 Pro Max, in
  /// portrait, by device name.
  static func findings(_ text: String) throws -> [String: [Finding]] {
    let devices = ["iPhone XR", "iPhone SE (3rd generation)", "iPhone 16 Pro Max"]
    let check = try #require(try checks(text, on: devices).first)
    let report = try #require(check.report, "\(check.error?.description ?? "")")
    return Dictionary(
      uniqueKeysWithValues: report.results.map { ($0.scenario.device.name, $0.findings) })
  }

  /// A label `wide` 100 pt tall at the safe area's top + 20 from the root's leading edge, 0.6
  /// of the root's width, and a label `small` inside it, 50 pt tall at + 30, 10 pt from the
  /// root's leading edge and 0.1 of the root's width: 41.4 pt on the XR (W = 414), 37.5 on the
  /// SE (375), 44 on the 16 Pro Max (440) — the overlap's depth, the smaller of its width and
  /// its 50-pt height. Saved (when `saved`) as the XR lays them out: `wide` at (0, 68) 248.5
  /// wide (0.6 × 414 = 248.4, on the 2× pixel grid 248.5), `small` at (10, 78) 41.5 wide.
  static func nested(saved: Bool, misplaced: Bool = false) -> String {
    let wide = label(
      "wide", "Wide", frame: saved ? "x=\"0\" y=\"68\" width=\"248.5\" height=\"100\"" : "")
    var small = label(
      "small", "S", frame: saved ? "x=\"10\" y=\"78\" width=\"41.5\" height=\"50\"" : "")
    if misplaced { small = small.replacingOccurrences(of: "id=", with: "misplaced=\"YES\" id=") }
    return FindingKindTests.storyboard(
      wide + small,
      [
        pin("wide", "leading", "root", "leading", id: "w-l"),
        pin("wide", "top", "safe", "top", constant: 20, id: "w-t"),
        pin("wide", "width", "root", "width", multiplier: "0.6", id: "w-w"),
        pin("wide", "height", nil, constant: 100, id: "w-h"),
        pin("small", "leading", "root", "leading", constant: 10, id: "s-l"),
        pin("small", "top", "safe", "top", constant: 30, id: "s-t"),
        pin("small", "width", "root", "width", multiplier: "0.1", id: "s-w"),
        pin("small", "height", nil, constant: 50, id: "s-h"),
      ].joined(separator: "\n"))
  }

  /// Two labels 100 pt tall side by side at the safe area's top + 20: `wide` as in
  /// ``nested(saved:misplaced:)``, `narrow`, 100 wide, from the root's centre, saved at
  /// (207, 68): they overlap by 248.5 − 207 = 41.5 pt as saved, part of each, like a title
  /// running under a button.
  static let sideBySide = FindingKindTests.storyboard(
    label("wide", "Wide", frame: "x=\"0\" y=\"68\" width=\"248.5\" height=\"100\"")
      + label("narrow", "Narrow", frame: "x=\"207\" y=\"68\" width=\"100\" height=\"100\""),
    [
      pin("wide", "leading", "root", "leading", id: "w-l"),
      pin("wide", "top", "safe", "top", constant: 20, id: "w-t"),
      pin("wide", "width", "root", "width", multiplier: "0.6", id: "w-w"),
      pin("wide", "height", nil, constant: 100, id: "w-h"),
      pin("narrow", "leading", "root", "centerX", id: "n-l"),
      pin("narrow", "top", "safe", "top", constant: 20, id: "n-t"),
      pin("narrow", "width", nil, constant: 100, id: "n-w"),
      pin("narrow", "height", nil, constant: 100, id: "n-h"),
    ].joined(separator: "\n"))

  static func overlap(_ findings: [Finding]?) -> Finding? {
    findings?.first { $0.kind == .overlapping }
  }

  @Test("A view inside another as Xcode saved it is a deliberate warning; grown past it, an error")
  func savedOverlap() throws {
    let byDevice = try Self.findings(Self.nested(saved: true))
    // On the design device the overlap is the saved one (41.4 against 41.5).
    let xr = try #require(Self.overlap(byDevice["iPhone XR"]))
    #expect(xr.severity == .warning)
    #expect(xr.deliberate?.contains("overlap by 41.5 × 50 pt") == true)
    // Narrower: 37.5 pt, within what was saved.
    let se = try #require(Self.overlap(byDevice["iPhone SE (3rd generation)"]))
    #expect(se.severity == .warning && se.deliberate != nil)
    // Wider: 44 pt, 2.5 pt deeper than saved (more than the half point allowed).
    let max = try #require(Self.overlap(byDevice["iPhone 16 Pro Max"]))
    #expect(max.severity == .error && max.deliberate == nil)
    #expect(max.amount == 44)
  }

  @Test(
    "Without saved frames, with one saved as misplaced, or saved as a partial overlap: an error")
  func unsavedOverlap() throws {
    for text in [
      Self.nested(saved: false), Self.nested(saved: true, misplaced: true), Self.sideBySide,
    ] {
      let xr = try #require(Self.overlap(try Self.findings(text)["iPhone XR"]))
      #expect(xr.severity == .error && xr.deliberate == nil)
    }
  }

  /// A 100 × 100 box at the safe area's top + 20, leading 20, holding a label pinned to its
  /// top and sides whose height is `multiplier` of the root's, saved `savedHeight` tall.
  static func bleed(multiplier: String, savedHeight: Double) -> String {
    FindingKindTests.storyboard(
      FindingKindTests.view(
        "box", frame: "x=\"20\" y=\"68\" width=\"100\" height=\"100\"",
        children: label(
          "tall", "Tall", frame: "x=\"0\" y=\"0\" width=\"100\" height=\"\(savedHeight)\"")),
      FindingKindTests.placed("box", leading: 20, top: 20) + "\n"
        + [
          pin("tall", "top", "box", "top", id: "t-t"),
          pin("tall", "leading", "box", "leading", id: "t-l"),
          pin("tall", "trailing", "box", "trailing", id: "t-r"),
          pin("tall", "height", "root", "height", multiplier: multiplier, id: "t-h"),
        ].joined(separator: "\n"))
  }

  @Test("A seam's bleed past the superview Xcode saved is a deliberate warning; deeper, an error")
  func savedBleed() throws {
    // 100.5 / 896 of the root's height: 100.5 pt on the XR (0.5 pt below the box, as saved);
    // 74.8 on the SE (667: inside); 107.23 on the 16 Pro Max (956: 7.23 pt below).
    let byDevice = try Self.findings(
      Self.bleed(multiplier: "0.11216517857142858", savedHeight: 100.5))
    func outside(_ device: String) -> Finding? {
      byDevice[device]?.first { $0.kind == .outsideSuperview }
    }
    let xr = try #require(outside("iPhone XR"))
    #expect(xr.severity == .warning)
    #expect(xr.deliberate?.contains("0.5 pt at the bottom") == true)
    #expect(outside("iPhone SE (3rd generation)") == nil)
    let max = try #require(outside("iPhone 16 Pro Max"))
    #expect(max.severity == .error && max.deliberate == nil)
  }

  @Test("A bleed deeper than a seam is an error though Xcode saved it")
  func savedDeepBleed() throws {
    // 0.12 of 896: 107.52 pt on the XR, saved 107.5 (the 2× grid): 7.5 pt below the box.
    let xr = try #require(
      try Self.findings(Self.bleed(multiplier: "0.12", savedHeight: 107.5))["iPhone XR"]?.first {
        $0.kind == .outsideSuperview
      })
    #expect(xr.severity == .error && xr.deliberate == nil)
  }

  /// The "Color" label (20, 20 from the safe area, 100 × 100) and a button over it at the same
  /// place, laid out after it (in front) unless `behind`; `button` is the button's XML
  /// attributes and children.
  static func buttonOverLabel(_ button: (attributes: String, children: String), behind: Bool)
    -> String
  {
    let tap =
      "<button \(button.attributes) translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"tap\">"
      + "\(button.children)</button>"
    let text = label("color", "Color")
    return FindingKindTests.storyboard(
      behind ? tap + text : text + tap,
      FindingKindTests.placed("color", leading: 20, top: 20) + "\n"
        + FindingKindTests.placed("tap", leading: 20, top: 20))
  }

  @Test(
    "An untitled button without image or background over a label hides nothing",
    arguments: [
      // UIKit's default type (custom) and the system type, with nothing drawn.
      ("", ""), ("buttonType=\"system\"", ""),
      // A clear background colour draws nothing either.
      (
        "",
        "<color key=\"backgroundColor\" red=\"0.0\" green=\"0.0\" blue=\"0.0\" alpha=\"0.0\" "
          + "colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"
      ),
    ])
  func tapTarget(_ attributes: String, _ children: String) throws {
    let text = Self.buttonOverLabel((attributes, children), behind: false)
    let overlap = try #require(Self.overlap(try Self.findings(text)["iPhone XR"]))
    #expect(overlap.severity == .warning)
    #expect(overlap.deliberate?.contains("`button tap` draws nothing") == true)
  }

  @Test(
    "A button that draws something over a label, or one behind it, is still an overlap",
    arguments: [
      ("", "<state key=\"normal\" title=\"Change\"/>", false),
      ("", "<state key=\"normal\" image=\"swatch\"/>", false),
      ("", "<state key=\"normal\" backgroundImage=\"swatch\"/>", false),
      ("", "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"custom\"/>", false),
      ("buttonType=\"infoLight\"", "", false),
      ("customClass=\"SwatchButton\"", "", false),
      ("", "", true),
    ])
  func drawnButton(_ attributes: String, _ children: String, behind: Bool) throws {
    let text = Self.buttonOverLabel((attributes, children), behind: behind)
    let overlap = try #require(Self.overlap(try Self.findings(text)["iPhone XR"]))
    #expect(overlap.severity == .error && overlap.deliberate == nil)
  }

  @Test(
    "The report says why a deliberate overlap is a warning, and so do the JUnit report and the GitHub annotations"
  )
  func reported() throws {
    // On the design device the overlap is the saved one: a warning whose note every report shows.
    let checks = try Self.checks(Self.nested(saved: true), on: ["iPhone XR"])
    let report = try #require(checks.first?.report)
    let why = "; deliberate: Xcode's saved frames overlap by 41.5 × 50 pt"
    #expect(report.table().contains(why))
    #expect(report.json().contains("\"deliberate\""))
    #expect(report.passed)
    #expect(JUnitReport.xml(checks).contains(why))
    #expect(GitHubAnnotations.lines(checks).contains { $0.contains(why) })
  }
}
