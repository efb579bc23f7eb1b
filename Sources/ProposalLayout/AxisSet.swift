import LayoutCore

extension Axis {
  /// A set of axes, as SwiftUI's `Axis.Set`: `[.horizontal, .vertical]`, `.vertical`, `[]`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)

    /// Whether the set holds `axis`.
    func holds(_ axis: Axis) -> Bool {
      contains(axis == .horizontal ? .horizontal : .vertical)
    }
  }
}
