import LayoutCore

/// UIKit's sizing rules that a storyboard's controls and code written against UIKit's names
/// share, written once: a button's intrinsic size and a root view's least side margins.
package enum SystemControlMetrics {
  /// A button's intrinsic size: its title's size in whole points beside its image, inside the
  /// content insets — or, with none set, 6 pt above and below a title — and at least 30 pt wide
  /// for a system button (Documentation/Facts/Controls.md#button-intrinsic-size).
  ///
  ///     width  = ⌈title.width⌉ + image.width (+ insets.left + insets.right)
  ///     height = max(⌈title.height⌉, image.height) + (insets.top + insets.bottom, or 2 × 6)
  package static func buttonSize(
    title: Size, image: Size? = nil, contentInsets: EdgeInsets, isSystem: Bool
  ) -> Size {
    let titleHeight = title.height.rounded(.up)
    var width = title.width.rounded(.up) + (image?.width ?? 0)
    var height = max(titleHeight, image?.height ?? 0)
    if contentInsets == .zero {
      if titleHeight > 0 { height += 2 * 6 }
    } else {
      width += contentInsets.left + contentInsets.right
      height += contentInsets.top + contentInsets.bottom
    }
    if isSystem { width = max(width, 30) }
    return Size(width: width, height: height)
  }

  /// A button with a standard configuration (`UIButton.Configuration`) at its default, medium
  /// size: its title (in the body text style, measured to the display's pixels) inside the
  /// configuration's default content insets, 7 pt above and below and 12 at each side, as they
  /// are at the default text size (Documentation/Facts/Controls.md#button-configuration):
  ///
  ///     width  = title.width + 12 + 12
  ///     height = title.height + 7 + 7
  package static func configuredButtonSize(title: Size) -> Size {
    Size(
      width: title.width + 2 * configurationInsets.horizontal,
      height: title.height + 2 * configurationInsets.vertical)
  }

  /// A configuration's default content insets at the medium size and the default text size.
  static let configurationInsets = (vertical: 7.0, horizontal: 12.0)

  /// A segmented control's intrinsic width from its segments' content widths (a title's
  /// unrounded width in the 13-pt system font, or an image's) and the widths the file sets
  /// (Documentation/Facts/Controls.md#segmented-control-width). A segment UIKit sizes is its
  /// content plus 19.4 pt of padding, rounded up to whole points — its own content's with
  /// `apportionsByContent`, else the widest such content's, so that they are all equal; a set
  /// width is kept; 1 pt separates neighbours:
  ///
  ///     width = Σ segmentᵢ + (n − 1) × 1,  segmentᵢ = setᵢ ?? ⌈contentᵢ + 19.4⌉
  package static func segmentedControlWidth(
    segments: [(content: Double, setWidth: Double?)], apportionsByContent: Bool
  ) -> Double {
    let sized = segments.filter { $0.setWidth == nil }.map(\.content)
    let widest = sized.max() ?? 0
    let total = segments.reduce(0.0) { sum, segment in
      let content = apportionsByContent ? segment.content : widest
      return sum + (segment.setWidth ?? (content + segmentPadding).rounded(.up))
    }
    return total + Double(max(segments.count - 1, 0)) * segmentSeparator
  }

  /// The padding a segmented control adds to a segment's content, fitted to the saved frames
  /// of Documentation/Facts/Controls.md#segmented-control-width.
  static let segmentPadding = 19.4
  /// The width between two segments.
  static let segmentSeparator = 1.0

  /// A root view's least side margins beside the safe area: the catalogued device's root-view
  /// margin (which counts the safe area in) less the safe area, else `minimum` beyond it
  /// (Documentation/Facts/Devices.md#root-view-margins). Top and bottom are 0.
  package static func rootViewMargins(
    safeArea: EdgeInsets, catalogMargin: Double?, minimum: Double
  ) -> EdgeInsets {
    let left = max(0, (catalogMargin ?? safeArea.left + minimum) - safeArea.left)
    let right = max(0, (catalogMargin ?? safeArea.right + minimum) - safeArea.right)
    return EdgeInsets(top: 0, left: left, bottom: 0, right: right)
  }
}
