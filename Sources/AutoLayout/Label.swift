import LayoutCore

/// A view that shows text: UIKit's `UILabel`, reduced to what layout needs — its intrinsic size
/// and its baselines.
///
/// The text is measured with a ``TextMeasurer`` (by default the iOS system font, San Francisco,
/// as iOS measures it, in the text style's weight; see ``FontMetricsTextMeasurer``) and wrapped
/// greedily at spaces like ProposalLayout's `Text`. As `UILabel`, the intrinsic width and height
/// are rounded up to the pixels of the trait collection's display scale.
/// With a ``textStyle`` the point size is Apple's Dynamic Type size for the view's
/// ``TraitCollection/preferredContentSizeCategory`` ("Dynamic Type sizes" in Apple's Human
/// Interface Guidelines, see ``DynamicTypeSizes``).
///
/// * Intrinsic size: one line of unwrapped text for `numberOfLines == 1`; otherwise the text
///   wrapped to ``preferredMaxLayoutWidth`` or, when that is 0, to the label's current width
///   (UIKit's automatic preferred width: the label re-measures after each layout pass that
///   changes its width), cut to ``numberOfLines`` lines when that is not 0.
/// * Baselines: the first baseline is one ascent below the top, the last one descent above the
///   bottom ("ascent" and "descent" of the measurer). Both are constant offsets, so they are
///   exact for a label at its intrinsic height; a label stretched taller than its text (UIKit
///   draws the text centred then) keeps them at its edges.
public final class Label: View {
  /// The text; empty text has a zero intrinsic size.
  public var text: String { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }

  /// The Dynamic Type style whose size the label uses, or `nil` for the fixed ``pointSize``.
  public var textStyle: TextStyle? {
    didSet {
      guard textStyle != oldValue else { return }
      categoryAtStyleChoice = traitCollection.preferredContentSizeCategory
      fontDidChange()
    }
  }

  /// The font size used without a ``textStyle``, in points; 17 (UIKit's default label font
  /// size) unless set.
  public var fixedPointSize: Double = 17 {
    didSet { if fixedPointSize != oldValue, textStyle == nil { fontDidChange() } }
  }

  /// The system font's weight used without a ``textStyle`` (with one, the style's weight);
  /// regular unless set, as `UIFont.systemFont(ofSize:)`.
  public var fixedWeight: FontWeight = .regular {
    didSet { if fixedWeight != oldValue, textStyle == nil { fontDidChange() } }
  }

  /// The face of a fixed-size font when it is not the system font (a font file the app ships,
  /// ``MeasuredFont/file(_:)``); nil for the system font in ``fixedWeight``.
  public var fixedFont: MeasuredFont? = nil {
    didSet { if fixedFont != oldValue, textStyle == nil { fontDidChange() } }
  }

  /// Whether a label with a ``textStyle`` follows later content size category changes (UIKit's
  /// `adjustsFontForContentSizeCategory`, `false` by default as in UIKit: the size is then fixed
  /// at the category current when the style was chosen).
  public var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory != oldValue { fontDidChange() } }
  }

  /// The most lines shown; 0 means as many as needed. 1 by default, as in UIKit.
  public var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The width multi-line text wraps at for its intrinsic size; 0 (the default) wraps at the
  /// label's own width.
  public var preferredMaxLayoutWidth: Double = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// A measurer that replaces the font metrics (a ``FixedAdvanceTextMeasurer`` in tests, say);
  /// with one, ``textStyle`` and ``fixedPointSize`` are not used.
  public var customMeasurer: (any TextMeasurer)? {
    didSet { fontDidChange() }
  }

  /// The pixels per point the intrinsic height is further rounded up to: 1 on the canvas of
  /// Xcode 7 and 8, which saved labels at whole-point heights
  /// (Documentation/Facts/Typography.md#label-sizes-on-the-canvas-of-xcode-7-and-8); nil (the
  /// default) for the display's pixels alone, as `UILabel`.
  package var heightRoundingScale: Double? = nil {
    didSet { if heightRoundingScale != oldValue { invalidateIntrinsicContentSize() } }
  }

  private var categoryAtStyleChoice: ContentSizeCategory = .large
  /// The width the intrinsic size was last wrapped at, for the automatic preferred width.
  private var wrappedWidth: Double?

  /// Creates a label with a fixed point size (17 by default).
  public init(text: String = "", pointSize: Double = 17, identifier: String? = nil) {
    self.text = text
    self.fixedPointSize = pointSize
    super.init(identifier: identifier)
  }

  /// Creates a label in a Dynamic Type text style. Unlike UIKit's property default,
  /// `adjustsFontForContentSizeCategory` is `true` unless you pass `false`: a label made for
  /// Dynamic Type nearly always sets it.
  public init(
    text: String = "", textStyle: TextStyle, adjustsFontForContentSizeCategory: Bool = true,
    identifier: String? = nil
  ) {
    self.text = text
    self.textStyle = textStyle
    self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    super.init(identifier: identifier)
  }

  /// Creates a label measured by `measurer`.
  public init(text: String = "", measurer: any TextMeasurer, identifier: String? = nil) {
    self.text = text
    self.customMeasurer = measurer
    super.init(identifier: identifier)
  }

  /// The point size in use: the text style's size for the category, or ``fixedPointSize``.
  public var pointSize: Double {
    guard let textStyle else { return fixedPointSize }
    return textStyle.pointSize(for: styleCategory)
  }

  /// The content size category the text style's size is taken at.
  private var styleCategory: ContentSizeCategory {
    adjustsFontForContentSizeCategory
      ? traitCollection.preferredContentSizeCategory : categoryAtStyleChoice
  }

  /// The distance between the tops of two lines: a text style's leading (Apple's Dynamic Type
  /// table), nil for a fixed-size font or a custom measurer, whose lines follow one another at
  /// the font's line height (Documentation/Facts/Typography.md#text-style-line-spacing).
  public var lineSpacing: Double? {
    guard customMeasurer == nil, let textStyle else { return nil }
    return textStyle.leading(for: styleCategory)
  }

  /// What the text is measured with: the ``customMeasurer``, or the system font at
  /// ``pointSize`` in the text style's weight (``fixedWeight`` without a style), rounding up to
  /// the pixels of the trait collection's display scale.
  public var measurer: any TextMeasurer {
    let face = textStyle == nil ? fixedFont : nil
    return customMeasurer
      ?? FontMetricsTextMeasurer(
        pointSize: pointSize,
        font: face ?? .system(.system(weight: textStyle?.weight ?? fixedWeight)),
        displayScale: traitCollection.displayScale)
  }

  /// The text's size: one unwrapped line, or the wrapped lines (see the type's discussion).
  public override var intrinsicContentSize: Size {
    let width: Double?
    if numberOfLines == 1 {
      width = nil
    } else if preferredMaxLayoutWidth > 0 {
      width = preferredMaxLayoutWidth
    } else {
      width = bounds.width > 0 ? bounds.width : nil
    }
    wrappedWidth = width
    let measurer = self.measurer
    let maxHeight = numberOfLines > 0 ? Double(numberOfLines) * measurer.lineHeight : nil
    let size = TextWrapping.size(
      of: text, maxWidth: width, maxHeight: maxHeight, measurer: measurer,
      lineSpacing: lineSpacing)
    // A height already rounded up to the display's pixels and then up to whole points is the
    // text's height rounded up to whole points: ⌈⌈h·s⌉/s⌉ = ⌈h⌉ for a whole scale s.
    let height = heightRoundingScale.map { (size.height * $0).rounded(.up) / $0 } ?? size.height
    return Size(width: size.width, height: height)
  }

  /// One ascent of the font: the first line's baseline below the label's top.
  public override var firstBaselineOffsetFromTop: Double? { measurer.ascent }

  /// One descent of the font: the last line's baseline above the label's bottom.
  public override var lastBaselineOffsetFromBottom: Double { measurer.descent }

  /// Multi-line text without a preferred width re-measures at its new width, which the same
  /// layout pass then applies (UIKit's two-pass self-sizing).
  public override func layoutSubviews() {
    guard numberOfLines != 1, preferredMaxLayoutWidth == 0, wrappedWidth != bounds.width
    else { return }
    invalidateIntrinsicContentSize()
  }

  override func traitsDidChange(from previous: TraitCollection) {
    if customMeasurer == nil, previous.displayScale != traitCollection.displayScale {
      invalidateIntrinsicContentSize()
    }
    if textStyle != nil, adjustsFontForContentSizeCategory,
      previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
    {
      fontDidChange()
    }
  }

  /// A new font size changes the intrinsic size and moves the baselines, whose offsets the
  /// solver read when it installed the baseline constraints: those are installed again.
  private func fontDidChange() {
    invalidateIntrinsicContentSize()
    for constraint in referencingConstraints.values where constraint.installed != nil {
      let attributes = (constraint.first.array + constraint.second.array).filter {
        $0.item === self
      }
      guard
        attributes.contains(where: {
          $0.attribute == .firstBaseline || $0.attribute == .lastBaseline
        })
      else { continue }
      constraint.needsReinstall = true
      constraint.enqueueInEngines()
    }
  }
}
