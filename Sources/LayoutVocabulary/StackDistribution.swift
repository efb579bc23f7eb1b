/// How a stack view shares its length among its arranged views, by `UIStackView.Distribution`'s
/// case names (the names layout files and Interface Builder write).
public enum StackDistribution: String, Hashable, Sendable, CaseIterable {
  /// `fill`: the views fill the axis, shrinking by compression resistance and stretching by
  /// hugging.
  case fill
  /// `fillEqually`: the views fill the axis at one length.
  case fillEqually
  /// `fillProportionally`: the views fill the axis in proportion to their intrinsic lengths.
  case fillProportionally
  /// `equalSpacing`: the gaps between the views are equal.
  case equalSpacing
  /// `equalCentering`: the views' centres are evenly spaced.
  case equalCentering
}
