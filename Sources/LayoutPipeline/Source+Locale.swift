import InterfaceBuilder
import LayoutFile

/// What a scenario's locale does to a source's text: the one place where text changes with the
/// locale, for every kind of source, before any adapter lays the source out — so a layout
/// file's labels, a SwiftUI body's `Text`s and a storyboard's labels and buttons are measured,
/// checked and drawn in the same translated text.
struct LocaleText: Sendable {
  /// The locale.
  let locale: ScenarioLocale
  /// The language's strings, for a ``ScenarioLocale/language(_:)``.
  let table: StringsTable?

  /// The text shown for `text`, written in the source, which a strings table may know by any
  /// of `keys` (the first found wins): the translation, or the pseudo-locale's transform. A text
  /// the table lacks stays as written, as iOS shows the development language's string when a
  /// translation is missing.
  func text(_ text: String, keys: [String]) -> String {
    switch locale {
    case .base: return text
    case .accented: return PseudoLocalization.accented(text)
    case .long: return PseudoLocalization.long(text)
    case .rightToLeft: return PseudoLocalization.mirrored(text)
    case .language: return table?.text(forFirstOf: keys) ?? text
    }
  }
}

extension Source {
  /// The source with every text it shows in `locale` (``LocaleText``); the source itself for
  /// the base locale, so checks without `--locales` are exactly as before.
  ///
  /// The keys tried, in order: for a layout file the text itself (the key of
  /// `NSLocalizedString("Settings", …)` and of a string catalog's automatically extracted
  /// strings), then the view's name; for a storyboard or xib Xcode's base-internationalisation
  /// key `<object ID>.text` (a button's `.normalTitle`), the view's `userLabel`, then the text.
  func localized(_ locale: LocaleText) -> Source {
    guard locale.locale != .base else { return self }
    switch self {
    case .layoutFile(let parsed):
      var document = parsed.document
      for index in document.views.indices {
        let view = document.views[index]
        if let text = view.text {
          document.views[index].text = locale.text(text, keys: [text, view.name])
        }
        if case .label(var label) = view.kind {
          label.text = locale.text(label.text, keys: [label.text, view.name])
          document.views[index].kind = .label(label)
        }
      }
      if var body = document.body {
        for index in body.nodes.indices {
          guard let text = body.nodes[index].arguments.text else { continue }
          let name = body.nodes[index].name
          body.nodes[index].arguments.text = locale.text(
            text, keys: [text] + (name.map { [$0] } ?? []))
        }
        document.body = body
      }
      return .layoutFile(ParsedDocument(localized: document, from: parsed))
    case .interfaceBuilder(var document, let file, let own):
      for scene in document.scenes.indices {
        for index in document.scenes[scene].views.indices {
          let view = document.scenes[scene].views[index]
          guard let text = view.text else { continue }
          let property = view.kind == .button ? "normalTitle" : "text"
          let keys = ["\(view.id).\(property)"] + (view.userLabel.map { [$0] } ?? []) + [text]
          document.scenes[scene].views[index].text = locale.text(text, keys: keys)
        }
      }
      return .interfaceBuilder(document, file: file, own: own)
    }
  }
}
