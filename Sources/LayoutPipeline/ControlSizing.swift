import AutoLayout
import InterfaceBuilder
import LayoutCore

/// UIKit's intrinsic content sizes of the standard controls an Interface Builder document
/// names, for one window's display scale and text size: what the control would report as
/// `intrinsicContentSize`, which Plumb cannot ask UIKit for.
struct ControlSizing {
  /// The window's pixels per point (text sizes round up to its pixels, as `UILabel`'s do).
  let displayScale: Double
  /// The window's text size, for fonts that follow a text style.
  let category: ContentSizeCategory
  /// The document's image sizes by name.
  let imageSizes: [String: IBSize]

  /// A measurer for `font` (the system font at `defaultPointSize` when the file writes none):
  /// its text style at the window's text size, else its point size in the weight Plumb has
  /// metrics for — regular standing in for a face it has none for (reported apart, see
  /// ``IBFont/unmeasuredFace``).
  func measurer(for font: IBFont?, defaultPointSize: Double) -> FontMetricsTextMeasurer {
    if let style = font?.textStyle {
      return FontMetricsTextMeasurer(
        textStyle: style, category: category, displayScale: displayScale)
    }
    return FontMetricsTextMeasurer(
      pointSize: font?.pointSize ?? defaultPointSize,
      font: .system(.system(weight: font?.measuredWeight ?? .regular)),
      displayScale: displayScale)
  }

  /// One line of `text` in `font`, as a title label sizes it.
  func titleSize(_ text: String, font: IBFont?, defaultPointSize: Double) -> Size {
    guard !text.isEmpty else { return .zero }
    let size = TextWrapping.size(
      of: text, maxWidth: nil, maxHeight: nil,
      measurer: measurer(for: font, defaultPointSize: defaultPointSize))
    return Size(width: size.width, height: size.height)
  }

  /// A `UIButton` without a configuration (Documentation/Facts/Controls.md#button-intrinsic-size):
  /// its title label's size in whole points beside its image, inside the content insets — or,
  /// when the file sets none, 6 pt above and below a title; a system button is at least 30 pt
  /// wide.
  func button(_ model: IBView) -> Size {
    // UIButton's default title font is the 15-pt system font.
    let title = titleSize(model.text ?? "", font: model.font, defaultPointSize: 15)
    let titleWidth = title.width.rounded(.up)
    let titleHeight = title.height.rounded(.up)
    let image = model.imageName.flatMap { imageSizes[$0] }
    var width = titleWidth + (image?.width ?? 0)
    var height = max(titleHeight, image?.height ?? 0)
    let insets = model.contentInsets ?? .zero
    if insets == .zero {
      if titleHeight > 0 { height += 2 * 6 }
    } else {
      width += insets.left + insets.right
      height += insets.top + insets.bottom
    }
    if model.buttonType != nil { width = max(width, 30) }
    return Size(width: width, height: height)
  }

  /// A `UITextField`: its text (or placeholder) in its font, 34 pt high — the height
  /// Interface Builder gives a rounded-rect field since iOS 13.
  func textField(_ model: IBView) -> Size {
    // A text field's default font is the 14-pt system font, as Interface Builder writes it.
    let text = titleSize(model.text ?? "", font: model.font, defaultPointSize: 14)
    return Size(width: text.width, height: 34)
  }
}
