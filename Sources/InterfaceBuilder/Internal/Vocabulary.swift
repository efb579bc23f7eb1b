import LayoutCore
import Typography

/// The element and attribute names the reader knows: those it models, and those it knows have
/// no effect on layout (colours, accessibility, connections…), which it skips without a word.
/// Anything else is reported once per file.
enum Vocabulary {
  /// Element names of UIKit views. The first ten are modelled; the rest are laid out as plain
  /// boxes, so constraints that refer to them still resolve — with a warning, unless a set below
  /// says what they are (cells, sized controls, plain views).
  static let viewElements: Set<String> = [
    "view", "label", "button", "imageView", "textField", "switch", "stackView", "scrollView",
    "tableView", "collectionView",
    "activityIndicatorView", "segmentedControl", "slider", "progressView", "pickerView",
    "datePicker", "pageControl", "textView", "mapView", "wkWebView", "visualEffectView",
    "navigationBar", "toolbar", "tabBar", "searchBar", "stepper", "containerView",
    "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewCellContentView",
    "collectionViewCellContentView", "sceneKitView", "arscnView", "mtkView", "glkView",
    "colorWell", "imageButton",
  ]

  /// The cells, supplementary views and content views Plumb lays out as their containers do
  /// (``IBCellPlacement``), though ``IBViewKind`` has no case of their own.
  static let cellElements: Set<String> = [
    "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewCellContentView",
    "collectionViewCellContentView",
  ]

  /// Views with no case of their own that UIKit lays out as any plain view: a visual-effect view
  /// is a box whose `contentView` (read as its subview) fills it, its content added there
  /// (https://developer.apple.com/documentation/uikit/uivisualeffectview); its effect only draws.
  /// A container view is a plain view that the controller its `embed` segue names fills, that
  /// controller's scene laid out on its own in the container's frame
  /// (``IBEmbedding``).
  static let plainViewElements: Set<String> = ["visualEffectView", "containerView"]

  /// Attributes modelled on cells and their content views only: a table cell's content view
  /// has the margins it preserves from its table (16 or 20 pt at the sides, 11 above and
  /// below; `StoryboardWindow.cellContentMargins`), whatever these say.
  static let modelledCellAttributes: Set<String> = ["preservesSuperviewLayoutMargins"]

  /// Elements with no effect on layout, skipped with everything inside them.
  static let inertElements: Set<String> = [
    "color", "systemColor", "namedColor", "autoresizingMask", "nil", "accessibility",
    "accessibilityConfiguration", "userDefinedRuntimeAttributes", "connections", "textInputTraits",
    "point", "dependencies", "capability", "deployment", "plugIn", "placeholder", "customObject",
    "exit", "navigationItem", "tabBarItem", "barButtonItem", "toolbarItems", "extendedEdge",
    "simulatedMetricsContainer", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
    "simulatedStatusBarMetrics", "simulatedToolbarMetrics", "simulatedScreenMetrics",
    "freeformSimulatedSizeMetrics", "imageReference", "preferredSymbolConfiguration",
    "gestureRecognizers", "adaptation", "backgroundConfiguration", "fontDescription",
    "attributedString", "size", "segments", "segment", "string", "state", "inset",
    "directionalEdgeInsets", "edgeInsets", "rect", "image", "fragment", "paragraphStyle", "font",
    "attributes", "integer", "real", "boolean", "blurEffect", "vibrancyEffect",
  ]

  /// Attributes every view element may carry that Plumb models.
  /// The `contentMode` values that draw the content scaled to the bounds
  /// (``IBView/scalesContent``); the others keep its natural size and align it.
  static let scalingContentModes: Set<String> = [
    "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw",
  ]

  static let modelledViewAttributes: Set<String> = [
    "id", "key", "customClass", "userLabel", "translatesAutoresizingMaskIntoConstraints",
    "horizontalHuggingPriority", "verticalHuggingPriority",
    "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority", "hidden",
    // `preservesSuperviewLayoutMargins` is read into `IBView` but not laid out, so it is not
    // here: a file that sets it gets the not-modelled warning.
    "insetsLayoutMarginsFromSafeArea", "text", "numberOfLines",
    // A scroll view's: where its content rests (``IBScrolling``).
    "alwaysBounceVertical", "alwaysBounceHorizontal", "contentInsetAdjustmentBehavior",
    // An image that fills by its aspect may be cut off (``IBView/fillsByAspect``); one drawn
    // scaled is not compressed by a smaller frame (``IBView/scalesContent``).
    "contentMode",
    "image", "placeholder", "axis", "distribution", "alignment", "spacing",
    "baselineRelativeArrangement", "layoutMarginsRelativeArrangement", "title",
    "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "spacingType", "fixedFrame",
    "buttonType",
    // The canvas's host for a root view: a Today widget's is Notification Center.
    "simulatedAppContext",
    // A segmented control's segments as wide as their content (``IBView/segments``).
    "apportionsSegmentWidthsByContent",
    // The text then comes from `<attributedString key="attributedText">`, which is read.
    "usesAttributedText",
  ]

  /// Control elements without a case of their own whose intrinsic size Plumb gives (see the
  /// pipeline's `ControlSizing`): not laid out as plain boxes, so not warned about as such. A
  /// date picker is sized in its wheels style only (`style="wheels"`).
  static let sizedControlElements: Set<String> = [
    "activityIndicatorView", "stepper", "segmentedControl", "slider", "progressView",
    "searchBar", "pickerView",
  ]

  /// View attributes with no effect on where things go.
  static let inertViewAttributes: Set<String> = [
    "opaque", "clipsSubviews", "clearsContextBeforeDrawing",
    "userInteractionEnabled", "multipleTouchEnabled", "alpha", "tag", "ambiguous",
    "misplaced", "customModule", "customModuleProvider", "textAlignment", "lineBreakMode",
    "baselineAdjustment", "adjustsFontSizeToFit", "minimumFontSize", "minimumScaleFactor",
    "adjustsLetterSpacingToFitWidth", "adjustsFontForContentSizeCategory", "highlighted",
    "enabled", "selected", "contentHorizontalAlignment", "contentVerticalAlignment",
    "borderStyle", "clearButtonMode", "on", "semanticContentAttribute",
    "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "bounces",
    "pagingEnabled", "directionalLockEnabled", "keyboardDismissMode", "scrollEnabled",
    "bouncesZoom",
    "delaysContentTouches", "canCancelContentTouches", "highlightedImage", "translucent",
    "dataMode", "style", "separatorStyle", "rowHeight", "estimatedRowHeight",
    "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight",
    "estimatedSectionFooterHeight", "allowsSelection", "prefetchingEnabled", "animating",
    "hidesWhenStopped", "progress", "value", "minValue", "maxValue", "segmentControlStyle",
    "selectedSegmentIndex", "numberOfPages", "currentPage", "editable", "selectable",
    "showsSelectionImmediatelyOnTouchBegin", "sceneMemberID", "showsTouchWhenHighlighted",
    "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "lineBreakStrategy",
    "springLoaded", "pointerInteraction", "changesSelectionAsPrimaryAction", "role",
    "horizontalCompressionResistancePriorityHint", "indicatesUnsavedChanges",
    "insetsLayoutMarginsFromSafeAreaHint",
    // Interface Builder's own setting for which ambiguity its canvas reports (the size
    // inspector's "Ambiguity"): the file's reader, not the app, uses it.
    "verifyAmbiguity",
    "restorationIdentifier", "searchBarStyle", "barStyle", "largeTitles", "datePickerMode",
    "minuteInterval", "style2", "contentInsetAdjustment",
    // Cells: what they are called and how they react to touches. The accessory's and the
    // separator's room is read from the saved frames; the style's labels are named in
    // ``IBCellPlacement``.
    "reuseIdentifier", "selectionStyle", "indentationWidth", "indentationLevel",
    "accessoryType", "editingAccessoryType", "textLabel", "detailTextLabel", "imageView",
    "tableViewCell",
    "collectionViewCell", "focusStyle", "shouldIndentWhileEditing", "showsReorderControl",
  ]

  /// Attributes of `<constraint>`: all modelled but `symbolic` (standard spacing, whose value
  /// Xcode also writes as the constant) and `misplaced`/`ambiguous`-style flags.
  static let constraintAttributes: Set<String> = [
    "id", "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute",
    "multiplier", "constant", "priority", "identifier", "placeholder", "symbolic", "userLabel",
    "active",
  ]

  /// The text-style names in `<fontDescription style="…">` (the raw values of
  /// `UIFont.TextStyle`; large title is `Title0` and subheadline `Subhead`, as tabulated in
  /// "UIKit DynamicType", https://github.com/temoki/UIKit_DynamicType), to Typography's names.
  static let textStyles: [String: TextStyle] = [
    "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1,
    "UICTFontTextStyleTitle2": .title2, "UICTFontTextStyleTitle3": .title3,
    "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
    "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
    "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
    "UICTFontTextStyleCaption2": .caption2,
  ]

  /// A stack view's `axis` values (`NSLayoutConstraint.Axis`); absent is horizontal.
  static let axes: [(String, Axis)] = [("horizontal", .horizontal), ("vertical", .vertical)]
}
