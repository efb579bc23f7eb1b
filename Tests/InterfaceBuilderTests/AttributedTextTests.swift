import Foundation
import Testing

@testable import InterfaceBuilder

/// A root view holding one label whose `attributedText` has `fragments`, as Xcode writes it.
private func attributedLabel(_ fragments: String) throws -> IBView {
  let text = storyboard(
    rootChildren: """
      <subviews>
        <label usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
          <rect key="frame" x="0" y="0" width="300" height="21.5"/>
          <attributedString key="attributedText">\(fragments)</attributedString>
        </label>
      </subviews>
      """)
  let document = try IBReader.read(Data(text.utf8), file: "test.storyboard")
  #expect(
    !document.warnings.contains { $0.message.contains("usesAttributedText") },
    "usesAttributedText is modelled: the attributed text is read")
  return try #require(document.scenes.first?.view("lbl"))
}

@Test("A label's attributed text is read: its fragments joined, in their font")
func attributedTextIsTheLabelsText() throws {
  // openfoodfacts-ios `InitialView.xib` writes its slogan so: one fragment, the system font at
  // 18 pt; Xcode saved the label 21.5 high, the 18-pt line (21.48) rounded up to the 2× pixel.
  let label = try attributedLabel(
    """
    <fragment content="The free food products database">
      <attributes>
        <font key="NSFont" metaFont="system" size="18"/>
        <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping"/>
      </attributes>
    </fragment>
    """)
  #expect(label.text == "The free food products database")
  #expect(label.font == IBFont(textStyle: nil, pointSize: 18, type: "system"))
  #expect(label.font?.measuredWeight == .regular)
}

@Test("A fragment's content may be a string element; an empty fragment's font does not count")
func attributedTextFragments() throws {
  // As Hero's `AppleHomePage.storyboard` writes " WATCH\nSERIES 2": an empty first fragment in
  // Lucida Grande, the text in the system font, the line after the break in a meta font.
  let label = try attributedLabel(
    """
    <fragment content=""><attributes>
      <font key="NSFont" size="24" name="LucidaGrande"/><real key="NSKern" value="0.0"/>
    </attributes></fragment>
    <fragment content=" WATCH"><attributes>
      <font key="NSFont" metaFont="system" size="24"/>
    </attributes></fragment>
    <fragment><string key="content">
    SERIES 2</string><attributes>
      <font key="NSFont" metaFont="message" size="11"/>
    </attributes></fragment>
    """)
  #expect(label.text == " WATCH\nSERIES 2")
  #expect(label.font == IBFont(textStyle: nil, pointSize: 24, type: "system"))
}

@Test("Several fonts and a non-zero kern are named in warnings; a named font is kept by name")
func attributedTextWarnings() throws {
  let text = storyboard(
    rootChildren: """
      <subviews>
        <label usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
          <attributedString key="attributedText">
            <fragment content="Avenir"><attributes>
              <font key="NSFont" size="20" name="AvenirNext-Regular"/>
              <real key="NSKern" value="1.5"/>
            </attributes></fragment>
            <fragment content=" and more"><attributes>
              <font key="NSFont" metaFont="systemBold" size="20"/>
            </attributes></fragment>
          </attributedString>
        </label>
      </subviews>
      """)
  let document = try IBReader.read(Data(text.utf8), file: "test.storyboard")
  let label = try #require(document.scenes.first?.view("lbl"))
  #expect(label.text == "Avenir and more")
  #expect(label.font?.unmeasuredFace == "font \"AvenirNext-Regular\"")
  let messages = document.warnings.map(\.message)
  #expect(
    messages.contains(
      "view lbl: attributed text in 2 fonts is measured in its first fragment's font only"))
  #expect(
    messages.contains(
      "view lbl: the attributed text's kerning (NSKern) is not modelled; its width is measured "
        + "without it"))
}
