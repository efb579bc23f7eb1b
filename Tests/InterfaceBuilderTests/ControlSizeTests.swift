import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

/// One element laid out at its intrinsic size (pinned by its top left corner only), with the
/// size UIKit gives it and where that size comes from.
struct IntrinsicSizeCase: Sendable, CustomTestStringConvertible {
  let name: String
  /// The element, with `id="elm"` and no size constraint.
  let element: String
  let width: Double
  let height: Double
  /// Where the expected size comes from.
  let source: String

  var testDescription: String { name }
}

// The design device is retina6_1, the iPhone XR: 2 pixels per point, so a label's width is its
// text's width rounded up to the half point. Recorded string widths are those of
// Tests/TypographyTests/RecordedSystemFontWidths.swift (UIKit on iOS 26.1).
let intrinsicSizeCases: [IntrinsicSizeCase] = [
  IntrinsicSizeCase(
    name: "A medium-weight label is measured in the medium weight",
    element: #"<label text="Hello UIKit" id="elm"><fontDescription key="fontDescription" "#
      + #"type="system" weight="medium" pointSize="17"/></label>"#,
    width: 82, height: 20.5,
    source: "recorded string width 81.991 at 17 pt medium → 82.0; line 17 × 1.19336 → 20.5"),
  IntrinsicSizeCase(
    name: "A semibold label is measured in the semibold weight",
    element: #"<label text="Hello UIKit" id="elm"><fontDescription key="fontDescription" "#
      + #"type="system" weight="semibold" pointSize="17"/></label>"#,
    width: 84, height: 20.5,
    source: "recorded string width 83.684 at 17 pt semibold → 84.0"),
  IntrinsicSizeCase(
    name: "A boldSystem label is measured in the bold weight",
    element: #"<label text="Hello UIKit" id="elm"><fontDescription key="fontDescription" "#
      + #"type="boldSystem" pointSize="17"/></label>"#,
    width: 86.5, height: 20.5,
    source: "recorded string width 86.013 at 17 pt bold → 86.5"),
  IntrinsicSizeCase(
    name: "A system button without a font is its 15-pt title plus 6 pt above and below",
    element: #"<button buttonType="system" id="elm"><state key="normal" title="Back"/></button>"#,
    width: 34, height: 30,
    source:
      "Xcode's saved frame, HeroTransitions/Hero AppleHomePage.storyboard (button Beu-Nn-Ofb): 34 × 30"
  ),
  IntrinsicSizeCase(
    name: "A button's title is measured in its own font, in whole points",
    element: #"<button buttonType="system" id="elm"><fontDescription key="fontDescription" "#
      + #"type="system" pointSize="17"/><state key="normal" title="Hello UIKit"/></button>"#,
    width: 80, height: 33,
    source: "string width 79.663 → 80; line 20.287 → 20.5 → 21, + 12"),
  IntrinsicSizeCase(
    name: "A system button is at least 30 pt wide",
    element: #"<button buttonType="roundedRect" id="elm"><state key="normal" title="no"/>"#
      + "</button>",
    width: 30, height: 30,
    source: "Xcode's saved frame, openfoodfacts-ios RobotoffQuestionTableViewCell.xib: 30 × 30"),
  IntrinsicSizeCase(
    name: "Content insets replace the default padding",
    element: #"<button id="elm"><fontDescription key="fontDescription" type="system" "#
      + #"pointSize="17"/><inset key="contentEdgeInsets" minX="10" minY="7" maxX="10" maxY="7"/>"#
      + #"<state key="normal" title="Hello UIKit"/></button>"#,
    width: 100, height: 35,
    source: "80 + 10 + 10; 21 + 7 + 7"),
]

/// A one-scene storyboard on the iPhone XR with `element` pinned 20 pt from the root's top left.
private func pinned(_ element: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
    <device id="retina6_1" orientation="portrait" appearance="light"/>
    <scenes>
      <scene sceneID="s">
        <objects>
          <viewController id="vc" sceneMemberID="viewController">
            <view key="view" id="root">
              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
              <subviews>
                \(element.replacingOccurrences(
                  of: #"id="elm""#, with: #"translatesAutoresizingMaskIntoConstraints="NO" id="elm""#))
              </subviews>
              <constraints>
                <constraint firstItem="elm" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="elm" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
              </constraints>
            </view>
          </viewController>
        </objects>
      </scene>
    </scenes>
  </document>
  """
}

private func layOut(_ element: String) throws -> LayoutResult {
  let document = try IBReader.read(Data(pinned(element).utf8), file: "controls.storyboard")
  let scenario = try #require(Pipeline.defaultScenario(for: document))
  let scene = try #require(document.scenes.first)
  return try Pipeline.run(
    scene, of: document, file: "controls.storyboard", in: scenario, options: .init(check: true))
}

@Suite("Intrinsic sizes of Interface Builder's standard views")
struct ControlSizeTests {
  @Test(arguments: intrinsicSizeCases)
  func intrinsicSize(_ example: IntrinsicSizeCase) throws {
    let result = try layOut(example.element)
    let frame = try #require(
      result.items.first { $0.name.hasSuffix("elm") || $0.name.hasSuffix("elm)") }
    )
    .frame
    #expect(
      abs(frame.width - example.width) < 1e-9 && abs(frame.height - example.height) < 1e-9,
      "\(frame.size) — expected \(example.width) × \(example.height): \(example.source)")
  }

  @Test("Text in a face Plumb has no metrics for is a not-modelled warning at the element")
  func unmeasuredFaceIsNamed() throws {
    let result = try layOut(
      #"<label text="CANADA" id="elm"><fontDescription key="fontDescription" "#
        + #"name="AvenirNext-Medium" family="Avenir Next" pointSize="36"/></label>"#)
    let finding = try #require(result.findings(.notModelled).first)
    #expect(finding.message.contains("font \"AvenirNext-Medium\""))
    #expect(finding.items == ["\"CANADA\" (label elm)"])
  }

  @Test("A heavy system weight is not measured as regular in silence")
  func heavyWeightIsNamed() throws {
    let result = try layOut(
      #"<button buttonType="system" id="elm"><fontDescription key="fontDescription" "#
        + #"type="system" weight="heavy" pointSize="17"/><state key="normal" title="CLOSE"/>"#
        + "</button>")
    let finding = try #require(result.findings(.notModelled).first)
    #expect(finding.message.contains("system font, weight heavy"))
  }
}
