import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

/// Every kind of finding, raised on a storyboard, points at the document: its items are named
/// with their IB id (user label, text, or class and id), and the line it reports — in CI
/// annotations and JUnit reports alike — is a line of the file that holds one of those ids: the
/// element itself or a constraint that places it.
///
/// Each case is a one-scene storyboard on the iPhone XR (`retina6_1`, 414 × 896 points, safe
/// area 48 at the top and 34 at the bottom in portrait) built to show one problem; the comment
/// beside it says why the problem is there.
@Suite("Findings on storyboards")
struct FindingKindTests {
  struct Case: CustomStringConvertible {
    var kind: Finding.Kind
    /// The root view's subviews (XML).
    var subviews: String
    /// The root view's constraints (XML).
    var constraints: String
    /// The IB ids one of which the finding's line must name.
    var ids: [String]
    var keyboard = false
    var description: String { kind.rawValue }
  }

  /// A storyboard of one scene whose root view (`root`, 414 × 896 unless `rootFrame` says
  /// otherwise, safe area `safe`) holds `subviews` and `constraints`; `rootAttributes` go on the
  /// root view's element and `settings` (simulated metrics, a freeform size) on the controller's.
  static func storyboard(
    _ subviews: String, _ constraints: String, rootAttributes: String = "",
    rootFrame: String = "width=\"414\" height=\"896\"", settings: String = ""
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <device id="retina6_1" orientation="portrait" appearance="light"/>
      <scenes>
        <scene sceneID="scn">
          <objects>
            <viewController id="vc" sceneMemberID="viewController">
              <view key="view" \(rootAttributes) id="root">
                <rect key="frame" x="0.0" y="0.0" \(rootFrame)/>
                <subviews>
    \(subviews)
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
    \(constraints)
                </constraints>
              </view>
    \(settings)
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """
  }

  /// A view `id` with no autoresizing, and an optional design frame.
  static func view(_ id: String, frame: String = "", children: String = "", extra: String = "")
    -> String
  {
    let rect = frame.isEmpty ? "" : "<rect key=\"frame\" \(frame)/>"
    let nested = children.isEmpty ? "" : "<subviews>\(children)</subviews>"
    return
      "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\(rect)\(nested)\(extra)</view>"
  }

  static func constraint(_ body: String, id: String) -> String {
    "<constraint \(body) id=\"\(id)\"/>"
  }

  /// A 100 × 100 box `id` at `(leading, top)` of `item`'s edges.
  static func placed(_ id: String, leading: Double, top: Double, to item: String = "safe") -> String
  {
    [
      constraint(
        "firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"\(item)\" secondAttribute=\"leading\" constant=\"\(leading)\"",
        id: "\(id)-l"),
      constraint(
        "firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"\(item)\" secondAttribute=\"top\" constant=\"\(top)\"",
        id: "\(id)-t"),
      constraint("firstItem=\"\(id)\" firstAttribute=\"width\" constant=\"100\"", id: "\(id)-w"),
      constraint("firstItem=\"\(id)\" firstAttribute=\"height\" constant=\"100\"", id: "\(id)-h"),
    ].joined(separator: "\n")
  }

  static let cases: [Case] = [
    // Two required widths, 100 and 200.
    Case(
      kind: .unsatisfiable, subviews: view("box"),
      constraints: placed("box", leading: 20, top: 20)
        + constraint("firstItem=\"box\" firstAttribute=\"width\" constant=\"200\"", id: "w2"),
      ids: ["box", "box-w", "w2"]),
    // A size and no position.
    Case(
      kind: .ambiguous, subviews: view("box"),
      constraints: constraint(
        "firstItem=\"box\" firstAttribute=\"width\" constant=\"100\"", id: "w")
        + constraint("firstItem=\"box\" firstAttribute=\"height\" constant=\"100\"", id: "h"),
      ids: ["box", "w", "h"]),
    // Leading at 200 and trailing at 100: a width of −100.
    Case(
      kind: .negativeSize, subviews: view("box"),
      constraints: placed("box", leading: 200, top: 20).replacingOccurrences(
        of: "firstAttribute=\"width\" constant=\"100\"",
        with:
          "firstAttribute=\"trailing\" secondItem=\"safe\" secondAttribute=\"leading\" constant=\"100\""
      ),
      ids: ["box", "box-l", "box-w"]),
    // A switch (51 × 31) made 20 wide.
    Case(
      kind: .compressed,
      subviews:
        "<switch translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"sw\"/>",
      constraints: placed("sw", leading: 20, top: 20).replacingOccurrences(
        of: "firstItem=\"sw\" firstAttribute=\"width\" constant=\"100\"",
        with: "firstItem=\"sw\" firstAttribute=\"width\" constant=\"20\""),
      ids: ["sw", "sw-w"]),
    // 100 × 100 at the window's top left corner: above the safe area (48 at the top).
    Case(
      kind: .outsideSafeArea, subviews: view("box"),
      constraints: placed("box", leading: 0, top: 0, to: "root"), ids: ["box", "box-t"]),
    // The same box: the XR's rounded corner covers its top left.
    Case(
      kind: .outsideDisplay, subviews: view("box"),
      constraints: placed("box", leading: 0, top: 0, to: "root"), ids: ["box", "box-t", "box-l"]),
    // 1,000 points right of a 414-point screen.
    Case(
      kind: .offScreen, subviews: view("box"), constraints: placed("box", leading: 1000, top: 20),
      ids: ["box", "box-l", "box-t", "box-w", "box-h"]),
    // "A long title that cannot fit" in 40 points at 17 pt on one line.
    Case(
      kind: .truncated,
      subviews:
        "<label text=\"A long title that cannot fit\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"lbl\"><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/></label>",
      constraints: constraint(
        "firstItem=\"lbl\" firstAttribute=\"leading\" secondItem=\"safe\" secondAttribute=\"leading\" constant=\"20\"",
        id: "lbl-l")
        + constraint(
          "firstItem=\"lbl\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\" constant=\"20\"",
          id: "lbl-t")
        + constraint("firstItem=\"lbl\" firstAttribute=\"width\" constant=\"40\"", id: "lbl-w"),
      ids: ["lbl", "lbl-w"]),
    // Two labels at the same place.
    Case(
      kind: .overlapping,
      subviews: ["one", "two"].map {
        "<label text=\"\($0)\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\($0)\"/>"
      }.joined(),
      constraints: placed("one", leading: 20, top: 20) + placed("two", leading: 20, top: 20),
      ids: ["one", "two"] + ["l", "t", "w", "h"].flatMap { ["one-\($0)", "two-\($0)"] }),
    // A child 30 points left of its 100-point box.
    Case(
      kind: .outsideSuperview, subviews: view("box", children: view("kid")),
      constraints: placed("box", leading: 50, top: 20)
        + placed("kid", leading: -30, top: 0, to: "box"),
      ids: ["kid", "kid-l"]),
    // A box 100 points above the safe area's bottom, where the keyboard (336 high) covers it.
    Case(
      kind: .underKeyboard, subviews: view("box"),
      constraints: placed("box", leading: 20, top: 20).replacingOccurrences(
        of:
          "firstItem=\"box\" firstAttribute=\"top\" secondItem=\"safe\" secondAttribute=\"top\" constant=\"20.0\"",
        with:
          "firstItem=\"safe\" firstAttribute=\"bottom\" secondItem=\"box\" secondAttribute=\"bottom\" constant=\"100\""
      ),
      ids: ["box", "box-t", "box-h"], keyboard: true),
    // Content tied to the content guide's top and leading only: its size is open.
    Case(
      kind: .ambiguousScrollContent,
      subviews:
        "<scrollView translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"scr\"><subviews>\(view("box"))</subviews><viewLayoutGuide key=\"contentLayoutGuide\" id=\"cnt\"/><viewLayoutGuide key=\"frameLayoutGuide\" id=\"frm\"/></scrollView>",
      constraints: placed("scr", leading: 0, top: 0) + placed("box", leading: 0, top: 0, to: "cnt"),
      ids: ["scr", "scr-l", "scr-t", "scr-w", "scr-h"]),
    // Designed at x = 20, placed at x = 60 (both from the safe area, whose left is 0), and
    // saved by Xcode as misplaced.
    Case(
      kind: .misplaced,
      subviews: view("box", frame: "x=\"20\" y=\"68\" width=\"100\" height=\"100\"")
        .replacingOccurrences(of: "id=\"box\"", with: "misplaced=\"YES\" id=\"box\""),
      constraints: placed("box", leading: 60, top: 20), ids: ["box", "box-l"]),
    // A custom class placed by its top left corner only, with no placeholder or designable
    // size: its size is its code's.
    Case(
      kind: .notModelled,
      subviews:
        "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"box\" customClass=\"Badge\"/>",
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="safe" \
        secondAttribute="leading" constant="20" id="box-l"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="safe" \
        secondAttribute="top" constant="20" id="box-t"/>
        """, ids: ["box"]),
  ]

  @Test("Every kind of finding has a storyboard case here")
  func everyKindIsCovered() {
    #expect(Set(Self.cases.map(\.kind)) == Set(Finding.Kind.allCases))
  }

  @Test("Each finding names IB ids and points at a line that holds one of them", arguments: cases)
  func findingPointsAtTheDocument(_ testCase: Case) throws {
    let text = Self.storyboard(testCase.subviews, testCase.constraints)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "plumb-kinds-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("\(testCase.kind).storyboard").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let scenario = Scenario(
      device: try Device.lookup("iPhone XR"), orientation: .portrait,
      showsKeyboard: testCase.keyboard)
    let check = try #require(Pipeline.check(files: [path], in: [scenario]).first)
    let report = try #require(check.report, "\(check.error?.description ?? "")")
    let findings = report.results.flatMap(\.findings).filter { $0.kind == testCase.kind }
    let finding = try #require(
      findings.first, "no \(testCase.kind) in \(report.results.flatMap(\.findings).map(\.kind))")
    // Items: "view box", "\"one\" (label one)", "view root.safeArea" — each with an IB id.
    #expect(!finding.items.isEmpty)
    for item in finding.items {
      let ids = testCase.ids + ["root", "safe"]
      #expect(
        ids.contains {
          item.hasSuffix(" \($0)") || item.hasSuffix(" \($0))") || item.contains(" \($0).")
        }, "\(item)")
    }
    let line = try #require(check.line(of: finding))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let shown = String(lines[line - 1])
    #expect(testCase.ids.contains { shown.contains("\"\($0)\"") }, "line \(line): \(shown)")
  }

  @Test(
    "A label under a navigation bar, or over a picture that holds it, is layered on purpose",
    arguments: [
      (
        "<label text=\"Title\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"front\"/>"
          + "<navigationBar translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"back\"/>", 0
      ),
      (
        "<imageView translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"back\"/>"
          + "<label text=\"Title\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"front\"/>",
        0
      ),
      // The same two 100 × 100 boxes with a plain view in front of the label: it hides it.
      (
        "<label text=\"Title\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"front\"/>"
          + view("back"), 1
      ),
    ])
  func deliberateLayering(_ subviews: String, overlaps: Int) throws {
    let text = Self.storyboard(
      subviews,
      Self.placed("front", leading: 20, top: 20) + Self.placed("back", leading: 20, top: 20))
    let source = try Source.read(text: text, file: "layering.storyboard")
    let scenario = Scenario(device: try Device.lookup("iPhone XR"))
    let results = try Pipeline.run(source, in: scenario, options: Pipeline.Options(check: true))
    // Both views are laid out, one over the other: the rule, not a missing view, decides.
    let frames = results.flatMap { $0.items }.filter {
      $0.name.contains("front") || $0.name.contains("back")
    }
    .map { $0.frame }
    #expect(frames.count == 2 && frames[0] == frames[1])
    #expect(results.flatMap { $0.findings(.overlapping) }.count == overlaps)
  }

  @Test(
    "A plain or image view as wide as the screen may run under the status bar; text may not",
    arguments: [
      ("<imageView translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"band\"/>", 0),
      (view("band"), 0),
      ("<label text=\"Title\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"band\"/>", 1),
    ])
  func backgroundsBeyondTheSafeArea(_ subviews: String, outside: Int) throws {
    // A 414 × 100 band at the top of the XR's 414 × 896 root: the status bar's 48-pt safe-area
    // inset covers its top 48 points (Documentation/Facts/Layering.md).
    let constraints = [
      Self.constraint(
        "firstItem=\"band\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\"",
        id: "band-l"),
      Self.constraint(
        "firstItem=\"band\" firstAttribute=\"trailing\" secondItem=\"root\" secondAttribute=\"trailing\"",
        id: "band-r"),
      Self.constraint(
        "firstItem=\"band\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\"",
        id: "band-t"),
      Self.constraint(
        "firstItem=\"band\" firstAttribute=\"height\" constant=\"100\"", id: "band-h"),
    ].joined(separator: "\n")
    let source = try Source.read(
      text: Self.storyboard(subviews, constraints), file: "band.storyboard")
    let scenario = Scenario(device: try Device.lookup("iPhone XR"))
    let results = try Pipeline.run(source, in: scenario, options: Pipeline.Options(check: true))
    let band = try #require(results.flatMap(\.items).first { $0.name.contains("band") })
    #expect(band.frame == Rect(x: 0, y: 0, width: 414, height: 100))
    let findings = results.flatMap { $0.findings(.outsideSafeArea) }
    #expect(findings.count == outside)
    #expect(findings.allSatisfy { $0.amount == 48 })
  }

  @Test(
    "An image view drawn scaled loses nothing in a smaller frame; one drawn at its natural size is compressed",
    arguments: [
      ("scaleToFill", 0), ("scaleAspectFit", 0), ("scaleAspectFill", 0), ("redraw", 0),
      ("center", 2), ("topLeft", 2),
    ])
  func imageViewsSmallerThanTheirImage(_ contentMode: String, compressed: Int) throws {
    // A 400 × 300 image in the placed 100 × 100 box: UIKit's content modes `scaleToFill`,
    // `scaleAspectFit`, `scaleAspectFill` and `redraw` scale the image to the bounds; the others
    // keep its 400 × 300 and cut it (AspectFit's ContentMode), 300 and 200 pt short.
    let imageView =
      "<imageView contentMode=\"\(contentMode)\" image=\"photo\" "
      + "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"img\"/>"
    let text = Self.storyboard(imageView, Self.placed("img", leading: 20, top: 20))
      .replacingOccurrences(
        of: "</scenes>",
        with: "</scenes><resources><image name=\"photo\" width=\"400\" height=\"300\"/></resources>"
      )
    let source = try Source.read(text: text, file: "image.storyboard")
    let scenario = Scenario(device: try Device.lookup("iPhone XR"))
    let results = try Pipeline.run(source, in: scenario, options: Pipeline.Options(check: true))
    let findings = results.flatMap { $0.findings(.compressed) }
    #expect(findings.count == compressed, "\(findings.map(\.message))")
    let missing: [Double] = compressed == 0 ? [] : [200, 300]
    #expect(findings.compactMap(\.amount).sorted() == missing)
  }
}
