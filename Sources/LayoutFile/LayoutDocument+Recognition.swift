import Yams

extension LayoutDocument {
  /// Whether `text` is plainly some other file than a layout: YAML or JSON whose top level is not
  /// a mapping, or is a mapping without any section that describes a screen (`views:`, `body:`,
  /// `constraints:`…; `title:`, `device:` and `orientation:` are common keys of other files).
  ///
  /// An app's folder holds such files beside its storyboards — stubbed API responses, fixtures,
  /// tools' settings — and a walk of the folder must not report each as a malformed layout.
  /// Text that is empty, cannot be read or is past ``InputLimits`` is not plainly anything:
  /// reading it as a layout says what is wrong with it, so this answers `false`.
  package static func isPlainlyNotLayout(_ text: String) -> Bool {
    do {
      try InputLimits.check(text, SourceText(file: "", text: text))
      guard let root = try Yams.compose(yaml: text) else { return false }
      guard case .mapping(let top) = root else { return true }
      let sections = Set(DocumentReader.topLevelKeys).subtracting([
        "title", "device", "orientation",
      ])
      return !top.keys.contains { $0.string.map(sections.contains) ?? false }
    } catch {
      return false
    }
  }
}
