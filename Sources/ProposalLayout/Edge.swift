import LayoutCore

/// One edge of a rectangle.
public enum Edge: Int, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The left edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The right edge.
  case trailing

  /// The edge at the start of `axis` (leading or top).
  static func start(of axis: Axis) -> Edge { axis == .horizontal ? .leading : .top }
  /// The edge at the end of `axis` (trailing or bottom).
  static func end(of axis: Axis) -> Edge { axis == .horizontal ? .trailing : .bottom }

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits of the set, one per ``Edge`` raw value.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A set holding one edge.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

    /// The top edge.
    public static let top = Set(.top)
    /// The left edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The right edge.
    public static let trailing = Set(.trailing)
    /// Left and right.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.horizontal, .vertical]
  }
}
