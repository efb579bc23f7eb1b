import LayoutCore

/// A view's four intrinsic-size constraints (hugging and compression resistance, per axis),
/// stored in the view itself.
///
/// Kept out of the view's table of other generated constraints (`View.systemConstraints`): a
/// label has only these four, and the table is an allocation of 18 slots per view; without it,
/// a label's table stays empty, and the frame-constraint update, which starts only for a view
/// with a table, a window, or a translated frame, does nothing for it.
struct IntrinsicSizeConstraints {
  /// What an intrinsic-size constraint holds the view's length to.
  enum Role {
    /// Hugging: `length <= natural length`.
    case hugging
    /// Compression resistance: `length >= natural length`.
    case compressionResistance

    /// The constraint's relation: the length against its natural value.
    var relation: LayoutConstraint.Relation {
      self == .hugging ? .lessThanOrEqual : .greaterThanOrEqual
    }
  }

  private var horizontalHugging: LayoutConstraint?
  private var verticalHugging: LayoutConstraint?
  private var horizontalCompression: LayoutConstraint?
  private var verticalCompression: LayoutConstraint?

  /// The constraints there are, in no particular order.
  var all: [LayoutConstraint] {
    [horizontalHugging, verticalHugging, horizontalCompression, verticalCompression]
      .compactMap { $0 }
  }

  /// The constraint of `role` along `axis`.
  subscript(role: Role, axis: Axis) -> LayoutConstraint? {
    get {
      switch (role, axis) {
      case (.hugging, .horizontal): return horizontalHugging
      case (.hugging, .vertical): return verticalHugging
      case (.compressionResistance, .horizontal): return horizontalCompression
      case (.compressionResistance, .vertical): return verticalCompression
      }
    }
    set {
      switch (role, axis) {
      case (.hugging, .horizontal): horizontalHugging = newValue
      case (.hugging, .vertical): verticalHugging = newValue
      case (.compressionResistance, .horizontal): horizontalCompression = newValue
      case (.compressionResistance, .vertical): verticalCompression = newValue
      }
    }
  }
}
