import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutPipeline
import LayoutReports
import Testing

/// A `misplaced` finding means what Xcode's warning means, and a finding about a view Plumb
/// does not lay out as UIKit does is not a verdict.
///
/// The storyboard is FindingKindTests' one scene on the iPhone XR (`retina6_1`: 414 × 896
/// points, safe area 48 at the top in portrait). Its box is pinned 48 above the safe area's
/// top, so constraints put it at y = 0, 48 pt outside the safe area: an error. What Xcode saved
/// decides what that error is worth.
@Suite("Partly checked: findings on views Plumb does not lay out as UIKit does")
struct PartlyCheckedTests {
  /// The box with the saved frame `(20, savedY, 100, 100)`, flagged misplaced or not.
  static func storyboard(savedY: Double, flagged: Bool) -> String {
    let flag = flagged ? "misplaced=\"YES\" " : ""
    return FindingKindTests.storyboard(
      "<view translatesAutoresizingMaskIntoConstraints=\"NO\" \(flag)id=\"box\">"
        + "<rect key=\"frame\" x=\"20\" y=\"\(savedY)\" width=\"100\" height=\"100\"/></view>",
      FindingKindTests.placed("box", leading: 20, top: -48))
  }

  /// The check of `text` on the iPhone XR in portrait (the document's own device) and in
  /// landscape.
  static func check(_ text: String) throws -> CheckReport {
    try checks(text, ownScenario: true, keeping: [.all])[0]
  }

  /// The checks of `text` on the iPhone XR in portrait (the document's own device, unless
  /// `ownScenario` is false) and in landscape, one for each of `parts`, each result keeping
  /// those parts.
  static func checks(
    _ text: String, ownScenario: Bool, keeping parts: [LayoutResult.Parts]
  ) throws -> [CheckReport] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-partly-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("box.storyboard").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let xr = try Device.lookup("iPhone XR")
    let scenarios =
      (ownScenario ? [Scenario(device: xr)] : [])
      + [Scenario(device: xr, orientation: .landscapeLeft)]
    return try parts.map { parts in
      let check = try #require(
        Pipeline.check(files: [path], in: scenarios, adjustments: [:], keeping: parts).first)
      return try #require(check.report, "\(check.error?.description ?? "")")
    }
  }

  @Test("A frame Xcode saved as UIKit's that Plumb does not give is Plumb's gap, not misplaced")
  func fidelityGap() throws {
    // Xcode saved the box at y = 100 without flagging it: that is where UIKit put it, and
    // Plumb's y = 0 is Plumb's own gap, said at the box in every scenario's findings.
    let report = try Self.check(Self.storyboard(savedY: 100, flagged: false))
    let portrait = report.results[0]
    #expect(portrait.findings(.misplaced).isEmpty)
    let gap = try #require(portrait.findings.first { $0.isFidelityGap })
    #expect(gap.items == ["view box"] && gap.severity == .warning)
    #expect(gap.amount == 100)
    // The safe-area finding rests on that frame: a warning that says why, in landscape too
    // (the gap found on the document's device holds for the scene).
    for result in report.results {
      let outside = result.findings.filter { $0.items.contains("view box") && !$0.isFidelityGap }
      #expect(!outside.isEmpty, "\(result.scenario)")
      for finding in outside {
        #expect(finding.severity == .warning, "\(finding.kind) in \(result.scenario)")
        #expect(finding.partlyChecked?.contains("`view box`") == true)
      }
      #expect(result.passed && result.isPartlyChecked)
    }
    #expect(report.table().contains("partly checked") && !report.table().contains("FAIL"))
    #expect(report.json().contains("\"partlyChecked\""))
  }

  @Test(
    "Results that let their items and frames go are marked by the same gap and report the same, the document's own scenario checked or not",
    arguments: [true, false])
  func gapMarksResultsThatKeepNoItems(ownScenario: Bool) throws {
    let reports = try Self.checks(
      Self.storyboard(savedY: 100, flagged: false), ownScenario: ownScenario,
      keeping: [.all, []])
    let (full, lean) = (reports[0], reports[1])
    #expect(lean.json() == full.json())
    #expect(lean.table() == full.table())
    #expect(lean.contactSheet() != full.contactSheet())
    // Landscape's safe-area finding is about the box, whose gap is found in portrait: partly
    // checked whether portrait is among the scenarios or laid out only for its gaps.
    #expect(lean.results.count == (ownScenario ? 2 : 1))
    #expect(lean.results.allSatisfy { $0.passed && $0.isPartlyChecked })
    for (kept, laidOut) in zip(lean.results, full.results) {
      #expect(kept.items.isEmpty && !laidOut.items.isEmpty)
      #expect(kept.frames.children.isEmpty && !laidOut.frames.children.isEmpty)
      #expect(kept.frames.frame == laidOut.frames.frame)
      // The superviews (what the project file's unshipped views read) outlive the items.
      #expect(kept.superviews == laidOut.superviews)
      #expect(kept.superviews["view box"] != nil)
    }
  }

  @Test("A view Xcode saved as misplaced is Xcode's warning, and the checks stand by its frame")
  func xcodeMisplaced() throws {
    // The same saved frame, flagged: Xcode itself says the constraints put the box elsewhere,
    // as Plumb does, so the box leaving the safe area is a verdict.
    let report = try Self.check(Self.storyboard(savedY: 100, flagged: true))
    let portrait = report.results[0]
    #expect(portrait.findings(.misplaced).map(\.items) == [["view box"]])
    #expect(!portrait.findings.contains { $0.isFidelityGap })
    let outside = portrait.findings(.outsideSafeArea)
    #expect(!outside.isEmpty && outside.allSatisfy { $0.severity == .error })
    #expect(outside.allSatisfy { $0.partlyChecked == nil })
    #expect(!portrait.passed && !portrait.isPartlyChecked)
  }

  @Test("A view at its saved frame keeps its errors")
  func savedFrameMatches() throws {
    // Saved at y = 0, where the constraints put it: no gap, and the error stands.
    let report = try Self.check(Self.storyboard(savedY: 0, flagged: false))
    for result in report.results {
      #expect(!result.findings.contains { $0.isAwayFromSavedFrame })
      #expect(!result.passed, "\(result.scenario)")
    }
  }

  /// A scroll view on the safe area holding one view pinned to its content guide's four edges
  /// and to its frame's width, and a 100 × 100 box at the view's top that does not reach its
  /// bottom, so nothing fixes the view's height (Xcode saves it 0 pt tall): `customClass` gives
  /// it a class of the app's (whose size the app's code decides) or none (a plain view).
  static func scrolling(customClass: String?) -> String {
    let custom = customClass.map { " customClass=\"\($0)\"" } ?? ""
    func pin(_ a: String, _ b: String, _ edge: String, id: String) -> String {
      FindingKindTests.constraint(
        "firstItem=\"\(a)\" firstAttribute=\"\(edge)\" secondItem=\"\(b)\" "
          + "secondAttribute=\"\(edge)\"", id: id)
    }
    let edges = ["leading", "trailing", "top", "bottom"]
    return FindingKindTests.storyboard(
      """
      <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
        <rect key="frame" x="0" y="48" width="414" height="814"/>
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="body"\(custom)>
            <rect key="frame" x="0" y="0" width="414" height="0"/>
            <subviews>
              \(FindingKindTests.view("inner", frame: "x=\"0\" y=\"0\" width=\"100\" height=\"100\""))
            </subviews>
          </view>
        </subviews>
        <viewLayoutGuide key="contentLayoutGuide" id="content"/>
        <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
      </scrollView>
      """,
      (edges.map { pin("scroll", "safe", $0, id: "s-\($0)") }
        + edges.map { pin("body", "content", $0, id: "b-\($0)") }
        + [
          pin("body", "frame", "width", id: "b-w"), pin("inner", "body", "top", id: "i-t"),
          pin("inner", "body", "leading", id: "i-l"),
          FindingKindTests.constraint(
            "firstItem=\"inner\" firstAttribute=\"width\" constant=\"100\"", id: "i-w"),
          FindingKindTests.constraint(
            "firstItem=\"inner\" firstAttribute=\"height\" constant=\"100\"", id: "i-h"),
        ]).joined(separator: "\n"))
  }

  @Test("A scroll view's content sized by the app's code makes its ambiguity partly checked")
  func scrollContentSizedByCode() throws {
    // The app's class gives the view its height at run time: the content's height is open
    // only in Plumb, which says so at the view, so the scroll view's finding is no verdict.
    let byCode = try Self.check(Self.scrolling(customClass: "ChartView")).results[0]
    let finding = try #require(byCode.findings(.ambiguousScrollContent).first)
    #expect(finding.severity == .warning)
    #expect(finding.partlyChecked?.contains("`ChartView body`") == true, "\(finding)")
    // A plain view has no height of its own: the same constraints leave the content open in
    // UIKit too, an error.
    let plain = try Self.check(Self.scrolling(customClass: nil)).results[0]
    let open = try #require(plain.findings(.ambiguousScrollContent).first)
    #expect(open.severity == .error && open.partlyChecked == nil, "\(plain.findings)")
  }
}
