import LayoutCore

/// A view's preferred distances to its neighbours, per edge, from which stacks compute their
/// default gaps [D: AppleDocs-ViewSpacing; R: OSUI-SPACING].
///
/// An edge without a preference gets the platform default. This model keeps SwiftUI's
/// category-less preferences only; text-metric categories (baseline-to-baseline spacing) are
/// not modelled, so `Text` uses the default like any other view
/// (Documentation/Facts/SwiftUI.md#test-stand-ins).
public struct ViewSpacing: Hashable, Sendable {
  /// The gap between two views that state no preference: 8 on iOS and macOS, on both axes
  /// [R: OSUI-GLUE `defaultSpacing`].
  public static let defaultDistance: Double = 8

  /// Preferences indexed by ``Edge/rawValue``; `nil` is "no preference".
  private var preferences: [Double?] = [nil, nil, nil, nil]

  /// No preference on any edge.
  public init() {}

  /// A preference of 0 on every edge: what a ``Spacer`` publishes, so the gap next to it is 0.
  public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// Creates preferences for the given edges; `nil` means no preference.
  public init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil,
              trailing: Double? = nil) {
    preferences = [top, leading, bottom, trailing]
  }

  /// The preference on `edge`, or `nil` if there is none.
  public subscript(edge: Edge) -> Double? {
    get { preferences[edge.rawValue] }
    set { preferences[edge.rawValue] = newValue }
  }

  /// Merges `other`'s preferences on `edges` into these, keeping the larger of two.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      switch (self[edge], other[edge]) {
      case let (mine?, theirs?): self[edge] = max(mine, theirs)
      case let (nil, theirs): self[edge] = theirs
      case (_?, nil): break
      }
    }
  }

  /// These preferences merged with `other`'s on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// The gap between this view and `next`, which follows it along `axis` (left to right or
  /// top to bottom).
  ///
  /// The larger of the two abutting preferences; the platform default if neither view has one
  /// [R: OSUI-SPACING `distance(to:along:)`].
  public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
    let abutting = [self[Edge.end(of: axis)], next[Edge.start(of: axis)]].compactMap { $0 }
    return abutting.max() ?? Self.defaultDistance
  }
}
