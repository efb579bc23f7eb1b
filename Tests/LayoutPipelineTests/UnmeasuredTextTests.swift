import AutoLayout
import Foundation
import LayoutCore
import LayoutPipeline
import Testing
import TemporaryFolder

/// One text, in one kind of source, shown in one locale: the warning the shared check of text
/// Plumb cannot measure as iOS does gives for it, or none.
struct UnmeasuredTextCase: CustomTestStringConvertible, Sendable {
  /// What the case shows.
  let name: String
  /// The source's file name and text.
  let file: String
  let text: String
  /// A `.strings` file for ``locale``'s language beside the source, if any.
  var strings: String? = nil
  var locale: ScenarioLocale = .base
  /// The element the warning names, `` `name` (line n)`` as its message begins; nil when plain
  /// text gives no warning.
  var element: String? = nil
  var line: Int? = nil
  /// What the message says of the text.
  var says = ""

  var testDescription: String { name }
}

/// A layout file with one label showing `text`, declared on line 2.
private func layoutFile(_ text: String) -> String {
  """
  views:
    title: { label: { text: "\(text)" } }
  constraints:
    - title.leading == safeArea.leading
    - title.top == safeArea.top
  """
}

/// A SwiftUI body with one `Text` showing `text`, on line 2.
private func body(_ text: String) -> String {
  """
  body:
    - Text: "\(text)"
      name: greeting
  """
}

/// A storyboard whose one label (line 5, id `elm`) shows `text` in `font`, 20 pt from the
/// root's top left.
private func storyboard(_ text: String, font: String = #"type="system" pointSize="17""#)
  -> String
{
  let pin = ["leading", "top"].map {
    #"<constraint firstItem="elm" firstAttribute="\#($0)" secondItem="root" "#
      + #"secondAttribute="\#($0)" constant="20" id="\#($0)"/>"#
  }
  return """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
    <device id="retina6_1" orientation="portrait"/><scenes><scene sceneID="scn"><objects>
    <viewController id="vc" sceneMemberID="viewController"><view key="view" id="root">
    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/><subviews>
    <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="elm">
    <fontDescription key="fontDescription" \(font)/></label></subviews>
    <constraints>\(pin.joined())</constraints></view></viewController>
    </objects></scene></scenes></document>
    """
}

/// The San Francisco recording has printable ASCII only
/// (Documentation/Facts/Typography.md#san-francisco-as-ios-measures-it): another character is
/// measured with DejaVu Sans's advance. An emoji's width is established at 38 to 45 pt only
/// (Documentation/Facts/FallbackFonts.md#how-wide-ios-lays-an-emoji-out); a label without a
/// font is 17 pt, SwiftUI's `body` style 17 pt at the default text size.
private let ideograph = #""你好" is measured with DejaVu Sans's advances"#
private let emoji = #"iOS draws "🎉" with Apple Color Emoji"#

let unmeasuredTextCases: [UnmeasuredTextCase] = [
  UnmeasuredTextCase(
    name: "A layout file's label in Chinese", file: "screen.yaml", text: layoutFile("你好 Plumb"),
    element: "title", line: 2, says: ideograph),
  UnmeasuredTextCase(
    name: "A layout file's 17-pt label with an emoji", file: "screen.yaml",
    text: layoutFile("Party 🎉"), element: "title", line: 2, says: emoji),
  UnmeasuredTextCase(
    name: "A layout file's label in printable ASCII", file: "screen.yaml",
    text: layoutFile("Party")),
  UnmeasuredTextCase(
    name: "A layout file's label translated into Chinese", file: "screen.yaml",
    text: layoutFile("Greeting"), strings: #""Greeting" = "你好";"#,
    locale: .language("zh-Hans"), element: "title", line: 2,
    says: #""你好" is measured with DejaVu Sans's advances"#),
  UnmeasuredTextCase(
    name: "A layout file's label translated into German ASCII", file: "screen.yaml",
    text: layoutFile("Greeting"), strings: #""Greeting" = "Hallo";"#, locale: .language("de")),
  UnmeasuredTextCase(
    name: "A layout file's label in the accented pseudo-locale", file: "screen.yaml",
    text: layoutFile("Go"), locale: .accented, element: "title", line: 2,
    says: "\"\(PseudoLocalization.accented("Go"))\" is measured with DejaVu Sans's advances"),
  UnmeasuredTextCase(
    name: "A layout file's label in the long pseudo-locale (ASCII still)", file: "screen.yaml",
    text: layoutFile("Go"), locale: .long),
  UnmeasuredTextCase(
    name: "A SwiftUI Text in Chinese", file: "body.yaml", text: body("你好 Plumb"),
    element: "greeting", line: 2, says: ideograph),
  UnmeasuredTextCase(
    name: "A SwiftUI Text with an emoji", file: "body.yaml", text: body("Party 🎉"),
    element: "greeting", line: 2, says: emoji),
  UnmeasuredTextCase(
    name: "A SwiftUI Text in printable ASCII", file: "body.yaml", text: body("Party")),
  UnmeasuredTextCase(
    name: "A SwiftUI Text translated into Chinese", file: "body.yaml", text: body("Greeting"),
    strings: #""Greeting" = "你好";"#, locale: .language("zh-Hans"), element: "greeting", line: 2,
    says: ideograph),
  UnmeasuredTextCase(
    name: "A storyboard label in Chinese", file: "Main.storyboard", text: storyboard("你好 Plumb"),
    element: #""你好 Plumb" (label elm)"#, line: 5, says: ideograph),
  UnmeasuredTextCase(
    name: "A storyboard's 17-pt label with an emoji", file: "Main.storyboard",
    text: storyboard("Party 🎉"), element: #""Party 🎉" (label elm)"#, line: 5, says: emoji),
  UnmeasuredTextCase(
    name: "A storyboard label in a face Plumb has no metrics for", file: "Main.storyboard",
    text: storyboard(
      "CANADA", font: #"name="AvenirNext-Medium" family="Avenir Next" pointSize="36""#),
    element: #""CANADA" (label elm)"#, line: 5,
    says: #"Plumb has no metrics for the font "AvenirNext-Medium""#),
  UnmeasuredTextCase(
    name: "A storyboard label in printable ASCII", file: "Main.storyboard",
    text: storyboard("Party")),
  UnmeasuredTextCase(
    name: "A storyboard label translated into Chinese", file: "Main.storyboard",
    text: storyboard("Greeting"), strings: #""elm.text" = "你好";"#,
    locale: .language("zh-Hans"), element: #""你好" (label elm)"#, line: 5, says: ideograph),
]

/// Issue 29: text Plumb measures with a stand-in is said at its element in every kind of
/// source, by one check on the laid-out screen.
@Suite("Text Plumb cannot measure as iOS does")
struct UnmeasuredTextTests {
  static func scenario(_ locale: ScenarioLocale) -> Scenario {
    var scenario = Scenario(device: .iPhone14Pro, orientation: .portrait)
    scenario.locale = locale
    return scenario
  }

  @Test(arguments: unmeasuredTextCases)
  func warnsAtTheElement(_ c: UnmeasuredTextCase) throws {
    var files = [c.file: c.text]
    if let strings = c.strings, case .language(let code) = c.locale {
      files["\(code).lproj/Localizable.strings"] = strings
    }
    let folder = try TemporaryFolder(files)
    let source = try Source.read(contentsOf: folder.path(c.file))
    let results = try Pipeline.run(source, in: Self.scenario(c.locale), options: .init(check: true))
    let warnings = results.flatMap(\.findings).filter { $0.kind == .notModelled }
    guard let element = c.element else {
      #expect(warnings.isEmpty, "\(warnings.map(\.message))")
      return
    }
    try #require(warnings.count == 1, "\(warnings.map(\.message))")
    let warning = warnings[0]
    #expect(warning.severity == .warning)
    #expect(warning.items == [element])
    #expect(warning.message.hasPrefix("`\(element)` (line \(c.line ?? 0)): "), "\(warning.message)")
    #expect(warning.message.contains(c.says), "\(warning.message)")
  }

  @Test("A storyboard's message reads as before the check was shared")
  func storyboardWording() throws {
    let source = try Source.read(text: storyboard("Party 中"), file: "Main.storyboard")
    let warning = try #require(
      try Pipeline.run(source, in: Self.scenario(.base), options: .init(check: true)).flatMap(
        \.findings
      ).first {
        $0.kind == .notModelled
      })
    #expect(
      warning.message
        == #"`"Party 中" (label elm)` (line 5): Plumb has San Francisco metrics for printable "#
        + #"ASCII only; "中" is measured with DejaVu Sans's advances, so the text's size may "#
        + "differ from UIKit's")
  }

  @Test("A label built in code is named by its identifier, without a line")
  func codeLabel() throws {
    let results = try Pipeline.check(
      building: { window in
        let label = Label(text: "你好", identifier: "greeting")
        window.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor)
          .isActive = true
        label.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor).isActive = true
      }, named: "code", in: [Self.scenario(.base)])
    let warnings = results.flatMap(\.findings).filter { $0.kind == .notModelled }
    #expect(warnings.map(\.items) == [["greeting"]])
    #expect(warnings.first?.message.hasPrefix("`greeting`: ") == true)
    #expect(warnings.first?.message.contains(#""你好" is measured"#) == true)
  }

  @Test("A SwiftUI body cannot ask for a face Plumb has no metrics for: the key is refused")
  func unmeasuredFaceInABodyIsRefused() {
    // `fontWeight`, `bold`, `italic` are not modelled: the file is refused, naming the key,
    // rather than measured in a stand-in face.
    #expect {
      _ = try Source.read(
        text: "body:\n  - Text: Hello\n    fontWeight: heavy\n", file: "body.yaml")
    } throws: { "\($0)".contains("fontWeight") }
  }
}
