/// One of the two layout axes.
public enum Axis: Hashable, Sendable, CaseIterable {
  /// The x axis: left to right.
  case horizontal
  /// The y axis: top to bottom.
  case vertical

  /// The perpendicular axis.
  public var cross: Axis { self == .horizontal ? .vertical : .horizontal }

  /// Both axes, horizontal first. Written out, and inlinable, so that a loop over the axes in
  /// another module is two iterations, not a call that returns an array.
  @inlinable public static var allCases: [Axis] { [.horizontal, .vertical] }
}
