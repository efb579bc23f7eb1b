import Foundation
import InterfaceBuilder
import LayoutCore
import LayoutPipeline
import SyntheticFont
import Testing

/// A project folder holding `Main.storyboard` (a label in the face `Plumb-Test` at 20 pt, text
/// "AB A", pinned to the root's top left, its document listing `Plumb-Test.ttf` under
/// `<customFonts>` as Xcode does) and, in `Fonts/`, `font` if given.
private func project(font: [UInt8]?) throws -> String {
  let label =
    #"<label text="AB A" translatesAutoresizingMaskIntoConstraints="NO" id="elm">"#
    + #"<fontDescription key="fontDescription" name="Plumb-Test" family="Plumb" "#
    + #"pointSize="20"/></label>"#
  let constraints =
    #"<constraint firstItem="elm" firstAttribute="leading" secondItem="root" "#
    + #"secondAttribute="leading" constant="20" id="c1"/>"#
    + #"<constraint firstItem="elm" firstAttribute="top" secondItem="root" "#
    + #"secondAttribute="top" constant="20" id="c2"/>"#
  let text = FindingKindTests.storyboard(label, constraints).replacingOccurrences(
    of: "<scenes>",
    with: #"<customFonts key="customFonts"><array key="Plumb-Test.ttf">"#
      + "<string>Plumb-Test</string></array></customFonts><scenes>")
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "plumb-fonts-\(UUID().uuidString)")
  for inside in ["App/Fonts", "App/Base.lproj"] {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(inside), withIntermediateDirectories: true)
  }
  try Data(text.utf8).write(to: folder.appendingPathComponent("App/Base.lproj/Main.storyboard"))
  if let font {
    try Data(font).write(to: folder.appendingPathComponent("App/Fonts/Plumb-Test.ttf"))
  }
  return folder.appendingPathComponent("App/Base.lproj/Main.storyboard").path
}

/// Reads the project's storyboard with its fonts, as `plumb` does, and lays it out.
private func layOut(font: [UInt8]?) throws -> (IBDocument, LayoutResult) {
  let path = try project(font: font)
  var document = try IBReader.read(contentsOfFile: path)
  document.useShippedFontFiles(near: path)
  return (document, try ReproductionTests.run(document))
}

@Suite("Fonts an app ships")
struct ShippedFontTests {
  @Test("A label in a face the app ships is sized by the font file, found by PostScript name")
  func labelInShippedFont() throws {
    // SyntheticFont: 1000 units per em; "A" 600, "B" 700, " " 250 → "AB A" 2150 units = 43 pt
    // at 20 pt; hhea 800 + 200 + 0 = 1000 units = 20 pt high (whole pixels, no rounding).
    let (document, result) = try layOut(font: SyntheticFont().bytes)
    #expect(document.customFontFiles == ["Plumb-Test.ttf"])
    let label = try #require(result.items.first { $0.name.hasSuffix("elm)") })
    #expect(label.frame == Rect(x: 20, y: 20, width: 43, height: 20))
    #expect(!result.findings.contains { $0.kind == .notModelled })
  }

  @Test("A listed font file missing from the project leaves its face unmeasured, said twice")
  func missingFontFile() throws {
    let (document, result) = try layOut(font: nil)
    #expect(document.warnings.contains { $0.message.contains("Plumb-Test.ttf") })
    #expect(
      result.findings.contains {
        $0.kind == .notModelled && $0.message.contains(#"font "Plumb-Test""#)
      })
  }

  @Test("A malformed font file is a warning naming its table, and its face stays unmeasured")
  func malformedFontFile() throws {
    let (document, result) = try layOut(font: Array(SyntheticFont().bytes.prefix(20)))
    let warning = try #require(document.warnings.first { $0.message.contains("Plumb-Test.ttf") })
    #expect(warning.message.contains("malformed"))
    #expect(warning.message.contains("table 'sfnt'"))
    #expect(result.findings.contains { $0.kind == .notModelled })
  }
}
