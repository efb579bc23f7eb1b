import AutoLayout
import Foundation

/// The language a scenario shows its text in: the text as written (``base``), one of three
/// pseudo-locales that need no translation — Xcode's scheme offers the same kinds of
/// pseudolanguage (Documentation/Facts/Localization.md#pseudo-locales) — or a language whose
/// strings the project holds beside the file (``language(_:)``).
public enum ScenarioLocale: Hashable, Sendable, CustomStringConvertible {
  /// The text as the file writes it, left to right: the default.
  case base
  /// Every letter replaced by an accented form of it, the same number of characters
  /// (``PseudoLocalization/accented(_:)``).
  case accented
  /// Each line of text 40 % longer (``PseudoLocalization/long(_:)``), the budget for German
  /// and Finnish (Documentation/Facts/Localization.md#text-expansion).
  case long
  /// Right to left: the window's layout direction is right-to-left, so leading and trailing
  /// swap sides, and each text's characters are in reverse order
  /// (``PseudoLocalization/mirrored(_:)``).
  case rightToLeft
  /// A language (`de`, `pt-BR`) whose strings are read from the `.strings` and `.xcstrings`
  /// files beside the source (``StringsTable``).
  case language(String)

  /// The values `--locales all` selects: the text as written, then each pseudo-locale.
  public static let every: [ScenarioLocale] = [.base, .accented, .long, .rightToLeft]

  /// The name on the command line and in reports.
  public var name: String {
    switch self {
    case .base: "base"
    case .accented: "accented"
    case .long: "long"
    case .rightToLeft: "rtl"
    case .language(let code): code
    }
  }

  /// The name.
  public var description: String { name }

  /// The window's layout direction: right to left for ``rightToLeft`` and for a language
  /// written right to left (Arabic, Hebrew, Persian, Urdu: Foundation's character direction).
  public var layoutDirection: UserInterfaceLayoutDirection {
    switch self {
    case .rightToLeft: return .rightToLeft
    case .language(let code):
      return Locale.Language(identifier: code).characterDirection == .rightToLeft
        ? .rightToLeft : .leftToRight
    case .base, .accented, .long: return .leftToRight
    }
  }

  /// The locale `name` names: a pseudo-locale's name, `base`, or a language code as Xcode
  /// names `.lproj` folders — two or three letters, then optional subtags of letters and
  /// digits after `-` or `_` (`de`, `pt-BR`, `zh-Hans`, `en_GB`).
  ///
  /// - Throws: ``ScenarioOptionError`` naming the value and the forms accepted.
  public init(name: String) throws(ScenarioOptionError) {
    if let known = Self.every.first(where: { $0.name == name }) {
      self = known
      return
    }
    let parts = name.split(separator: "-", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
    let letters = parts.first.map { (2...3).contains($0.count) && $0.allSatisfy(Self.isLetter) }
    let subtags = parts.dropFirst().allSatisfy { part in
      (2...8).contains(part.count) && part.allSatisfy { Self.isLetter($0) || $0.isASCIIDigit }
    }
    guard letters == true, subtags else {
      throw ScenarioOptionError(
        value: name,
        description: "error: unknown locale `\(name)`\n"
          + "  hint: write accented, long, rtl, base, or a language code such as de or pt-BR "
          + "whose .strings or .xcstrings lie beside the file")
    }
    self = .language(name)
  }

  private static func isLetter(_ character: Character) -> Bool {
    character.isASCII && character.isLetter
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
