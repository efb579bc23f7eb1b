import LayoutCore

/// The first text baseline's guide: its default, in a view without text, is the bottom edge —
/// "the guide aligns with the bottom of a view that contains no text" ("firstTextBaseline",
/// https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline).
enum FirstTextBaselineAlignment: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { d.height }
}

/// The last text baseline's guide: its default is the bottom edge, as the first's ("lastTextBaseline",
/// https://developer.apple.com/documentation/swiftui/verticalalignment/lasttextbaseline).
enum LastTextBaselineAlignment: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> Double { d.height }
}

extension VerticalAlignment {
  /// The top-most text baseline in a view ("firstTextBaseline",
  /// https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline):
  /// a ``Text``'s first line's baseline, one ascent below its top; in a container the topmost
  /// of its children's; at the bottom of a view without text.
  public static let firstTextBaseline = VerticalAlignment(
    key: AlignmentKey(FirstTextBaselineAlignment.self, axis: .vertical, merge: .minimum))

  /// The bottom-most text baseline in a view ("lastTextBaseline",
  /// https://developer.apple.com/documentation/swiftui/verticalalignment/lasttextbaseline):
  /// a ``Text``'s last line's baseline, one descent above its bottom; in a container the
  /// lowest of its children's; at the bottom of a view without text.
  public static let lastTextBaseline = VerticalAlignment(
    key: AlignmentKey(LastTextBaselineAlignment.self, axis: .vertical, merge: .maximum))
}

extension Text {
  /// The text's baselines, from its measurer's font metrics — the ones AutoLayout's `Label`
  /// uses (`firstBaselineOffsetFromTop` is the ascent, `lastBaselineOffsetFromBottom` the
  /// descent); `nil` for every other guide.
  public func explicitAlignment(
    of guide: AlignmentKey, in size: Size, proposal: ProposedViewSize, context: LayoutContext
  ) -> Double? {
    switch guide {
    case VerticalAlignment.firstTextBaseline.key: return context.textMeasurer.ascent
    case VerticalAlignment.lastTextBaseline.key: return size.height - context.textMeasurer.descent
    default: return nil
    }
  }
}
