import DeviceCatalog
import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import Testing

/// One element laid out at its intrinsic size (pinned by its top left corner, 20 pt from the
/// root's), with the frame UIKit gives it and where that frame comes from.
struct IntrinsicSizeCase: Sendable, CustomTestStringConvertible {
  let name: String
  /// The element, with `id="elm"` and no size constraint.
  let element: String
  /// The frame in the window: (20, 20) and the intrinsic size, unless the control's frame
  /// reaches beyond its alignment rectangle.
  let frame: Rect
  /// Where the expected frame comes from.
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
    frame: Rect(x: 20, y: 20, width: 82, height: 20.5),
    source: "recorded string width 81.991 at 17 pt medium → 82.0; line 17 × 1.19336 → 20.5"),
  IntrinsicSizeCase(
    name: "A semibold label is measured in the semibold weight",
    element: #"<label text="Hello UIKit" id="elm"><fontDescription key="fontDescription" "#
      + #"type="system" weight="semibold" pointSize="17"/></label>"#,
    frame: Rect(x: 20, y: 20, width: 84, height: 20.5),
    source: "recorded string width 83.684 at 17 pt semibold → 84.0"),
  IntrinsicSizeCase(
    name: "A boldSystem label is measured in the bold weight",
    element: #"<label text="Hello UIKit" id="elm"><fontDescription key="fontDescription" "#
      + #"type="boldSystem" pointSize="17"/></label>"#,
    frame: Rect(x: 20, y: 20, width: 86.5, height: 20.5),
    source: "recorded string width 86.013 at 17 pt bold → 86.5"),
  IntrinsicSizeCase(
    name: "A system button without a font is its 15-pt title plus 6 pt above and below",
    element: #"<button buttonType="system" id="elm"><state key="normal" title="Back"/></button>"#,
    frame: Rect(x: 20, y: 20, width: 34, height: 30),
    source:
      "Xcode's saved frame, HeroTransitions/Hero AppleHomePage.storyboard (button Beu-Nn-Ofb): 34 × 30"
  ),
  IntrinsicSizeCase(
    name: "A button's title is measured in its own font, in whole points",
    element: #"<button buttonType="system" id="elm"><fontDescription key="fontDescription" "#
      + #"type="system" pointSize="17"/><state key="normal" title="Hello UIKit"/></button>"#,
    frame: Rect(x: 20, y: 20, width: 80, height: 33),
    source: "string width 79.663 → 80; line 20.287 → 20.5 → 21, + 12"),
  IntrinsicSizeCase(
    name: "A plain configuration's title is body text inside 7-pt and 12-pt default insets",
    element: #"<button buttonType="system" id="elm"><state key="normal" title="Hello UIKit"/>"#
      + #"<buttonConfiguration key="configuration" style="plain" title="Hello UIKit"/></button>"#,
    frame: Rect(x: 20, y: 20, width: 104, height: 34.5),
    source:
      "body is 17 pt: recorded string width 79.663 → 80 at 2 px/pt, + 12 + 12 (default insets, "
      + "Apple Developer Forums thread 733541); line 20.287 → 20.5, + 7 + 7"),
  IntrinsicSizeCase(
    name: "A custom button without a font has an 18-pt title",
    element: #"<button id="elm"><state key="normal" title="Reload"/></button>"#,
    frame: Rect(x: 20, y: 20, width: 56, height: 34),
    source:
      "Xcode's saved frame, xmartlabs/XLPagerTabStrip Storyboard.storyboard (button jSE-G2-qe6)"
  ),
  IntrinsicSizeCase(
    name: "A system button is at least 30 pt wide",
    element: #"<button buttonType="roundedRect" id="elm"><state key="normal" title="no"/>"#
      + "</button>",
    frame: Rect(x: 20, y: 20, width: 30, height: 30),
    source: "Xcode's saved frame, openfoodfacts-ios RobotoffQuestionTableViewCell.xib: 30 × 30"),
  IntrinsicSizeCase(
    name: "Content insets replace the default padding",
    element: #"<button id="elm"><fontDescription key="fontDescription" type="system" "#
      + #"pointSize="17"/><inset key="contentEdgeInsets" minX="10" minY="7" maxX="10" maxY="7"/>"#
      + #"<state key="normal" title="Hello UIKit"/></button>"#,
    frame: Rect(x: 20, y: 20, width: 100, height: 35),
    source: "80 + 10 + 10; 21 + 7 + 7"),
  IntrinsicSizeCase(
    name: "A gray activity indicator is 20 × 20",
    element: #"<activityIndicatorView style="gray" id="elm"/>"#,
    frame: Rect(x: 20, y: 20, width: 20, height: 20),
    source: "markmeretzky.com UIActivityIndicator page; saved frame RxSwift GitHubSignup1"),
  IntrinsicSizeCase(
    name: "A large activity indicator is 37 × 37",
    element: #"<activityIndicatorView style="large" id="elm"/>"#,
    frame: Rect(x: 20, y: 20, width: 37, height: 37),
    source: "markmeretzky.com UIActivityIndicator page"),
  IntrinsicSizeCase(
    name: "A stepper is 94 × 32",
    element: #"<stepper id="elm"/>"#,
    frame: Rect(x: 20, y: 20, width: 94, height: 32),
    source: "saved frames, Juanpe/SkeletonView and hackiftekhar/IQKeyboardManager"),
  IntrinsicSizeCase(
    name: "A switch's frame is 2 pt wider than its alignment rectangle, on the right",
    element: #"<switch id="elm"/>"#,
    frame: Rect(x: 20, y: 20, width: 51, height: 31),
    source: "saved frames: 51 × 31; 502 wide in a 500-wide fill stack (RxSwift APIWrappers)"),
  IntrinsicSizeCase(
    name: "A segmented control's frame is 1 pt taller than its alignment rectangle",
    element: #"<segmentedControl id="elm"><segments><segment title="Solid"/>"#
      + #"<segment title="Gradient"/></segments><constraints><constraint "#
      + #"firstAttribute="width" constant="145" id="w1"/></constraints></segmentedControl>"#,
    frame: Rect(x: 20, y: 20, width: 145, height: 32),
    source: "saved frame 145 × 32 at y = top constraint (Juanpe/SkeletonView Main.storyboard)"),
  IntrinsicSizeCase(
    name: "Equal segments are each as wide as the widest title, plus padding, 1 pt apart",
    element: #"<segmentedControl id="elm"><segments><segment title="Solid"/>"#
      + #"<segment title="Gradient"/></segments></segmentedControl>"#,
    frame: Rect(x: 20, y: 20, width: 145, height: 32),
    source:
      "saved frame 145 × 32, no width constraint (Juanpe/SkeletonView Main.storyboard, "
      + "segmentedControl xOL-Sq-r4i)"),
  IntrinsicSizeCase(
    name: "Apportioned segments are each as wide as their own title, plus padding",
    element: #"<segmentedControl apportionsSegmentWidthsByContent="YES" id="elm"><segments>"#
      + #"<segment title="Automatic"/><segment title="Normal Level"/>"#
      + #"<segment title="Status Bar Level"/></segments></segmentedControl>"#,
    frame: Rect(x: 20, y: 20, width: 302, height: 32),
    source:
      "saved frame 302 × 32, no width constraint (SwiftKickMobile/SwiftMessages Demo "
      + "Main.storyboard, segmentedControl AYG-qj-yjv)"),
  IntrinsicSizeCase(
    name: "A segment's own width is kept; the others are sized by their titles",
    element: #"<segmentedControl id="elm"><segments><segment title="Solid" width="80"/>"#
      + #"<segment title="Gradient"/></segments></segmentedControl>"#,
    frame: Rect(x: 20, y: 20, width: 153, height: 32),
    source:
      "80 (set, UISegmentedControl.setWidth docs) + ⌈52.15 + 19.4⌉ = 72 (\"Gradient\" at "
      + "13 pt, Documentation/Facts/Controls.md#segmented-control-width) + 1"),
  IntrinsicSizeCase(
    name: "An image segment with a set width needs no image size",
    element: #"<segmentedControl id="elm"><segments><segment title="" image="star" "#
      + #"width="40"/><segment title="Gradient"/></segments></segmentedControl>"#,
    frame: Rect(x: 20, y: 20, width: 113, height: 32),
    source: "40 (set) + ⌈52.15 + 19.4⌉ = 72 + 1, as in the case above"),
  IntrinsicSizeCase(
    name: "A picker is 216 pt high, its width the constraints'",
    element: #"<pickerView id="elm"><constraints><constraint firstAttribute="width" "#
      + #"constant="320" id="w1"/></constraints></pickerView>"#,
    frame: Rect(x: 20, y: 20, width: 320, height: 216),
    source: "markmeretzky.com UIPickerView page: a picker's height is 216"),
  IntrinsicSizeCase(
    name: "A date picker in the wheels style is 216 pt high",
    element: #"<datePicker style="wheels" datePickerMode="date" id="elm"><constraints>"#
      + #"<constraint firstAttribute="width" constant="320" id="w1"/></constraints>"#
      + "</datePicker>",
    frame: Rect(x: 20, y: 20, width: 320, height: 216),
    source: "markmeretzky.com UIPickerView page: a picker's height is 216"),
  IntrinsicSizeCase(
    name: "A search bar is 56 pt high, its width the constraints'",
    element: #"<searchBar searchBarStyle="minimal" id="elm"><constraints><constraint "#
      + #"firstAttribute="width" constant="300" id="w1"/></constraints></searchBar>"#,
    frame: Rect(x: 20, y: 20, width: 300, height: 56),
    source: "UISearchBar's intrinsic height since iOS 11 (Esri/maps-app-ios issue 67)"),
  IntrinsicSizeCase(
    name: "A 45-pt emoji is one em plus 5 pt wide and San Francisco's line high",
    element: #"<label text="🌮" id="elm"><fontDescription key="fontDescription" "#
      + #"type="system" pointSize="45"/></label>"#,
    frame: Rect(x: 20, y: 20, width: 50, height: 54),
    source:
      "saved width 50 (SwiftMessages TacoDialogView.xib), a frame the 5 pt was not read from; "
      + "45 × 2444/2048 = 53.7 rounded up to the 2× pixel "
      + "(Documentation/Facts/FallbackFonts.md#the-line-height-stays-the-texts-fonts)"),
  IntrinsicSizeCase(
    name: "A slider's frame reaches 2 pt beyond its alignment rectangle at the sides, 1 below",
    element: #"<slider id="elm"><constraints><constraint firstAttribute="width" "#
      + #"constant="281" id="w1"/></constraints></slider>"#,
    frame: Rect(x: 18, y: 20, width: 285, height: 31),
    source:
      "saved frames: pinned 8 pt in, frame at x = 6, 31 high (Charts BarChartViewController.xib)"),
]

/// A one-scene storyboard on the iPhone XR with `element` pinned 20 pt from the root's top left.
private func pinned(_ element: String) -> String {
  FindingKindTests.storyboard(
    element.replacingOccurrences(
      of: #"id="elm""#, with: #"translatesAutoresizingMaskIntoConstraints="NO" id="elm""#),
    #"<constraint firstItem="elm" firstAttribute="leading" secondItem="root" "#
      + #"secondAttribute="leading" constant="20" id="c1"/>"#
      + #"<constraint firstItem="elm" firstAttribute="top" secondItem="root" "#
      + #"secondAttribute="top" constant="20" id="c2"/>"#)
}

/// The one scene laid out and checked on the iPhone XR.
private func layOut(_ element: String) throws -> LayoutResult {
  try ReproductionTests.run(
    try IBReader.read(Data(pinned(element).utf8), file: "controls.storyboard"))
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
    #expect(frame == example.frame, "expected \(example.frame): \(example.source)")
  }

  @Test("A file saved by Xcode 26 has iOS 26's switch: a 63 × 28 frame, 2 pt past on the right")
  func xcode26Switch() throws {
    // Saved frames of hackiftekhar/IQKeyboardManager SpecialCase.storyboard (toolsVersion
    // 24127): 63 × 28, with the frame's right edge 2 pt past the trailing constraint's.
    let text = pinned(#"<switch id="elm"/>"#).replacingOccurrences(
      of: #"version="3.0""#, with: #"version="3.0" toolsVersion="24127""#)
    let result = try ReproductionTests.run(
      try IBReader.read(Data(text.utf8), file: "controls.storyboard"))
    let frame = try #require(result.items.first { $0.name == "switch elm" }).frame
    #expect(frame == Rect(x: 20, y: 20, width: 63, height: 28))
  }

  @Test("A search bar is 64 pt high in a file saved by Xcode 26, 44 before Xcode 9")
  func searchBarHeightByXcode() throws {
    // 64: saved frame of hackiftekhar/IQKeyboardManager SpecialCase.storyboard (toolsVersion
    // 24127); 44: UISearchBar before iOS 11 (Esri/maps-app-ios issue 67).
    for (version, height) in [("24127", 64.0), ("12118", 44.0)] {
      let text = pinned(#"<searchBar id="elm"/>"#).replacingOccurrences(
        of: #"version="3.0""#, with: #"version="3.0" toolsVersion="\#(version)""#)
      let result = try ReproductionTests.run(
        try IBReader.read(Data(text.utf8), file: "controls.storyboard"))
      let frame = try #require(result.items.first { $0.name == "searchBar elm" }).frame
      #expect(frame.height == height, "tools version \(version)")
    }
  }

  @Test("A text field is 34 pt high, 30 in a file saved before Xcode 11")
  func textFieldHeight() throws {
    // Saved frames: 34 in SkeletonView (tools version 19455), 30 in RxSwift's
    // GitHubSignup1.storyboard (11542).
    for (version, height) in [("19455", 34.0), ("11542", 30.0)] {
      let text = pinned(#"<textField placeholder="Username" id="elm"/>"#).replacingOccurrences(
        of: #"version="3.0""#, with: #"version="3.0" toolsVersion="\#(version)""#)
      let result = try ReproductionTests.run(
        try IBReader.read(Data(text.utf8), file: "controls.storyboard"))
      let frame = try #require(result.items.first { $0.name.hasSuffix("elm)") }).frame
      #expect(frame.height == height, "tools version \(version)")
    }
  }

  @Test("A button configuration that sets its own size is a not-modelled warning, not a guess")
  func configurationWithItsOwnSizeIsNamed() throws {
    // Only the medium size's default insets have a source (Apple Developer Forums 733541).
    let result = try layOut(
      #"<button buttonType="system" id="elm"><state key="normal" title="Go"/>"#
        + #"<buttonConfiguration key="configuration" style="filled" title="Go" "#
        + #"buttonSize="large"/></button>"#)
    let finding = try #require(result.findings(.notModelled).first)
    #expect(finding.message.contains("sets its size, insets, fonts or image"))
    // Left at its defaults, the same button is sized and nothing is said.
    let plain = try layOut(
      #"<button buttonType="system" id="elm"><state key="normal" title="Go"/>"#
        + #"<buttonConfiguration key="configuration" style="filled" title="Go"/></button>"#)
    #expect(plain.findings(.notModelled).isEmpty)
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

  @Test("Characters without San Francisco metrics are a not-modelled warning")
  func unmeasuredCharactersAreNamed() throws {
    // The iOS recording Plumb's San Francisco comes from has printable ASCII only: an
    // ideograph is measured with DejaVu Sans's advance.
    let ideograph = try layOut(
      #"<label text="Party 中" id="elm"><fontDescription key="fontDescription" "#
        + #"type="system" pointSize="17"/></label>"#)
    let named = try #require(ideograph.findings(.notModelled).first)
    #expect(named.message.contains("\"中\" is measured with DejaVu Sans's advances"))
    // An emoji's width is established at 38 to 45 pt only: IGListKit's NibCell.xib shows "🎉"
    // in a 17-pt system label saved 23 pt wide, where one em plus 5 pt gives 22
    // (Documentation/Facts/FallbackFonts.md#how-wide-ios-lays-an-emoji-out).
    let result = try layOut(
      #"<label text="Party 🎉🎉" id="elm"><fontDescription key="fontDescription" "#
        + #"type="system" pointSize="17"/></label>"#)
    let finding = try #require(result.findings(.notModelled).first)
    #expect(finding.message.contains("iOS draws \"🎉\" with Apple Color Emoji"))
    #expect(finding.items == ["\"Party 🎉🎉\" (label elm)"])
    // At 45 pt it is established: nothing to say.
    let large = try layOut(
      #"<label text="🌮" id="elm"><fontDescription key="fontDescription" "#
        + #"type="system" pointSize="45"/></label>"#)
    #expect(large.findings(.notModelled).isEmpty)
    // Printable ASCII alone is measured as iOS does: nothing to say.
    let ascii = try layOut(#"<label text="Party" id="elm"/>"#)
    #expect(ascii.findings(.notModelled).isEmpty)
  }

  @Test("A segmented control Plumb cannot size, its width left open, is named, not a silent 0")
  func openSegmentWidthIsNamed() throws {
    // An image segment whose image the file's resources give no size for.
    let result = try layOut(
      #"<segmentedControl id="elm"><segments><segment title="Solid"/>"#
        + #"<segment title="" image="star"/></segments></segmentedControl>"#)
    let finding = try #require(result.findings(.notModelled).first)
    #expect(finding.message.contains("segments' widths are not known"))
    // Titles alone are sized (the cases above): nothing to say.
    let titled = try layOut(
      #"<segmentedControl id="elm"><segments><segment title="Solid"/>"#
        + #"<segment title="Gradient"/></segments></segmentedControl>"#)
    #expect(titled.findings(.notModelled).isEmpty)
  }

  @Test("A label that writes no hugging priority hugs at 250 and stretches before one at 251")
  func labelWithoutHuggingStretches() throws {
    // Interface Builder writes a library label's 251; a label without the attribute has
    // UILabel's own 250 (Documentation/Facts/InterfaceBuilder.md#default-content-priorities),
    // so in a 374-pt row (414 − 20 − 20) the 251 label keeps its text width and the other takes
    // the rest, as Xcode saves marmelroy/PhoneNumberKit's CustomCell.xib ("Prefix:" 48.333,
    // "Label" 304.667 in a 361-pt row).
    let labels =
      #"<label text="Hello UIKit" horizontalHuggingPriority="251" "#
      + #"translatesAutoresizingMaskIntoConstraints="NO" id="a"><fontDescription "#
      + #"key="fontDescription" type="system" pointSize="17"/></label>"#
      + #"<label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="b">"#
      + #"<fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
    let constraints = [
      #"<constraint firstItem="a" firstAttribute="leading" secondItem="root" "#
        + #"secondAttribute="leading" constant="20" id="c1"/>"#,
      #"<constraint firstItem="b" firstAttribute="leading" secondItem="a" "#
        + #"secondAttribute="trailing" constant="8" id="c2"/>"#,
      #"<constraint firstItem="root" firstAttribute="trailing" secondItem="b" "#
        + #"secondAttribute="trailing" constant="20" id="c3"/>"#,
      #"<constraint firstItem="a" firstAttribute="top" secondItem="root" "#
        + #"secondAttribute="top" constant="20" id="c4"/>"#,
      #"<constraint firstItem="b" firstAttribute="top" secondItem="root" "#
        + #"secondAttribute="top" constant="20" id="c5"/>"#,
    ].joined()
    let result = try ReproductionTests.run(
      try IBReader.read(
        Data(FindingKindTests.storyboard(labels, constraints).utf8), file: "hugging.storyboard"))
    let frame = { (name: String) in result.items.first { $0.name == name }?.frame }
    // "Hello UIKit" at 17 pt: recorded string width 79.663, 80 at 2 pixels per point; 20.5 high.
    #expect(frame("\"Hello UIKit\" (label a)") == Rect(x: 20, y: 20, width: 80, height: 20.5))
    // The rest of the row: 20 + 80 + 8 = 108, 374 − 80 − 8 = 286.
    #expect(frame("\"Label\" (label b)") == Rect(x: 108, y: 20, width: 286, height: 20.5))
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
