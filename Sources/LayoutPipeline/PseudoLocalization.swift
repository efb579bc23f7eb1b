/// The text transforms of the pseudo-locales (``ScenarioLocale``): made-up text that behaves
/// like a translation for layout, with no translation file.
public enum PseudoLocalization {
  /// `text` with every ASCII letter replaced by an accented form of it — one Unicode scalar
  /// for one, so the text keeps its number of characters, as Xcode's accented pseudolanguage
  /// and Android's `en-XA` keep the text readable while every letter carries a mark
  /// (Documentation/Facts/Localization.md#pseudo-locales). Other characters stay.
  public static func accented(_ text: String) -> String {
    String(text.map { character in accents[character] ?? character })
  }

  /// `text` with each line made 40 % longer (Documentation/Facts/Localization.md#text-expansion):
  /// a line of n characters gains ⌈0.4 n⌉ = ⌈2n / 5⌉ more, the line's own characters again
  /// from its start. Repeating the line's own characters keeps the mix of wide and narrow
  /// letters, so the width grows by about the same 40 % in any font (exactly 40 % when n is a
  /// multiple of 5 and the line repeats one character); a pad of one filler character would
  /// grow it by that character's width instead. Computed in integers: 0.4 has no exact binary
  /// form.
  public static func long(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let extra = (2 * line.count + 4) / 5
      return String(line) + String(line.prefix(extra))
    }.joined(separator: "\n")
  }

  /// `text` with its characters in reverse order, as Android's `ar-XB` pseudo-locale shows
  /// left-to-right text in a right-to-left layout: the same characters, so the same width.
  public static func mirrored(_ text: String) -> String {
    String(text.reversed())
  }

  /// The accented form of each ASCII letter: a precomposed letter with a mark (acute, caron,
  /// tilde, circumflex, hook, dot), each one scalar.
  static let accents: [Character: Character] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let marked = Array("áƀçďéƒĝĥíĵķĺḿñóṕʠŕšťúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹḾÑÓṔɊŔŠŤÚṼŴẊÝŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, marked))
  }()
}
