import AutoLayout
import DeviceCatalog
import Foundation
import LayoutCore
import LayoutPipeline
import Testing
import TemporaryFolder

/// Issue 30, item 3: `--locales` — pseudo-locales that need no translation, and a project's own
/// strings — applied to every kind of source in one place.
@Suite("Locales")
struct LocaleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  static func scenario(_ locale: ScenarioLocale) -> Scenario {
    var scenario = Scenario(device: .iPhone14Pro, orientation: .portrait)
    scenario.locale = locale
    return scenario
  }

  /// A line's width in the 17-pt system font: the sum of its San Francisco advances.
  static func width(_ text: String) -> Double {
    let measurer = FontMetricsTextMeasurer()
    return text.map(measurer.advance(of:)).reduce(0, +)
  }

  // MARK: The pseudo-locales' text

  @Test("accented marks every ASCII letter, one character for one, and leaves the rest")
  func accentedKeepsLength() {
    let text = "The quick brown fox jumps over the lazy dog! 0123 ÄÖ"
    let accented = PseudoLocalization.accented(text)
    #expect(accented.count == text.count)
    #expect(accented.unicodeScalars.count == text.unicodeScalars.count)
    for (before, after) in zip(text, accented) {
      if before.isASCII && before.isLetter {
        #expect(after != before && !after.isASCII, "\(before)")
      } else {
        #expect(after == before)
      }
    }
    // 52 letters map to 52 different marked letters: the text stays readable and reversible.
    let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    #expect(Set(PseudoLocalization.accented(letters)).count == 52)
  }

  @Test(
    "long adds ⌈0.4 n⌉ characters to a line of n, the line's own from its start",
    arguments: [
      // n = 8: 8 × 0.4 = 3.2, so 4 more; n = 10: exactly 4; n = 1: 0.4 rounds up to 1.
      ("Delivery", "DeliveryDeli"), ("Appearance", "AppearanceAppe"), ("A", "AA"), ("", ""),
      ("Wi-Fi\nOn", "Wi-FiWi\nOnO"),
    ])
  func longAddsFortyPercent(text: String, expected: String) {
    #expect(PseudoLocalization.long(text) == expected)
  }

  @Test("long makes a line of one repeated letter exactly 1.4 times as wide in San Francisco")
  func longWidthFromAdvances() {
    // Five W's become seven: 7 advances = 1.4 × 5 advances, whatever W's advance is.
    let five = Self.width("WWWWW")
    let long = Self.width(PseudoLocalization.long("WWWWW"))
    #expect(PseudoLocalization.long("WWWWW") == "WWWWWWW")
    #expect(abs(long - 1.4 * five) < 1e-9)
  }

  @Test("rtl shows the characters in reverse order, so the same width")
  func mirroredReverses() {
    #expect(PseudoLocalization.mirrored("€480 total") == "latot 084€")
    #expect(Self.width("Delivery") == Self.width(PseudoLocalization.mirrored("Delivery")))
  }

  // MARK: The dimension

  @Test("A locale is named as on the command line; an unknown one is refused with the forms")
  func localeNames() throws {
    #expect(try ScenarioLocale(name: "rtl") == .rightToLeft)
    #expect(try ScenarioLocale(name: "pt-BR") == .language("pt-BR"))
    #expect(try ScenarioLocale(name: "zh_Hans") == .language("zh_Hans"))
    for bad in ["x!", "german", "d", "de-", ""] {
      #expect(throws: ScenarioOptionError.self, "\(bad)") { try ScenarioLocale(name: bad) }
    }
    #expect(ScenarioLocale.language("ar").layoutDirection == .rightToLeft)
    #expect(ScenarioLocale.language("de").layoutDirection == .leftToRight)
  }

  @Test("`--locales all` checks the text as written and each pseudo-locale; a language too")
  func localesExpand() throws {
    let all = Scenario.matrix(
      from: Self.scenario(.base), choosing: ["locale": try ScenarioDimension.locale.parse("all")])
    #expect(all.map(\.locale) == [.base, .accented, .long, .rightToLeft])
    #expect(all.map(\.description).last == "iPhone 14 Pro, portrait, rtl")
    let german = Scenario.matrix(
      from: Self.scenario(.base), choosing: ["locale": try ScenarioDimension.locale.parse("de")])
    #expect(german.map(\.locale) == [.language("de")])
    // A preview started in German offers German beside the pseudo-locales.
    let offered = ScenarioDimension.all(for: german).first { $0.key == "locale" }
    #expect(offered?.options.map(\.value) == ["base", "accented", "long", "rtl", "de"])
    // The base locale is unsaid, so reports without `--locales` read as before.
    #expect(ScenarioDimension.locale.reported(Self.scenario(.base)) == nil)
    #expect(ScenarioDimension.locale.reported(Self.scenario(.long)) == .name("long"))
  }

  // MARK: One place for every kind of source

  @Test("Every kind of source shows the pseudo-locale's text: layout, SwiftUI, storyboard, xib")
  func everySourceIsLocalized() throws {
    for path in [
      "Examples/004-square.yaml", "Examples/007-swiftui-trip.yaml",
      "Tests/InterfaceBuilderTests/Fixtures/Profile.storyboard",
      "Tests/InterfaceBuilderTests/Fixtures/Card.xib", "Examples/008-settings.yaml",
    ] {
      let source = try Source.read(contentsOf: Self.path(path))
      let base = try Pipeline.run(source, in: Self.scenario(.base)).flatMap(\.items)
      let accented = try Pipeline.run(source, in: Self.scenario(.accented)).flatMap(\.items)
      // The same views in the same order (a storyboard's names quote the text they show).
      #expect(base.count == accented.count, "\(path)")
      for (plain, shown) in zip(base, accented) {
        #expect(shown.text == plain.text.map(PseudoLocalization.accented), "\(path) \(plain.name)")
      }
    }
  }

  // MARK: Right to left

  @Test("rtl mirrors leading and trailing; left and right stay where they are")
  func rightToLeftMirrorsLeading() throws {
    let source = try Source.read(
      text: """
        views:
          natural: { color: red }
          fixed: { color: blue }
        constraints:
          - natural.leading == safeArea.leading + 16
          - natural.top == safeArea.top
          - natural.width == 100
          - natural.height == 20
          - fixed.left == safeArea.left + 16
          - fixed.top == natural.bottom
          - fixed.width == 100
          - fixed.height == 20
        """, file: "rtl.yaml")
    let items = try Pipeline.run(source, in: Self.scenario(.rightToLeft))[0].items
    let frame = { (name: String) in items.first { $0.name == name }?.frame.minX }
    // iPhone 14 Pro in portrait: 393 pt wide, no side insets; leading is the right edge.
    #expect(abs((frame("natural") ?? 0) - (393 - 16 - 100)) < 1e-9)
    #expect(abs((frame("fixed") ?? 0) - 16) < 1e-9)
  }

  @Test("rtl flips a SwiftUI body's views within their parents, as SwiftUI does")
  func rightToLeftSwiftUI() throws {
    let source = try Source.read(
      text: """
        body:
          - HStack: {spacing: 0}
            content:
              - Color: red
                frame: {width: 100, height: 40}
                name: first
              - Color: blue
                frame: {width: 50, height: 40}
                name: second
        """, file: "rtl-body.yaml")
    let ltr = try Pipeline.run(source, in: Self.scenario(.base))[0].items
    let rtl = try Pipeline.run(source, in: Self.scenario(.rightToLeft))[0].items
    for name in ["first", "second"] {
      let before = try #require(ltr.first { $0.name == name }?.frame)
      let after = try #require(rtl.first { $0.name == name }?.frame)
      // x′ = 393 − x − width: the mirror image in the 393-pt window.
      #expect(abs(after.minX - (393 - before.maxX)) < 1e-9, "\(name)")
      #expect(after.minY == before.minY && after.size == before.size, "\(name)")
    }
  }

  // MARK: Real strings

  @Test("A layout file's labels take the .strings text keyed by the text, then by the view name")
  func stringsByTextAndName() throws {
    let folder = try TemporaryFolder([
      "Screen.yaml": """
      views:
        title: { label: { text: Delivery } }
        other: { label: { text: Free } }
      constraints:
        - title.leading == safeArea.leading
        - title.top == safeArea.top
        - other.leading == safeArea.leading
        - other.top == title.bottom
      """,
      "de.lproj/Localizable.strings": """
      /* The row's title. */
      "Delivery" = "Lieferung";
      // By the view's name:
      other = "Kostenlos \\"gratis\\"";
      """,
    ])
    let source = try Source.read(contentsOf: folder.path("Screen.yaml"))
    let items = try Pipeline.run(source, in: Self.scenario(.language("de")))[0].items
    #expect(items.first { $0.name == "title" }?.text == "Lieferung")
    #expect(items.first { $0.name == "other" }?.text == "Kostenlos \"gratis\"")
  }

  @Test("A .strings file in UTF-16 with a byte-order mark, with escapes, reads as Xcode writes it")
  func utf16StringsWithEscapes() throws {
    let folder = try TemporaryFolder([
      "Screen.yaml": """
      views:
        title: { label: { text: Cafe } }
      constraints:
        - title.leading == safeArea.leading
        - title.top == safeArea.top
      """
    ])
    // Xcode's older files: UTF-16 little-endian after the mark FF FE.
    let text = "/* x */ \"Cafe\" = \"Caf\\U00e9\\t\\\"ouvert\\\"\";\n"
    var data = Data([0xFF, 0xFE])
    for unit in text.utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
    let lproj = folder.directory.appendingPathComponent("fr.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    try data.write(to: lproj.appendingPathComponent("Localizable.strings"))
    let source = try Source.read(contentsOf: folder.path("Screen.yaml"))
    let items = try Pipeline.run(source, in: Self.scenario(.language("fr")))[0].items
    #expect(items.first { $0.name == "title" }?.text == "Café\t\"ouvert\"")
  }

  @Test("A storyboard in Base.lproj takes de.lproj's `<object ID>.text` and the catalog's keys")
  func storyboardStrings() throws {
    let storyboard = try String(
      contentsOfFile: Self.path("Tests/InterfaceBuilderTests/Fixtures/Profile.storyboard"),
      encoding: .utf8)
    let folder = try TemporaryFolder([
      "Base.lproj/Profile.storyboard": storyboard,
      "de.lproj/Profile.strings": "\"ttl-01-abc.text\" = \"Ada Lovelace (Gräfin)\";\n",
      "Profile.xcstrings": """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Analyst" : { "localizations" : { "de" : { "stringUnit" : {
            "state" : "translated", "value" : "Analytikerin" } } } }
        },
        "version" : "1.0"
      }
      """,
    ])
    let source = try Source.read(contentsOf: folder.path("Base.lproj/Profile.storyboard"))
    let items = try Pipeline.run(source, in: Self.scenario(.language("de"))).flatMap(\.items)
    #expect(items.contains { $0.text == "Ada Lovelace (Gräfin)" })
    #expect(items.contains { $0.text == "Analytikerin" })
  }

  // MARK: Bad input

  @Test(
    "A missing or broken strings file is a typed error at its place",
    arguments: [
      // (files, message fragment, the file named, line, column)
      ([String: String](), "no strings for `de`", "Screen.yaml", 0, 0),
      (
        ["de.lproj/A.strings": "\"a\" = \"b\";\n\"c\" = \"d\"\n"], "expected `;`", "A.strings", 3, 1
      ),
      (["de.lproj/A.strings": "\"a\" = \"b;\n"], "never closed", "A.strings", 1, 7),
      (["de.lproj/A.strings": "/* note\n\"a\" = \"b\";\n"], "never closed", "A.strings", 1, 1),
      (
        ["A.xcstrings": "{\n  \"strings\" : {\n    \"a\" : [1,\n  }\n}\n"], "not valid JSON",
        "A.xcstrings", 4, 3
      ),
      (
        ["A.xcstrings": "{\n  \"strings\" : {\n    \"a\" : 3\n  }\n}\n"], "is not an object",
        "A.xcstrings", 3, 5
      ),
    ])
  func brokenStrings(files: [String: String], message: String, file: String, line: Int, column: Int)
    throws
  {
    var all = files
    all["Screen.yaml"] = "views:\n  a: { label: { text: a } }\nconstraints: []\n"
    let folder = try TemporaryFolder(all)
    let source = try Source.read(contentsOf: folder.path("Screen.yaml"))
    do {
      _ = try Pipeline.check(source, in: [Self.scenario(.base), Self.scenario(.language("de"))])
      Issue.record("no error")
    } catch {
      guard case .strings(let strings) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(strings.message.contains(message), "\(strings)")
      #expect(strings.file.hasSuffix(file))
      #expect(strings.line == line && strings.column == column, "\(strings)")
    }
  }
}

/// The worked example of Documentation/Locales.md: its `long` and `rtl` findings, derived.
@Suite("Locales: the order summary example")
struct OrderSummaryLocaleTests {
  static func results(_ file: String, _ locale: ScenarioLocale) throws -> LayoutResult {
    let source = try Source.read(contentsOf: LocaleTests.path("Examples/\(file).yaml"))
    return try Pipeline.run(source, in: LocaleTests.scenario(locale), options: .init(check: true))[
      0]
  }

  /// A label's width as it measures its text: the San Francisco advances, rounded up to the
  /// pixel of a scale-3 display.
  static func labelWidth(_ text: String) -> Double {
    (LocaleTests.width(text) * 3).rounded(.up) / 3
  }

  @Test("long truncates the 80-pt title, which fits as written")
  func longTruncatesFixedColumn() throws {
    #expect(Self.labelWidth("Delivery") <= 80)
    let needed = Self.labelWidth(PseudoLocalization.long("Delivery"))
    #expect(needed > 80)
    #expect(try Self.results("009-order-summary", .base).findings.isEmpty)
    let long = try Self.results("009-order-summary", .long)
    let truncated = long.findings.filter { $0.kind == .truncated }
    #expect(truncated.map(\.items) == [["deliveryTitle"]])
    let title = try #require(long.items.first { $0.name == "deliveryTitle" })
    #expect(abs((title.textFit?.needs.width ?? 0) - needed) < 1e-9)
  }

  @Test("rtl pushes the values off the left: the titles' `left` stays, their `trailing` flips")
  func rightToLeftPushesValuesOff() throws {
    let rtl = try Self.results("009-order-summary", .rightToLeft)
    // The title stays at 16 + 16 = 32 from the left; the value's leading (right) edge is 8 pt
    // before the title's trailing (left) edge: x = 24.
    let value = try #require(rtl.items.first { $0.name == "deliveryValue" })
    #expect(abs(value.frame.maxX - 24) < 1e-9)
    #expect(abs(value.frame.width - Self.labelWidth("Free tomorrow")) < 1e-9)
    #expect(rtl.findings.contains { $0.kind == .outsideSafeArea && $0.items == ["deliveryValue"] })
  }

  @Test("The fixed order summary passes in every pseudo-locale, mirrored in rtl")
  func fixedPasses() throws {
    for locale in ScenarioLocale.every where locale != .accented {
      #expect(try Self.results("010-order-summary-fixed", locale).findings.isEmpty, "\(locale)")
    }
    // Accented letters are measured with DejaVu Sans's advances (San Francisco's recording is
    // printable ASCII only): each of the four labels says so, and nothing else is found.
    let accented = try Self.results("010-order-summary-fixed", .accented).findings
    #expect(accented.allSatisfy { $0.kind == .notModelled && $0.severity == .warning })
    #expect(
      accented.map(\.items) == [
        ["deliveryTitle"], ["deliveryValue"], ["totalTitle"], ["totalValue"],
      ]
    )
    let base = try Self.results("010-order-summary-fixed", .base).items
    let rtl = try Self.results("010-order-summary-fixed", .rightToLeft).items
    for (left, right) in zip(base, rtl) where left.name.hasSuffix("Title") {
      #expect(abs(right.frame.minX - (393 - left.frame.maxX)) < 1e-9, "\(left.name)")
    }
  }
}
