/// An alignment guide along the vertical axis: a position measured from a view's top edge.
public struct VerticalAlignment: Hashable, Sendable {
  /// The guide with its axis.
  public let key: AlignmentKey

  /// Creates a custom guide named by `id`.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .vertical)
  }

  init(key: AlignmentKey) {
    self.key = key
  }

  private init(builtIn id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .vertical, isBuiltIn: true)
  }

  /// The top edge.
  public static let top = VerticalAlignment(builtIn: TopAlignment.self)
  /// The vertical centre.
  public static let center = VerticalAlignment(builtIn: VerticalCenterAlignment.self)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(builtIn: BottomAlignment.self)
}
