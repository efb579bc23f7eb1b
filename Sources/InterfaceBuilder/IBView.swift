import LayoutCore
import LayoutVocabulary
import Typography

/// A view of a scene, as Interface Builder describes it.
public struct IBView: Hashable, Sendable {
  /// The IB id.
  public var id: String
  /// What kind of view it is (the element name).
  public var kind: IBViewKind
  /// The IB id of the superview; nil for a scene's root view.
  public var parentID: String?
  /// The IB ids of the subviews in order (for a stack view, its arranged subviews).
  public var subviewIDs: [String]
  /// The line of the element.
  public var line: Int
  /// Xcode's label for the view in the outline (`userLabel`), if set.
  public var userLabel: String?
  /// The `customClass`, if set.
  public var customClass: String?
  /// The design-time frame (`<rect key="frame">`), in the superview's coordinates.
  public var frame: Rect?
  /// Whether UIKit turns the autoresizing mask into constraints. Interface Builder writes
  /// `translatesAutoresizingMaskIntoConstraints="NO"` on views it lays out with constraints;
  /// when absent, the view keeps its frame (true), as UIKit's default is.
  public var translatesAutoresizingMaskIntoConstraints: Bool
  /// Content hugging priorities (horizontal, vertical); UIKit's default is 250.
  public var huggingPriority: IBAxisPriorities
  /// Compression resistance priorities (horizontal, vertical); UIKit's default is 750.
  public var compressionResistancePriority: IBAxisPriorities
  /// `hidden="YES"`.
  public var isHidden: Bool
  /// Layout margins when set in the file (`layoutMargins` or `directionalLayoutMargins`, the
  /// latter read with leading as left, as in a left-to-right language).
  public var layoutMargins: EdgeInsets?
  /// `insetsLayoutMarginsFromSafeArea` (true unless the file says `NO`).
  public var insetsLayoutMarginsFromSafeArea: Bool
  /// `preservesSuperviewLayoutMargins="YES"`: read, but not laid out (the reader warns that it
  /// is not modelled).
  public var preservesSuperviewLayoutMargins: Bool
  /// Text of a label, text field or button title.
  public var text: String?
  /// A label's, text field's or button's font.
  public var font: IBFont?
  /// A label's `numberOfLines` (1 when absent, UIKit's default).
  public var numberOfLines: Int
  /// A button's content insets (`<inset key="contentEdgeInsets">`), if set.
  public var contentInsets: EdgeInsets?
  /// An image view's image name, or a button's image for the normal state, if set.
  public var imageName: String?
  /// A button's `buttonType` as written (`system`, or `roundedRect` in older files); nil for
  /// UIKit's default, a custom button, and for other views.
  public var buttonType: String? = nil
  /// A button with a `<buttonConfiguration>` (iOS 15's `UIButton.Configuration`).
  public var hasButtonConfiguration = false
  /// Whether that configuration is a standard style (plain, gray, tinted, filled) that sets
  /// its title and nothing that sizes the button otherwise (its size, insets, paddings, fonts,
  /// image, subtitle): a button UIKit sizes by the configuration's defaults
  /// (Documentation/Facts/Controls.md#button-configuration).
  public var buttonConfigurationUsesDefaults = false
  /// Whether the file gives the view something drawn besides its text and image: a background
  /// colour that is not clear, a button's background image or attributed title, or
  /// user-defined runtime attributes (which may give its layer a border, a fill or a shadow).
  public var hasDrawnDecoration = false
  /// An activity indicator's `style` as written (`medium`, `large`, or before iOS 13 `gray`,
  /// `white`, `whiteLarge`); nil for other views.
  public var activityIndicatorStyle: String? = nil
  /// A date picker's `style` as written (`wheels`, `compact`, `inline`); nil for other views and
  /// for a date picker whose file writes none.
  public var datePickerStyle: String? = nil
  /// A segmented control's segments in order; empty for other views.
  public var segments: [IBSegment] = []
  /// A segmented control's `apportionsSegmentWidthsByContent`: each segment as wide as its own
  /// content, rather than all as wide as the widest.
  public var apportionsSegmentWidthsByContent = false
  /// A stack view's properties; nil for other views.
  public var stack: IBStack?
  /// `misplaced="YES"`: Xcode, laying the view out with UIKit on the document's device, found
  /// its saved frame away from where its constraints put it (Interface Builder's yellow
  /// "misplaced view" warning), and saved it so.
  public var isSavedMisplaced = false
  /// The intrinsic content size Interface Builder gives a custom view at design time: the size
  /// inspector's placeholder (`placeholderIntrinsicWidth/Height`), else the size its
  /// `@IBDesignable` class reported (`<designables>`); nil when the file records neither.
  public var designIntrinsicSize: IBIntrinsicSize?
  /// `fixedFrame="YES"`: Interface Builder keeps the view where it is drawn, by its frame and
  /// autoresizing mask, whatever `translatesAutoresizingMaskIntoConstraints` the file writes.
  public var hasFixedFrame: Bool
  /// The `<autoresizingMask>`: which margins and dimensions follow the superview's size; nil
  /// when the file writes none (UIKit's default, nothing flexible).
  public var autoresizingMask: IBAutoresizingMask?
  /// For a scroll, table or collection view: how it scrolls (``IBScrolling``); nil for others.
  public var scrolling: IBScrolling? = nil
  /// `contentMode="scaleAspectFill"`: the view scales its image to fill its bounds and lets part
  /// of it be cut off (UIKit's `UIView.ContentMode.scaleAspectFill`).
  public var fillsByAspect = false
  /// Whether the view draws its content scaled to its bounds: a `contentMode` of
  /// `scaleToFill` (UIView's default, so also when the file writes none), `scaleAspectFit`,
  /// `scaleAspectFill` or `redraw` (Apple's `UIView.ContentMode`). An image view so drawn
  /// smaller than its image loses nothing: the image is scaled, not cut.
  public var scalesContent = true

  /// Whether UIKit draws nothing for the view: a button of the custom or system type (or the
  /// old rounded-rect type, which iOS 7 made the system one) without title, image,
  /// configuration, custom class or drawn decoration. Such a button is a tap target laid over
  /// other views, not a view that hides them
  /// (Documentation/Facts/Layering.md#buttons-that-draw-nothing).
  public var drawsNothing: Bool {
    kind == .button && customClass == nil && !hasButtonConfiguration && !hasDrawnDecoration
      && (text ?? "").isEmpty && imageName == nil
      && [nil, "system", "roundedRect"].contains(buttonType)
  }

  /// How a finding names the view so it can be found in Xcode: the user label, else the text,
  /// else the class, followed by the IB id — `"Title" (label fXy-1a-b2c)`.
  public var displayName: String {
    let className = customClass ?? kind.elementName
    if let userLabel { return "\(userLabel) (\(className) \(id))" }
    if let text, !text.isEmpty { return "\"\(text)\" (\(className) \(id))" }
    return "\(className) \(id)"
  }
}

/// The kinds of view Plumb tells apart, named for their Interface Builder element.
public enum IBViewKind: Hashable, Sendable {
  /// `<view>`.
  case view
  /// `<label>`.
  case label
  /// `<button>`.
  case button
  /// `<imageView>`.
  case imageView
  /// `<textField>`.
  case textField
  /// `<switch>`.
  case `switch`
  /// `<stackView>`.
  case stackView
  /// `<scrollView>`.
  case scrollView
  /// `<tableView>`: a box in its scene; its cells, header and footer are scenes of their own
  /// (``IBCellPlacement``).
  case tableView
  /// `<collectionView>`: a box in its scene; its cells and supplementary views are scenes of
  /// their own (``IBCellPlacement``).
  case collectionView
  /// Any other view element, laid out as a plain box (with a warning naming the element).
  case other(String)

  /// The element name.
  public var elementName: String {
    switch self {
    case .view: return "view"
    case .label: return "label"
    case .button: return "button"
    case .imageView: return "imageView"
    case .textField: return "textField"
    case .switch: return "switch"
    case .stackView: return "stackView"
    case .scrollView: return "scrollView"
    case .tableView: return "tableView"
    case .collectionView: return "collectionView"
    case .other(let name): return name
    }
  }

  init(elementName: String) {
    switch elementName {
    case "view": self = .view
    case "label": self = .label
    case "button": self = .button
    case "imageView": self = .imageView
    case "textField": self = .textField
    case "switch": self = .switch
    case "stackView": self = .stackView
    case "scrollView": self = .scrollView
    case "tableView": self = .tableView
    case "collectionView": self = .collectionView
    default: self = .other(elementName)
    }
  }
}

extension IBView {
  /// What the view's text is measured with for the text size `category`: its font's measured
  /// face (``IBFont/measuredFont``) at the text style's size for `category`, else at the font's
  /// point size, else at 17 pt.
  public func textMeasurer(category: ContentSizeCategory = .large) -> FontMetricsTextMeasurer {
    let font = font ?? IBFont()
    let pointSize = font.textStyle.map { $0.pointSize(for: category) } ?? font.pointSize ?? 17
    return FontMetricsTextMeasurer(pointSize: pointSize, font: font.measuredFont)
  }
}

/// A `<fontDescription>`: a text style (Dynamic Type) or a system font of a fixed size.
public struct IBFont: Hashable, Sendable {
  /// The text style (`body` for `UICTFontTextStyleBody`), if the font follows one.
  public var textStyle: TextStyle?
  /// The point size, when the font has a fixed size.
  public var pointSize: Double?
  /// `system`, `boldSystem`, `italicSystem`, or a font name.
  public var type: String?
  /// The system font's `weight` attribute (`medium`, `semibold`, `heavy` …), if written.
  public var weight: String? = nil
  /// The font file the app ships whose PostScript name is ``type`` (set by
  /// ``IBDocument/useShippedFonts(_:)``): text in this font is measured in it.
  public var shipped: FontFile? = nil

  /// Creates a font description; a part not given is absent (with nothing given, the system
  /// font at the size its element defaults to).
  public init(
    textStyle: TextStyle? = nil, pointSize: Double? = nil, type: String? = nil,
    weight: String? = nil
  ) {
    self.textStyle = textStyle
    self.pointSize = pointSize
    self.type = type
    self.weight = weight
  }

  /// The face Plumb measures text in this font with: the shipped file, else the system font in
  /// ``measuredWeight`` — regular standing in for a face Plumb has no metrics for (reported
  /// apart, see ``unmeasuredFace``).
  public var measuredFont: MeasuredFont {
    if textStyle == nil, let shipped { return .file(shipped) }
    return .system(.system(weight: measuredWeight ?? .regular))
  }

  /// The system font's weight Plumb measures this font in: the text style's, or a system font
  /// in one of the weights whose iOS metrics Plumb has; nil when Plumb has no metrics for the
  /// face (see ``unmeasuredFace``).
  public var measuredWeight: FontWeight? {
    if let textStyle { return textStyle.weight }
    switch type {
    case "boldSystem"?: return weight == nil ? .bold : nil
    case nil, "system"?: return FontWeight(rawValue: weight ?? "regular")
    default: return nil
    }
  }

  /// The face Plumb has no metrics for, named for a report (`font "AvenirNext-Regular"`,
  /// `system font, weight heavy`); nil when ``measuredWeight`` measures it.
  public var unmeasuredFace: String? {
    guard measuredWeight == nil, shipped == nil else { return nil }
    switch type {
    case "italicSystem"?: return "italic system font"
    case nil, "system"?, "boldSystem"?: return "system font, weight \(weight ?? "regular")"
    case let name?: return "font \"\(name)\""
    }
  }
}

/// A `<stackView>`'s arrangement, as UIStackView names it.
public struct IBStack: Hashable, Sendable {
  /// The axis (horizontal when absent, UIKit's default).
  public var axis: Axis
  /// The distribution (`fill` when absent).
  public var distribution: StackDistribution
  /// The alignment (`fill` when absent), as the file names it (`top` or `leading`).
  public var alignment: StackAlignment
  /// Spacing between arranged views in points (0 when absent); `spacingType="standard"` is
  /// ``usesSystemSpacing`` instead.
  public var spacing: Double
  /// `baselineRelativeArrangement="YES"`.
  public var isBaselineRelativeArrangement: Bool
  /// `layoutMarginsRelativeArrangement="YES"`.
  public var isLayoutMarginsRelativeArrangement: Bool
  /// `spacingType="standard"`: the system spacing (UIKit's `UIStackView.spacingUseSystem`).
  public var usesSystemSpacing = false
}

/// A layout guide a constraint can refer to.
public struct IBLayoutGuide: Hashable, Sendable {
  /// The IB id.
  public var id: String
  /// `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`, `layoutMarginsGuide`, or
  /// `topLayoutGuide`/`bottomLayoutGuide` (the legacy view-controller guides).
  public var key: String
  /// The IB id of the view that owns it.
  public var ownerID: String
  /// The line of the element.
  public var line: Int
}

/// A priority per axis (content hugging or compression resistance).
public struct IBAxisPriorities: Hashable, Sendable {
  /// Along the width.
  public var horizontal: Double
  /// Along the height.
  public var vertical: Double
}
