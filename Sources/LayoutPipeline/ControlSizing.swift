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
  /// The `toolsVersion` of the Xcode that saved the document, whose controls' sizes its saved
  /// frames show.
  let toolsVersion: Double?

  /// A measurer for `font` (the system font at `defaultPointSize` when the file writes none):
  /// its text style at the window's text size, else its point size in the face Plumb measures it
  /// with (``IBFont/measuredFont``: a font the app ships, or the system font).
  func measurer(for font: IBFont?, defaultPointSize: Double) -> FontMetricsTextMeasurer {
    if let style = font?.textStyle {
      return FontMetricsTextMeasurer(
        textStyle: style, category: category, displayScale: displayScale)
    }
    return FontMetricsTextMeasurer(
      pointSize: font?.pointSize ?? defaultPointSize,
      font: font?.measuredFont ?? .system(.regular), displayScale: displayScale)
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
    // A standard configuration left at its defaults: its title in the body text style at the
    // window's text size (Documentation/Facts/Controls.md#button-configuration).
    if model.buttonConfigurationUsesDefaults {
      let title = TextWrapping.size(
        of: model.text ?? "", maxWidth: nil, maxHeight: nil,
        measurer: measurer(for: IBFont(textStyle: .body), defaultPointSize: 17))
      return SystemControlMetrics.configuredButtonSize(
        title: Size(width: title.width, height: title.height))
    }
    // The default title font is the 15-pt system font for a system button, the 18-pt one for a
    // custom button (Documentation/Facts/Controls.md#button-intrinsic-size).
    let custom = model.buttonType == nil || model.buttonType == "custom"
    let title = titleSize(
      model.text ?? "", font: model.font, defaultPointSize: custom ? 18 : 15)
    return SystemControlMetrics.buttonSize(
      title: title,
      image: model.imageName.flatMap { imageSizes[$0] }.map {
        Size(width: $0.width, height: $0.height)
      },
      contentInsets: model.contentInsets ?? .zero, isSystem: !custom)
  }

  /// The intrinsic size and alignment insets of a switch or of a control element without a
  /// case of its own (Documentation/Facts/Controls.md#fixed-control-sizes), nil for an element
  /// Plumb does not size. A dimension UIKit leaves to the constraints is `noIntrinsicMetric`.
  func control(_ model: IBView) -> ControlSize? {
    let none = View.noIntrinsicMetric
    switch model.kind.elementName {
    case "switch":
      // iOS 26's switch, as Xcode 26 (tools version 24000 and later) lays it out, is wider and
      // flatter; both reach 2 pt past their alignment rectangle on the right.
      let ios26 = (toolsVersion ?? 0) >= 24000
      return ControlSize(
        ios26 ? Size(width: 61, height: 28) : Size(width: 49, height: 31),
        insets: EdgeInsets(right: 2))
    case "activityIndicatorView":
      let large = ["large", "whiteLarge"].contains(model.activityIndicatorStyle ?? "medium")
      return ControlSize(large ? Size(width: 37, height: 37) : Size(width: 20, height: 20))
    case "stepper": return ControlSize(Size(width: 94, height: 32))
    case "segmentedControl":
      return ControlSize(
        Size(width: segmentedControlWidth(model) ?? none, height: 31),
        insets: EdgeInsets(bottom: 1))
    case "slider":
      return ControlSize(
        Size(width: none, height: 30), insets: EdgeInsets(left: 2, bottom: 1, right: 2))
    case "progressView": return ControlSize(Size(width: none, height: 2))
    // A picker's wheels are 216 pt high; the width is the constraints'. A date picker in another
    // style than the wheels has no size Plumb knows: a plain box, reported
    // (Documentation/Facts/Controls.md#fixed-control-sizes).
    case "pickerView": return ControlSize(Size(width: none, height: 216))
    case "datePicker" where model.datePickerStyle == "wheels":
      return ControlSize(Size(width: none, height: 216))
    case "searchBar":
      // 44 pt before iOS 11 (Xcode 9, tools version 13000), 56 since, 64 in iOS 26 as Xcode 26
      // lays it out; the width is the constraints'. A file without a tools version gets 56
      // (Documentation/Facts/Controls.md#fixed-control-sizes).
      let version = toolsVersion ?? 13000
      let height: Double = version >= 24000 ? 64 : version >= 13000 ? 56 : 44
      return ControlSize(Size(width: none, height: height))
    default: return nil
    }
  }

  /// A segmented control's intrinsic width from its segments' titles (in the 13-pt system
  /// font, unrounded) or images (Documentation/Facts/Controls.md#segmented-control-width); nil
  /// when it has no segments or one whose content Plumb cannot size (an image the file's
  /// resources give no size for), so that the constraints decide and the report says so.
  func segmentedControlWidth(_ model: IBView) -> Double? {
    guard !model.segments.isEmpty else { return nil }
    let titleFont = FontMetricsTextMeasurer(pointSize: 13, font: .system(.system(weight: .regular)))
    var segments: [(content: Double, setWidth: Double?)] = []
    for segment in model.segments {
      var content = 0.0
      if let title = segment.title, !title.isEmpty {
        content =
          TextWrapping.size(of: title, maxWidth: nil, maxHeight: nil, measurer: titleFont)
          .width
      }
      // An image without a size in the resources leaves the segment unsized, unless the file
      // sets its width.
      if let name = segment.imageName {
        if let image = imageSizes[name] {
          content = max(content, image.width)
        } else if segment.width == nil {
          return nil
        }
      }
      segments.append((content, segment.width))
    }
    return SystemControlMetrics.segmentedControlWidth(
      segments: segments, apportionsByContent: model.apportionsSegmentWidthsByContent)
  }

  /// A `UITextField`: its text (or placeholder) in its font, 34 pt high — the height
  /// Interface Builder gives a field since iOS 13 (Xcode 11, tools version 15000); 30 in files
  /// saved by older Xcodes (Documentation/Facts/Controls.md#text-field-height).
  func textField(_ model: IBView) -> Size {
    // A text field's default font is the 14-pt system font, as Interface Builder writes it.
    let text = titleSize(model.text ?? "", font: model.font, defaultPointSize: 14)
    return Size(width: text.width, height: (toolsVersion ?? .infinity) < 15000 ? 30 : 34)
  }
}

/// A control's intrinsic content size, which is the size of its alignment rectangle, and how far
/// its frame reaches beyond that rectangle (UIKit's `alignmentRectInsets`): constraints place
/// the alignment rectangle; the frame is that rectangle grown by the insets.
struct ControlSize {
  /// The alignment rectangle's intrinsic size.
  var size: Size
  /// The frame's overhang beyond the alignment rectangle on each side.
  var alignmentInsets: EdgeInsets

  init(_ size: Size, insets: EdgeInsets = .zero) {
    self.size = size
    alignmentInsets = insets
  }
}
