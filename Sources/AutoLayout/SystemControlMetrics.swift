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
