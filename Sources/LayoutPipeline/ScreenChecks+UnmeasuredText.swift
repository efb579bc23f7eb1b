import AutoLayout
import LayoutCore

extension ScreenChecks {
  /// Text Plumb cannot measure as iOS does, named at its view, for every kind of source: text in
  /// a face Plumb has no metrics for (a custom font, a light or heavy system weight), measured
  /// in the regular system font at the same size, and text with characters whose advance is
  /// not iOS's (``FontMetricsTextMeasurer/measuresExactly(_:)``) — for San Francisco those
  /// outside the recorded printable ASCII (a CJK or accented letter, measured with DejaVu
  /// Sans's advances), an emoji at a size whose width is not established, for a font the app
  /// ships those its file does not map. The text is the one shown, so a translation or a
  /// pseudo-locale's text is judged, not the source's. A size that may differ from UIKit's or
  /// SwiftUI's is thus never a silent stand-in; each finding leaves its view partly checked.
  static func unmeasuredText(_ items: [LaidOutItem], _ conventions: Conventions) -> [Finding] {
    let differs = "may differ from \(conventions.framework)'s"
    return items.flatMap { item -> [Finding] in
      guard let font = item.textFont, !font.text.isEmpty else { return [] }
      let name = item.name
      let at = item.line.map { "`\(name)` (line \($0))" } ?? "`\(name)`"
      if let face = font.unmeasuredFace {
        return [
          Finding(
            kind: .notModelled, severity: .warning, items: [name],
            message:
              "\(at): Plumb has no metrics for the \(face); its text is measured in the regular "
              + "system font of the same size, so its size \(differs)")
        ]
      }
      let reasons = unmeasuredReasons(font.measurer.unmeasuredCharacters(in: font.text), font)
      guard !reasons.isEmpty else { return [] }
      return [
        Finding(
          kind: .notModelled, severity: .warning, items: [name],
          message:
            "\(at): \(reasons.joined(separator: "; ")), so the text's size \(differs)")
      ]
    }
  }

  /// Why `characters` are not measured as iOS measures them in `font`: what iOS draws them
  /// with, and what Plumb takes instead.
  private static func unmeasuredReasons(_ characters: [Character], _ font: LaidOutItem.TextFont)
    -> [String]
  {
    let emoji = characters.filter(AppleColorEmoji.draws)
    let others = characters.filter { !AppleColorEmoji.draws($0) }
    var reasons: [String] = []
    if !others.isEmpty, case .file(let shipped) = font.measurer.font {
      reasons.append(
        "the font file of \(shipped.postScriptName) does not map \"\(String(others))\" "
          + "(iOS draws it from a fallback font); it is measured with the file's .notdef advance")
    } else if !others.isEmpty {
      reasons.append(
        "Plumb has San Francisco metrics for printable ASCII only; "
          + "\"\(String(others))\" is measured with DejaVu Sans's advances")
    }
    if !emoji.isEmpty {
      // Documentation/Facts/FallbackFonts.md#how-wide-ios-lays-an-emoji-out
      let sizes = AppleColorEmoji.establishedSizes
      reasons.append(
        "iOS draws \"\(String(emoji))\" with Apple Color Emoji, whose width Plumb knows from "
          + "saved frames at \(formatted(sizes.lowerBound)) to \(formatted(sizes.upperBound)) "
          + "pt only; it is measured as one em plus \(formatted(AppleColorEmoji.addedWidth)) pt")
    }
    return reasons
  }
}
