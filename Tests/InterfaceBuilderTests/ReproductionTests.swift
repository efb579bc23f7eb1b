import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

/// The minimal reproductions in `Tests/Fixtures/Repros`: each view's saved frame there is the
/// frame UIKit gives it on the document's device (the folder's README), so on that device no
/// view may be `misplaced` — Plumb's frame within half a point of UIKit's.
@Suite("Interface Builder reproductions")
struct ReproductionTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Repros")

  static func read(_ name: String) throws -> IBDocument {
    try IBReader.read(Data(contentsOf: folder.appendingPathComponent(name)), file: name)
  }

  /// The document's first scene, checked on `scenario` (the document's own device when nil).
  static func run(_ document: IBDocument, in scenario: Scenario? = nil) throws -> LayoutResult {
    let scenario = try #require(scenario ?? Pipeline.defaultScenario(for: document))
    let scene = try #require(document.scenes.first)
    return try Pipeline.run(
      scene, of: document, file: "repro", in: scenario, options: .init(check: true))
  }

  struct Case: CustomStringConvertible {
    var file: String
    var why: String
    var description: String { file }
  }

  static let onTheirDevice: [Case] = [
    Case(
      file: "r01-fixedframe.storyboard",
      why: "fixedFrame keeps the label at its saved (16, 100) through its autoresizing mask"),
    Case(
      file: "r04-hidden-variation.storyboard",
      why: "the compact-height variation shows the view the base hides, in landscape"),
    Case(
      file: "r06-spacing-standard.storyboard",
      why: "spacingType standard is 8 pt: the second view at 34 + 8 = 42"),
    Case(
      file: "r05-placeholder-intrinsic.storyboard",
      why:
        "fill proportionally counts the 6-pt gap in each 100-pt view's share: 343 × 100 / 206 "
        + "= 166.5 at 999, and the last view the rest, 170.5 (FDStackView's observation)"),
    Case(
      file: "r18-controls.storyboard",
      why: "controls at UIKit's sizes, frames grown beyond their alignment rectangles"),
  ]

  @Test("Each reproduction gives UIKit's saved frames on its own device", arguments: onTheirDevice)
  func savedFrames(_ repro: Case) throws {
    let result = try Self.run(try Self.read(repro.file))
    // Neither Xcode's misplaced warning nor a frame of Plumb's away from the saved one.
    let off = result.findings.filter(\.isAwayFromSavedFrame)
    #expect(off.map(\.message) == [], "\(repro.why)")
    #expect(result.findings(.ambiguous).isEmpty && result.findings(.unsatisfiable).isEmpty)
  }

  @Test("Placeholder intrinsic sizes stand in for the custom views' in a stack")
  func placeholderIntrinsicSize() throws {
    let result = try Self.run(try Self.read("r05-placeholder-intrinsic.storyboard"))
    // The 50-pt centre-aligned stack centres each 20-pt view 15 below its top, as the saved
    // frames say; the stack is 20 below the safe area's top (20): y = 40 + 15 = 55. The
    // widths are fill proportionally's with the gap in the shares
    // (Documentation/Facts/AutoLayout.md#fill-proportionally): 343 × 100 / 206 = 166.5, then
    // 343 − 6 − 166.5 = 170.5 from x = 16 + 166.5 + 6 = 188.5.
    for (id, x, width) in [("CUS-05-aaa", 16.0, 166.5), ("CUS-05-bbb", 188.5, 170.5)] {
      let frame = try #require(result.items.first { $0.name == "MyView \(id)" }).frame
      #expect(frame == Rect(x: x, y: 55, width: width, height: 20), "\(id)")
    }
    #expect(result.findings(.notModelled).isEmpty)
  }

  @Test("A constraint's widthClass=regular constant applies on a regular-width iPad only")
  func constantVariation() throws {
    let document = try Self.read("r03-constant-variation.storyboard")
    let box = "view BOX-03-aaa"
    // The 4.7-inch iPhone is compact in width: the base constant, 100.
    let phone = try Self.run(document)
    #expect(try #require(phone.items.first { $0.name == box }).frame.width == 100)
    // A full-screen iPad is regular in width (Apple's size-class table): the variation's 300.
    let pad = try Self.run(document, in: Scenario(device: .iPadAir5, orientation: .portrait))
    #expect(try #require(pad.items.first { $0.name == box }).frame.width == 300)
  }

  /// One scene whose root (375 × 667, the 4.7-inch iPhone) holds `subviews` and `constraints`,
  /// and a document-level `tail` (such as `<designables>`).
  static func document(_ subviews: String, _ constraints: String, tail: String = "") throws
    -> IBDocument
  {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes><scene sceneID="s"><objects>
          <viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="root">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <subviews>\(subviews)</subviews>
              <viewLayoutGuide key="safeArea" id="safe"/>
              <constraints>\(constraints)</constraints>
            </view>
          </viewController>
        </objects></scene></scenes>
        \(tail)
      </document>
      """
    return try IBReader.read(Data(text.utf8), file: "inline.storyboard")
  }

  /// A custom view centred in the root, sized by nothing but its intrinsic size.
  static let centredCustomView = (
    view: """
    <view translatesAutoresizingMaskIntoConstraints="NO" id="cus" customClass="Badge">
      <rect key="frame" x="127.5" y="311.5" width="120" height="44"/>
    </view>
    """,
    constraints: """
    <constraint firstItem="cus" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
    <constraint firstItem="cus" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
    """
  )

  @Test("The intrinsic size <designables> records is the custom view's intrinsic size")
  func designableSize() throws {
    let document = try Self.document(
      Self.centredCustomView.view, Self.centredCustomView.constraints,
      tail: """
        <designables><designable name="cus">
          <size key="intrinsicContentSize" width="120" height="44"/>
        </designable></designables>
        """)
    let result = try Self.run(document)
    // Centred in 375 × 667: x = (375 − 120) / 2 = 127.5, y = (667 − 44) / 2 = 311.5.
    let frame = try #require(result.items.first { $0.name == "Badge cus" }).frame
    #expect(frame == Rect(x: 127.5, y: 311.5, width: 120, height: 44))
    #expect(result.findings(.notModelled).isEmpty)
  }

  @Test("A custom view with neither a placeholder nor a designable size is named, not 0 × 0")
  func sizeDecidedByCode() throws {
    let document = try Self.document(
      Self.centredCustomView.view, Self.centredCustomView.constraints)
    let result = try Self.run(document)
    let finding = try #require(result.findings(.notModelled).first { !$0.isFidelityGap })
    #expect(finding.severity == .warning && finding.items == ["Badge cus"])
    #expect(finding.message.contains("size decided by the app's code"))
  }

  @Test("A variation of a property Plumb does not model is a warning where it applies")
  func unmodelledVariation() throws {
    let label = """
      <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
        <rect key="frame" x="20" y="20" width="20" height="20"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        <variation key="widthClass=regular">
          <fontDescription key="fontDescription" type="system" pointSize="30"/>
        </variation>
      </label>
      """
    let constraints = """
      <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
      <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
      """
    let document = try Self.document(label, constraints)
    // The hand-written 20 × 20 frame is not the label's size: a fidelity gap, not a variation.
    #expect(!(try Self.run(document).findings(.notModelled).contains { !$0.isFidelityGap }))
    let pad = try Self.run(document, in: Scenario(device: .iPadAir5, orientation: .portrait))
    let finding = try #require(pad.findings(.notModelled).first { !$0.isFidelityGap })
    #expect(finding.items == ["\"Hi\" (label lbl)"] && finding.message.contains("fontDescription"))
  }

  @Test("A fixed-frame view follows its autoresizing mask when the root is wider than designed")
  func autoresizingMask() throws {
    let view = """
      <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="pin">
        <rect key="frame" x="275" y="40" width="80" height="30"/>
        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" \
      flexibleMaxY="YES"/>
      </view>
      """
    let document = try Self.document(view, "")
    // Designed in 375 pt; the iPhone 14 Pro Max is 430 wide: Δ = 55. The flexible parts are the
    // left margin (275) and the width (80), the right margin (20) is fixed, so they share Δ in
    // proportion: x = 275 + 55 × 275/355, width = 80 + 55 × 80/355. Vertically only the bottom
    // margin is flexible: y and height stay.
    let result = try Self.run(document, in: Scenario(device: .iPhone14ProMax))
    let frame = try #require(result.items.first { $0.name == "view pin" }).frame
    #expect(abs(frame.minX - (275 + 55 * 275 / 355.0)) < 0.5)
    #expect(abs(frame.width - (80 + 55 * 80 / 355.0)) < 0.5)
    #expect(frame.minY == 40 && frame.height == 30)
    // The right margin stays 20.
    #expect(abs(frame.maxX - 410) < 0.5)
  }

  @Test("A mac-idiom variation is ignored with a warning, not a refusal")
  func macIdiomVariation() throws {
    let view = """
      <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        <variation key="userInterfaceIdiom=mac" hidden="YES"/>
      </view>
      """
    let document = try Self.document(view, "")
    #expect(document.warnings.contains { $0.message.contains("userInterfaceIdiom=mac") })
    #expect(document.scenes[0].variations.isEmpty)
  }

  @Test("A cell's content view without an id (older Xcodes) is read with a stable id")
  func contentViewWithoutID() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
          <tableViewCell contentMode="scaleToFill" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell">
              <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
            </tableViewCellContentView>
          </tableViewCell>
        </objects>
      </document>
      """
    for _ in 0..<2 {
      let document = try IBReader.read(Data(text.utf8), file: "cell.xib")
      #expect(document.scenes[0].views.map(\.id) == ["cell", "cell.contentView"])
    }
  }

  @Test("A cell of a table embedded in a container view is as wide as the container view")
  func embeddedTableCell() throws {
    // r19: the table view controller fills its 355-pt container view
    // (Documentation/Facts/Containers.md#embedded-controllers) and its cell is as wide as the
    // table (Documentation/Facts/Cells.md#table-and-collection-view-cells).
    let document = try Self.read("r19-embedded-table-cell.storyboard")
    let cell = try #require(document.scenes.first { $0.placement != nil })
    let scenario = try #require(Pipeline.defaultScenario(for: document))
    let result = try Pipeline.run(
      cell, of: document, file: "repro", in: scenario, options: .init(check: true))
    #expect(result.items.first { $0.name.contains("CEL-19-aaa") }?.frame.width == 355)
    #expect(result.items.first { $0.name.contains("PIC-19-aaa") }?.frame.width == 355)
    #expect(result.findings.filter(\.isAwayFromSavedFrame).map(\.message) == [])
  }
}
