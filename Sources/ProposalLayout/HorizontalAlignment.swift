/// An alignment guide along the horizontal axis: a position measured from a view's left edge.
public struct HorizontalAlignment: Hashable, Sendable {
  /// The guide with its axis.
  public let key: AlignmentKey

  /// Creates a custom guide named by `id`.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .horizontal)
  }

  init(key: AlignmentKey) {
    self.key = key
  }

  private init(builtIn id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .horizontal, isBuiltIn: true)
  }

  /// The left edge.
  public static let leading = HorizontalAlignment(builtIn: LeadingAlignment.self)
  /// The horizontal centre.
  public static let center = HorizontalAlignment(builtIn: HorizontalCenterAlignment.self)
  /// The right edge.
  public static let trailing = HorizontalAlignment(builtIn: TrailingAlignment.self)
}
