import LayoutCore

/// A view's four intrinsic-size constraints (hugging and compression resistance, per axis),
/// stored in the view itself.
///
/// Kept out of the view's table of other generated constraints (`View.systemConstraints`): a
/// label has only these four, and the table is an allocation of 22 slots per view; without it,
/// a label's table stays empty, and the frame-constraint update, which starts only for a view
/// with a table, a window, or a translated frame, does nothing for it.
struct IntrinsicSizeConstraints {
  private var horizontalHugging: LayoutConstraint?
  private var verticalHugging: LayoutConstraint?
  private var horizontalCompression: LayoutConstraint?
  private var verticalCompression: LayoutConstraint?

  /// The hugging (`<=`) constraint along `axis`.
  subscript(hugging axis: Axis) -> LayoutConstraint? {
    get { axis == .horizontal ? horizontalHugging : verticalHugging }
    set {
      if axis == .horizontal { horizontalHugging = newValue } else { verticalHugging = newValue }
    }
  }

  /// The compression-resistance (`>=`) constraint along `axis`.
  subscript(compression axis: Axis) -> LayoutConstraint? {
    get { axis == .horizontal ? horizontalCompression : verticalCompression }
    set {
      if axis == .horizontal { horizontalCompression = newValue } else { verticalCompression = newValue }
    }
  }
}
