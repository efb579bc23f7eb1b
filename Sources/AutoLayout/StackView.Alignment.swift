extension StackView {
  /// How a stack view places its arranged views across its axis: `UIStackView.Alignment`, with
  /// UIKit's raw values (``top`` is ``leading`` and ``bottom`` is ``trailing``, as in UIKit).
  ///
  /// Source: Apple, "UIStackView.Alignment",
  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum.
  public enum Alignment: Int, Hashable, Sendable, CaseIterable {
    /// The views fill the stack across its axis.
    case fill = 0
    /// The views align to the leading edge (vertical stacks) or the top edge (horizontal stacks).
    case leading = 1
    /// Horizontal stacks only: the views' first baselines line up.
    case firstBaseline = 2
    /// The views are centred across the axis.
    case center = 3
    /// The views align to the trailing edge (vertical stacks) or the bottom edge (horizontal
    /// stacks).
    case trailing = 4
    /// Horizontal stacks only: the views' last baselines line up.
    case lastBaseline = 5

    /// The top edge, for horizontal stacks: the same value as ``leading``.
    public static var top: Alignment { .leading }
    /// The bottom edge, for horizontal stacks: the same value as ``trailing``.
    public static var bottom: Alignment { .trailing }

    /// `true` for the two baseline alignments.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
  }
}
