extension StackView {
  /// How a stack view sizes and positions its arranged views along its axis:
  /// `UIStackView.Distribution`, with UIKit's raw values.
  ///
  /// Source: Apple, "UIStackView.Distribution",
  /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum.
  public enum Distribution: Int, Hashable, Sendable, CaseIterable {
    /// The views fill the axis; when they do not fit they shrink by compression resistance, when
    /// they do not fill they stretch by hugging priority.
    case fill = 0
    /// The views fill the axis and are all the same length.
    case fillEqually = 1
    /// The views fill the axis in proportion to their intrinsic lengths.
    case fillProportionally = 2
    /// The views keep their lengths and the space between them is padded evenly; ``spacing`` is
    /// the least gap.
    case equalSpacing = 3
    /// The views' centres are evenly spaced, keeping at least ``spacing`` between views.
    case equalCentering = 4
  }
}
