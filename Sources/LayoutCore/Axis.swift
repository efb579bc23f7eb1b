/// One of the two layout axes.
public enum Axis: Hashable, Sendable, CaseIterable {
  /// The x axis: left to right.
  case horizontal
  /// The y axis: top to bottom.
  case vertical

  /// The perpendicular axis.
  public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
